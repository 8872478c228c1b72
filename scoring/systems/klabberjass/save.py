"""Saving a Klabberjass list (seed 001) through the sheets' one save path
(``scoring.sheets.save``): the evening lock, the sheet's version, its history and the
activity log are the team sheets'; only the rows and the per-seat totals differ.

A list needs no check by "the other pair": there are no pairs, and the seed makes every
player at the table answer for the list ("es sind aber alle für die Listenführung
verantwortlich").
"""

from __future__ import annotations

from typing import Any

from scoring.models import Game, ScoreSheet
from scoring.rules import GameProblem, klabberjass_game_scores, klabberjass_games_per_round
from scoring.sheets import players
from scoring.systems.klabberjass.detail import DETAIL, HISTORY_KEYS
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


def history(sheet: ScoreSheet, games: list[Game]) -> dict[str, Any]:
    """The snapshot the sheet's history keeps: each game's list values too."""
    return players.seat_history(sheet, games, HISTORY_KEYS,
                                lambda game: DETAIL.unpack(game.detail))


def game_rows(sheet_in: KlabberjassSheet, sheet: ScoreSheet) -> list[Game]:
    """The typed games as rows of ``sheet`` (not saved yet)."""
    size = sheet_in.table_size
    return [
        Game(sheet=sheet, number=e.number, declarer="", points_a=0, points_b=0, score_a=0,
             score_b=0, revoke_seat=e.revoke,
             detail=DETAIL.pack(
                 soloist=e.soloist, original=e.original, trump=e.trump.value,
                 turned=e.turned.value if e.turned else "",
                 won=e.won if e.revoke is None else None,
                 seat_scores=list(klabberjass_game_scores(e, table_size=size))))
        for e in sheet_in.entries
    ]


def save_list(round_: Round, table: int, sheet_in: KlabberjassSheet, **who: Any) -> ScoreSheet:
    """Replace the list's games; all or nothing (``scoring.sheets.players.save_games``).
    Nobody else checks a list its table saved."""
    return players.save_games(round_, table, sheet_in, rows=game_rows, history=history,
                              own=HISTORY_KEYS, checked=False, **who)
