"""The data of a seat draw: seats, tables, a round's draw and the evening's history so far.

Plain frozen dataclasses with no Django. Numbers 1-4 sit at table 1, 5-8 at table 2, and so
on; at a table seats 1+3 and 2+4 are partners, the lowest number deals the first game and the
highest keeps the score sheet. The highest ``N mod 4`` numbers are byes (staande nummers).
Import these through ``tournament.draw``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from itertools import combinations
from types import MappingProxyType
from typing import Protocol, TypeVar

PlayerId = int
Pair = frozenset[PlayerId]
Positions = tuple[tuple[int, int], ...]
Key = TypeVar("Key")

TABLE_SIZE = 4
MIN_PLAYERS = TABLE_SIZE
DEFAULT_MAX_BYES = 1
# Positions at a table (0-based) that are partners: seats 1+3 and 2+4.
PARTNER_POSITIONS: Positions = ((0, 2), (1, 3))
# Every two players at one table: used by the fixed-table mode, where all of them partner.
TABLE_MATE_POSITIONS: Positions = tuple(combinations(range(TABLE_SIZE), 2))


class DrawError(Exception):
    """A user's mistake (too few players, bad swap). ``code`` is stable; the web layer
    translates it and may show ``message`` as a fallback."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class DrawInvariantError(RuntimeError):
    """Cannot happen: inconsistent seat data (for example stored seats with a gap)."""


@dataclass(frozen=True)
class Seat:
    """One drawn number and who holds it."""

    number: int
    player: PlayerId


@dataclass(frozen=True)
class Table:
    """Four seats in number order; positions 0+2 and 1+3 are partners."""

    number: int
    seats: tuple[Seat, ...]

    @property
    def players(self) -> tuple[PlayerId, ...]:
        return tuple(seat.player for seat in self.seats)

    @property
    def seat_numbers(self) -> tuple[int, ...]:
        return tuple(seat.number for seat in self.seats)

    @property
    def dealer(self) -> Seat:
        """The lowest number deals the first game."""
        return self.seats[0]

    @property
    def scorekeeper(self) -> Seat:
        """The highest number keeps the score sheet."""
        return self.seats[-1]

    @property
    def partner_pairs(self) -> tuple[tuple[Seat, Seat], ...]:
        """The two teams: (seat 1, seat 3) and (seat 2, seat 4) of the table."""
        return tuple((self.seats[i], self.seats[j]) for i, j in PARTNER_POSITIONS)

    def partner_of(self, player: PlayerId) -> PlayerId:
        for first, second in self.partner_pairs:
            if first.player == player:
                return second.player
            if second.player == player:
                return first.player
        raise DrawError("unknown_player", f"Player {player} is not at table {self.number}.")


def _pairs(players: Sequence[PlayerId], positions: Positions) -> tuple[Pair, ...]:
    return tuple(frozenset((players[i], players[j])) for i, j in positions)


def _mates(size: int) -> Positions:
    """Every two positions at a table of ``size``: its table-mates."""
    return tuple(combinations(range(size), 2))


def _frozen_counts(counts: Mapping[Key, int]) -> Mapping[Key, int]:
    return MappingProxyType({key: value for key, value in counts.items() if value > 0})


@dataclass(frozen=True)
class EveningHistory:
    """What earlier rounds of the evening did: byes per player and who sat with whom.

    Build it with ``summarise_history(draws)``, ``EveningHistory.build(...)`` or ``with_draw``.
    """

    bye_counts: Mapping[PlayerId, int] = field(default_factory=dict)
    partner_counts: Mapping[Pair, int] = field(default_factory=dict)
    table_mate_counts: Mapping[Pair, int] = field(default_factory=dict)
    round_count: int = 0

    def __post_init__(self) -> None:
        # Read-only copies, so a caller's dict cannot change a history (or a draw) later.
        object.__setattr__(self, "bye_counts", _frozen_counts(self.bye_counts))
        object.__setattr__(self, "partner_counts", _frozen_counts(self.partner_counts))
        object.__setattr__(self, "table_mate_counts", _frozen_counts(self.table_mate_counts))

    @classmethod
    def build(
        cls,
        *,
        byes: Iterable[PlayerId] = (),
        partners: Iterable[tuple[PlayerId, PlayerId]] = (),
        table_mates: Iterable[tuple[PlayerId, PlayerId]] = (),
        round_count: int = 0,
    ) -> EveningHistory:
        """From occurrences: a player listed twice in ``byes`` had two byes."""
        return cls(
            bye_counts=Counter(byes),
            partner_counts=Counter(frozenset(pair) for pair in partners),
            table_mate_counts=Counter(frozenset(pair) for pair in table_mates),
            round_count=round_count,
        )

    def byes_of(self, player: PlayerId) -> int:
        return self.bye_counts.get(player, 0)

    def partnered(self, player_a: PlayerId, player_b: PlayerId) -> bool:
        return frozenset((player_a, player_b)) in self.partner_counts

    @property
    def repeat_partnerships(self) -> int:
        """How many partnerships so far were a repeat (a pair twice counts once)."""
        return sum(count - 1 for count in self.partner_counts.values())

    def with_draw(self, draw: RoundDraw) -> EveningHistory:
        """This history plus one more round."""
        byes = Counter(self.bye_counts)
        byes.update(draw.bye_players)
        partners = Counter(self.partner_counts)
        mates = Counter(self.table_mate_counts)
        for table in draw.tables:
            if draw.partners:
                partners.update(_pairs(table.players, PARTNER_POSITIONS))
            mates.update(_pairs(table.players, _mates(len(table.players))))
        return EveningHistory(
            bye_counts=byes, partner_counts=partners, table_mate_counts=mates,
            round_count=self.round_count + 1,
        )


@dataclass(frozen=True)
class RoundDraw:
    """The seats of one round, with what it was drawn from so it can be checked afterwards.

    The diagnostics are computed from ``history``, so they stay right after a swap.
    Tables have ``table_size`` seats (four by default) and, with ``partners``, two pairs;
    without, each player plays for himself and the draw keeps table-mates apart instead.
    """

    seed: int
    tables: tuple[Table, ...]
    byes: tuple[Seat, ...]
    history: EveningHistory = field(default_factory=EveningHistory)
    max_byes: int = DEFAULT_MAX_BYES
    table_size: int = TABLE_SIZE
    partners: bool = True
    # The seats follow from the round before by the pairs' movement (schuifsysteem): no
    # seed decided them.
    moved: bool = False

    def __post_init__(self) -> None:
        numbers = [seat.number for seat in self.seats]
        if numbers != list(range(1, len(numbers) + 1)):
            raise DrawInvariantError(f"Seat numbers are not 1..N in order: {numbers}")
        if len({seat.player for seat in self.seats}) != len(numbers):
            raise DrawInvariantError("A player holds two seats.")
        for index, table in enumerate(self.tables, start=1):
            if table.number != index or len(table.seats) != self.table_size:
                raise DrawInvariantError(f"Table {table.number} is malformed.")
        if len(self.byes) >= self.table_size:
            raise DrawInvariantError(f"{len(self.byes)} byes: they should form a table.")

    @property
    def seats(self) -> tuple[Seat, ...]:
        """All seats in number order: the tables, then the byes."""
        return tuple(seat for table in self.tables for seat in table.seats) + self.byes

    @property
    def players(self) -> tuple[PlayerId, ...]:
        return tuple(sorted(seat.player for seat in self.seats))

    @property
    def bye_players(self) -> tuple[PlayerId, ...]:
        return tuple(seat.player for seat in self.byes)

    def seat_of(self, player: PlayerId) -> Seat:
        for seat in self.seats:
            if seat.player == player:
                return seat
        raise DrawError("unknown_player", f"Player {player} is not in this draw.")

    def table_of(self, player: PlayerId) -> Table | None:
        """The player's table, or None for a bye."""
        for table in self.tables:
            if player in table.players:
                return table
        self.seat_of(player)  # raises for a player who is not in the draw
        return None

    @property
    def partner_pairs(self) -> tuple[Pair, ...]:
        if not self.partners:
            return ()
        return tuple(
            pair for table in self.tables for pair in _pairs(table.players, PARTNER_POSITIONS)
        )

    @property
    def table_mate_pairs(self) -> tuple[Pair, ...]:
        return tuple(pair for table in self.tables
                     for pair in _pairs(table.players, _mates(len(table.players))))

    @property
    def bye_limit_exceeded(self) -> tuple[PlayerId, ...]:
        """Players whose bye in this round takes them over the evening's limit."""
        return tuple(
            sorted(p for p in self.bye_players if self.history.byes_of(p) + 1 > self.max_byes)
        )

    @property
    def repeat_partners(self) -> tuple[tuple[PlayerId, PlayerId], ...]:
        """Partner pairs of this round who were partners before this evening (lower id first)."""
        repeats = (pair for pair in self.partner_pairs if pair in self.history.partner_counts)
        return tuple(sorted((min(pair), max(pair)) for pair in repeats))

    @property
    def repeats(self) -> tuple[tuple[PlayerId, PlayerId], ...]:
        """Partners again; without partners, table-mates again."""
        if self.partners:
            return self.repeat_partners
        again = (pair for pair in self.table_mate_pairs if pair in self.history.table_mate_counts)
        return tuple(sorted((min(pair), max(pair)) for pair in again))

    @property
    def repeat_count(self) -> int:
        return len(self.repeat_partners)


def roles(size: int, *, partners: bool) -> tuple[Positions, Positions]:
    """Who is whose partner and whose opponent at a table of ``size``: with ``partners``
    (the game's ``GameSpec.partners``) a table of four has two pairs (seats 1+3 and 2+4)
    and the other four pairs of seats are opponents; without, everyone at a table is
    everyone's opponent and nobody is a partner."""
    mates = _mates(size)
    if partners and size == TABLE_SIZE:
        return PARTNER_POSITIONS, tuple(p for p in mates if p not in PARTNER_POSITIONS)
    return (), mates


@dataclass(frozen=True)
class SeasonHistory:
    """Variety across the season: how often two players were partners, and how often
    opponents, in the club's last evenings (the rule ``variety_evenings``). Build it with
    ``season_history``; the draw adds the evening's own earlier rounds to it."""

    partner_counts: Mapping[Pair, int] = field(default_factory=dict)
    opponent_counts: Mapping[Pair, int] = field(default_factory=dict)
    evenings: int = 0

    def __post_init__(self) -> None:
        object.__setattr__(self, "partner_counts", _frozen_counts(self.partner_counts))
        object.__setattr__(self, "opponent_counts", _frozen_counts(self.opponent_counts))

    def with_tables(self, tables: Iterable[Sequence[PlayerId]], *, partners: bool
                    ) -> SeasonHistory:
        """This history plus the tables of one more round (each a sequence of players in
        seat order)."""
        partner_counts = Counter(self.partner_counts)
        opponent_counts = Counter(self.opponent_counts)
        for players in tables:
            partner_positions, opponent_positions = roles(len(players), partners=partners)
            partner_counts.update(_pairs(players, partner_positions))
            opponent_counts.update(_pairs(players, opponent_positions))
        return SeasonHistory(partner_counts, opponent_counts, self.evenings)

    def with_evening(self, draws: Iterable[Draw], *, partners: bool) -> SeasonHistory:
        """This history plus every round of one more evening."""
        history = self
        for draw in draws:
            history = history.with_tables((t.players for t in draw.tables), partners=partners)
        return replace(history, evenings=self.evenings + 1)


def season_history(evenings: Iterable[Iterable[Draw]], *, partners: bool) -> SeasonHistory:
    """Who partnered and who opposed whom in ``evenings`` (each the draws of its rounds)."""
    history = SeasonHistory()
    for draws in evenings:
        history = history.with_evening(draws, partners=partners)
    return history


class Draw(Protocol):
    """What every draw of a round offers, whatever its tables (``RoundDraw`` at tables of
    four with byes, ``threes.ThreesDraw`` at tables of three and four)."""

    @property
    def seed(self) -> int: ...

    @property
    def tables(self) -> tuple[Table, ...]: ...

    @property
    def history(self) -> EveningHistory:
        """What the draw took into account: the evening's earlier rounds."""
        ...

    @property
    def seats(self) -> tuple[Seat, ...]:
        """Every seat in number order."""
        ...

    @property
    def byes(self) -> tuple[Seat, ...]:
        """The seats that sit out this round (staande nummers)."""
        ...

    @property
    def bye_limit_exceeded(self) -> tuple[PlayerId, ...]:
        """Players whose bye takes them over the evening's limit."""
        ...

    @property
    def repeats(self) -> tuple[tuple[PlayerId, PlayerId], ...]:
        """Players seated together again whom the draw tried to keep apart: partners at
        tables of four, table-mates at tables of three (lower id first)."""
        ...

    def table_of(self, player: PlayerId) -> Table | None:
        """The player's table, None for a bye; ``DrawError`` for a player not drawn."""
        ...


def summarise_history(draws: Iterable[RoundDraw]) -> EveningHistory:
    """The history of an evening from its earlier draws (in any order)."""
    history = EveningHistory()
    for draw in draws:
        history = history.with_draw(draw)
    return history


def from_numbers(
    numbers: Mapping[int, PlayerId],
    *,
    seed: int,
    history: EveningHistory | None = None,
    max_byes: int = DEFAULT_MAX_BYES,
    table_size: int = TABLE_SIZE,
    partners: bool = True,
) -> RoundDraw:
    """A draw from seat number -> player, e.g. seats loaded from the database: the numbers
    fill tables of ``table_size`` in order, the highest left over are byes.

    Raises ``DrawInvariantError`` when the numbers are not 1..N or a player holds two seats.
    """
    ordered = [Seat(number=number, player=numbers[number]) for number in sorted(numbers)]
    table_count = len(ordered) // table_size
    tables = tuple(
        Table(number=t + 1, seats=tuple(ordered[t * table_size : (t + 1) * table_size]))
        for t in range(table_count)
    )
    return RoundDraw(
        seed=seed,
        tables=tables,
        byes=tuple(ordered[table_count * table_size :]),
        history=history or EveningHistory(),
        max_byes=max_byes,
        table_size=table_size,
        partners=partners,
    )
