"""A drawn round with the players' names: what the evening page shows and the seat list and
score sheets print (``tournament.seating.overview`` builds it from the stored draw).
Plain data."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from tournament.draw.rotation import dealer_position


@dataclass(frozen=True)
class SeatLine:
    """A drawn seat number and the name of the player who holds it."""

    number: int
    name: str


@dataclass(frozen=True)
class FixedPairLine:
    """A fixed pair at a table: its two seats, its name with its members ("Paar 7: Jan de
    Vries & Piet Bakker") and without ("Paar 7")."""

    seats: tuple[SeatLine, SeatLine]
    name: str
    number: str


@dataclass(frozen=True)
class TableSeating:
    """Four seats in number order, clockwise round the table.

    Seats 0+2 form pair A and 1+3 pair B; the lowest number deals the first game and the
    highest keeps the score sheet.
    """

    table: int
    seats: tuple[SeatLine, ...]
    # A table without partners (``clubs.games``: three or four players, each for himself):
    # the lowest number deals first and keeps the list (seed 001: "Normalerweise schreibt
    # die Nummer 1").
    solo: bool = False
    # The names of pair A and pair B when they are fixed pairs ("Paar 3: Jan & Piet"), as
    # the season's format names them (``tournament.formats``); () otherwise.
    pairs: tuple[str, ...] = ()
    # The same pairs without their members' names ("Paar 3"), where the seats name them.
    pair_numbers: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        numbers = [seat.number for seat in self.seats]
        sizes = (3, 4) if self.solo else (4,)
        if len(numbers) not in sizes or numbers != sorted(set(numbers)):
            raise ValueError(f"table {self.table} needs four seats in number order: {numbers}")

    @property
    def pair_a(self) -> tuple[SeatLine, SeatLine]:
        return self.seats[0], self.seats[2]

    @property
    def pair_b(self) -> tuple[SeatLine, SeatLine]:
        return self.seats[1], self.seats[3]

    @property
    def fixed_pairs(self) -> tuple[FixedPairLine, ...]:
        """Pair A on seats 1 and 3, pair B on 2 and 4, when they are fixed pairs."""
        if not self.pairs:
            return ()
        numbers = self.pair_numbers or self.pairs
        return tuple(FixedPairLine(seats, name, number) for seats, name, number in
                     zip((self.pair_a, self.pair_b), self.pairs, numbers, strict=True))

    @property
    def dealer(self) -> SeatLine:
        return self.seats[0]

    @property
    def scorekeeper(self) -> SeatLine:
        return self.seats[0] if self.solo else self.seats[-1]

    def dealer_of_game(self, game: int) -> SeatLine:
        """The deal passes clockwise, so game 1 is dealt by the lowest number, game 2 by the
        next seat, and so on round the table."""
        return self.seats[dealer_position(game)]


@dataclass(frozen=True)
class RoundSeating:
    """The seating of one round of an evening, ready to print."""

    club_name: str
    evening_date: date
    round_number: int
    rounds_total: int
    tables: tuple[TableSeating, ...]
    byes: tuple[SeatLine, ...]
    bye_score_text: str  # already formatted by the caller, e.g. "1200 punten"
    finder_url: str = ""  # "where do I sit?" for the players' phones (a QR code on the list)
    # Drawn at fixed tables (``tournament.draw.fixed``): the tables stay, partners and
    # therefore chairs change, so the list names each table's partners
    fixed_tables: bool = False
    # The pair that sits out the round without its members' names ("Paar 5", fixed pairs: its
    # seats name them), or "".
    standing_pair: str = ""
