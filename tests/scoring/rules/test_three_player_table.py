"""Klaverjas for three at a table: who deals and sits out, a round's length, each seat's
scores and running totals (seed 000 "Das Spiel für drei Spieler"; the table of four as at
the Klabberjass tournament, seed 001 "Am Vierertisch setzt der Kartengeber aus")."""

from __future__ import annotations

import pytest

from scoring.rules import (
    GameError,
    ThreePlayerGame,
    three_player_active_seats,
    three_player_dealer,
    three_player_games_per_round,
    three_player_running,
    three_player_sitting_out,
    three_player_table_scores,
)


@pytest.mark.parametrize(("games", "table_size", "round_games"), [
    pytest.param(12, 3, 12, id="a table of three: every player deals 4 of 12"),
    pytest.param(15, 3, 15, id="15: 5 each"),
    pytest.param(18, 3, 18, id="18: 6 each"),
    pytest.param(12, 4, 16, id="a table of four: 16, each deals 4 and plays 12"),
    pytest.param(18, 4, 24, id="18 each: 24 at four"),
])
def test_a_round_lets_everybody_deal_as_often(games, table_size, round_games):
    assert three_player_games_per_round(games, table_size) == round_games
    dealers = [three_player_dealer(n, table_size) for n in range(1, round_games + 1)]
    assert {dealers.count(seat) for seat in range(1, table_size + 1)} == {round_games // table_size}


@pytest.mark.parametrize(("games", "table_size"), [(16, 3), (12, 5), (12, 2)])
def test_a_round_refuses_unequal_dealing(games, table_size):
    with pytest.raises(ValueError):
        three_player_games_per_round(games, table_size)


@pytest.mark.parametrize(("number", "table_size", "dealer", "out", "active"), [
    pytest.param(1, 3, 1, None, (1, 2, 3), id="the lowest number deals first, all three play"),
    pytest.param(2, 3, 2, None, (1, 2, 3), id="the deal passes clockwise"),
    pytest.param(4, 3, 1, None, (1, 2, 3), id="and comes round again"),
    pytest.param(1, 4, 1, 1, (2, 3, 4), id="at four the dealer sits out"),
    pytest.param(3, 4, 3, 3, (1, 2, 4), id="seat 3 deals game 3 and sits out"),
    pytest.param(8, 4, 4, 4, (1, 2, 3), id="game 8: seat 4"),
])
def test_who_deals_and_who_plays(number, table_size, dealer, out, active):
    assert three_player_dealer(number, table_size) == dealer
    assert three_player_sitting_out(number, table_size) == out
    assert three_player_active_seats(number, table_size) == active


def test_a_game_s_scores_go_to_the_players_columns_and_0_to_the_dealer_sitting_out():
    game = ThreePlayerGame(0, (90, 40, 32))  # seats 0, 1, 2 are table seats 1, 2, 4 in game 3
    assert three_player_table_scores(game, 3, 4) == (90, 40, 0, 32)
    assert three_player_table_scores(game, 3, 3) == (90, 40, 32)
    with pytest.raises(GameError):
        three_player_table_scores(ThreePlayerGame(0, (90, 40, 30)), 1, 3)


def test_running_totals_as_on_paper():
    assert three_player_running([(90, 40, 32), (0, 162, 162), (50, 30, 82)]) == [
        (90, 40, 32), (90, 202, 194), (140, 232, 276)]
    assert three_player_running([]) == []
