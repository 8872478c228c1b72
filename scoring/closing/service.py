"""Approving a round, closing an evening once every sheet is in, and reopening it."""

from __future__ import annotations

from django.db import transaction
from django.utils.translation import gettext_lazy as _

from clubs.actors import Actor, account
from clubs.errors import UserError
from clubs.games import GameWords, game_spec
from clubs.log import record
from clubs.models import Action
from scoring.models import EveningEvent, ScoreSheet, SheetStatus
from scoring.results.stored import store_evening_results
from scoring.sheets.confirm import unconfirmed
from tournament.evenings.status import move_evening
from tournament.lock import lock_evening
from tournament.models import Evening, EveningStatus, Round, Seat
from tournament.signals import evening_closed


def missing_sheets(evening: Evening) -> list[tuple[int, int]]:
    """(round, table) of every drawn table without a complete sheet, in order."""
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


def _listed(tables: list[tuple[int, int]], words: GameWords) -> str:
    return ", ".join(words.fill(_("%(round)s %(b)s table %(t)s"), b=b, t=t) for b, t in tables)


@transaction.atomic
def close_evening(evening: Evening, user: Actor) -> None:
    """Close the evening once every round is drawn and every table's sheet is complete.

    Runs under the evening's lock (``tournament.lock``): no sheet save, draw or
    approval of this evening can run in between the check and the closing."""
    evening = lock_evening(evening.pk)
    if evening.status == EveningStatus.CLOSED:
        raise UserError("already_closed", _("The evening is already closed."))
    missing = missing_sheets(evening)
    words = game_spec(evening.season).words
    drawn = Round.objects.filter(evening=evening).count()
    if drawn < evening.round_count:
        raise UserError("rounds_missing", words.sentence(
            _("Not every %(round)s is drawn and played yet.")))
    if missing:
        raise UserError("sheets_missing",
                        _("The evening cannot close: sheets missing or incomplete: %(list)s.")
                        % {"list": _listed(missing, words)})
    if waiting := unconfirmed(evening):
        raise UserError("sheets_unconfirmed",
                        _("The evening cannot close: these sheets are not yet confirmed at their "
                          "table, or are disputed: %(list)s.") % {"list": _listed(waiting, words)})
    move_evening(evening, EveningStatus.CLOSED)
    EveningEvent.objects.create(evening=evening, kind=EveningEvent.Kind.CLOSED,
                                user=account(user))
    record(evening.club.pk, user, Action.CLOSED, str(evening), evening_id=evening.pk)
    store_evening_results(evening)
    transaction.on_commit(lambda: evening_closed.send(Evening, evening=evening))


@transaction.atomic
def reopen_evening(evening: Evening, user: Actor, reason: str) -> None:
    """Reopen a closed evening for a correction. The recorded reopening also retires every
    table link printed before it (``scoring.sheets.tokens``)."""
    if not reason.strip():
        raise UserError("reason_missing", _("Say why the evening is reopened."))
    evening = lock_evening(evening.pk)
    if evening.status != EveningStatus.CLOSED:
        raise UserError("not_closed", _("The evening is not closed (any more)."))
    move_evening(evening, EveningStatus.PLAYING)
    evening.link_generation += 1
    evening.save(update_fields=["link_generation"])
    EveningEvent.objects.create(evening=evening, kind=EveningEvent.Kind.REOPENED,
                                detail=reason.strip()[:200],
                                user=account(user))
    record(evening.club.pk, user, Action.REOPENED, str(evening), evening_id=evening.pk,
           new={"reason": reason.strip()[:200]})


@transaction.atomic
def approve_round(round_: Round, *, approved: bool, user: Actor) -> None:
    """Approve a round (its table links stop working) or take the approval back."""
    evening = lock_evening(round_.evening_id)
    if evening.status == EveningStatus.CLOSED:
        raise UserError("evening_closed", _("The evening is closed."))
    round_ = Round.objects.get(pk=round_.pk)
    if round_.approved == approved:
        return
    if approved and (waiting := unconfirmed(evening, round_.number)):
        words = game_spec(evening.season).words
        raise UserError("sheets_unconfirmed", words.sentence(
            _("%(round)s %(number)s cannot be approved yet: these sheets are not yet "
              "confirmed at their table, or are disputed: %(list)s."), number=round_.number,
            list=_listed(waiting, words)))
    round_.approved = approved
    round_.save(update_fields=["approved"])
    record(evening.club.pk, user, Action.APPROVED if approved else Action.UNAPPROVED,
           f"boom {round_.number}", evening_id=evening.pk)
    if approved:
        EveningEvent.objects.create(evening=evening, kind=EveningEvent.Kind.APPROVED,
                                    detail=str(round_.number), user=account(user))
