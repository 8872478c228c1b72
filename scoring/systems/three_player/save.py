"""Saving a sheet of klaverjas for three through the sheets' one save path
(``scoring.sheets.save``): the evening lock, the sheet's version, its history and the
activity log are every sheet's; the rows and the totals per seat are this game's.

A game's row keeps what was typed per table seat (``seat_points``, ``seat_roem``; None for
the dealer sitting out at a table of four), who played (``soloist``, the player alone
against two), who took all ten tricks (``pit_seat``) and who revoked (``revoke_seat``), all
as table seats (1 is the lowest number), and each seat's score (``seat_scores``). There are
no pairs: where the club requires a check, another player of the table checks a sheet its
table entered (``check``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.db import transaction
from django.utils.translation import gettext_lazy as _

from clubs.actors import Actor
from clubs.errors import UserError
from scoring.models import Game, ScoreSheet, SheetStatus
from scoring.rules import (
    GAME_POINTS,
    MAX_THREE_PLAYER_ROEM,
    GameProblem,
    RevokePolicy,
    ThreePlayerRules,
)
from scoring.sheets import save
from scoring.sheets.boom import Boom
from scoring.systems.three_player.sheet import SheetGame, ThreePlayerSheet
from tournament.models import Round

REVOKE_AWARD_MOST = 262  # 262 + all roem: the most a revoke hands to one player


def totals_problems(totals: list[int], *, boom: Boom, games_each: int,
                    rules: ThreePlayerRules, names: list[str]) -> list[GameProblem]:
    """Why each player's boom total cannot be: a player's game gives him at most all points,
    all roem and the bonus, and (only with a personal penalty) at least minus the penalty;
    ``games_each``: the games a player plays in a boom (the most, in a boom to a target).
    Without penalties every game of a fixed boom hands out 162 at least (a replayed game's
    row holds the replay)."""
    most = games_each * (max(GAME_POINTS + rules.pit_bonus, REVOKE_AWARD_MOST)
                         + MAX_THREE_PLAYER_ROEM)
    penalty = rules.revoke_policy is RevokePolicy.PENALTY
    least = -games_each * rules.revoke_penalty if penalty else 0
    problems = [GameProblem("three_player_total_out_of_range",
                            {"total": total, "player": name, "minimum": least,
                             "maximum": most})
                for total, name in zip(totals, names, strict=True)
                if not least <= total <= most]
    if boom.target is None and not penalty:
        minimum = boom.games * GAME_POINTS
        if sum(totals) < minimum:
            problems.append(GameProblem("three_player_totals_too_low",
                                        {"total": sum(totals), "minimum": minimum}))
    return problems


def history(sheet: ScoreSheet, games: list[Game]) -> dict[str, Any]:
    """The snapshot the sheet's history keeps: the shared one plus each game's own values."""
    values = save.sheet_values(sheet, games)
    values["seat_totals"] = sheet.seat_totals
    by_number = {g.number: g for g in games}
    for game in values["games"]:
        g = by_number[game["number"]]
        game.update(soloist=g.soloist, seat_points=g.seat_points, seat_roem=g.seat_roem,
                    pit_seat=g.pit_seat, replayed=g.replayed, seat_scores=g.seat_scores)
    return values


def logged(values: Mapping[str, Any]) -> dict[str, Any]:
    """A saved sheet in the club's log: its status and each player's total."""
    return {"status": values["status"], "seat_totals": values["seat_totals"]}


def _seat_values(sheet_game: SheetGame, values: tuple[int, int, int], size: int
                 ) -> list[int | None]:
    by_seat = dict(zip(sheet_game.active, values, strict=True))
    return [by_seat.get(seat) for seat in range(1, size + 1)]


def game_rows(sheet_in: ThreePlayerSheet, sheet: ScoreSheet) -> list[Game]:
    """The typed games as rows of ``sheet`` (not saved: the save stores them, a checker's
    own version keeps them as the history does)."""
    size = sheet_in.size
    rows = []
    for e in sheet_in.entries:
        game, outcome = e.game, e.outcome
        assert game is not None and outcome is not None and e.scores is not None
        rows.append(Game(
            sheet=sheet, number=e.number, declarer="", points_a=0, points_b=0, score_a=0,
            score_b=0, soloist=e.active[game.declarer],
            pit_seat=None if game.pit is None else e.active[game.pit],
            revoke_seat=e.revoke_seat, replayed=e.replayed, nat=outcome.nat,
            seat_points=_seat_values(e, game.points, size),
            seat_roem=_seat_values(e, game.roem, size), seat_scores=list(e.scores)))
    return rows


@transaction.atomic
def save_sheet(
    round_: Round, table: int, sheet_in: ThreePlayerSheet, *, version: int, user: Actor,
    seating: str | None = None, by_table: bool = False, links: int | None = None,
    attempt: str = "",
) -> ScoreSheet:
    """Replace the sheet's games; all or nothing (see ``save.open_round`` for refusals)."""
    if not sheet_in.entries:
        raise UserError("sheet_empty", _("Fill in at least one game; nothing is saved."))
    if sheet_in.has_problems:
        raise UserError("sheet_has_problems", _("The sheet has mistakes; nothing is saved."))
    round_ = save.open_round(round_, table, seating=seating, by_table=by_table, links=links)
    sheet, old_games = save.current_sheet(round_, table, version, attempt)
    old = history(sheet, old_games) if sheet else None
    status = SheetStatus.COMPLETE if sheet_in.complete else SheetStatus.DRAFT
    sheet = save.touch_sheet(sheet, round_, table, user, by_table, status,
                             totals_only=False, total_a=0, total_b=0,
                             seat_totals=list(sheet_in.totals))
    if old_games:
        sheet.games.all().delete()
    games = Game.objects.bulk_create(game_rows(sheet_in, sheet))
    save.record_change(sheet, round_, old, history(sheet, games), user, by_table, logged=logged,
                       attempt=attempt)
    return sheet
