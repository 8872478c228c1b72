"""The seat draw at tables of three without byes: every player plays, and the last one or
two tables get four when the count is not divisible by three. Plain data, no Django.

Seed 001: "Es wird grundsätzlich an Dreiertischen gespielt. Ist die Anzahl der Teilnehmer
nicht durch drei teilbar, können am letzten und vorletzten Tisch vier Spieler spielen. Am
Vierertisch setzt der Kartengeber aus." So N players sit at tables of three, with one table
of four last when N leaves 1 over (13 -> 3 3 3 4) and two when it leaves 2 (14 -> 3 3 4 4).
Small counts: 3 -> one table of three, 4 -> one table of four, 5 cannot be seated (two tables
of four need 8; ``DrawError`` "impossible_player_count"), 6 -> 3 3, 7 -> 3 4, 8 -> 4 4;
fewer than 3 is "too_few_players".

Every round (Durchgang) gets a new draw ("zwei Durchgänge"). The seed decides; given the
earlier draws of the tournament (``history``, table-mates only), the draw avoids seating two
players together again, as far as the local search of ``engine.search_tables`` finds. With
few players that cannot always be avoided (6 players: two tables of three always share a
pair from the first round). Seat numbers run 1..N over the tables in order; at a table the
lowest number deals the first game and keeps the list (001: "Normalerweise schreibt die
Nummer 1 am Tisch"). ``Seat``, ``Table``, ``EveningHistory`` and ``DrawError`` are the
draw's shared types; a table here has no partners (``partner_pairs`` is for tables of four
with pairs). Rules in seed 001, the tournament for three.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass, field
from itertools import combinations

from tournament.draw.data import (
    Draw,
    DrawError,
    DrawInvariantError,
    EveningHistory,
    Pair,
    PlayerId,
    Positions,
    SeasonHistory,
    Seat,
    Table,
)
from tournament.draw.engine import Variety, search_tables

MIN_THREES_PLAYERS = 3
THREES_TABLE_SIZES = (3, 4)
MAX_TABLES_OF_FOUR = 2  # "am letzten und vorletzten Tisch"


def table_sizes_of_three(players: int) -> tuple[int, ...]:
    """The size of each table, in table order, for ``players`` players."""
    if players < MIN_THREES_PLAYERS:
        raise DrawError(
            "too_few_players", f"At least {MIN_THREES_PLAYERS} players are needed."
        )
    fours = players % 3  # 1 over: one table of four, 2 over: two
    if 4 * fours > players:
        raise DrawError(
            "impossible_player_count",
            f"{players} players cannot sit at tables of three with at most two tables of four.",
        )
    threes = (players - 4 * fours) // 3
    return (3,) * threes + (4,) * fours


def _all_pairs(size: int) -> Positions:
    return tuple(combinations(range(size), 2))


@dataclass(frozen=True)
class ThreesDraw:
    """The tables of one round. ``history`` is what the draw avoided (earlier rounds).
    Like a ``RoundDraw`` it has ``byes`` and ``bye_limit_exceeded`` (none here) and
    ``repeats``: the table-mates of an earlier round together again."""

    seed: int
    tables: tuple[Table, ...]
    history: EveningHistory = field(default_factory=EveningHistory)

    def __post_init__(self) -> None:
        numbers = [seat.number for seat in self.seats]
        if numbers != list(range(1, len(numbers) + 1)):
            raise DrawInvariantError(f"Seat numbers are not 1..N in order: {numbers}")
        if len({seat.player for seat in self.seats}) != len(numbers):
            raise DrawInvariantError("A player holds two seats.")
        sizes = tuple(len(table.seats) for table in self.tables)
        try:
            expected = table_sizes_of_three(len(numbers))
        except DrawError as error:
            raise DrawInvariantError(error.message) from error
        if sizes != expected:
            raise DrawInvariantError(f"Tables of {list(sizes)} for {len(numbers)} players.")
        if [table.number for table in self.tables] != list(range(1, len(self.tables) + 1)):
            raise DrawInvariantError("Tables are not numbered 1..T in order.")

    @property
    def seats(self) -> tuple[Seat, ...]:
        return tuple(seat for table in self.tables for seat in table.seats)

    @property
    def players(self) -> tuple[PlayerId, ...]:
        return tuple(sorted(seat.player for seat in self.seats))

    def table_of(self, player: PlayerId) -> Table:
        for table in self.tables:
            if player in table.players:
                return table
        raise DrawError("unknown_player", f"Player {player} is not in this draw.")

    @property
    def table_mate_pairs(self) -> tuple[Pair, ...]:
        return tuple(
            frozenset((table.players[i], table.players[j]))
            for table in self.tables
            for i, j in _all_pairs(len(table.seats))
        )

    @property
    def repeat_table_mates(self) -> tuple[tuple[PlayerId, PlayerId], ...]:
        """Pairs at one table now who shared a table in an earlier round (lower id first)."""
        repeats = (p for p in self.table_mate_pairs if p in self.history.table_mate_counts)
        return tuple(sorted((min(pair), max(pair)) for pair in repeats))

    @property
    def repeats(self) -> tuple[tuple[PlayerId, PlayerId], ...]:
        return self.repeat_table_mates

    @property
    def byes(self) -> tuple[Seat, ...]:
        return ()

    @property
    def bye_limit_exceeded(self) -> tuple[PlayerId, ...]:
        return ()


def threes_history(draws: Iterable[Draw]) -> EveningHistory:
    """Who shared a table with whom in ``draws`` (the earlier rounds of the evening)."""
    pairs = [sorted(pair) for draw in draws for table in draw.tables
             for pair in combinations(table.players, 2)]
    return EveningHistory.build(table_mates=[(a, b) for a, b in pairs])


def draw_threes(
    *, players: Iterable[PlayerId], seed: int, history: EveningHistory | None = None,
    variety: SeasonHistory | None = None,
) -> ThreesDraw:
    """Draw the tables of one round. Same seed, players (in any order) and histories, same
    draw. With ``variety`` (the club's last evenings) the draw prefers opponents who met
    least before; nobody is a partner here. Raises ``DrawError`` for a duplicate player or
    a count that cannot be seated."""
    roster = tuple(sorted(players))
    if len(set(roster)) != len(roster):
        raise DrawError("duplicate_player", "A player is listed twice.")
    sizes = table_sizes_of_three(len(roster))
    history = history or EveningHistory()
    arrangement = search_tables(
        roster,
        rng=random.Random(seed),
        avoid=history.table_mate_counts,
        sizes=sizes,
        positions=_all_pairs,
        variety=Variety.tonight(variety, history, partners=False) if variety else None,
    )
    tables: list[Table] = []
    start = 0
    for number, size in enumerate(sizes, start=1):
        seats = tuple(
            Seat(number=start + offset + 1, player=arrangement[start + offset])
            for offset in range(size)
        )
        tables.append(Table(number=number, seats=seats))
        start += size
    return ThreesDraw(seed=seed, tables=tuple(tables), history=history)
