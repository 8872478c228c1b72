"""A game's tables come from its row in ``clubs.games`` alone: a row asking for tables of
three with byes, each player for himself, is drawn, stored, shown and swapped with no code
of its own (the row is changed for the test; no game has it yet)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from clubs.games import GAME_SPECS
from clubs.models import Club, GameSystem
from tests.factories import check_in, make_evening, make_members, make_season
from tournament.models import DrawMode, Seat
from tournament.seating import store
from tournament.seating.overview import remembered_seating


@pytest.fixture
def threes_with_byes(monkeypatch: pytest.MonkeyPatch) -> None:
    row = GAME_SPECS[GameSystem.KLAVERJAS]
    monkeypatch.setitem(GAME_SPECS, GameSystem.KLAVERJAS,
                        replace(row, table_sizes=(3,), partners=False, byes=True))


def test_tables_of_three_with_byes_are_drawn_stored_shown_and_swapped(
        threes_with_byes: None, club: Club) -> None:
    evening = make_evening(make_season(club), round_count=2)
    check_in(evening, make_members(club, 10))
    store.draw_round(evening, 1, seed=3, mode=DrawMode.FIXED_TABLES)  # no pairs to rotate
    store.draw_round(evening, 2, seed=4)
    seats = Seat.objects.filter(round__evening=evening, round__number=1)
    assert sorted(t for t in seats.values_list("table", flat=True) if t is not None) == [
        1, 1, 1, 2, 2, 2, 3, 3, 3]
    assert seats.filter(table=None).count() == 1
    assert evening.rounds.get(number=1).mode == DrawMode.RANDOM
    draws = store.stored_draws(evening)
    assert {n: ([len(t.seats) for t in d.tables], len(d.byes)) for n, d in draws.items()} == {
        1: ([3, 3, 3], 1), 2: ([3, 3, 3], 1)}
    assert draws[1].byes[0].player != draws[2].byes[0].player  # nobody sits out twice
    round_ = remembered_seating(evening).rounds[0]
    assert [len(t.seats) for t in round_.tables] == [3, 3, 3] and round_.tables[0].solo
    seated, bye = draws[2].tables[0].players[0], draws[2].byes[0].player
    store.swap_players(evening, 2, seated, bye)
    assert [s.player for s in store.stored_draws(evening)[2].byes] == [seated]
