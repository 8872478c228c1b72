"""Saving a Klabberjass list (seed 001) through the sheets' one save path
(``scoring.sheets.save``): the evening lock, the sheet's version, its history and the
activity log are the team sheets'; only the rows and the per-seat totals differ.

A list needs no check by "the other pair": there are no pairs, and the seed makes every
player at the table answer for the list ("es sind aber alle für die Listenführung
verantwortlich").
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.db import transaction
from django.utils.translation import gettext_lazy as _

from clubs.actors import Actor
from clubs.errors import UserError
from scoring.models import Game, ScoreSheet, SheetStatus
from scoring.rules import GameProblem, klabberjass_game_scores, klabberjass_games_per_round
from scoring.sheets import save
from scoring.systems.klabberjass.sheet import KlabberjassSheet
from tournament.models import Round

GAME_SPREAD = (-12, 8)  # what one game hands out to all seats together: lost 8 .. won 8
PLAYER_SPREAD = (-16, 8)  # one game for one player: lost Original clubs .. won it


def totals_problems(totals: list[int], *, table_size: int) -> list[GameProblem]:
    """Why each player's round totals cannot be: every player plays 24 games a round."""
    games = klabberjass_games_per_round(table_size)
    played = klabberjass_games_per_round(3)
    low, high = PLAYER_SPREAD[0] * played, PLAYER_SPREAD[1] * played
    problems = [GameProblem("klabberjass_total_out_of_range",
                            {"total": t, "minimum": low, "maximum": high})
                for t in totals if not low <= t <= high]
    low, high = GAME_SPREAD[0] * games, GAME_SPREAD[1] * games
    if not low <= sum(totals) <= high:
        problems.append(GameProblem("klabberjass_totals_sum",
                                    {"total": sum(totals), "minimum": low, "maximum": high}))
    return problems


def _values(sheet: ScoreSheet, games: list[Game]) -> dict[str, Any]:
    """The snapshot the sheet's history keeps: the shared one plus each game's list values."""
    values = save.sheet_values(sheet, games)
    values["seat_totals"] = sheet.seat_totals
    by_number = {g.number: g for g in games}
    for game in values["games"]:
        g = by_number[game["number"]]
        game.update(soloist=g.soloist, original=g.original, turned=g.turned, won=g.won,
                    seat_scores=g.seat_scores)
    return values


def logged_list(values: Mapping[str, Any]) -> dict[str, Any]:
    """A saved list in the club's log: its status and each player's total."""
    return {"status": values["status"], "seat_totals": values["seat_totals"]}


@transaction.atomic
def save_list(
    round_: Round, table: int, sheet_in: KlabberjassSheet, *, version: int, user: Actor,
    seating: str | None = None, by_table: bool = False, links: int | None = None,
    attempt: str = "",
) -> ScoreSheet:
    """Replace the list's games; all or nothing (see ``save.open_round`` for refusals)."""
    if not sheet_in.entries:
        raise UserError("sheet_empty", _("Fill in at least one game; nothing is saved."))
    if sheet_in.has_problems:
        raise UserError("sheet_has_problems", _("The sheet has mistakes; nothing is saved."))
    round_ = save.open_round(round_, table, seating=seating, by_table=by_table, links=links)
    sheet, old_games = save.current_sheet(round_, table, version, attempt)
    old = _values(sheet, old_games) if sheet else None
    status = SheetStatus.COMPLETE if sheet_in.complete else SheetStatus.DRAFT
    sheet = save.touch_sheet(sheet, round_, table, user, by_table, status, checked=False,
                             totals_only=False, total_a=0, total_b=0,
                             seat_totals=list(sheet_in.totals))
    if old_games:
        sheet.games.all().delete()
    size = sheet_in.table_size
    games = Game.objects.bulk_create(
        Game(sheet=sheet, number=e.number, declarer="", points_a=0, points_b=0, score_a=0,
             score_b=0, soloist=e.soloist, original=e.original, trump=e.trump.value,
             turned=e.turned.value if e.turned else "", won=e.won if e.revoke is None else None,
             revoke_seat=e.revoke,
             seat_scores=list(klabberjass_game_scores(e, table_size=size)))
        for e in sheet_in.entries
    )
    save.record_change(sheet, round_, old, _values(sheet, games), user, by_table,
                       logged=logged_list, attempt=attempt)
    return sheet


@transaction.atomic
def save_list_totals(
    round_: Round, table: int, totals: list[int], *, version: int, user: Actor,
    seating: str | None = None, by_table: bool = False, links: int | None = None,
    attempt: str = "",
) -> ScoreSheet:
    """Each player's round total instead of the games (totals-only entry)."""
    if totals_problems(totals, table_size=len(totals)):
        raise UserError("totals_impossible", _("These totals are impossible; nothing is saved."))
    round_ = save.open_round(round_, table, seating=seating, by_table=by_table, links=links)
    sheet, old_games = save.current_sheet(round_, table, version, attempt)
    old = _values(sheet, old_games) if sheet else None
    sheet = save.touch_sheet(sheet, round_, table, user, by_table, SheetStatus.COMPLETE,
                             checked=False, totals_only=True, total_a=0, total_b=0,
                             seat_totals=totals)
    if old_games:
        sheet.games.all().delete()
    save.record_change(sheet, round_, old, _values(sheet, []), user, by_table,
                       logged=logged_list, attempt=attempt)
    return sheet
