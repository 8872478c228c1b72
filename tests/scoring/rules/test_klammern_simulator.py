"""Properties over simulated Klammern games and rounds (seed 002)."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from scoring.rules import (
    DECK,
    TEAM_MELD_VALUES,
    check_klammern_game,
    klammern_big_points,
    klammern_legal_cards,
    klammern_melds,
    klammern_round_problems,
    klammern_round_winner,
    klammern_running_points,
    runs,
    simulate_klammern_game,
    simulate_klammern_round,
    trick_winner,
)

seeds = st.integers(min_value=0, max_value=2**32 - 1)
dealers = st.sampled_from([1, 2, 3, 4])
FEW = settings(max_examples=150, deadline=None)


@FEW
@given(seed=seeds, dealer=dealers)
def test_every_card_played_was_legal(seed, dealer):
    game = simulate_klammern_game(seed, dealer=dealer)
    hands = {seat: set(cards) for seat, cards in game.hands.items()}
    assert all(len(cards) == 8 for cards in hands.values())  # "Jeder Spieler erhält 8 Karten"
    assert set().union(*hands.values()) == set(DECK)
    assert game.turned in hands[dealer]  # "der letzten drei Karten des Gebers"
    assert game.tricks[0].leader == dealer % 4 + 1  # "Der Spieler links vom Geber"
    for trick in game.tricks:
        seat = trick.leader
        for index, card in enumerate(trick.cards):
            assert card in klammern_legal_cards(hands[seat], trick.cards[:index], game.trump)
            hands[seat].remove(card)
            seat = seat % 4 + 1
        assert trick.winner == (trick.leader - 1 + trick_winner(trick.cards, game.trump)) % 4 + 1


@FEW
@given(seed=seeds, dealer=dealers)
def test_the_entry_is_checked_and_its_winner_follows_the_seed(seed, dealer):
    game = simulate_klammern_game(seed, dealer=dealer)
    entry = game.entry
    assert check_klammern_game(entry) == []
    assert entry.points_a + entry.points_b == 162
    assert not (entry.melds_a and entry.melds_b)  # "Nur das Team mit der höchsten Meldung"
    assert (entry.melds_a, entry.melds_b) == klammern_melds(game.hands, game.trump)
    assert game.winner == klammern_round_winner(entry.declarer, entry.total("A"), entry.total("B"))
    assert game.small_points == entry.doubling


@FEW
@given(seed=seeds)
def test_random_team_hands_meld_a_possible_total(seed):
    deck = list(DECK)
    random.Random(seed).shuffle(deck)
    melds = sum(run.points for hand in (deck[:8], deck[8:16]) for run in runs(hand))
    assert melds in TEAM_MELD_VALUES


results = st.lists(st.tuples(st.sampled_from(["A", "B"]), st.sampled_from([1, 2, 4])))


@settings(max_examples=300, deadline=None)
@given(results=results)
def test_big_points_invariants(results):
    standings = klammern_running_points(results)
    previous = (0, 0, 0, 0)
    for (winner, small), standing in zip(results, standings, strict=True):
        big_a, big_b, small_a, small_b = standing
        assert 0 <= small_a < 5 and 0 <= small_b < 5  # "Nach jedem großen Punkt ... bei 0"
        gained = {"A": big_a - previous[0], "B": big_b - previous[1]}
        loser = "B" if winner == "A" else "A"
        assert gained[loser] == 0 and gained[winner] in (0, 1, 2)
        if gained[winner]:
            assert (small_a, small_b) == (0, 0)
            shutout = previous[3 if winner == "A" else 2] == 0
            assert gained[winner] == (2 if shutout else 1)  # "Steht es dabei 5:0"
        else:
            own = 2 if winner == "A" else 3
            assert standing[own] == previous[own] + small
        previous = standing
    assert klammern_big_points(results) == previous


@settings(max_examples=40, deadline=None)
@given(seed=seeds, target=st.sampled_from([1, 2, 3]))
def test_a_simulated_round_ends_when_a_team_reaches_its_big_points(seed, target):
    entries = simulate_klammern_round(seed, target=target)
    results = []
    for entry in entries:
        winner = klammern_round_winner(entry.declarer, entry.total("A"), entry.total("B"))
        results.append((winner, entry.doubling))
    standings = klammern_running_points(results)
    assert max(standings[-1][:2]) >= target
    assert all(max(standing[:2]) < target for standing in standings[:-1])
    assert klammern_round_problems(results, target, finished=True) == []


def test_same_seed_same_game_and_every_doubling_occurs():
    games = [simulate_klammern_game(seed) for seed in range(600)]
    assert games[:20] == [simulate_klammern_game(seed) for seed in range(20)]
    assert {game.entry.doubling for game in games} == {1, 2, 4}
    assert {game.winner == game.entry.declarer for game in games} == {True, False}
    assert any(game.trump is not game.turned.suit for game in games)  # "Kleines"
    assert any(game.entry.bella for game in games)
