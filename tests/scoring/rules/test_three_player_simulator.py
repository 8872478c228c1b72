"""Properties over simulated games of klaverjas for three (seed 000, "Das Spiel für drei
Spieler"): the deal, the two cards in the middle, ten legal tricks, the scores."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from scoring.rules import (
    DECK,
    GAME_POINTS,
    Variant,
    card_points,
    check_three_player,
    simulate_three_player_game,
    simulate_three_player_round,
    three_player_active_seats,
    three_player_legal_cards,
    three_player_outcome,
    trick_roem,
    trick_winner,
)

seeds = st.integers(min_value=0, max_value=2**32 - 1)
variants = st.sampled_from(list(Variant))
FEW = settings(max_examples=150, deadline=None)


@FEW
@given(seed=seeds, dealer=st.sampled_from([0, 1, 2]), variant=variants)
def test_ten_cards_each_two_in_the_middle_and_every_card_legal(seed, dealer, variant):
    game = simulate_three_player_game(seed, dealer=dealer, variant=variant)
    # "Beim Spiel zu dritt erhält jeder Spieler 10 Karten"; "zwei Karten verdeckt in die Mitte"
    assert all(len(hand) == 10 for hand in game.hands.values())
    assert len(game.talon) == 2 and len(game.discards) == 2
    assert {c for hand in game.hands.values() for c in hand} | set(game.talon) == set(DECK)
    # The declarer takes the two and puts two away: what is played is the rest.
    declarer = game.game.declarer
    held = {seat: set(hand) for seat, hand in game.hands.items()}
    held[declarer] = (held[declarer] | set(game.talon)) - set(game.discards)
    assert set(game.discards) <= set(game.hands[declarer]) | set(game.talon)
    # "außer dass es nun 10 Stiche gibt"; the player left of the dealer leads.
    assert len(game.tricks) == 10
    assert game.tricks[0].leader == (dealer + 1) % 3
    for trick in game.tricks:
        seat = trick.leader
        for index, card in enumerate(trick.cards):
            assert card in three_player_legal_cards(held[seat], trick.cards[:index],
                                                    game.trump, variant)
            held[seat].remove(card)
            seat = (seat + 1) % 3
        assert trick.winner == (trick.leader + trick_winner(trick.cards, game.trump)) % 3
        assert trick.roem == trick_roem(trick.cards, game.trump)
    assert all(not cards for cards in held.values())


@FEW
@given(seed=seeds)
def test_the_last_trick_takes_the_cards_put_away_and_the_points_are_162(seed):
    game = simulate_three_player_game(seed)
    last = game.tricks[-1]
    played = sum(card_points(card, game.trump) for card in last.cards)
    put_away = sum(card_points(card, game.trump) for card in game.discards)
    # "Der Spieler, der den letzten Stich macht, bekommt die zur Seite gelegten zwei
    # Extrakarten" and the 10 for the last trick.
    assert last.points == played + put_away + 10
    assert sum(game.game.points) == GAME_POINTS
    assert sum(game.game.roem) == sum(trick.roem for trick in game.tricks)
    assert check_three_player(game.game) == []
    outcome = three_player_outcome(game.game)
    declarer = game.game.declarer
    made = 2 * (game.game.points[declarer] + game.game.roem[declarer]) > (
        GAME_POINTS + sum(game.game.roem))
    pit = game.game.pit
    # All ten tricks decide; else "mehr als die Hälfte aller Punkte".
    assert outcome.nat is (pit != declarer if pit is not None else not made)


def test_the_same_seed_gives_the_same_game():
    assert simulate_three_player_game(7) == simulate_three_player_game(7)
    assert simulate_three_player_game(7) != simulate_three_player_game(8)


def test_at_a_table_of_four_the_player_left_of_the_dealer_sitting_out_leads():
    games = simulate_three_player_round(random.Random(3), games=16, table_size=4)
    for number, game in enumerate(games, start=1):
        seats = three_player_active_seats(number, 4)
        dealer = (number - 1) % 4 + 1
        left = dealer % 4 + 1
        assert seats[game.tricks[0].leader] == left


def test_declarers_make_it_about_seven_in_ten():
    """The demo should show nat games, not only made ones (measured: 72 of 100)."""
    outcomes = [three_player_outcome(simulate_three_player_game(seed).game)
                for seed in range(300)]
    nat = sum(outcome.nat for outcome in outcomes)
    assert 50 <= nat <= 120
