"""The other pair checks a sheet its table entered: confirm it, or dispute it with a reason
and the values they hold to be right. Under the evening's lock, like every change.

A club may require the check before a round is approved and the evening closed
(``RuleFields.table_confirmation``); sheets the organisers entered or corrected need none.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from django.db import transaction
from django.utils.translation import gettext_lazy as _

from clubs.actors import Actor
from clubs.errors import UserError
from clubs.games import game_spec
from clubs.log import record
from clubs.models import Action
from scoring.models import Confirmation, ScoreSheet, SheetSource, SheetStatus
from scoring.sheets.rows import Row
from scoring.sheets.save import games_values, open_round, sheet_values, team_games
from scoring.sheets.tokens import number_matches
from tournament.models import Evening, Round

if TYPE_CHECKING:
    from scoring.sheets.team import TeamGame

MAX_CHECK_ATTEMPTS = 5


def _checked_sheet(round_: Round, table: int, version: int, links: int) -> tuple[Round,
                                                                                  ScoreSheet]:
    round_ = open_round(round_, table, seating=None, by_table=True, links=links)
    sheet = ScoreSheet.objects.filter(round=round_, table=table).first()
    if sheet is None or sheet.version != version:
        raise UserError("sheet_changed", _("The sheet changed since you opened it: look at it "
                                           "again before you confirm."))
    if sheet.source != SheetSource.TABLE:
        raise UserError("check_not_needed", _("The organisers entered this sheet themselves; "
                                              "it needs no check."))
    if sheet.status != SheetStatus.COMPLETE:
        raise UserError("sheet_incomplete", _("The sheet is not complete yet: the other pair "
                                              "first enters every game."))
    return round_, sheet


def _log(round_: Round, table: int, action: Action, user: Actor, **new: object) -> None:
    evening = round_.evening
    record(evening.season.club_id, user, action,
           game_spec(evening.season).words.fill(_("%(round)s %(number)s table %(table)s"),
                                                number=round_.number, table=table),
           evening_id=evening.pk, table=str(_("table %(table)s") % {"table": table}), new=new)


def pair_totals(sheet: ScoreSheet) -> dict[str, Any]:
    """What the club's log keeps of a team sheet that was checked: its pair totals."""
    return {"total_a": sheet.total_a, "total_b": sheet.total_b}


@transaction.atomic
def confirm(round_: Round, table: int, *, version: int, links: int, user: Actor,
            logged: Callable[[ScoreSheet], dict[str, Any]] = pair_totals) -> None:
    """The checker says every game is right; ``logged``: what the club's log keeps of the
    confirmed sheet (a team sheet's pair totals, or the game's own)."""
    round_, sheet = _checked_sheet(round_, table, version, links)
    if sheet.confirmation == Confirmation.CONFIRMED:
        return  # pressed twice
    sheet.confirmation, sheet.dispute_reason, sheet.counter_version = (
        Confirmation.CONFIRMED, "", None)
    sheet.save(update_fields=["confirmation", "dispute_reason", "counter_version"])
    _log(round_, table, Action.CONFIRMED, user, **logged(sheet))


def dispute(round_: Round, table: int, rows: list[Row], *, sheet: TeamGame, version: int,
            reason: str, links: int, user: Actor) -> None:
    """Record the other pair's objection and their own version of the sheet, scored by
    ``sheet`` (the season's game)."""
    result = sheet.evaluate(rows, round_.evening.season)
    if result.has_problems:
        raise UserError("sheet_has_problems", _("Your version has mistakes; nothing is saved."))
    games = games_values(team_games(rows, result, schema=sheet.detail, replay=False),
                         sheet.detail.defaults)
    record_dispute(round_, table, version=version, reason=reason, links=links, user=user,
                   counter={"games": games, "total_a": result.total_a,
                            "total_b": result.total_b},
                   logged={"total_a": result.total_a, "total_b": result.total_b})


@transaction.atomic
def record_dispute(round_: Round, table: int, *, version: int, reason: str, links: int,
                   user: Actor, counter: dict[str, Any], logged: dict[str, Any]) -> None:
    """The checker's objection (``reason``) and their own version of the sheet (``counter``:
    its games and totals as the game's history keeps them), for the organisers to decide;
    ``logged``: what the club's log keeps of that version."""
    if not reason.strip():
        raise UserError("reason_missing", _("Say in a few words what is wrong."))
    round_, stored = _checked_sheet(round_, table, version, links)
    stored.confirmation = Confirmation.DISPUTED
    stored.dispute_reason = reason.strip()[:200]
    stored.counter_version = {**sheet_values(stored, [], {}), **counter}
    stored.save(update_fields=["confirmation", "dispute_reason", "counter_version"])
    _log(round_, table, Action.DISPUTED, user, reason=stored.dispute_reason, **logged)


@transaction.atomic
def check_number(round_: Round, table: int, typed: str, *, links: int) -> bool:
    """Whether the six digits typed on the scorekeeper's phone are the other pair's; after
    MAX_CHECK_ATTEMPTS wrong ones for a version of the sheet, none is accepted any more."""
    round_ = open_round(round_, table, seating=None, by_table=True, links=links)
    sheet = ScoreSheet.objects.filter(round=round_, table=table).first()
    if sheet is None:
        raise UserError("sheet_incomplete", _("The sheet is not complete yet: the other pair "
                                              "first enters every game."))
    if sheet.check_attempts >= MAX_CHECK_ATTEMPTS:
        raise UserError("too_many_attempts", _("Too many wrong numbers: the other pair scans "
                                               "the code on their slip, or asks the organisers."))
    if number_matches(round_, table, typed):
        return True
    ScoreSheet.objects.filter(pk=sheet.pk).update(check_attempts=sheet.check_attempts + 1)
    return False


def differing_games(entered: dict[str, Any], counter: dict[str, Any], own: Mapping[str, Any]
                    ) -> list[int]:
    """The numbers of the games that differ between two versions of a sheet (the table's and
    the other pair's, as ``sheet_values`` and ``dispute`` keep them): a game in one only, or
    with any value both keep typed or scored otherwise. Of the game's ``own`` keys (with
    their defaults) a version without one reads as its default: a version stored before
    the team games' values moved into ``Game.detail`` kept every team game's keys."""
    def games(values: dict[str, Any]) -> dict[int, dict[str, Any]]:
        return {int(g["number"]): g for g in values.get("games") or []}

    ours, theirs = games(entered), games(counter)
    return sorted(n for n in ours.keys() | theirs.keys()
                  if n not in ours or n not in theirs
                  or any(ours[n][key] != theirs[n][key]
                         for key in ours[n].keys() & theirs[n].keys())
                  or any(ours[n].get(key, default) != theirs[n].get(key, default)
                         for key, default in own.items()))


@dataclass(frozen=True, order=True)
class WaitingCheck:
    """A table-entered sheet that waits for the other pair's check, or that they disputed."""

    round: int
    table: int
    disputed: bool = False


def waiting_checks(evening: Evening, number: int | None = None) -> list[WaitingCheck]:
    """The table-entered sheets still waiting for, or disputed by, the other pair, in order
    of round and table, when the season requires the check; empty when it does not."""
    if not evening.season.table_confirmation:
        return []
    sheets = ScoreSheet.objects.filter(round__evening=evening, source=SheetSource.TABLE,
                                       confirmation__in=[Confirmation.AWAITING,
                                                         Confirmation.DISPUTED])
    if number is not None:
        sheets = sheets.filter(round__number=number)
    return sorted(WaitingCheck(round_number, table, confirmation == Confirmation.DISPUTED)
                  for round_number, table, confirmation
                  in sheets.values_list("round__number", "table", "confirmation"))


def unconfirmed(evening: Evening, number: int | None = None) -> list[tuple[int, int]]:
    """(round, table) of the sheets in ``waiting_checks``."""
    return [(w.round, w.table) for w in waiting_checks(evening, number)]
