"""The seat draw (loting) for one boom: plain data in, plain data out, no Django.

When wishes collide: a valid seating always wins, then bye fairness (nobody gets more byes
than allowed; when that cannot be helped, byes are spread as evenly as possible), then partner
variety (nobody partners the same player twice in one evening). The seed decides among equals,
so the same seed, players (in any order) and history always give the same draw.

The data types live in ``tournament.draw.data``; the second mode, fixed tables with rotating
partners, lives in ``tournament.draw.fixed``. Import all of it through ``tournament.draw``.
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from itertools import combinations

from tournament.draw.data import (
    DEFAULT_MAX_BYES,
    MIN_PLAYERS,
    PARTNER_POSITIONS,
    TABLE_SIZE,
    DrawError,
    DrawInvariantError,
    EveningHistory,
    Pair,
    PlayerId,
    Positions,
    RoundDraw,
    from_numbers,
)

# Restarts of the local search; a repeat-free seating is usually found on the first one.
SEARCH_ATTEMPTS = 30


def new_seed() -> int:
    """A fresh seed for a draw, short enough to show on the page and type in again."""
    return secrets.randbelow(1_000_000_000)


def check_roster(players: Iterable[PlayerId], *, minimum: int = MIN_PLAYERS
                 ) -> tuple[PlayerId, ...]:
    """The players sorted, so that input order never changes a draw; raises ``DrawError``
    (fewer than ``minimum``: one table)."""
    roster = tuple(sorted(players))
    if len(set(roster)) != len(roster):
        raise DrawError("duplicate_player", "A player is listed twice.")
    if len(roster) < minimum:
        raise DrawError("too_few_players", f"At least {minimum} players are needed.")
    return roster


def check_max_byes(max_byes: int) -> None:
    if max_byes < 0:
        raise DrawError("invalid_max_byes", "The number of byes allowed cannot be negative.")


def draw_round(
    *,
    players: Iterable[PlayerId],
    seed: int,
    history: EveningHistory | None = None,
    max_byes: int = DEFAULT_MAX_BYES,
    table_size: int = TABLE_SIZE,
    partners: bool = True,
) -> RoundDraw:
    """Draw random seats for the players present at this boom, at tables of ``table_size``
    (four by default) with two pairs each, or (``partners`` False) each for himself.

    Byes go to the players with the fewest byes this evening (the seed decides among equals),
    so nobody exceeds ``max_byes`` while that is possible and byes stay within one of each
    other when it is not. Then tables are searched for no repeated partners (without
    partners: no repeated table-mates); bye fairness wins over that variety.
    """
    roster = check_roster(players, minimum=table_size)
    check_max_byes(max_byes)
    history = history or EveningHistory()
    return seat_players(
        roster,
        rng=random.Random(seed),
        seed=seed,
        history=history,
        max_byes=max_byes,
        avoid=history.partner_counts if partners else history.table_mate_counts,
        positions=PARTNER_POSITIONS if partners else tuple(combinations(range(table_size), 2)),
        table_size=table_size,
        partners=partners,
    )


def seat_players(
    roster: Sequence[PlayerId],
    *,
    rng: random.Random,
    seed: int,
    history: EveningHistory,
    max_byes: int,
    avoid: Mapping[Pair, int],
    positions: Positions,
    table_size: int = TABLE_SIZE,
    partners: bool = True,
) -> RoundDraw:
    """Shared by both modes: choose byes, then tables avoiding the ``avoid`` pairs at
    ``positions``. ``roster`` must already be checked and sorted."""
    order = list(roster)
    rng.shuffle(order)
    order.sort(key=history.byes_of)  # stable: fewest byes first, the shuffle breaks ties
    bye_players = order[: len(roster) % table_size]
    bye_set = set(bye_players)
    seated = [player for player in roster if player not in bye_set]
    arrangement = search_tables(
        seated,
        rng=rng,
        avoid=avoid,
        sizes=[table_size] * (len(seated) // table_size),
        positions=lambda _size: positions,
    )
    rng.shuffle(bye_players)
    numbers = {number: player for number, player in enumerate(arrangement + bye_players, 1)}
    return from_numbers(numbers, seed=seed, history=history, max_byes=max_byes,
                        table_size=table_size, partners=partners)


def swap(draw: RoundDraw, player_a: PlayerId, player_b: PlayerId) -> RoundDraw:
    """A new draw with the two players' seats exchanged (the organiser's hand swap).

    The hand wins over the draw's guarantees; the diagnostics show what it broke.
    """
    if player_a == player_b:
        raise DrawError("same_player", "Choose two different players to swap.")
    number_a = draw.seat_of(player_a).number
    number_b = draw.seat_of(player_b).number
    numbers = {seat.number: seat.player for seat in draw.seats}
    numbers[number_a], numbers[number_b] = player_b, player_a
    return replace(
        from_numbers(numbers, seed=draw.seed, history=draw.history, max_byes=draw.max_byes,
                     table_size=draw.table_size, partners=draw.partners),
        fixed_step=draw.fixed_step,
    )


def search_tables(
    seated: Sequence[PlayerId],
    *,
    rng: random.Random,
    avoid: Mapping[Pair, int],
    sizes: Sequence[int],
    positions: Callable[[int], Positions],
) -> list[PlayerId]:
    """Seat ``seated`` at tables of ``sizes`` (in order; the result lists table 1's players,
    then table 2's, ...) with as few ``avoid`` pairs at ``positions(size)`` of a table as
    found: random restarts, each improved by swapping players while that lowers the count.
    Shared by the draw at tables of four and the draw at tables of three (``threes``)."""
    if sum(sizes) != len(seated):
        raise DrawInvariantError(f"{len(seated)} players for tables of {list(sizes)}")
    layout = _layout(sizes, positions)
    best: list[PlayerId] = []
    best_cost = -1
    for _ in range(SEARCH_ATTEMPTS):
        candidate = list(seated)
        rng.shuffle(candidate)
        cost = _improve(candidate, rng=rng, avoid=avoid, layout=layout) if avoid else 0
        if best_cost < 0 or cost < best_cost:
            best, best_cost = candidate, cost
        if best_cost == 0:
            break
    return best


@dataclass(frozen=True)
class _Layout:
    members: tuple[range, ...]  # arrangement indices of each table
    pairs: tuple[tuple[tuple[int, int], ...], ...]  # index pairs that count, per table
    table_of: tuple[int, ...]  # the table of each arrangement index


def _layout(sizes: Sequence[int], positions: Callable[[int], Positions]) -> _Layout:
    members: list[range] = []
    pairs: list[tuple[tuple[int, int], ...]] = []
    table_of: list[int] = []
    base = 0
    for table, size in enumerate(sizes):
        members.append(range(base, base + size))
        pairs.append(tuple((base + i, base + j) for i, j in positions(size)))
        table_of.extend([table] * size)
        base += size
    return _Layout(tuple(members), tuple(pairs), tuple(table_of))


def _table_cost(
    arrangement: Sequence[PlayerId], table: int, avoid: Mapping[Pair, int], layout: _Layout
) -> int:
    return sum(
        frozenset((arrangement[i], arrangement[j])) in avoid for i, j in layout.pairs[table]
    )


def _improve(
    arrangement: list[PlayerId],
    *,
    rng: random.Random,
    avoid: Mapping[Pair, int],
    layout: _Layout,
) -> int:
    """Local search in place; returns the remaining number of ``avoid`` pairs."""
    size = len(arrangement)
    tables = len(layout.members)
    costs = [_table_cost(arrangement, t, avoid, layout) for t in range(tables)]
    improved = True
    while sum(costs) and improved:
        improved = False
        for t in range(tables):
            for i in layout.members[t]:
                if not costs[t]:
                    break
                start = rng.randrange(size)
                for step in range(size):
                    j = (start + step) % size
                    u = layout.table_of[j]
                    if j == i:
                        continue
                    arrangement[i], arrangement[j] = arrangement[j], arrangement[i]
                    new_t = _table_cost(arrangement, t, avoid, layout)
                    new_u = new_t if u == t else _table_cost(arrangement, u, avoid, layout)
                    delta = new_t - costs[t] + (0 if u == t else new_u - costs[u])
                    if delta < 0:
                        costs[t], costs[u] = new_t, new_u
                        improved = True
                        break
                    arrangement[i], arrangement[j] = arrangement[j], arrangement[i]
    return sum(costs)
