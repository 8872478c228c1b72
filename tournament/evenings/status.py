"""An evening's status, moved along the allowed transitions only."""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

from clubs.errors import UserError
from tournament.models import Evening, EveningStatus, can_move


def move_evening(evening: Evening, status: str) -> None:
    """Change the evening's status along the allowed transitions only."""
    if not can_move(evening.status, status):
        raise UserError(
            "bad_transition",
            _("An evening cannot go from '%(old)s' to '%(new)s'.")
            % {"old": evening.get_status_display(), "new": EveningStatus(status).label},
        )
    evening.status = status
    evening.save(update_fields=["status"])
