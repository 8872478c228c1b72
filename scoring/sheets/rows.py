"""A team sheet as typed and as scored: a ``Row`` per game in, a ``RowResult`` per game and
the ``SheetResult`` of the sheet out. Plain data; each team game scores its rows through
``scoring.rules`` (``scoring.sheets.team.TeamGame.evaluate``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from scoring.rules import (
    TEAMS,
    GameProblem,
    Team,
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
    # The game's own inputs (the columns that fill no shared field) as its
    # ``detail`` stores them (``System.detail``), by the name of the column that holds them.
    detail: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class RowResult:
    score_a: int = 0
    score_b: int = 0
    nat: bool = False
    penalty: int = 0
    problems: tuple[GameProblem, ...] = ()
    # Possible but unlikely entries worth a second look; never refused (see ``hints``).
    hints: tuple[GameProblem, ...] = ()


@dataclass(frozen=True)
class SheetResult:
    rows: dict[int, RowResult] = field(default_factory=dict)
    total_a: int = 0
    total_b: int = 0
    complete: bool = False
    target: int | None = None  # a round played to a target score
    reached: int | None = None  # the game in which a pair reached it

    @property
    def has_problems(self) -> bool:
        return any(result.problems for result in self.rows.values())

    @property
    def reached_by(self) -> list[Team]:
        """The pairs at or above the target after the game that reached it."""
        if self.target is None or self.reached is None:
            return []
        totals = self.running_totals()[self.reached]
        return [team for team, total in zip(TEAMS, totals, strict=True) if total >= self.target]

    def shown_totals(self, broken: Iterable[int] = ()) -> dict[int, tuple[int, int]]:
        """The running totals to show: up to the first game with a mistake (``broken``: the
        games a form refused before the rules saw them, such as 170 points), never past it:
        a broken game counted as 0 would show totals that are wrong."""
        first = min([*broken, *(n for n, r in self.rows.items() if r.problems)],
                    default=None)
        return {n: t for n, t in self.running_totals().items() if first is None or n < first}

    def running_totals(self) -> dict[int, tuple[int, int]]:
        totals: dict[int, tuple[int, int]] = {}
        a = b = 0
        for number in sorted(self.rows):
            a += self.rows[number].score_a
            b += self.rows[number].score_b
            totals[number] = (a, b)
        return totals
