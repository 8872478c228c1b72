"""An evening's status, moved along the allowed transitions only."""

from __future__ import annotations

from django.db import transaction
from django.utils.translation import gettext_lazy as _

from clubs.actors import Actor
from clubs.errors import UserError
from clubs.log import record
from clubs.models import Action
from tournament.lock import lock_evening
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


@transaction.atomic
def change_status(evening: Evening, status: str, *, user: Actor) -> None:
    """The organiser's status buttons (not closing or reopening: ``scoring.closing``)."""
    evening = lock_evening(evening.pk)
    old = evening.status
    move_evening(evening, status)
    record(evening.club.pk, user, Action.EVENING_STATUS, str(evening), evening_id=evening.pk,
           old={"status": old}, new={"status": status})
