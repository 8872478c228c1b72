"""Properties over simulated Kraken games (seed 000, "Kraken"; sentences K1-K5 in
test_kraken.py)."""

from collections import Counter
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from scoring.rules import (
    KrakenTie,
    ScoringRules,
    Suit,
    Variant,
    check_game,
    game_outcome,
    score_game,
    simulate_game,
)

seeds = st.integers(min_value=0, max_value=2**32 - 1)
variants = st.sampled_from(list(Variant))
ties = st.sampled_from(list(KrakenTie))
FEW = settings(max_examples=200, deadline=None)


@FEW
@given(seed=seeds, variant=variants, tie=ties, defenders_can_pit=st.booleans())
def test_a_simulated_kraken_game_passes_check_game(seed, variant, tie, defenders_can_pit):
    entry = simulate_game(seed, variant=variant, kraken=True).entry
    rules = ScoringRules(kraken=True, kraken_tie_goes_to=tie, defenders_can_pit=defenders_can_pit)
    assert entry.doubling in (1, 2, 4, 8)
    assert entry.trump is not None
    assert check_game(entry, rules) == []


@FEW
@given(seed=seeds, variant=variants, tie=ties)
def test_a_doubled_game_gives_exactly_one_side_points(seed, variant, tie):
    entry = simulate_game(seed, variant=variant, kraken=True).entry
    scores = score_game(entry, ScoringRules(kraken=True, kraken_tie_goes_to=tie))
    if entry.doubling > 1:  # K2: "die Gegenseite bekommt überhaupt keine Punkte"
        assert sorted(scores)[0] == 0 < sorted(scores)[1]


@FEW
@given(seed=seeds, variant=variants, tie=ties)
def test_the_doubling_multiplies_the_winners_total(seed, variant, tie):
    entry = simulate_game(seed, variant=variant, kraken=True).entry
    outcome = game_outcome(entry, ScoringRules(kraken=True, kraken_tie_goes_to=tie))
    spades = 2 if entry.trump is Suit.SPADES else 1
    assert outcome.factor == entry.doubling * spades
    if entry.doubling > 1:  # K2 + K3 + K4: all points of the game, times the doubling
        bonus = 100 if outcome.pit else 0
        all_points = 162 + entry.roem_a + entry.roem_b + bonus
        assert max(outcome.score_a, outcome.score_b) == all_points * entry.doubling * spades


@FEW
@given(seed=seeds, variant=variants)
def test_kraken_off_plays_and_scores_as_before(seed, variant):
    plain = simulate_game(seed, variant=variant)
    kraken = simulate_game(seed, variant=variant, kraken=True)
    assert plain.tricks == kraken.tricks  # the doubling is drawn after the play
    assert plain.entry.doubling == 1
    assert plain.entry.trump is None
    undoubled = replace(kraken.entry, doubling=1)
    plain_scores = score_game(plain.entry, ScoringRules())
    assert score_game(undoubled, ScoringRules()) == plain_scores  # trump ignored when off
    # K5: an undoubled game scores as usual, K4: twice that in spades
    factor = 2 if kraken.trump is Suit.SPADES else 1
    assert score_game(undoubled, ScoringRules(kraken=True)) == tuple(
        score * factor for score in plain_scores
    )


def test_the_simulator_doubles_plausibly_and_meets_every_kraken_case():
    rules = ScoringRules(kraken=True)
    games = [simulate_game(seed, kraken=True).entry for seed in range(1500)]
    doublings = Counter(entry.doubling for entry in games)
    # one kraak in about six games, fewer herkraken, fewer superkraken still
    assert 0.10 < (doublings[2] + doublings[4] + doublings[8]) / len(games) < 0.25
    assert doublings[2] > doublings[4] > doublings[8] > 0
    cases = {(entry.doubling, game_outcome(entry, rules).nat) for entry in games}
    assert cases == {(d, nat) for d in (1, 2, 4, 8) for nat in (False, True)}
    assert any(entry.trump is Suit.SPADES and entry.doubling > 1 for entry in games)
