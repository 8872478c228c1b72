"""Saving a sheet of klaverjas for three through the sheets' one save path
(``scoring.sheets.save``): the evening lock, the sheet's version, its history and the
activity log are every sheet's; the rows and the totals per seat are this game's.

A game's row keeps what was typed per table seat, who played, who took all ten tricks and
each seat's score in its ``detail`` (``scoring.systems.three_player.detail``), and who
revoked in the shared ``revoke_seat``, all as table seats (1 is the lowest number). There are
no pairs: where the club requires a check, another player of the table checks a sheet its
table entered (``check``).
"""

from __future__ import annotations

from typing import Any

from scoring.models import Game, ScoreSheet
from scoring.rules import (
    GAME_POINTS,
    MAX_THREE_PLAYER_ROEM,
    GameProblem,
    RevokePolicy,
    ThreePlayerRules,
)
from scoring.sheets import players
from scoring.sheets.round_length import RoundLength
from scoring.systems.three_player.detail import DETAIL, HISTORY_KEYS
from scoring.systems.three_player.sheet import SheetGame, ThreePlayerSheet
from tournament.models import Round

REVOKE_AWARD_MOST = 262  # 262 + all roem: the most a revoke hands to one player


def totals_problems(totals: list[int], *, round_length: RoundLength, games_each: int,
                    rules: ThreePlayerRules, names: list[str]) -> list[GameProblem]:
    """Why each player's round total cannot be: a player's game gives him at most all points,
    all roem and the bonus, and (only with a personal penalty) at least minus the penalty;
    ``games_each``: the games a player plays in a round (the most, in a round to a target).
    Without penalties every game of a fixed round hands out 162 at least (a replayed game's
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
    if round_length.target is None and not penalty:
        minimum = round_length.games * GAME_POINTS
        if sum(totals) < minimum:
            problems.append(GameProblem("three_player_totals_too_low",
                                        {"total": sum(totals), "minimum": minimum}))
    return problems


def history(sheet: ScoreSheet, games: list[Game]) -> dict[str, Any]:
    """The snapshot the sheet's history keeps: each game's own values too."""
    return players.seat_history(sheet, games, HISTORY_KEYS, _own_values)


def _own_values(game: Game) -> dict[str, Any]:
    detail = DETAIL.unpack(game.detail)
    # The snapshot's keys in the order they were always stored: ``replayed`` among them.
    seat_scores = detail.pop("seat_scores")
    return {**detail, "replayed": game.replayed, "seat_scores": seat_scores}


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
            score_b=0, revoke_seat=e.revoke_seat, replayed=e.replayed, nat=outcome.nat,
            detail=DETAIL.pack(
                soloist=e.active[game.declarer],
                seat_points=_seat_values(e, game.points, size),
                seat_roem=_seat_values(e, game.roem, size),
                pit_seat=None if game.pit is None else e.active[game.pit],
                seat_scores=list(e.scores))))
    return rows


def save_sheet(round_: Round, table: int, sheet_in: ThreePlayerSheet, **who: Any
               ) -> ScoreSheet:
    """Replace the sheet's games; all or nothing (``scoring.sheets.players.save_games``)."""
    return players.save_games(round_, table, sheet_in, rows=game_rows, history=history,
                              own=HISTORY_KEYS, **who)
