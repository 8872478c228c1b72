"""The club's records over every closed evening of every season. Plain Python over the
stored results (``scoring.results.stored.club_rows``): the evening scores, round scores and
prizes, and each evening's figures as counted at its closing (``scoring.results.figures``).
Equal records are shared: every holder is named."""

from __future__ import annotations

import datetime
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from scoring.results.tally import ResultRow

HIGHEST_EVENING = "highest_evening"
HIGHEST_ROUND = "highest_round"
MOST_PITS = "most_pits"
MOST_ROEM = "most_roem"
MOST_PRIZES = "most_prizes"
LONGEST_RUN = "longest_run"


@dataclass(frozen=True)
class Holder:
    member: int
    evening: int  # the evening it was set (the last of a season's prizes or of a run)
    date: datetime.date
    season: int
    first: datetime.date | None = None  # a run: its first evening


@dataclass(frozen=True)
class Record:
    key: str
    value: int
    holders: list[Holder]


def club_records(rows: Sequence[ResultRow]) -> list[Record]:
    """Every record the stored results hold (none for a figure no game counted: a record
    of 0 pits is no record), in a fixed order."""
    records = [
        _best(HIGHEST_EVENING, rows, lambda r: r.total),
        _best(HIGHEST_ROUND, rows, lambda r: max(r.played_rounds, default=None)),
        _best(MOST_PITS, rows, lambda r: (r.figures or {}).get("pits") or None),
        _best(MOST_ROEM, rows, lambda r: (r.figures or {}).get("roem_best") or None),
        _most_prizes(rows),
        _longest_run(rows),
    ]
    return [r for r in records if r is not None]


def _best(key: str, rows: Sequence[ResultRow], value: Callable[[ResultRow], int | None]
          ) -> Record | None:
    found = [(v, r) for r in rows if (v := value(r)) is not None]
    if not found:
        return None
    top = max(v for v, _r in found)
    return Record(key, top, [Holder(r.member, r.evening, r.date, r.season)
                             for v, r in found if v == top])


def _most_prizes(rows: Sequence[ResultRow]) -> Record | None:
    won: dict[tuple[int, int], list[ResultRow]] = defaultdict(list)
    for row in rows:
        if row.prize is not None:
            won[(row.season, row.member)].append(row)
    if not won:
        return None
    top = max(len(w) for w in won.values())
    holders = [max(w, key=lambda r: r.date) for w in won.values() if len(w) == top]
    return Record(MOST_PRIZES, top, [Holder(r.member, r.evening, r.date, r.season)
                                     for r in sorted(holders, key=lambda r: r.date)])


def _longest_run(rows: Sequence[ResultRow]) -> Record | None:
    """Evenings in a row of the club's closed evenings (over seasons) with a prize; an
    evening the player missed ends the run."""
    evenings = sorted({(r.date, r.evening) for r in rows})
    prized = {(r.member, r.evening): r for r in rows if r.prize is not None}
    members = sorted({m for m, _e in prized})
    best: list[tuple[int, ResultRow, datetime.date]] = []  # (length, last row, first date)
    for member in members:
        length, first = 0, None
        for day, evening in evenings:
            row = prized.get((member, evening))
            if row is None:
                length = 0
                continue
            length += 1
            first = day if length == 1 else first
            assert first is not None
            best.append((length, row, first))
    if not best:
        return None
    top = max(length for length, _r, _f in best)
    return Record(LONGEST_RUN, top, [Holder(r.member, r.evening, r.date, r.season, first)
                                     for length, r, first in best if length == top])
