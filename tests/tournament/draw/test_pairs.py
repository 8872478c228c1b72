"""The draw of fixed pairs (plain Python): pairs against pairs, no pair met twice or
sitting out twice in an evening while avoidable, partners never split."""

from __future__ import annotations

import statistics
import time
from collections import Counter
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament.draw import DrawError, EveningHistory, RoundDraw, from_numbers
from tournament.draw.pairs import draw_pairs, swap_pairs


def _pairs(count: int) -> list[tuple[int, int]]:
    """Pair k is players 10k+1 and 10k+2."""
    return [(10 * k + 1, 10 * k + 2) for k in range(1, count + 1)]


def _pair_of(player: int) -> int:
    return player // 10


def _evening(count: int, rounds: int, seed: int) -> list[RoundDraw]:
    history = EveningHistory()
    draws = []
    for number in range(1, rounds + 1):
        draw = draw_pairs(pairs=_pairs(count), seed=seed + number, history=history,
                          rounds_left=rounds - number + 1)
        draws.append(draw)
        history = history.with_draw(draw)
    return draws


def _meetings(draw: RoundDraw) -> list[frozenset[int]]:
    return [frozenset({_pair_of(t.seats[0].player), _pair_of(t.seats[1].player)})
            for t in draw.tables]


def _standing(draw: RoundDraw) -> set[int]:
    return {_pair_of(seat.player) for seat in draw.byes}


def test_two_pairs_share_one_table_partners_opposite():
    draw = draw_pairs(pairs=[(11, 12), (21, 22)], seed=7)
    (table,) = draw.tables
    seats = [seat.player for seat in table.seats]
    # seats 1+3 are one pair, 2+4 the other
    assert {frozenset({seats[0], seats[2]}), frozenset({seats[1], seats[3]})} == {
        frozenset({11, 12}), frozenset({21, 22})}
    assert draw.byes == ()


def test_five_pairs_two_tables_and_a_staand_paar_on_numbers_9_and_10():
    draw = draw_pairs(pairs=_pairs(5), seed=3)
    assert len(draw.tables) == 2
    assert [seat.number for seat in draw.byes] == [9, 10]
    (standing,) = _standing(draw)
    assert {seat.player for seat in draw.byes} == {10 * standing + 1, 10 * standing + 2}


def test_the_same_seed_draws_the_same_seats():
    assert draw_pairs(pairs=_pairs(7), seed=42).seats == draw_pairs(pairs=_pairs(7), seed=42).seats


def test_a_player_in_two_pairs_or_one_pair_is_refused():
    with pytest.raises(DrawError) as error:
        draw_pairs(pairs=[(1, 2), (2, 3)], seed=1)
    assert error.value.code == "duplicate_player"
    with pytest.raises(DrawError) as error:
        draw_pairs(pairs=[(1, 2)], seed=1)
    assert error.value.code == "too_few_pairs"


def test_six_pairs_four_rounds_no_pair_meets_a_pair_twice():
    # Three rounds drawn without looking ahead can leave the six as two triangles of pairs
    # that all met, and a fourth round with no new opponent: six pairs have five rounds of
    # new opponents (a round robin), so four rounds must have none twice, every seed.
    for seed in range(40):
        meetings = [m for draw in _evening(6, 4, seed * 100) for m in _meetings(draw)]
        assert len(meetings) == 12
        assert len(set(meetings)) == 12, seed


def test_three_pairs_three_rounds_each_sits_out_once_and_meets_both_others():
    draws = _evening(3, 3, 5)
    assert sorted(p for draw in draws for p in _standing(draw)) == [1, 2, 3]
    assert {m for draw in draws for m in _meetings(draw)} == {
        frozenset({1, 2}), frozenset({1, 3}), frozenset({2, 3})}


def test_two_pairs_three_rounds_meet_every_round():
    # unavoidable: the two pairs meet again
    draws = _evening(2, 3, 9)
    assert [_meetings(d) for d in draws] == [[frozenset({1, 2})]] * 3


@settings(max_examples=60, deadline=None)
@given(count=st.integers(min_value=2, max_value=21), rounds=st.integers(min_value=1, max_value=8),
       seed=st.integers(min_value=0, max_value=2**32))
def test_properties_of_a_pairs_evening(count, rounds, seed):
    draws = _evening(count, rounds, seed)
    for draw in draws:
        # partners never split: each table holds two whole pairs on 1+3 and 2+4
        for table in draw.tables:
            seats = [seat.player for seat in table.seats]
            assert _pair_of(seats[0]) == _pair_of(seats[2])
            assert _pair_of(seats[1]) == _pair_of(seats[3])
            assert _pair_of(seats[0]) != _pair_of(seats[1])
        assert len(draw.byes) == 2 * (count % 2)
        assert len(draw.seats) == 2 * count
    meetings = Counter(m for draw in draws for m in _meetings(draw))
    standing = Counter(p for draw in draws for p in _standing(draw))
    # an odd number of pairs plus the staand paar's "ghost" is a round robin of count + 1
    # with count rounds; an even number, of count - 1 rounds
    if rounds <= (count if count % 2 else count - 1):
        assert max(meetings.values()) == 1
        assert max(standing.values(), default=0) <= 1
    # the staand paar is always one that sat out least
    sat_out: Counter[int] = Counter()
    for draw in draws:
        for pair in _standing(draw):
            assert sat_out[pair] == min(sat_out[p] for p in range(1, count + 1))
            sat_out[pair] += 1


def test_a_pair_that_met_every_other_pair_before_meets_the_one_it_met_least():
    pairs = _pairs(4)
    # pair 1 met 2 twice and 3 and 4 once (table-mates), the others nobody else
    history = EveningHistory.build(table_mates=[(11, 21), (11, 21), (11, 31), (11, 41)])
    for seed in range(10):
        draw = draw_pairs(pairs=pairs, seed=seed, history=history)
        assert frozenset({1, 2}) not in _meetings(draw)


def test_every_two_of_the_draw_are_seated_once():
    draw = draw_pairs(pairs=_pairs(9), seed=11)
    players = [seat.player for seat in draw.seats]
    assert sorted(players) == sorted(p for pair in _pairs(9) for p in pair)
    assert all(a != b for a, b in combinations(players, 2))


def test_a_hand_swap_moves_whole_pairs():
    # table 1: pair 1 (11, 12) on 1+3, pair 2 (21, 22) on 2+4; table 2: pair 3 on 5+7,
    # pair 4 on 6+8; pair 5 stands on 9 and 10
    draw = from_numbers({1: 11, 2: 21, 3: 12, 4: 22, 5: 31, 6: 41, 7: 32, 8: 42, 9: 51,
                         10: 52}, seed=1)
    swapped = swap_pairs(draw, 21, 41)  # pairs 2 and 4 change tables
    assert {s.number: s.player for s in swapped.seats} == {
        1: 11, 2: 41, 3: 12, 4: 42, 5: 31, 6: 21, 7: 32, 8: 22, 9: 51, 10: 52}
    with_standing = swap_pairs(draw, 52, 11)  # pair 5 plays, pair 1 stands
    assert {s.number: s.player for s in with_standing.seats} == {
        1: 52, 2: 21, 3: 51, 4: 22, 5: 31, 6: 41, 7: 32, 8: 42, 9: 12, 10: 11}
    partners = swap_pairs(draw, 11, 12)  # partners only change chairs
    assert [s.player for s in partners.seats][:4] == [12, 21, 11, 22]


def test_a_hundred_pairs_are_drawn_in_well_under_100_ms():
    """A big event: 100 pairs (50 tables), the fourth of six rounds; the median of 21 draws
    in CPU time."""
    pairs = _pairs(100)
    history = EveningHistory()
    for number in (1, 2, 3):
        history = history.with_draw(draw_pairs(pairs=pairs, seed=number, history=history,
                                               rounds_left=7 - number))
    times = []
    for seed in range(21):
        start = time.process_time()
        draw = draw_pairs(pairs=pairs, seed=seed, history=history, rounds_left=3)
        times.append(time.process_time() - start)
        assert len(draw.tables) == 50
    assert statistics.median(times) < 0.100
