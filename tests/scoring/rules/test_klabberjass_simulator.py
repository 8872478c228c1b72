"""Properties over simulated Klabberjass games for three (seed 001)."""

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from scoring.rules import (
    DECK,
    Card,
    Rank,
    Suit,
    card_points,
    check_klabberjass_game,
    check_klabberjass_round,
    holds_belle,
    klabberjass_active_seats,
    klabberjass_legal_cards,
    klabberjass_list,
    klabberjass_soloist_wins,
    simulate_klabberjass_game,
    simulate_klabberjass_round,
    trick_winner,
)

seeds = st.integers(min_value=0, max_value=2**32 - 1)
tables = st.sampled_from([3, 4])
numbers = st.integers(min_value=1, max_value=32)
FEW = settings(max_examples=150, deadline=None)


@FEW
@given(seed=seeds, table_size=tables, number=numbers)
def test_nine_cards_each_five_on_the_table_and_every_card_legal(seed, table_size, number):
    game = simulate_klabberjass_game(seed, number=number, table_size=table_size)
    # "bis jeder Spieler neun Karten auf der Hand hat"; "Die restlichen fünf Karten"
    assert set(game.hands) == set(klabberjass_active_seats(number, table_size))
    assert all(len(hand) == 9 for hand in game.hands.values())
    assert len(game.talon) == 5
    assert {c for hand in game.hands.values() for c in hand} | set(game.talon) == set(DECK)
    hands = {seat: set(cards) for seat, cards in game.hands.items()}
    assert len(game.tricks) == 9
    for trick in game.tricks:
        order = klabberjass_active_seats(number, table_size)
        start = order.index(trick.leader)
        seats = order[start:] + order[:start]
        for index, (seat, card) in enumerate(zip(seats, trick.cards, strict=True)):
            assert card in klabberjass_legal_cards(hands[seat], trick.cards[:index], game.trump)
            hands[seat].remove(card)
        assert trick.winner == seats[trick_winner(trick.cards, game.trump)]


@FEW
@given(seed=seeds, table_size=tables, number=numbers)
def test_the_result_follows_the_points(seed, table_size, number):
    game = simulate_klabberjass_game(seed, number=number, table_size=table_size)
    talon_points = sum(card_points(card, game.trump) for card in game.talon)
    card_total = sum(game.points.values()) - sum(game.melds.values())
    assert card_total == 162 - talon_points  # the talon is never played
    opponents = [points for seat, points in game.points.items() if seat != game.soloist]
    assert game.entry.won == klabberjass_soloist_wins(game.points[game.soloist], opponents)
    # "Nur der Spieler mit der höchsten Folge kann diese ... zählen"; the Belle counts apart
    sequences = [
        seat
        for seat, points in game.melds.items()
        if points - (20 if holds_belle(game.hands[seat], game.trump) else 0) > 0
    ]
    assert len(sequences) <= 1
    assert check_klabberjass_game(game.entry, table_size=table_size) == []


@FEW
@given(seed=seeds, table_size=tables, number=numbers)
def test_bidding_and_robbing(seed, table_size, number):
    game = simulate_klabberjass_game(seed, number=number, table_size=table_size)
    assert (game.trump is game.turned.suit) == game.original
    assert game.soloist != game.dealer or table_size == 3
    if game.original:  # "Rauben": the trump seven goes to the table for the top card
        assert Card(Rank.SEVEN, game.trump) in game.talon


@settings(max_examples=30, deadline=None)
@given(seed=seeds, table_size=tables)
def test_a_round_is_complete_and_its_list_adds_up(seed, table_size):
    entries = simulate_klabberjass_round(seed, table_size=table_size)
    assert check_klabberjass_round(entries, table_size=table_size, finished=True) == []
    rows = klabberjass_list(entries, table_size=table_size)
    # a won game adds its value, a lost one -2 x value + 2 for each of two opponents
    expected = sum(e.value if e.won else 4 - 2 * e.value for e in entries)
    assert sum(rows[-1].totals) == expected


def test_same_seed_same_game_and_every_kind_of_game_occurs():
    games = [simulate_klabberjass_game(seed, number=seed % 24 + 1) for seed in range(400)]
    assert games[:20] == [simulate_klabberjass_game(s, number=s % 24 + 1) for s in range(20)]
    kinds = {(g.original, g.trump, g.entry.won) for g in games}
    assert kinds == set(itertools.product((True, False), Suit, (True, False)))
