"""The evening dashboard: every table of every boom with the state of its sheet."""

from __future__ import annotations

from dataclasses import dataclass

from django.urls import reverse

from scoring.models import ScoreSheet, SheetSource, SheetStatus
from tournament.models import Evening, Round, Seat

EMPTY, DRAFT, COMPLETE, BY_TABLE = "empty", "draft", "complete", "by_table"


@dataclass(frozen=True)
class Cell:
    table: int
    state: str
    url: str
    total_a: int | None = None
    total_b: int | None = None


@dataclass(frozen=True)
class GridRound:
    number: int
    approved: bool
    cells: tuple[Cell, ...]

    @property
    def complete(self) -> bool:
        return bool(self.cells) and all(c.state in (COMPLETE, BY_TABLE) for c in self.cells)


def evening_grid(evening: Evening) -> list[GridRound]:
    """Three queries whatever the size of the evening."""
    club = evening.club.slug
    tables: dict[int, set[int]] = {}
    for number, table in (Seat.objects.filter(round__evening=evening, table__isnull=False)
                          .values_list("round__number", "table").distinct()):
        if table is not None:
            tables.setdefault(number, set()).add(table)
    sheets = {
        (s["round__number"], s["table"]): s
        for s in ScoreSheet.objects.filter(round__evening=evening)
        .values("round__number", "table", "status", "source", "total_a", "total_b")
    }
    approved = dict(Round.objects.filter(evening=evening).values_list("number", "approved"))
    grid = []
    for number in sorted(tables):
        cells = []
        for table in sorted(tables[number]):
            sheet = sheets.get((number, table))
            url = reverse("scoring:sheet", args=[club, evening.pk, number, table])
            if sheet is None:
                cells.append(Cell(table, EMPTY, url))
                continue
            state = DRAFT
            if sheet["status"] == SheetStatus.COMPLETE:
                state = BY_TABLE if sheet["source"] == SheetSource.TABLE else COMPLETE
            cells.append(Cell(table, state, url, sheet["total_a"], sheet["total_b"]))
        grid.append(GridRound(number, approved.get(number, False), tuple(cells)))
    return grid
