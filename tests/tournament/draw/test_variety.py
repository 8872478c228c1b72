"""Variety across the season (the rule ``variety_evenings``): the draw prefers partners and
opponents who met least in the club's last evenings, and keeps every promise it made
without it: a valid seating, fair byes, no partner twice in one evening, the seed."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.tournament.draw.helpers import check_layout
from tournament.draw import (
    EveningHistory,
    RoundDraw,
    SeasonHistory,
    ThreesDraw,
    draw_round,
    draw_threes,
    fixed_table_draw,
    roles,
    season_history,
    threes_history,
)
from tournament.draw.simulate import KINDS, draw_time, lower_bound, repeats, season_draws


def test_partners_and_opponents_are_what_the_game_says() -> None:
    assert roles(4, partners=True) == (((0, 2), (1, 3)), ((0, 1), (0, 3), (1, 2), (2, 3)))
    # each for himself (klabberjass, klaverjas for three): nobody is a partner
    assert roles(3, partners=False) == ((), ((0, 1), (0, 2), (1, 2)))
    assert roles(4, partners=False)[0] == ()
    assert len(roles(4, partners=False)[1]) == 6


def test_the_season_history_counts_partners_and_opponents_apart() -> None:
    draw = draw_round(players=range(8), seed=3)
    history = season_history([[draw], [draw]], partners=True)
    assert history.evenings == 2
    table = draw.tables[0].players
    assert history.partner_counts[frozenset((table[0], table[2]))] == 2
    assert frozenset((table[0], table[1])) not in history.partner_counts
    assert history.opponent_counts[frozenset((table[0], table[1]))] == 2
    alone = season_history([[draw]], partners=False)
    assert not alone.partner_counts
    assert alone.opponent_counts[frozenset((table[0], table[2]))] == 1


def test_with_nobody_met_before_the_draw_is_the_draw_without_the_setting() -> None:
    assert draw_round(players=range(33), seed=4, variety=SeasonHistory()) == draw_round(
        players=range(33), seed=4)


def _earlier_evenings(players: list[int], evenings: int, seed: int) -> SeasonHistory:
    season: list[list[RoundDraw]] = []
    for evening in range(evenings):
        history = EveningHistory()
        draws = []
        for round_ in range(4):
            draw = draw_round(players=players, seed=seed + 10 * evening + round_,
                              history=history)
            draws.append(draw)
            history = history.with_draw(draw)
        season.append(draws)
    return season_history(season, partners=True)


@settings(max_examples=25, deadline=None)
@given(
    players=st.integers(min_value=4, max_value=45),
    earlier=st.integers(min_value=1, max_value=4),
    seed=st.integers(min_value=0, max_value=2**32),
    data=st.data(),
)
def test_property_variety_keeps_every_promise_of_the_draw(
    players: int, earlier: int, seed: int, data: st.DataObject
) -> None:
    pool = list(range(1, 50))
    variety = _earlier_evenings(pool[: players + 3], earlier, seed)
    history = EveningHistory()
    for round_ in range(4):
        present = data.draw(
            st.lists(st.sampled_from(pool), min_size=players, max_size=players, unique=True))
        draw = draw_round(players=present, seed=seed + round_, history=history, variety=variety)
        check_layout(draw, present)
        seated = [p for p in present if p not in draw.bye_players]
        if draw.byes:
            most_for_a_bye = max(history.byes_of(p) for p in draw.bye_players)
            assert most_for_a_bye <= min(history.byes_of(p) for p in seated)
        plain = draw_round(players=present, seed=seed + round_, history=history)
        assert draw.repeat_count <= plain.repeat_count  # never more partners twice tonight
        if players >= 16:
            assert draw.repeat_count == 0
        shuffled = list(present)
        random.Random(seed).shuffle(shuffled)
        assert draw_round(players=shuffled, seed=seed + round_, history=history,
                          variety=variety) == draw  # the seed reproduces the draw
        history = history.with_draw(draw)


def test_the_seed_reproduces_a_draw_with_variety_and_another_seed_does_not() -> None:
    variety = _earlier_evenings(list(range(41)), 3, seed=7)
    first = draw_round(players=range(41), seed=99, variety=variety)
    assert draw_round(players=reversed(range(41)), seed=99, variety=variety) == first
    assert draw_round(players=range(41), seed=100, variety=variety) != first


def test_variety_meets_earlier_partners_and_opponents_far_less_often() -> None:
    """Summed over eight evenings of 24 and 33 players on fixed seeds: the setting (three
    evenings back) against a pure random draw and the draw without the setting."""
    totals = {kind: [0.0, 0.0] for kind in KINDS}
    for players in (24, 33):
        for seed in (1, 2):
            for kind in totals:
                season = season_draws(players, kind=kind, window=3, evenings=8, seed=seed)
                figures = repeats(season, players, window=3)
                totals[kind][0] += figures.partners
                totals[kind][1] += figures.opponents
    random_partners, random_opponents = totals["random"]
    off_partners, off_opponents = totals["off"]
    partners, opponents = totals["variety"]
    assert partners < 0.1 * min(random_partners, off_partners)
    assert opponents < 0.75 * min(random_opponents, off_opponents)


def test_no_draw_beats_the_lower_bound() -> None:
    # 24 players, three evenings back: blocks of four evenings, 4 x 4 x 2 = 32 opponents
    # among 23 others in each, so at least 9 again; five blocks in twenty evenings
    assert lower_bound(24, window=3).opponents == 5 * (32 - 23)
    assert lower_bound(24, window=3).partners == 0  # 16 partners among 23 others
    season = season_draws(24, kind="variety", window=3, evenings=8)
    figures = repeats(season, 24, window=3)
    bound = lower_bound(24, window=3, evenings=8)
    assert figures.opponents >= bound.opponents
    assert figures.partners >= bound.partners


def test_tables_of_three_have_only_opponents_and_meet_them_less_often() -> None:
    players = list(range(1, 23))
    again = {False: 0, True: 0}
    for with_variety in (False, True):
        season: list[list[ThreesDraw]] = []
        for evening in range(8):
            variety = season_history(season[-3:], partners=False) if with_variety else None
            draws: list[ThreesDraw] = []
            for round_ in range(2):
                draws.append(draw_threes(players=players, seed=100 * evening + round_,
                                         history=threes_history(draws), variety=variety))
            met = season_history(season[-3:], partners=False).opponent_counts
            again[with_variety] += sum(pair in met for d in draws
                                       for pair in d.table_mate_pairs)
            season.append(draws)
    assert again[True] < 0.5 * again[False]


def test_fixed_tables_with_variety_seat_new_table_mates() -> None:
    variety = _earlier_evenings(list(range(24)), 3, seed=5)
    met = set(variety.partner_counts) | set(variety.opponent_counts)
    again = {}
    for setting in (None, variety):
        draw = fixed_table_draw(players=range(24), seed=11, variety=setting)
        check_layout(draw, range(24))
        assert draw.repeat_count == 0
        again[setting is not None] = sum(pair in met for pair in draw.table_mate_pairs)
    assert again[True] < again[False]


def test_a_draw_of_eighty_players_with_variety_takes_under_100_ms() -> None:
    assert draw_time(80, window=8, runs=5) < 0.1
