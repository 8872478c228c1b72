"""What the rest of the site hears about an evening, without importing who sends it."""

from collections.abc import Callable

from django.dispatch import Signal

# Sent with ``evening`` once its closing is committed (the club house's automatic backup
# listens). A receiver cannot undo the closing.
evening_closed = Signal()

# What a receiver of ``evening_closed`` has to tell the organiser who just closed: each
# function gives its warning, or "" when all went well (the club house's automatic backup
# adds one: ``clubhouse.snapshots``). The closing page shows them after closing.
closing_warnings: list[Callable[[], str]] = []
