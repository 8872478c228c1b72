"""The seat draw (loting) for one round: plain data in, plain data out, no Django.

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
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
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
    SeasonHistory,
    from_numbers,
    roles,
)

# Restarts of the local search; a repeat-free seating is usually found on the first one.
SEARCH_ATTEMPTS = 30
# With variety across the season a seating rarely costs nothing, so the restarts would all
# run to the end: the swaps they may try, together, bound the time (80 players: ~50 ms).
VARIETY_BUDGET = 10_000
# A repeat within the evening (the draw's promise) weighs more than all variety can add up.
EVENING_REPEAT = 1 << 24
# Partners again weigh twice opponents again: a partner sits with you the whole round.
PARTNER_WEIGHT = 2


# New seeds have at most six digits: easy to read out and type in again (a club draws a
# few hundred rounds a season, so a million seeds are plenty). Older, longer seeds still work.
SEED_LIMIT = 1_000_000


def new_seed() -> int:
    """A fresh seed for a draw, short enough to show on the page and type in again."""
    return secrets.randbelow(SEED_LIMIT)


def written_seed(seed: int) -> str:
    """A seed as people read it: its digits in groups of three, joined by a space that
    does not break the line ("482 193"), and at least the six digits a new seed has, so a
    seed with leading zeros keeps them ("031 262"). The draw form takes it back with the
    spaces and zeros."""
    return f"{seed:07,}".replace(",", "\u00a0")  # 7: six digits and the group's comma


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
    variety: SeasonHistory | None = None,
) -> RoundDraw:
    """Draw random seats for the players present at this round, at tables of ``table_size``
    (four by default) with two pairs each, or (``partners`` False) each for himself.

    Byes go to the players with the fewest byes this evening (the seed decides among equals),
    so nobody exceeds ``max_byes`` while that is possible and byes stay within one of each
    other when it is not. Then tables are searched for no repeated partners (without
    partners: no repeated table-mates); bye fairness wins over that variety. With
    ``variety`` (the club's last evenings), among those seatings the draw prefers partners
    and opponents who met least in those evenings and the earlier rounds of this one.
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
        variety=Variety.tonight(variety, history, partners=partners) if variety else None,
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
    variety: Variety | None = None,
) -> RoundDraw:
    """Shared by both modes: choose byes, then tables avoiding the ``avoid`` pairs at
    ``positions`` (and, with ``variety``, earlier partners and opponents as far as they
    can). ``roster`` must already be checked and sorted."""
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
        variety=variety,
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
    return from_numbers(numbers, seed=draw.seed, history=draw.history, max_byes=draw.max_byes,
                        table_size=draw.table_size, partners=draw.partners)


def search_tables(
    seated: Sequence[PlayerId],
    *,
    rng: random.Random,
    avoid: Mapping[Pair, int],
    sizes: Sequence[int],
    positions: Callable[[int], Positions],
    variety: Variety | None = None,
) -> list[PlayerId]:
    """Seat ``seated`` at tables of ``sizes`` (in order; the result lists table 1's players,
    then table 2's, ...) with as few ``avoid`` pairs at ``positions(size)`` of a table as
    found: random restarts, each improved by swapping players while that lowers the count.
    With ``variety``, among seatings with as few ``avoid`` pairs it prefers those whose
    partners and opponents met least before (``Variety``).
    Shared by the draw at tables of four and the draw at tables of three (``threes``)."""
    if sum(sizes) != len(seated):
        raise DrawInvariantError(f"{len(seated)} players for tables of {list(sizes)}")
    costs = _Costs.build(seated, avoid, None)
    best, _cost = _search(len(seated), rng=rng, layout=_layout(sizes, positions, None, costs),
                          costs=costs)
    if variety is not None:
        # From the seating found above: a repeat within the evening costs more than any
        # variety can save, so the variety search never ends with more of them.
        costs = _Costs.build(seated, avoid, variety)
        if costs.variety:
            best, _cost = _search(len(seated), rng=rng, costs=costs,
                                  layout=_layout(sizes, positions, variety, costs),
                                  first=best, budget=[VARIETY_BUDGET])
    return [seated[index] for index in best]


def _search(size: int, *, rng: random.Random, layout: _Layout, costs: _Costs,
            first: list[int] | None = None, budget: list[int] | None = None
            ) -> tuple[list[int], int]:
    """Restarts of the local search over seat indices (the first from ``first`` when
    given): the cheapest arrangement found and its cost."""
    best: list[int] = []
    best_cost = -1
    for attempt in range(SEARCH_ATTEMPTS):
        if budget is not None and budget[0] <= 0:
            break
        if first is not None and attempt == 0:
            candidate = list(first)
        else:
            candidate = list(range(size))
            rng.shuffle(candidate)
        cost = _improve(candidate, rng=rng, layout=layout, budget=budget) if costs.any else 0
        if best_cost < 0 or cost < best_cost:
            best, best_cost = candidate, cost
        if best_cost == 0:
            break
    return best, best_cost


@dataclass(frozen=True)
class Variety:
    """Variety across the season, for ``search_tables``: how often two players were
    partners and opponents before (``SeasonHistory``: the club's last evenings and this
    evening's earlier rounds), and whether the game has partners (``roles``). A partner
    again weighs ``PARTNER_WEIGHT`` opponents again."""

    history: SeasonHistory
    partners: bool

    @classmethod
    def tonight(cls, season: SeasonHistory, evening: EveningHistory, *, partners: bool
                ) -> Variety:
        """The season's last evenings plus this evening's earlier rounds."""
        partner_counts = Counter(season.partner_counts)
        opponent_counts = Counter(season.opponent_counts)
        for pair, count in evening.table_mate_counts.items():
            together = evening.partner_counts.get(pair, 0) if partners else 0
            partner_counts[pair] += together
            opponent_counts[pair] += count - together
        return cls(SeasonHistory(partner_counts, opponent_counts, season.evenings), partners)


@dataclass(frozen=True)
class _Costs:
    """Cost matrices over the seated players' indices (``n`` x ``n``, flat): of seating
    two players at ``avoid`` positions, as partners and as opponents."""

    n: int
    avoid: list[int]
    partner: list[int]
    opponent: list[int]
    any: bool
    variety: bool

    @classmethod
    def build(cls, seated: Sequence[PlayerId], avoid: Mapping[Pair, int],
              variety: Variety | None) -> _Costs:
        n = len(seated)
        index = {player: i for i, player in enumerate(seated)}
        matrices: list[list[int]] = []
        for counts, weight in (
            ({pair: 1 for pair in avoid}, EVENING_REPEAT),
            (variety.history.partner_counts if variety else {}, PARTNER_WEIGHT),
            (variety.history.opponent_counts if variety else {}, 1),
        ):
            matrix = [0] * (n * n)
            for pair, count in counts.items():
                if len(pair) != 2 or not pair <= index.keys():
                    continue
                a, b = (index[player] for player in pair)
                matrix[a * n + b] = matrix[b * n + a] = weight * count
            matrices.append(matrix)
        has_variety = any(matrices[1]) or any(matrices[2])
        avoid_costs, partner, opponent = matrices
        return cls(n, avoid_costs, partner, opponent, any=any(avoid_costs) or has_variety,
                   variety=has_variety)


@dataclass(frozen=True)
class _Layout:
    n: int
    members: tuple[range, ...]  # arrangement indices of each table
    # (index, index, cost matrix) of each pair of seats that can cost, per table
    pairs: tuple[tuple[tuple[int, int, list[int]], ...], ...]
    table_of: tuple[int, ...]  # the table of each arrangement index
    # per arrangement index: (index, cost matrix) of each seat at its table that can cost
    neighbours: tuple[tuple[tuple[int, list[int]], ...], ...]


def _layout(sizes: Sequence[int], positions: Callable[[int], Positions],
            variety: Variety | None, costs: _Costs) -> _Layout:
    members: list[range] = []
    pairs: list[tuple[tuple[int, int, list[int]], ...]] = []
    table_of: list[int] = []
    base = 0
    combined: dict[tuple[bool, str], list[int]] = {}
    for table, size in enumerate(sizes):
        avoided = set(positions(size))
        partner_positions, _opponents = roles(size, partners=variety.partners if variety
                                              else True)
        seats: list[tuple[int, int, list[int]]] = []
        for i, j in combinations(range(size), 2):
            role = ("none" if not costs.variety
                    else "partner" if (i, j) in partner_positions else "opponent")
            key = ((i, j) in avoided, role)
            if key not in combined:
                combined[key] = _combine(costs, *key)
            if key[0] or role != "none":
                seats.append((base + i, base + j, combined[key]))
        members.append(range(base, base + size))
        pairs.append(tuple(seats))
        table_of.extend([table] * size)
        base += size
    neighbours: list[list[tuple[int, list[int]]]] = [[] for _ in table_of]
    for seats_of_table in pairs:
        for i, j, matrix in seats_of_table:
            neighbours[i].append((j, matrix))
            neighbours[j].append((i, matrix))
    return _Layout(costs.n, tuple(members), tuple(pairs), tuple(table_of),
                   tuple(tuple(seat) for seat in neighbours))


def _combine(costs: _Costs, avoided: bool, role: str) -> list[int]:
    parts = [costs.avoid] if avoided else []
    if role != "none":
        parts.append(costs.partner if role == "partner" else costs.opponent)
    if len(parts) == 1:
        return parts[0]
    return [sum(values) for values in zip(*parts, strict=True)] if parts else []


def _table_cost(arrangement: Sequence[int], table: int, layout: _Layout) -> int:
    n = layout.n
    return sum([matrix[arrangement[i] * n + arrangement[j]]
                for i, j, matrix in layout.pairs[table]])


def _improve(arrangement: list[int], *, rng: random.Random, layout: _Layout,
             budget: list[int] | None = None) -> int:
    """Local search in place; returns the remaining cost (``EVENING_REPEAT`` per ``avoid``
    pair, plus the variety's). A swap between two tables is judged by what each of the two
    players costs at his seat (``own``) and would cost at the other's. ``budget`` (one
    number, counted down) bounds the swaps tried, so that a draw with variety takes a
    bounded time on any machine and still depends on the seed alone."""
    size = len(arrangement)
    tables = len(layout.members)
    n = layout.n
    neighbours = layout.neighbours

    def cost_at(i: int, player: int) -> int:
        row = player * n
        return sum([matrix[row + arrangement[k]] for k, matrix in neighbours[i]])

    costs = [_table_cost(arrangement, t, layout) for t in range(tables)]
    own = [cost_at(i, arrangement[i]) for i in range(size)]
    improved = True
    while sum(costs) and improved:
        improved = False
        for t in range(tables):
            for i in layout.members[t]:
                if not costs[t]:
                    break
                if budget is not None:
                    if budget[0] <= 0:
                        return sum(costs)
                    budget[0] -= size
                x_row = arrangement[i] * n
                start = rng.randrange(size)
                for step in range(size):
                    j = (start + step) % size
                    if j == i:
                        continue
                    u = layout.table_of[j]
                    if u == t:  # partners and opponents change places
                        arrangement[i], arrangement[j] = arrangement[j], arrangement[i]
                        delta = _table_cost(arrangement, t, layout) - costs[t]
                        arrangement[i], arrangement[j] = arrangement[j], arrangement[i]
                    else:
                        y_row = arrangement[j] * n
                        delta = (sum([m[y_row + arrangement[k]] for k, m in neighbours[i]])
                                 - own[i] + sum([m[x_row + arrangement[k]]
                                                 for k, m in neighbours[j]]) - own[j])
                    if delta < 0:
                        arrangement[i], arrangement[j] = arrangement[j], arrangement[i]
                        for changed in {t, u}:
                            costs[changed] = _table_cost(arrangement, changed, layout)
                            for k in layout.members[changed]:
                                own[k] = cost_at(k, arrangement[k])
                        improved = True
                        break
    return sum(costs)
