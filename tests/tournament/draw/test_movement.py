"""The schuifsysteem of fixed pairs (plain Python): the pair on 1 and 3 stays at its table,
the pair on 2 and 4 moves one table up, the last to table 1; the staand paar moves along."""

from __future__ import annotations

from collections import defaultdict

from hypothesis import given, settings
from hypothesis import strategies as st

from tournament.draw import RoundDraw, from_numbers
from tournament.draw.movement import move_pairs, same_pairs
from tournament.draw.pairs import draw_pairs


def _seated(*tables: tuple[int, int, int, int], standing: tuple[int, ...] = ()) -> RoundDraw:
    """Tables in order, each (1, 2, 3, 4) by player, the staand paar after them."""
    players = [p for table in tables for p in table] + list(standing)
    return from_numbers({n: p for n, p in enumerate(players, start=1)}, seed=1)


def _tables(draw: RoundDraw) -> list[tuple[int, ...]]:
    return [tuple(seat.player for seat in t.seats) for t in draw.tables]


def test_the_pair_on_2_and_4_moves_one_table_up_and_the_last_to_table_1() -> None:
    # pairs 11/13, 21/23, 31/33 stay; 12/14, 22/24, 32/34 move
    round_1 = _seated((11, 12, 13, 14), (21, 22, 23, 24), (31, 32, 33, 34))
    round_2 = move_pairs(round_1, seed=2)
    assert _tables(round_2) == [(11, 32, 13, 34), (21, 12, 23, 14), (31, 22, 33, 24)]
    assert round_2.byes == ()
    round_3 = move_pairs(round_2, seed=3)
    assert _tables(round_3) == [(11, 22, 13, 24), (21, 32, 23, 34), (31, 12, 33, 14)]


def test_the_staand_paar_moves_along_from_the_last_table() -> None:
    """7 pairs: the staand paar (71/72) comes to table 1; the pair that leaves table 3
    (32/34) sits out on the numbers after the tables, 13 and 14."""
    round_1 = _seated((11, 12, 13, 14), (21, 22, 23, 24), (31, 32, 33, 34), standing=(71, 72))
    round_2 = move_pairs(round_1, seed=2)
    assert _tables(round_2) == [(11, 71, 13, 72), (21, 12, 23, 14), (31, 22, 33, 24)]
    assert [(s.number, s.player) for s in round_2.byes] == [(13, 32), (14, 34)]


def test_a_pair_that_came_or_left_is_noticed() -> None:
    round_1 = _seated((11, 12, 13, 14), (21, 22, 23, 24))
    assert same_pairs(round_1, [(11, 13), (12, 14), (21, 23), (22, 24)])
    assert not same_pairs(round_1, [(11, 13), (12, 14), (21, 23)])
    assert not same_pairs(round_1, [(11, 13), (12, 14), (21, 23), (22, 24), (31, 32)])


def _pair_of(player: int) -> int:
    return player // 10


@settings(max_examples=60, deadline=None)
@given(count=st.integers(min_value=2, max_value=41), seed=st.integers(0, 10**9))
def test_every_pair_meets_a_different_pair_every_round(count: int, seed: int) -> None:
    """Round 1 drawn, then moved, for as many rounds as there are tables (plus one for the
    staand paar's place): nobody meets a pair twice or sits out twice, partners are never
    split, and the pairs on 1 and 3 keep their table."""
    pairs = [(10 * k + 1, 10 * k + 2) for k in range(1, count + 1)]
    rounds = count // 2 + count % 2
    draw = draw_pairs(pairs=pairs, seed=seed)
    draws = [draw]
    for number in range(2, rounds + 1):
        assert same_pairs(draw, pairs)
        draw = move_pairs(draw, seed=seed + number)
        draws.append(draw)
    met: dict[int, list[int]] = defaultdict(list)
    staying: dict[int, int] = {}  # the pairs on 1 and 3 of round 1, by their table
    for number, round_ in enumerate(draws, start=1):
        for table in round_.tables:
            a, b, c, d = (_pair_of(seat.player) for seat in table.seats)
            assert a == c and b == d and a != b  # partners opposite, never split
            if number == 1:
                staying[a] = table.number
            assert staying[a] == table.number  # the pair on 1 and 3 keeps its table
            met[a].append(b)
            met[b].append(a)
        assert len(round_.byes) == 2 * (count % 2)
        for seat in round_.byes[:1]:
            met[_pair_of(seat.player)].append(0)  # 0: sat out
    assert len(met) == count
    for pair, opponents in met.items():
        assert len(opponents) == rounds
        assert len(set(opponents)) == rounds, (pair, opponents)  # a different one each round
