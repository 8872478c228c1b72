"""Which sequence melds (Terz 20, Fifty 50) one Klammern team can score, from the cards.

A team is two hands of eight cards. In each suit the team's two players hold disjoint sets of
ranks; each player's maximal runs of three or more in the sequence order are his melds
(``scoring.rules.melds``). Any of them may go unannounced ("Meldungen müssen vor dem zweiten
Stich angesagt werden, sonst verfallen sie"), so a team can score any sum of a subset of its
melds. A small dynamic programme over the four suits (3^8 splits of a suit's ranks, at most
eight cards a hand) gives every possible total; cards outside the runs are assumed free to
fill the hands, as in ``scoring.rules.limits``. Computed once at import (a few ms).
"""

from __future__ import annotations

from ..melds import HALBE, TERZ

HAND_SIZE = 8
_RANKS = 8
_STEP = 10  # every meld is a multiple of 10: a set of totals is a bit mask, bit k = 10 k

# (cards of player 1, cards of player 2) -> bit mask of possible meld totals
_Table = dict[tuple[int, int], int]


def _run_points(held: int) -> list[int]:
    """The melds in one player's ranks of one suit (bit i = the i-th rank in sequence)."""
    points: list[int] = []
    length = 0
    for index in range(_RANKS + 1):
        if held >> index & 1:
            length += 1
            continue
        if length >= 3:
            points.append(HALBE if length >= 4 else TERZ)
        length = 0
    return points


def _subset_sums(values: list[int]) -> int:
    mask = 1
    for value in values:
        mask |= mask << (value // _STEP)
    return mask


def _add(left: int, right: int) -> int:
    """Every x + y for x in ``left`` and y in ``right`` (bit masks)."""
    total = 0
    shift = 0
    while right >> shift:
        if right >> shift & 1:
            total |= left << shift
        shift += 1
    return total


def _suit_table() -> _Table:
    melds = [_run_points(held) for held in range(1 << _RANKS)]
    table: _Table = {}
    for first in range(1 << _RANKS):
        rest = ~first & ((1 << _RANKS) - 1)
        second = rest
        while True:  # every subset of the ranks player 1 does not hold
            key = (first.bit_count(), second.bit_count())
            table[key] = table.get(key, 0) | _subset_sums(melds[first] + melds[second])
            if not second:
                break
            second = (second - 1) & rest
    return table


def _team_meld_values() -> frozenset[int]:
    suit = _suit_table()
    total: _Table = {(0, 0): 1}
    for _ in range(4):
        combined: _Table = {}
        for (a1, b1), left in total.items():
            for (a2, b2), right in suit.items():
                if a1 + a2 <= HAND_SIZE and b1 + b2 <= HAND_SIZE:
                    key = (a1 + a2, b1 + b2)
                    combined[key] = combined.get(key, 0) | _add(left, right)
        total = combined
    mask = 0
    for value in total.values():
        mask |= value
    return frozenset(k * _STEP for k in range(mask.bit_length()) if mask >> k & 1)


TEAM_MELD_VALUES: frozenset[int] = _team_meld_values()
"""Every sequence meld total one team can score in one game (0 to 200)."""
