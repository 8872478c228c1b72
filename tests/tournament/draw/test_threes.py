"""The Klabberjass tournament draw: tables of three, the last one or two of four (seed 001:
"Es wird grundsätzlich an Dreiertischen gespielt. Ist die Anzahl der Teilnehmer nicht durch
drei teilbar, können am letzten und vorletzten Tisch vier Spieler spielen.")."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournament.draw import (
    DrawError,
    DrawInvariantError,
    Seat,
    Table,
    ThreesDraw,
    draw_threes,
    table_sizes_of_three,
    threes_history,
)


@pytest.mark.parametrize(
    ("players", "sizes"),
    [
        (3, (3,)),
        (4, (4,)),  # one table, the last one, of four
        (6, (3, 3)),
        (7, (3, 4)),
        (8, (4, 4)),
        (9, (3, 3, 3)),
        (13, (3, 3, 3, 4)),  # the issue: 13 -> 3, 3, 3, 4
        (14, (3, 3, 4, 4)),  # the issue: 14 -> 3, 3, 4, 4 ("letzten und vorletzten Tisch")
        (15, (3, 3, 3, 3, 3)),
        (100, (3,) * 32 + (4,)),
    ],
)
def test_table_sizes(players, sizes):
    assert table_sizes_of_three(players) == sizes


@pytest.mark.parametrize(
    ("players", "code"),
    [
        (0, "too_few_players"),
        (2, "too_few_players"),
        (5, "impossible_player_count"),  # two tables of four would need eight
    ],
)
def test_counts_that_cannot_be_seated(players, code):
    with pytest.raises(DrawError) as error:
        draw_threes(players=range(players), seed=1)
    assert error.value.code == code


def test_a_player_listed_twice_is_refused():
    with pytest.raises(DrawError) as error:
        draw_threes(players=[1, 2, 3, 3], seed=1)
    assert error.value.code == "duplicate_player"


def check_layout(draw: ThreesDraw, players: list[int]) -> None:
    assert draw.players == tuple(sorted(players))
    assert [seat.number for seat in draw.seats] == list(range(1, len(players) + 1))
    sizes = [len(table.seats) for table in draw.tables]
    assert set(sizes) <= {3, 4}
    assert sizes.count(4) <= 2
    assert sizes == sorted(sizes)  # the tables of four are the last ones
    assert [table.number for table in draw.tables] == list(range(1, len(sizes) + 1))


@pytest.mark.parametrize("players", [n for n in range(3, 61) if n != 5])
def test_every_count_from_3_to_60_is_seated(players):
    check_layout(draw_threes(players=range(players), seed=players), list(range(players)))


@settings(max_examples=100, deadline=None)
@given(
    players=st.sets(st.integers(min_value=1, max_value=10_000), min_size=3, max_size=80).filter(
        lambda players: len(players) != 5
    ),
    seed=st.integers(min_value=0, max_value=10**9),
)
def test_any_roster_is_seated_the_same_way_from_the_same_seed(players, seed):
    draw = draw_threes(players=players, seed=seed)
    check_layout(draw, sorted(players))
    assert draw == draw_threes(players=sorted(players, reverse=True), seed=seed)


def test_different_seeds_give_different_draws():
    draws = {draw_threes(players=range(14), seed=seed).seats for seed in range(10)}
    assert len(draws) == 10


# The fewest table-mates two rounds must share, worked out by hand: a table of k players in
# round two drawn from g round-one tables repeats at least the pairs of the pigeonholes.
# 6 = 3+3: each new table of three holds two of one old table (2); 7 = 3+4: 3; 8 = 4+4: each
# table of four takes 2+2 (4 in all); 10 = 3+3+4 and 11 = 3+4+4: a table of four needs four
# old tables, there are three (1 and 2); one table (3, 4 players) repeats every pair.
LEAST_REPEATS = {3: 3, 4: 6, 6: 2, 7: 3, 8: 4, 10: 1, 11: 2}


@pytest.mark.parametrize("players", [n for n in range(3, 41) if n != 5])
def test_the_second_round_varies_the_table_mates_as_far_as_possible(players):
    for seed in range(10):
        first = draw_threes(players=range(players), seed=seed)
        second = draw_threes(
            players=range(players), seed=seed + 1, history=threes_history([first])
        )
        check_layout(second, list(range(players)))
        assert len(second.repeat_table_mates) == LEAST_REPEATS.get(players, 0)


def test_the_first_round_has_no_repeats_to_report():
    assert draw_threes(players=range(14), seed=3).repeat_table_mates == ()


def test_table_of_finds_a_player():
    draw = draw_threes(players=range(14), seed=3)
    assert 7 in draw.table_of(7).players
    with pytest.raises(DrawError):
        draw.table_of(99)


def _table(number: int, first: int, size: int) -> Table:
    return Table(number, tuple(Seat(n, n) for n in range(first, first + size)))


@pytest.mark.parametrize(
    "tables",
    [
        (_table(1, 1, 4), _table(2, 5, 3)),  # the table of four must be last
        (_table(1, 1, 3), _table(2, 4, 2)),  # a table of two
        (_table(1, 1, 3), _table(2, 5, 3)),  # a gap in the numbers
    ],
)
def test_a_malformed_draw_cannot_exist(tables):
    with pytest.raises(DrawInvariantError):
        ThreesDraw(seed=1, tables=tables)
