"""Deleting a mistaken evening (a wrong date, one planned twice, one that did not happen).

An evening may go as long as nothing was scored in it: no score sheet in any round, not even
a draft, and not closed (a closed evening always has its sheets; reopening it does not
remove them). Its check-ins and drawn seats go with it. There is no "cancelled" status:
an evening without scores never counts for the standings (they count closed evenings), so
deleting it is cancelling it; one with scores is a fact, corrected by reopening it.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.db import transaction
from django.utils.translation import gettext_lazy as _

from clubs.actors import Actor
from clubs.errors import UserError
from clubs.log import record
from clubs.models import Action
from tournament.lock import lock_evening
from tournament.models import Evening, EveningStatus

HAS_SCORES = _("This evening has scores, so it cannot be deleted: the results must stay "
               "correct.")


def can_delete(*, status: str, has_scores: bool) -> bool:
    """Whether an evening with this status may be deleted; a score sheet (a draft too)
    always keeps it."""
    return status != EveningStatus.CLOSED and not has_scores


def has_scores(evening: Evening) -> bool:
    # The reverse relation keeps this module independent of the scoring app.
    return evening.rounds.filter(sheets__isnull=False).exists()


@dataclass(frozen=True)
class WhatGoes:
    """What deleting the evening removes, for the confirmation page and the log."""

    players: int
    round_count: int


def what_goes(evening: Evening) -> WhatGoes:
    return WhatGoes(players=evening.attendances.count(), round_count=evening.rounds.count())


@transaction.atomic
def delete_evening(evening: Evening, *, user: Actor) -> None:
    """Delete the evening with its check-ins and seats, under its lock, and log it."""
    evening = lock_evening(evening.pk)
    if not can_delete(status=evening.status, has_scores=has_scores(evening)):
        raise UserError("has_scores", HAS_SCORES)
    pk, gone = evening.pk, what_goes(evening)
    evening.delete()
    record(evening.club.pk, user, Action.EVENING_DELETED, str(evening), evening_id=pk,
           old={"status": evening.status, "players": gone.players, "bomen": gone.round_count})
