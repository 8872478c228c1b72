"""The table's pairs and the deal's rotation (plain Python)."""

from __future__ import annotations

import pytest

from tournament.draw.rotation import dealer_position, forced_declarer, team_of_seat


@pytest.mark.parametrize(
    ("game", "dealer", "team"),
    # 004 "De speler met het laagste nummer begint met het delen"; "Troef wordt bepaald
    # door diegene die het eerst na de deler zit"; "de speler die hiervoor het eerst mocht
    # zeggen is nu de deler": game 1 is dealt by position 0 (pair A), position 1 (pair B)
    # plays, and the deal passes on with every game.
    [(1, 0, "B"), (2, 1, "A"), (3, 2, "B"), (4, 3, "A"), (5, 0, "B"), (12, 3, "A"),
     (16, 3, "A")],
)
def test_the_player_after_the_dealer_plays(game, dealer, team):
    assert dealer_position(game) == dealer
    assert forced_declarer(game) == team


@pytest.mark.parametrize(("seat", "team"), [(1, "A"), (2, "B"), (3, "A"), (4, "B"), (5, "A"),
                                            (8, "B")])
def test_seats_one_and_three_are_pair_a(seat, team):
    assert team_of_seat(seat) == team
