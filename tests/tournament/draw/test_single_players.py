"""The draw at tables of three with byes, each player for himself: what a game's row in
``clubs.games`` may ask for (``table_sizes=(3,)``, ``partners=False``, ``byes=True``). Plain
data, no database."""

from __future__ import annotations

import pytest

from tournament.draw import DrawError, EveningHistory, RoundDraw, draw_round, from_numbers, swap


def evening(players: int, rounds: int, seed: int) -> list[RoundDraw]:
    history, draws = EveningHistory(), []
    for round_ in range(rounds):
        draw = draw_round(players=range(players), seed=seed + round_, history=history,
                          table_size=3, partners=False)
        draws.append(draw)
        history = history.with_draw(draw)
    return draws


@pytest.mark.parametrize(("players", "tables", "byes"), [(3, 1, 0), (9, 3, 0), (10, 3, 1),
                                                         (11, 3, 2), (31, 10, 1)])
def test_tables_of_three_and_the_rest_byes(players, tables, byes):
    (draw,) = evening(players, 1, seed=players)
    assert [len(t.seats) for t in draw.tables] == [3] * tables
    assert [s.number for s in draw.byes] == list(range(3 * tables + 1, players + 1))
    assert draw.partner_pairs == ()


def test_fewer_than_three_players_cannot_be_seated():
    with pytest.raises(DrawError) as error:
        draw_round(players=[1, 2], seed=1, table_size=3, partners=False)
    assert error.value.code == "too_few_players"


@pytest.mark.parametrize("seed", range(10))
def test_byes_go_round_and_table_mates_do_not_meet_twice(seed):
    """Ten players, three rounds: three different players sit out; nine players at tables
    of three can always meet new table-mates in the second round (rows, then columns)."""
    draws = evening(10, 3, seed)
    assert len({p for d in draws for p in d.bye_players}) == 3
    assert evening(9, 2, seed)[1].repeats == ()


def test_repeats_are_table_mates_of_an_earlier_round():
    # Round 1: 10 11 12 | 13 14 15; round 2: 10 13 14 | 11 12 15: 13+14 and 11+12 again.
    first = from_numbers({1: 10, 2: 11, 3: 12, 4: 13, 5: 14, 6: 15}, seed=1, table_size=3,
                         partners=False)
    second = from_numbers({1: 10, 2: 13, 3: 14, 4: 11, 5: 12, 6: 15}, seed=2, table_size=3,
                          partners=False, history=EveningHistory().with_draw(first))
    assert second.repeats == ((11, 12), (13, 14))


def test_a_swap_keeps_the_tables_of_three():
    (draw,) = evening(10, 1, seed=4)
    swapped = swap(draw, draw.tables[0].players[0], draw.byes[0].player)
    assert (swapped.table_size, swapped.partners) == (3, False)
    assert swapped.bye_players == (draw.tables[0].players[0],)


def test_the_same_seed_gives_the_same_draw():
    assert evening(13, 2, seed=7) == evening(13, 2, seed=7)
