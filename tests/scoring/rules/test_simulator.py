"""Property tests over simulated games, and one hand-built game with the most roem."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoring.rules import (
    DECK,
    MAX_ROEM,
    ScoringRules,
    Suit,
    Variant,
    check_game,
    game_outcome,
    legal_cards,
    parse_cards,
    score_game,
    simulate_game,
    team_of,
    trick_roem,
    trick_winner,
)

seeds = st.integers(min_value=0, max_value=2**32 - 1)
variants = st.sampled_from(list(Variant))
FEW = settings(max_examples=200, deadline=None)


@FEW
@given(seed=seeds, variant=variants)
def test_card_points_add_up_to_162(seed, variant):
    game = simulate_game(seed, variant=variant)
    # 004: "Dit komt neer op een puntentotaal van 162 punten per spel"
    assert game.entry.points_a + game.entry.points_b == 162
    assert sum(trick.points for trick in game.tricks) == 162
    played = [card for trick in game.tricks for card in trick.cards]
    assert len(played) == 32
    assert set(played) == set(DECK)


@FEW
@given(seed=seeds, variant=variants)
def test_every_card_played_was_legal_and_legal_sets_are_non_empty_subsets(seed, variant):
    game = simulate_game(seed, variant=variant)
    hands = {seat: set(cards) for seat, cards in game.hands.items()}
    assert all(len(cards) == 8 for cards in hands.values())  # 004: "3-2-3", 8 cards each
    for trick in game.tricks:
        seat = trick.leader
        for index, card in enumerate(trick.cards):
            legal = legal_cards(hands[seat], trick.cards[:index], game.trump, variant)
            assert legal
            assert legal <= hands[seat]
            assert card in legal
            hands[seat].remove(card)
            seat = seat % 4 + 1
        assert trick.winner == (trick.leader - 1 + trick_winner(trick.cards, game.trump)) % 4 + 1
        assert trick.roem == trick_roem(trick.cards, game.trump)


@FEW
@given(seed=seeds, variant=variants, defenders_can_pit=st.booleans())
def test_a_simulated_game_passes_check_game(seed, variant, defenders_can_pit):
    game = simulate_game(seed, variant=variant)
    assert check_game(game.entry, ScoringRules(defenders_can_pit=defenders_can_pit)) == []


@FEW
@given(seed=seeds, variant=variants)
def test_scores_follow_nat_and_pit(seed, variant):
    entry = simulate_game(seed, variant=variant).entry
    outcome = game_outcome(entry)
    declarer_score = outcome.score_a if entry.declarer == "A" else outcome.score_b
    own = {"A": entry.points_a + entry.roem_a, "B": entry.points_b + entry.roem_b}
    other = "B" if entry.declarer == "A" else "A"
    assert outcome.nat == (own[entry.declarer] <= own[other] or entry.pit == other)
    if outcome.nat:
        assert declarer_score == 0  # 003: 'Het spelende team gaat dan "NAT" en krijgt nul'
    bonus = 100 if entry.pit == entry.declarer else 0
    assert sum(score_game(entry, ScoringRules())) == 162 + entry.roem_a + entry.roem_b + bonus


@settings(max_examples=50, deadline=None)
@given(seed=seeds, variant=variants)
def test_same_seed_same_game(seed, variant):
    assert simulate_game(seed, variant=variant) == simulate_game(seed, variant=variant)


def test_the_simulator_meets_nat_and_pit():
    outcomes = [game_outcome(simulate_game(seed).entry) for seed in range(300)]
    assert any(outcome.nat for outcome in outcomes)
    assert any(outcome.pit for outcome in outcomes)


def test_the_variants_play_differently():
    assert any(
        simulate_game(seed, variant=Variant.AMSTERDAM).tricks
        != simulate_game(seed, variant=Variant.ROTTERDAM).tricks
        for seed in range(20)
    )


# Seat 1 (team A) leads every trick and takes all: four sequences 10 9 8 7 (50 each), then
# four jacks (200) and four aces, kings, queens (100 each): 700, the module's MAX_ROEM.
# Cards are played by seats 1, 2, 3, 4 in that order; trump is hearts.
MOST_ROEM_TRICKS = [
    "9H 10H 8H 7H",
    "10S 9S 8S 7S",
    "10C 9C 8C 7C",
    "10D 9D 8D 7D",
    "JH JS JC JD",
    "AH AS AC AD",
    "KH KS KC KD",
    "QH QS QC QD",
]


@pytest.mark.parametrize("variant", list(Variant))
def test_the_maximum_roem_can_be_played(variant):
    tricks = [parse_cards(trick) for trick in MOST_ROEM_TRICKS]
    hands = {seat: {trick[seat - 1] for trick in tricks} for seat in (1, 2, 3, 4)}
    roem = 0
    for trick in tricks:
        for seat, card in enumerate(trick, start=1):
            assert card in legal_cards(hands[seat], trick[: seat - 1], Suit.HEARTS, variant)
            hands[seat].remove(card)
        assert trick_winner(trick, Suit.HEARTS) == 0  # seat 1 wins and leads again
        roem += trick_roem(trick, Suit.HEARTS)
    assert roem == MAX_ROEM == 700
    assert team_of(1) == "A"
