"""Which card points and roem a team can have in one game, worked out from the cards.

Computed once at import (a few milliseconds), not typed in:

Card points
    A team's card points are the card values of the tricks it took (a set of 4k cards,
    0 <= k <= 8) plus 10 when it took the last trick (never with k = 0, always with k = 8).
    Any 4k cards can be dealt and played as k tricks, so the achievable totals are the subset
    sums over the 32 card values by subset size, plus or minus the last trick's 10. The values
    are the same whichever suit is trump. This rules out 1, 161 and a few more
    (see ``IMPOSSIBLE_POINTS``).

Roem
    A trick with roem holds exactly one "core" worth its roem: a sequence of three (20, or 40
    with stuk) or four (50, or 70 with stuk) in one suit, four of a kind (100), four jacks
    (200), or the stuk alone (20); the other cards of the trick are fillers. A team's roem on
    the sheet is the roem of some of the tricks it took: roem that is not announced does not
    count (000: "sonst werden sie nicht angerechnet"), so any part of it is a possible entry.
    So the possible (roem A, roem B) pairs are the splits of a set of at most eight disjoint
    cores. Cores are independent per suit once the four-of-a-kind cores are chosen, which
    makes this a small dynamic programme over the four suits.
    Fillers are free cards, except when all eight tricks hold a core: then every card outside
    the cores must fill a trick without lengthening its sequence (a 9 8 7 plus the 10 of that
    suit is 50, not 20). For the totals that only eight cores can reach, the module searches
    those packings and keeps the ones that can be filled; this removes 670 (four jacks, aces,
    queens, kings and three sequences of four leave a 9 8 7 whose only filler is its own 10).
    Whether a deal can also be *played* that way is not modelled; the maximum of 700 (four
    jacks, aces, kings, queens and 10 9 8 7 in every suit, for one team) is shown by a played
    game in the tests.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable
from dataclasses import dataclass

from .cards import DECK, GAME_POINTS, LAST_TRICK_BONUS, Card, Rank, Suit, card_points
from .roem import (
    FOUR_JACKS,
    FOUR_OF_A_KIND,
    SEQUENCE_OF_FOUR,
    SEQUENCE_OF_THREE,
    STUK,
)

TRICKS_PER_GAME = 8
_TRUMP = Suit.HEARTS  # any suit will do: the values do not depend on which suit is trump
_RANKS = tuple(Rank)


def achievable_points(*, trick_size: int = 4, tricks: int = TRICKS_PER_GAME,
                      set_aside: int = 0) -> frozenset[int]:
    """The card points one side can take: ``k`` tricks of ``trick_size`` cards, plus 10 and
    the ``set_aside`` cards (klaverjas for three: the declarer's two) with the last trick."""
    by_size: list[set[int]] = [set() for _ in range(len(DECK) + 1)]
    by_size[0].add(0)
    for count, card in enumerate(DECK):
        value = card_points(card, _TRUMP)
        for size in range(count, -1, -1):
            by_size[size + 1].update(total + value for total in by_size[size])
    totals: set[int] = set()
    for taken in range(tricks + 1):
        if taken < tricks:
            totals.update(by_size[trick_size * taken])
        if taken > 0:
            totals.update(total + LAST_TRICK_BONUS
                          for total in by_size[trick_size * taken + set_aside])
    return frozenset(totals)


ACHIEVABLE_POINTS: frozenset[int] = achievable_points()
IMPOSSIBLE_POINTS: frozenset[int] = frozenset(range(GAME_POINTS + 1)) - ACHIEVABLE_POINTS


@dataclass(frozen=True, slots=True)
class _Core:
    cards: frozenset[Card]
    roem: int
    forbidden_fillers: frozenset[Card]  # cards that would raise this trick's roem

    @property
    def slots(self) -> int:
        return 4 - len(self.cards)


def _suit_cores(suit: Suit, available: frozenset[Rank]) -> list[_Core]:
    cores: list[_Core] = []
    for length, roem in ((3, SEQUENCE_OF_THREE), (4, SEQUENCE_OF_FOUR)):
        for start in range(len(_RANKS) - length + 1):
            ranks = _RANKS[start : start + length]
            if not set(ranks) <= available:
                continue
            stuk = suit is _TRUMP and Rank.KING in ranks and Rank.QUEEN in ranks
            ends = [i for i in (start - 1, start + length) if 0 <= i < len(_RANKS)]
            cores.append(
                _Core(
                    frozenset(Card(rank, suit) for rank in ranks),
                    roem + (STUK if stuk else 0),
                    frozenset(Card(_RANKS[i], suit) for i in ends),
                )
            )
    if suit is _TRUMP and {Rank.KING, Rank.QUEEN} <= available:
        cores.append(
            _Core(
                frozenset({Card(Rank.KING, suit), Card(Rank.QUEEN, suit)}),
                STUK,
                frozenset({Card(Rank.JACK, suit), Card(Rank.ACE, suit)}),
            )
        )
    return cores


def _kind_cores() -> list[_Core]:
    return [
        _Core(frozenset(Card(rank, suit) for suit in Suit), value, frozenset())
        for rank, value in (
            (Rank.JACK, FOUR_JACKS),
            (Rank.ACE, FOUR_OF_A_KIND),
            (Rank.KING, FOUR_OF_A_KIND),
            (Rank.QUEEN, FOUR_OF_A_KIND),
            (Rank.TEN, FOUR_OF_A_KIND),
        )
    ]


# (roem A, roem B) -> fewest cores (tricks) that give it
_Table = dict[tuple[int, int], int]


def _packings(cores: list[_Core]) -> Iterable[list[_Core]]:
    def walk(start: int, used: frozenset[Card], chosen: list[_Core]) -> Iterable[list[_Core]]:
        yield chosen
        for index in range(start, len(cores)):
            if not cores[index].cards & used:
                yield from walk(index + 1, used | cores[index].cards, [*chosen, cores[index]])

    return walk(0, frozenset(), [])


def _splits(packing: list[_Core]) -> _Table:
    table: _Table = {}
    for sides in itertools.product((0, 1), repeat=len(packing)):
        a = sum(core.roem for core, side in zip(packing, sides, strict=True) if side == 0)
        b = sum(core.roem for core in packing) - a
        table[(a, b)] = min(table.get((a, b), TRICKS_PER_GAME + 1), len(packing))
    return table


def _combine(left: _Table, right: _Table) -> _Table:
    out: _Table = {}
    for (a1, b1), n1 in left.items():
        for (a2, b2), n2 in right.items():
            n = n1 + n2
            key = (a1 + a2, b1 + b2)
            if n <= TRICKS_PER_GAME and n < out.get(key, TRICKS_PER_GAME + 1):
                out[key] = n
    return out


def _core_table() -> _Table:
    kinds = _kind_cores()
    total: _Table = {}
    for used in range(len(kinds) + 1):
        for chosen in itertools.combinations(kinds, used):
            taken = {next(iter(core.cards)).rank for core in chosen}
            available = frozenset(_RANKS) - taken
            table = _splits(list(chosen))
            for suit in Suit:
                suit_table: _Table = {}
                for packing in _packings(_suit_cores(suit, available)):
                    for key, n in _splits(packing).items():
                        suit_table[key] = min(suit_table.get(key, n), n)
                table = _combine(table, suit_table)
            for key, n in table.items():
                total[key] = min(total.get(key, n), n)
    return total


def _can_fill(packing: list[_Core]) -> bool:
    """Whether the cards outside eight cores can fill them without raising any trick's roem."""
    used = frozenset().union(*(core.cards for core in packing))
    fillers = [card for card in DECK if card not in used]
    slots = [core for core in packing for _ in range(core.slots)]
    match: dict[int, int] = {}  # filler index -> slot index

    def assign(slot: int, seen: set[int]) -> bool:
        for index, card in enumerate(fillers):
            if card in slots[slot].forbidden_fillers or index in seen:
                continue
            seen.add(index)
            if index not in match or assign(match[index], seen):
                match[index] = slot
                return True
        return False

    return all(assign(slot, set()) for slot in range(len(slots)))


def _eight_core_packings(target: int, cores: list[_Core]) -> Iterable[list[_Core]]:
    ordered = sorted(cores, key=lambda core: -core.roem)

    def walk(
        start: int, used: frozenset[Card], chosen: list[_Core], roem: int
    ) -> Iterable[list[_Core]]:
        if len(chosen) == TRICKS_PER_GAME:
            if roem == target:
                yield chosen
            return
        left = TRICKS_PER_GAME - len(chosen)
        for index in range(start, len(ordered)):
            core = ordered[index]
            if roem + core.roem * left < target:
                return
            if not core.cards & used:
                yield from walk(index + 1, used | core.cards, [*chosen, core], roem + core.roem)

    return walk(0, frozenset(), [], 0)


def _roem_table() -> _Table:
    table = _core_table()
    fewest: dict[int, int] = {}
    for (a, b), n in table.items():
        fewest[a + b] = min(fewest.get(a + b, n), n)
    all_cores = _kind_cores() + [
        core for suit in Suit for core in _suit_cores(suit, frozenset(_RANKS))
    ]
    for total in (total for total, n in fewest.items() if n == TRICKS_PER_GAME):
        for key in [key for key in table if sum(key) == total]:
            del table[key]
        for packing in _eight_core_packings(total, all_cores):
            if _can_fill(packing):
                table.update(_splits(packing))
    return table


_ROEM_TABLE = _roem_table()

ROEM_PAIRS: frozenset[tuple[int, int]] = frozenset(_ROEM_TABLE)
"""Every (roem A, roem B) a score sheet can show for one game."""
ROEM_VALUES: frozenset[int] = frozenset(a for a, _ in ROEM_PAIRS)
"""Every roem one team can have in one game."""
MAX_ROEM: int = max(ROEM_VALUES)
"""The most roem one team (and both teams together) can have in one game: 700."""
ROEM_NEEDS_ALL_TRICKS: frozenset[int] = frozenset(
    value for value in ROEM_VALUES if _ROEM_TABLE.get((value, 0), 0) == TRICKS_PER_GAME
)
"""Roem values that only a team taking all eight tricks (a pit) can have."""
