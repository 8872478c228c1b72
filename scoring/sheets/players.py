"""What every game of single players shares (each for himself at a table of three or four):
a total per seat instead of per side, and the form for only the totals.

A sheet of such a game stores ``ScoreSheet.seat_totals`` (table seat 1, the lowest number,
first); the results read them through ``table_totals`` and ``boom_score`` as the team
games' pair totals, so ranks, prizes, standings, PDF and Excel stay the shared ones. A game
of single players takes these members from ``SinglePlayers`` (``scoring.systems.interface``
documents them).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from clubs.fields import NumberField
from clubs.numbers import local_number
from scoring.sheets.forms import OpenedForm
from scoring.sheets.system import TablePoints
from tournament.seating.named import SeatLine


class SinglePlayers:
    """A player's boom score is his own total; there are no card points to break ties."""

    def short_totals(self, total_a: int, total_b: int, seat_totals: Sequence[int] | None
                     ) -> str:
        return " \u00b7 ".join(local_number(total) for total in seat_totals or ())

    def table_totals(self, total_a: int, total_b: int, seat_totals: Sequence[int] | None,
                     seats: Sequence[int]) -> tuple[int, ...]:
        """The totals per seat (table seat 1 first) as a tuple by seat number - 1; the seats
        of other tables 0."""
        totals = [0] * max(seats, default=0)
        for number, total in zip(sorted(seats), seat_totals or (), strict=False):
            totals[number - 1] = total
        return tuple(totals)

    def boom_score(self, seat: int, totals: Sequence[int]) -> int:
        """A player's boom score is his own total (``table_totals``: by seat number)."""
        return totals[seat - 1]

    def card_points(self, evening_ids: Sequence[int]) -> TablePoints:
        return {}


class PlayerTotalsForm(OpenedForm):
    """Each player's boom total, for clubs that keep only the totals (``seat_1``, ...: the
    names ``scoring.sheets.entry_mode`` knows a totals form by)."""

    def __init__(self, *args: Any, seats: Sequence[SeatLine], most: int = 999,
                 **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        for index, seat in enumerate(seats, start=1):
            self.fields[f"seat_{index}"] = NumberField(
                label=f"{seat.number} {seat.name}", min_value=-most, max_value=most)

    def totals(self) -> list[int]:
        return [self.cleaned_data[name] for name in self.fields if name.startswith("seat_")]
