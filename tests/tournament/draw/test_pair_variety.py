"""Variety across the season for fixed pairs (the rule ``variety_evenings``): the pairs draw
keeps pairs from meeting the pairs they met in the season's last evenings while that can be
avoided, and still never repeats a meeting within an evening."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tournament.draw import EveningHistory, RoundDraw, SeasonHistory, season_history
from tournament.draw.pairs import draw_pairs


def _pairs(count: int) -> list[tuple[int, int]]:
    return [(10 * k + 1, 10 * k + 2) for k in range(1, count + 1)]


def _evening(count: int, rounds: int, seed: int, variety: SeasonHistory | None = None
             ) -> list[RoundDraw]:
    history = EveningHistory()
    draws = []
    for number in range(1, rounds + 1):
        draw = draw_pairs(pairs=_pairs(count), seed=seed + number, history=history,
                          rounds_left=rounds - number + 1, variety=variety)
        draws.append(draw)
        history = history.with_draw(draw)
    return draws


def _meetings(draws: list[RoundDraw]) -> list[frozenset[int]]:
    return [frozenset({t.seats[0].player // 10, t.seats[1].player // 10})
            for draw in draws for t in draw.tables]


@settings(max_examples=40, deadline=None)
@given(evenings=st.integers(1, 3), rounds=st.integers(2, 4), extra=st.integers(0, 3),
       seed=st.integers(0, 10**9))
def test_no_pair_meets_a_pair_of_the_last_evenings_while_avoidable(
        evenings: int, rounds: int, extra: int, seed: int) -> None:
    """Enough pairs that it is avoidable: each pair met at most ``evenings`` x ``rounds``
    pairs before and meets ``rounds`` - 1 others tonight, so with at least twice
    ``rounds`` x (``evenings`` + 1) pairs every round has a seating of pairs that never met
    (each pair may still meet half the others: Dirac's theorem)."""
    count = 2 * rounds * (evenings + 1) + 2 * extra
    before = [_evening(count, rounds, seed + 100 * k) for k in range(evenings)]
    variety = season_history(before, partners=True)
    tonight = _meetings(_evening(count, rounds, seed + 7, variety))
    assert len(tonight) == len(set(tonight))  # no meeting twice tonight
    assert not set(tonight) & set(_meetings([d for e in before for d in e]))


def test_without_room_it_still_draws_without_repeats_tonight() -> None:
    """4 pairs, 3 rounds, the last evening the same 3 rounds: every meeting of tonight was one
    of the last evening (4 pairs meet only 3 others), so the evening without repeats wins."""
    before = [_evening(4, 3, 1)]
    tonight = _meetings(_evening(4, 3, 50, season_history(before, partners=True)))
    assert len(tonight) == len(set(tonight)) == 6


def test_a_hundred_pairs_with_variety_are_drawn_in_well_under_100_ms() -> None:
    """100 pairs (50 tables), the fourth of six rounds, with the last three evenings of six
    rounds to keep apart: the median of 21 draws in CPU time, and none of them a meeting of
    tonight or of those evenings."""
    import statistics
    import time

    pairs = _pairs(100)
    before = [_evening(100, 6, 1000 * k) for k in (1, 2, 3)]
    variety = season_history(before, partners=True)
    history = EveningHistory()
    met = set(_meetings([d for e in before for d in e]))
    for number in (1, 2, 3):
        draw = draw_pairs(pairs=pairs, seed=number, history=history, rounds_left=7 - number,
                          variety=variety)
        history = history.with_draw(draw)
        met |= set(_meetings([draw]))
    times = []
    for seed in range(21):
        start = time.process_time()
        draw = draw_pairs(pairs=pairs, seed=seed, history=history, rounds_left=3,
                          variety=variety)
        times.append(time.process_time() - start)
        assert not set(_meetings([draw])) & met
    median = statistics.median(times)
    print(f"\n100 pairs with variety, boom 4 of 6: median {1000 * median:.1f} ms")
    assert median < 0.100
