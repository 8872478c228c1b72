"""A player's numbers over a season or over every season, from their stored evenings.
Plain Python: the rows come from ``scoring.results.stored.club_rows`` (the player page) or
``club_results`` (the records page); each evening's figures were counted once, at its
closing, by ``scoring.results.figures``.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date
from typing import NamedTuple

from scoring.sheets.figures import Figure

MIN_ROUNDS_TOGETHER = 3  # a partner is listed after this many rounds together


class ResultRow(NamedTuple):
    """One player's stored result of one closed evening (its latest closing)."""

    evening: int
    season: int
    date: date
    member: int
    total: int
    rank: int
    prize: int | None
    rounds: list[int | None]
    byes: list[bool]
    figures: dict[str, int] | None  # None: stored before figures were
    partners: list[list[int]] | None
    closing: int  # the closing that stored it

    @property
    def played_rounds(self) -> list[int]:
        """The round scores played (no byes)."""
        return [s for s, bye in zip(self.rounds, self.byes, strict=False)
                if s is not None and not bye]


class Partner(NamedTuple):
    member: int
    rounds_together: int
    average: float  # the player's average round score with this partner


@dataclass(frozen=True)
class PlayerNumbers:
    evenings: int
    average: float | None  # the average evening score
    best: ResultRow | None
    worst: ResultRow | None
    prizes: list[ResultRow]
    counts: dict[str, int]  # the game's figures, added up (or the highest, see ``Figure``)
    partners: list[Partner]  # most rounds together first; at least MIN_ROUNDS_TOGETHER


def player_numbers(rows: Sequence[ResultRow], figures: Iterable[Figure]) -> PlayerNumbers:
    """What ``rows`` (one player's evenings) add up to. Equal best or worst evenings: the
    earliest counts."""
    highest = {f.key for f in figures if f.highest}
    counts: dict[str, int] = defaultdict(int)
    together: dict[int, list[int]] = defaultdict(list)
    for row in rows:
        for key, value in (row.figures or {}).items():
            counts[key] = max(counts[key], value) if key in highest else counts[key] + value
        for partner, score in row.partners or ():
            together[partner].append(score)
    partners = sorted(
        (Partner(m, len(s), sum(s) / len(s)) for m, s in together.items()
         if len(s) >= MIN_ROUNDS_TOGETHER),
        key=lambda p: (-p.rounds_together, -p.average, p.member))
    by_date = sorted(rows, key=lambda r: r.date)
    return PlayerNumbers(
        evenings=len(rows),
        average=sum(r.total for r in rows) / len(rows) if rows else None,
        best=max(by_date, key=lambda r: r.total, default=None),
        worst=min(by_date, key=lambda r: r.total, default=None),
        prizes=[r for r in by_date if r.prize is not None],
        counts=dict(counts),
        partners=partners,
    )
