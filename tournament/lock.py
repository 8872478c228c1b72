"""One lock per evening: every change of an evening, its rounds, seats and sheets takes it.

Saving a sheet, closing, reopening, approving a round, drawing, swapping and check-in all
read the evening's state and then write. Taking the evening row's lock first, inside the
transaction, makes such changes of one evening run one after the other, so none of them
acts on a state another has just changed (a sheet saved into a closed evening, a table's
save after its round was approved, scores stored against a redrawn round). PostgreSQL locks
the row (``SELECT ... FOR UPDATE``); SQLite takes its database write lock at the start of
every transaction (``transaction_mode`` IMMEDIATE in the settings), which serialises them too.
"""

from __future__ import annotations

from django.db import transaction

from tournament.models import Evening


def lock_evening(pk: int) -> Evening:
    """The evening, freshly read and locked until the current transaction ends."""
    if not transaction.get_connection().in_atomic_block:
        raise RuntimeError("lock_evening() needs a transaction (transaction.atomic).")
    return Evening.objects.select_for_update(of=("self",)).select_related("season__club").get(
        pk=pk)
