"""The evening dashboard: every table of every round with the state of its sheet, and for a
sheet a table entered itself, whether the other pair confirmed or disputed it."""

from __future__ import annotations

from dataclasses import dataclass

from django.urls import reverse

from scoring.models import Confirmation, ScoreSheet, SheetSource, SheetStatus
from scoring.sheets.confirm import WaitingCheck
from scoring.systems import system_of
from tournament.models import Evening, Round, Seat

EMPTY, DRAFT, COMPLETE = "empty", "draft", "complete"
AWAITING, CONFIRMED, DISPUTED = "awaiting", "confirmed", "disputed"  # entered by the table
TABLE_STATES: dict[str, str] = {Confirmation.AWAITING: AWAITING, Confirmation.CONFIRMED: CONFIRMED,
                Confirmation.DISPUTED: DISPUTED,
                # the sheet of a game without pairs, entered by its table, needs no check
                Confirmation.NOT_NEEDED: COMPLETE}


@dataclass(frozen=True)
class Cell:
    table: int
    state: str
    url: str
    totals: str = ""  # the stored totals in the game's words (``System.short_totals``)
    totals_only: bool = False  # stored with only the round totals


@dataclass(frozen=True)
class GridRound:
    number: int
    approved: bool
    cells: tuple[Cell, ...]
    check_required: bool = False  # the season wants the other pair's check first
    totals_only: bool = False  # the organisers switched this round to only the totals

    @property
    def totals_stored(self) -> bool:
        """A sheet holds only totals, so the round cannot go back to every game."""
        return any(c.totals_only for c in self.cells)

    @property
    def waiting(self) -> list[WaitingCheck]:
        """The tables whose sheet the other pair has yet to check (when the season wants
        the check first) or disputed: what still keeps the round from approval."""
        held = {DISPUTED} | ({AWAITING} if self.check_required else set())
        return [WaitingCheck(self.number, c.table, c.state == DISPUTED)
                for c in self.cells if c.state in held]

    @property
    def complete(self) -> bool:
        """Every sheet in (and, when the season requires it, checked by the other pair)."""
        settled = {COMPLETE, CONFIRMED} | ({AWAITING} if not self.check_required else set())
        return bool(self.cells) and all(c.state in settled for c in self.cells)


def evening_grid(evening: Evening) -> list[GridRound]:
    """Three queries whatever the size of the evening."""
    club = evening.club.slug
    system = system_of(evening.season)
    tables: dict[int, set[int]] = {}
    for number, table in (Seat.objects.filter(round__evening=evening, table__isnull=False)
                          .values_list("round__number", "table").distinct()):
        if table is not None:
            tables.setdefault(number, set()).add(table)
    sheets = {
        (s["round__number"], s["table"]): s
        for s in ScoreSheet.objects.filter(round__evening=evening)
        .values("round__number", "table", "status", "source", "confirmation", "total_a",
                "total_b", "seat_totals", "totals_only")
    }
    rounds = {number: (approved, totals_only) for number, approved, totals_only
              in Round.objects.filter(evening=evening).values_list("number", "approved",
                                                                  "totals_only")}
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
                state = COMPLETE
                if sheet["source"] == SheetSource.TABLE:
                    state = TABLE_STATES.get(sheet["confirmation"], AWAITING)
                    if state == AWAITING and not evening.season.table_confirmation:
                        state = COMPLETE  # saved while the club still had the check on
            totals = system.short_totals(sheet["total_a"], sheet["total_b"],
                                         sheet["seat_totals"])
            cells.append(Cell(table, state, url, totals, sheet["totals_only"]))
        approved, totals_only = rounds.get(number, (False, False))
        grid.append(GridRound(number, approved, tuple(cells),
                              evening.season.table_confirmation, totals_only))
    return grid
