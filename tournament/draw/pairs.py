"""The draw of fixed pairs (koppelklaverjassen): pairs play against pairs, partners never
split. At each table one pair holds seats 1 and 3, the other seats 2 and 4; with an odd
number of pairs one pair sits out the round (staand paar) on the two highest numbers.

The draw keeps a pair from meeting the same pair twice in an evening, and a pair from
sitting out twice, while that can be avoided. It looks ahead: a round is drawn so that the
evening's remaining rounds can still be played without a repeat (three rounds drawn one by
one without looking ahead can leave a fourth with no way out, for six pairs). The staand
paar is treated as the pair that meets a ghost pair, so "no pair sits out twice" is "no pair
meets the ghost twice". Where no evening without repeats exists (more rounds than pairs, or
pairs arriving late), the round takes the fewest repeats, and the staand paar is one of the
pairs that sat out least.

With variety across the season (the club rule ``variety_evenings``), the draw also keeps
pairs from meeting the pairs they met in the season's last evenings, while that can be
avoided; an evening without repeats comes first: the draw tries, in this order, the whole
evening without a repeat and without last evenings' meetings, the whole evening without a
repeat, this round without either, this round without a repeat.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations

from tournament.draw.data import (
    DEFAULT_MAX_BYES,
    DrawError,
    EveningHistory,
    PlayerId,
    RoundDraw,
    SeasonHistory,
    Seat,
    Table,
)
from tournament.draw.engine import swap

PlayerPair = tuple[PlayerId, PlayerId]
MIN_PAIRS = 2
# The ghost pair that the staand paar meets (a pair's index is 0..n-1).
GHOST = -1
# Steps of the search for an evening without repeats before the round settles for the
# fewest repeats (a hundred pairs take one step per pair; twelve pairs a few hundred).
SEARCH_STEPS = 20_000


class _OutOfSteps(Exception):
    pass


def check_pairs(pairs: Sequence[PlayerPair]) -> tuple[PlayerPair, ...]:
    """The pairs, checked: at least two, each of two different players, nobody twice."""
    players = [player for pair in pairs for player in pair]
    if len(players) != len(set(players)) or any(len(pair) != 2 for pair in pairs):
        raise DrawError("duplicate_player", "A player is in two pairs or twice in a pair.")
    if len(pairs) < MIN_PAIRS:
        raise DrawError("too_few_pairs", "At least two present pairs are needed for a draw.")
    return tuple((a, b) for a, b in pairs)


def _met(history: EveningHistory, one: PlayerPair, other: PlayerPair) -> int:
    """How often two pairs sat at one table this evening."""
    return max(history.table_mate_counts.get(frozenset((a, b)), 0)
               for a in one for b in other)


def draw_pairs(
    *,
    pairs: Sequence[PlayerPair],
    seed: int,
    history: EveningHistory | None = None,
    rounds_left: int = 1,
    max_byes: int = DEFAULT_MAX_BYES,
    variety: SeasonHistory | None = None,
) -> RoundDraw:
    """One round for ``pairs`` (each two partners), drawn from ``seed``; ``history``: the
    evening's rounds before; ``rounds_left``: this round and the evening's rounds after it;
    ``variety``: who opposed whom in the season's last evenings, kept apart while
    avoidable."""
    pairs = check_pairs(pairs)
    history = history or EveningHistory()
    rng = random.Random(seed)
    count = len(pairs)
    vertices = list(range(count)) + ([GHOST] if count % 2 else [])
    met: dict[frozenset[int], int] = {}
    for i in range(count):
        if byes := max(history.byes_of(player) for player in pairs[i]):
            met[frozenset((i, GHOST))] = byes
        for j in range(i + 1, count):
            if times := _met(history, pairs[i], pairs[j]):
                met[frozenset((i, j))] = times
    before = _met_before(pairs, variety)
    matching = _without_repeats(vertices, met, rounds_left, rng, before) or _fewest_repeats(
        vertices, met, rng)
    return _seated(pairs, matching, rng, seed=seed, history=history, max_byes=max_byes)


def _met_before(pairs: tuple[PlayerPair, ...], variety: SeasonHistory | None
                ) -> set[frozenset[int]]:
    """The pairs (by index) that opposed each other in the season's last evenings."""
    if variety is None or not variety.opponent_counts:
        return set()
    index = {player: i for i, pair in enumerate(pairs) for player in pair}
    found = set()
    for opponents in variety.opponent_counts:
        sides = {index[player] for player in opponents if player in index}
        if len(sides) == 2:
            found.add(frozenset(sides))
    return found


def _without_repeats(vertices: list[int], met: dict[frozenset[int], int], rounds_left: int,
                     rng: random.Random, before: set[frozenset[int]] | None = None
                     ) -> list[tuple[int, int]] | None:
    """This round's meetings such that ``rounds_left`` rounds can be played without a repeat (or,
    failing that, this round alone), and where that can be without the meetings of
    ``before`` (the season's last evenings); None when not even this round can."""
    ahead = max(rounds_left, 1)
    tries = [(ahead, True), (ahead, False), (1, True), (1, False)] if before else [
        (ahead, False), (1, False)]
    for rounds, avoid in dict.fromkeys(tries):
        try:
            found = _rounds(vertices, set(met) | (before if avoid and before else set()),
                            rounds, rng, [SEARCH_STEPS])
        except _OutOfSteps:
            continue
        if found:
            return found[0]
    return None


def _rounds(vertices: list[int], met: set[frozenset[int]], rounds: int,
            rng: random.Random, steps: list[int]) -> list[list[tuple[int, int]]] | None:
    """``rounds`` rounds of meetings in which nobody meets anyone of ``met`` or anyone
    twice, depth first in random order; None when there are none."""
    if rounds == 0:
        return []

    def match(open_: list[int], chosen: list[tuple[int, int]]
              ) -> list[list[tuple[int, int]]] | None:
        steps[0] -= 1
        if steps[0] < 0:
            raise _OutOfSteps
        if not open_:
            later = _rounds(vertices, met | {frozenset(m) for m in chosen}, rounds - 1,
                            rng, steps)
            return None if later is None else [list(chosen), *later]
        first, rest = open_[0], open_[1:]
        candidates = [v for v in rest if frozenset((first, v)) not in met]
        rng.shuffle(candidates)
        for other in candidates:
            found = match([v for v in rest if v != other], [*chosen, (first, other)])
            if found is not None:
                return found
        return None

    order = list(vertices)
    rng.shuffle(order)
    # The ghost first: the staand paar is chosen while every pair is still open.
    order.sort(key=lambda v: v != GHOST)
    return match(order, [])


def _fewest_repeats(vertices: list[int], met: dict[frozenset[int], int],
                    rng: random.Random) -> list[tuple[int, int]]:
    """The round's meetings, greedily: the staand paar one of those who sat out least, then
    each pair the opponent it met least."""
    open_ = list(vertices)
    rng.shuffle(open_)
    open_.sort(key=lambda v: v != GHOST)
    chosen: list[tuple[int, int]] = []
    while open_:
        first = open_.pop(0)
        other = min(open_, key=lambda v: met.get(frozenset((first, v)), 0))
        open_.remove(other)
        chosen.append((first, other))
    return _improved(chosen, met)


def _improved(chosen: list[tuple[int, int]], met: dict[frozenset[int], int]
              ) -> list[tuple[int, int]]:
    """The meetings with two tables' pairs exchanged while that means fewer repeats."""
    def cost(a: int, b: int) -> int:
        return met.get(frozenset((a, b)), 0)

    better = True
    while better:
        better = False
        for i, j in combinations(range(len(chosen)), 2):
            (a, b), (c, d) = chosen[i], chosen[j]
            now = cost(a, b) + cost(c, d)
            for other in (((a, c), (b, d)), ((a, d), (b, c))):
                if sum(cost(*m) for m in other) < now:
                    chosen[i], chosen[j] = other
                    better = True
                    break
    return chosen


def _seated(pairs: tuple[PlayerPair, ...], matching: list[tuple[int, int]],
            rng: random.Random, *, seed: int, history: EveningHistory, max_byes: int
            ) -> RoundDraw:
    """The seats: tables in random order, one pair on 1 and 3, the other on 2 and 4; the
    staand paar on the numbers after the tables."""
    games = [(a, b) for a, b in matching if GHOST not in (a, b)]
    standing = [a if b == GHOST else b for a, b in matching if GHOST in (a, b)]
    rng.shuffle(games)
    tables = []
    for number, (a, b) in enumerate(games, start=1):
        one, other = (pairs[a], pairs[b]) if rng.random() < 0.5 else (pairs[b], pairs[a])
        first = 4 * (number - 1)
        players = (one[0], other[0], one[1], other[1])
        tables.append(Table(number=number, seats=tuple(
            Seat(number=first + k + 1, player=player) for k, player in enumerate(players))))
    after = 4 * len(tables)
    byes = tuple(Seat(number=after + k + 1, player=player)
                 for k, player in enumerate(pairs[standing[0]] if standing else ()))
    return RoundDraw(seed=seed, tables=tuple(tables), byes=byes, history=history,
                     max_byes=max_byes)


def _partner(draw: RoundDraw, player: PlayerId) -> PlayerId:
    """The player's partner: opposite him at his table, or the other of the staand paar."""
    table = draw.table_of(player)
    if table is not None:
        return table.partner_of(player)
    (other,) = [seat.player for seat in draw.byes if seat.player != player]
    return other


def swap_pairs(draw: RoundDraw, player_a: PlayerId, player_b: PlayerId) -> RoundDraw:
    """The organiser's hand swap in a round of fixed pairs: the two players' pairs change
    places whole (each partner takes the chair of the other pair's partner), so partners are
    never split; two partners just change chairs."""
    partner_a = _partner(draw, player_a)
    swapped = swap(draw, player_a, player_b)
    if partner_a == player_b:
        return swapped
    return swap(swapped, partner_a, _partner(draw, player_b))
