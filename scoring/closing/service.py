"""Approving a boom, closing an evening once every sheet is in, and reopening it."""

from __future__ import annotations

from django.db import transaction
from django.utils.translation import gettext_lazy as _

from clubs.actors import Actor, account
from clubs.errors import UserError
from scoring.models import EveningEvent, ScoreSheet, SheetStatus
from scoring.results.stored import store_evening_results
from tournament.evenings.status import move_evening
from tournament.models import Evening, EveningStatus, Round, Seat


def missing_sheets(evening: Evening) -> list[tuple[int, int]]:
    """(boom, table) of every drawn table without a complete sheet, in order."""
    tables = {
        (number, table)
        for number, table in Seat.objects.filter(round__evening=evening, table__isnull=False)
        .values_list("round__number", "table").distinct()
        if table is not None
    }
    complete = set(
        ScoreSheet.objects.filter(round__evening=evening, status=SheetStatus.COMPLETE)
        .values_list("round__number", "table")
    )
    return sorted(tables - complete)


@transaction.atomic
def close_evening(evening: Evening, user: Actor) -> None:
    missing = missing_sheets(evening)
    drawn = Round.objects.filter(evening=evening).count()
    if drawn < evening.rounds:
        raise UserError("rounds_missing", _("Not every boom is drawn and played yet."))
    if missing:
        listed = ", ".join(str(_("boom %(b)s table %(t)s") % {"b": b, "t": t})
                           for b, t in missing)
        raise UserError("sheets_missing",
                        _("The evening cannot close: sheets missing or incomplete: %(list)s.")
                        % {"list": listed})
    move_evening(evening, EveningStatus.CLOSED)
    EveningEvent.objects.create(evening=evening, kind=EveningEvent.Kind.CLOSED,
                                user=account(user))
    store_evening_results(evening)


@transaction.atomic
def reopen_evening(evening: Evening, user: Actor, reason: str) -> None:
    if not reason.strip():
        raise UserError("reason_missing", _("Say why the evening is reopened."))
    move_evening(evening, EveningStatus.PLAYING)
    EveningEvent.objects.create(evening=evening, kind=EveningEvent.Kind.REOPENED,
                                detail=reason.strip()[:200],
                                user=account(user))


def approve_round(round_: Round, *, approved: bool, user: Actor) -> None:
    """Approve a boom (its table links stop working) or take the approval back."""
    evening = round_.evening
    if evening.status == EveningStatus.CLOSED:
        raise UserError("evening_closed", _("The evening is closed."))
    round_.approved = approved
    round_.save(update_fields=["approved"])
    if approved:
        EveningEvent.objects.create(evening=evening, kind=EveningEvent.Kind.APPROVED,
                                    detail=str(round_.number), user=account(user))
