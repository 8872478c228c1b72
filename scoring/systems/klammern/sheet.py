"""A Klammern sheet as typed (seed 002): every game checked and scored by ``scoring.rules``
(``check_klammern_game``, ``klammern_game_result``, ``klammern_running_points``), laid out
as the paper does. A game's stored score is the small points each team stands at after it
(0:0 again after a big point), and the running totals are the big points, so the sheet's
totals are the teams' big points. Plain Python."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from django.utils.translation import gettext as _

from scoring.rules import (
    GameProblem,
    KlammernEntry,
    Team,
    check_klammern_game,
    klammern_game_result,
    klammern_round_problems,
    klammern_running_points,
)
from scoring.sheets.round_length import RoundLength
from scoring.sheets.rows import Row, RowResult, SheetResult
from scoring.systems.klammern.detail import DETAIL

# (big points A, big points B, small points A, small points B) after a game.
Standing = tuple[int, int, int, int]

# Before a big point both teams hold at most 4 small points and every game gives at least 1:
# a big point takes at most 9 games.
GAMES_PER_BIG_POINT = 9


def most_klammern_games(big_points: int) -> int:
    """The most games a round to ``big_points`` can last: before its last big point each team
    has at most ``big_points - 1``, so at most 2 x big_points - 1 big points are played."""
    return (2 * big_points - 1) * GAMES_PER_BIG_POINT


@dataclass(frozen=True)
class KlammernSheetResult(SheetResult):
    """A scored Klammern sheet: ``standings`` per game; the running totals are big points."""

    standings: dict[int, Standing] = field(default_factory=dict)

    def running_totals(self) -> dict[int, tuple[int, int]]:
        return {n: (s[0], s[1]) for n, s in sorted(self.standings.items())}


def klammern_entry(row: Row) -> KlammernEntry:
    own = DETAIL.unpack(row.detail)
    return KlammernEntry(declarer=row.declarer, points_a=row.points_a, points_b=row.points_b,
                         melds_a=row.roem_a, melds_b=row.roem_b, bella=own["bella"] or None,
                         doubling=own["doubling"])


def evaluate_sheet(rows: Sequence[Row], round_length: RoundLength) -> KlammernSheetResult:
    """Every game checked and scored. A game's standing depends on every game before
    it: after a game with a mistake, or a game not filled in, the later games get no
    standing (their own mistakes still show), and a gap is a mistake of its own."""
    results: dict[int, RowResult] = {}
    played: list[tuple[int, tuple[Team, int]]] = []
    cut = False
    for expected, row in enumerate(sorted(rows, key=lambda r: r.number), start=1):
        entry = klammern_entry(row)
        problems = check_klammern_game(entry)
        if not cut and row.number != expected:
            problems.append(GameProblem("klammern_game_missing", {"missing": expected}))
        if problems:
            results[row.number] = RowResult(problems=tuple(problems))
            cut = True
        elif not cut:
            played.append((row.number, klammern_game_result(entry)))
    games = [result for _, result in played]
    numbers = [number for number, _ in played]
    standings = dict(zip(numbers, klammern_running_points(games), strict=True))
    for number, (_a, _b, small_a, small_b) in standings.items():
        results[number] = RowResult(score_a=small_a, score_b=small_b)
    reached = None
    if round_length.target is not None:
        reached = next((n for n, s in standings.items() if max(s[:2]) >= round_length.target), None)
        for problem in klammern_round_problems(games, round_length.target):
            number = numbers[int(problem.details["game"]) - 1]
            details = {**problem.details, "game": number, "reached": reached or 0,
                       "target": _("%(target)s big points") % {"target": round_length.target}}
            del standings[number]
            results[number] = replace(results[number], score_a=0, score_b=0,
                                      problems=(GameProblem(problem.code, details),))
    last = standings[max(standings)] if standings else (0, 0, 0, 0)
    expected = (reached or 0) if round_length.target is not None else round_length.games
    return KlammernSheetResult(
        rows=results, total_a=last[0], total_b=last[1],
        complete=bool(results) and sorted(results) == list(range(1, expected + 1)),
        target=round_length.target, reached=reached, standings=standings,
    )


def check_totals(total_a: int, total_b: int, round_length: RoundLength) -> list[GameProblem]:
    """Big points per team (totals-only sheets). A game gives at most 4 small points, so
    a big point takes two games at least (two big points too, after 5:0). To a target:
    one team reached it, with at most one more (the 5:0 bonus), the other stayed below."""
    problems: list[GameProblem] = []
    for team, total in (("A", total_a), ("B", total_b)):
        if total < 0:
            problems.append(GameProblem("negative", {"team": team, "value": total}))
    if round_length.target is None:
        if total_a + total_b > round_length.games:
            problems.append(GameProblem("klammern_too_many_big_points", {
                "total": total_a + total_b, "games": round_length.games}))
        return problems
    target = round_length.target
    high, low = max(total_a, total_b), min(total_a, total_b)
    if high < target:
        problems.append(GameProblem("target_not_reached", {
            "total_a": total_a, "total_b": total_b, "target": target}))
    elif high > target + 1 or low >= target:
        problems.append(GameProblem("klammern_big_points_impossible", {
            "total_a": total_a, "total_b": total_b, "target": target}))
    return problems
