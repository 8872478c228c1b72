"""The players of one table in one round, as a sheet shows them, with the seating key its
form is opened against (``tournament.seating.store.seating_key``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from django.http import Http404

from tournament.models import Round, Seat
from tournament.seating.named import SeatLine
from tournament.seating.store import seating_key


@dataclass(frozen=True)
class TableSeats:
    lines: list[SeatLine]
    key: str  # the seating the form is opened against

    @property
    def size(self) -> int:
        return len(self.lines)

    @property
    def choices(self) -> list[tuple[int, str]]:
        """The players as the choices of a column that names one at a table of single
        players: (table seat, "number name"), table seat 1 (the lowest number) first."""
        return [(index, f"{s.number} {s.name}") for index, s in enumerate(self.lines, start=1)]


def table_seats(round_: Round, table: int, sizes: Sequence[int] = (4,)) -> TableSeats:
    """``sizes``: the table sizes the game has (``clubs.games``: 4, or 3 and 4)."""
    seats = list(Seat.objects.filter(round=round_, table=table).select_related("member")
                 .order_by("number"))
    if len(seats) not in sizes:
        raise Http404("This table does not play in this round.")
    return TableSeats([SeatLine(s.number, s.member.name) for s in seats],
                      seating_key((s.number, s.member_id) for s in seats))
