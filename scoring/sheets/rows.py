"""A score sheet as typed: rows in, scores and problems out. Plain Python, no database.

Every game goes through ``scoring.rules`` (``check_game`` and ``game_outcome``); this module
only knows the sheet around it: which rows are filled, the dealer rotation, the revoke
policy's sheet marks and the checks on boom totals.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from scoring.rules import (
    GAME_POINTS,
    MAX_ROEM,
    GameEntry,
    GameProblem,
    RevokePolicy,
    ScoringRules,
    Team,
    check_game,
    game_outcome,
)

# The table's pairs and the deal's rotation are the draw's business; the printed score
# sheets use them too.
from tournament.draw.rotation import TEAM_OF_POSITION, forced_declarer, team_of_seat

__all__ = ["TEAM_OF_POSITION", "forced_declarer", "team_of_seat"]


@dataclass(frozen=True)
class Row:
    """One typed row of the sheet. Under the REPLAY policy a ``revoke`` mark means the game
    was replayed after a revoke: the points are the replay's, scored as a normal game."""

    number: int
    declarer: Team
    points_a: int
    points_b: int
    roem_a: int = 0
    roem_b: int = 0
    pit: Team | None = None
    revoke: Team | None = None
    revoke_seat: int | None = None


@dataclass(frozen=True)
class RowResult:
    score_a: int = 0
    score_b: int = 0
    nat: bool = False
    penalty: int = 0
    problems: tuple[GameProblem, ...] = ()


def entry_for(row: Row, rules: ScoringRules) -> GameEntry:
    # Under the replay policy the row holds the replayed game: a normal, played-out game.
    revoke = None if rules.revoke_policy is RevokePolicy.REPLAY else row.revoke
    return GameEntry(
        declarer=row.declarer, points_a=row.points_a, points_b=row.points_b,
        roem_a=row.roem_a, roem_b=row.roem_b, pit=row.pit, revoke=revoke,
    )


def evaluate_row(row: Row, rules: ScoringRules) -> RowResult:
    entry = entry_for(row, rules)
    problems = list(check_game(entry, rules))
    if rules.revoke_policy is RevokePolicy.PENALTY and row.revoke:
        if row.revoke_seat is None:
            problems.append(GameProblem("revoke_player_missing", {"team": row.revoke}))
        elif team_of_seat(row.revoke_seat) != row.revoke:
            problems.append(GameProblem("revoke_player_wrong_team", {
                "team": row.revoke, "seat": row.revoke_seat}))
    if problems:
        return RowResult(problems=tuple(problems))
    outcome = game_outcome(entry, rules)
    return RowResult(
        score_a=outcome.score_a,
        score_b=outcome.score_b,
        nat=outcome.nat,
        penalty=outcome.penalty_a + outcome.penalty_b,
    )


@dataclass(frozen=True)
class SheetResult:
    rows: dict[int, RowResult] = field(default_factory=dict)
    total_a: int = 0
    total_b: int = 0
    complete: bool = False

    @property
    def has_problems(self) -> bool:
        return any(result.problems for result in self.rows.values())

    def running_totals(self) -> dict[int, tuple[int, int]]:
        totals: dict[int, tuple[int, int]] = {}
        a = b = 0
        for number in sorted(self.rows):
            a += self.rows[number].score_a
            b += self.rows[number].score_b
            totals[number] = (a, b)
        return totals


def evaluate_sheet(rows: Sequence[Row], *, games: int, rules: ScoringRules) -> SheetResult:
    """Score every filled row; the sheet is complete when games 1..``games`` are all there."""
    results = {row.number: evaluate_row(row, rules) for row in rows}
    return SheetResult(
        rows=results,
        total_a=sum(r.score_a for r in results.values()),
        total_b=sum(r.score_b for r in results.values()),
        complete=sorted(results) == list(range(1, games + 1)),
    )


def max_game_score(rules: ScoringRules) -> int:
    """The most one team can score in one game under these rules."""
    revoke_award = 262 + MAX_ROEM if rules.revoke_policy is RevokePolicy.AWARD_262_ALL_ROEM else 0
    return max(GAME_POINTS + rules.pit_bonus + MAX_ROEM, revoke_award)


def check_totals(
    total_a: int, total_b: int, *, games: int, rules: ScoringRules
) -> list[GameProblem]:
    """What boom totals per pair (totals-only sheets) can never come from ``games`` games.

    Every game hands out at least 162 points in all (card points, or a revoke award of 162
    or more), and roem and awards come in tens (the pit bonus too, unless a club chose
    an odd one; then the tens are not checked).
    """
    problems: list[GameProblem] = []
    for team, total in (("A", total_a), ("B", total_b)):
        if total < 0:
            problems.append(GameProblem("negative", {"team": team, "value": total}))
        elif total > games * max_game_score(rules):
            problems.append(GameProblem("total_too_high", {
                "team": team, "total": total, "maximum": games * max_game_score(rules)}))
    together = total_a + total_b
    minimum = games * GAME_POINTS
    if together < minimum:
        problems.append(GameProblem("totals_too_low", {"total": together, "minimum": minimum}))
    elif (together - minimum) % 10 and rules.pit_bonus % 10 == 0:
        problems.append(GameProblem("totals_not_possible", {"total": together}))
    return problems
