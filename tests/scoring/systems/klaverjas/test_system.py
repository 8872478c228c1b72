"""Klaverjas and Kraken as systems (``scoring.systems.klaverjas``) and the round to a target,
without a database."""

from __future__ import annotations

import random

import pytest

from clubs.games import KrakenTie
from clubs.models import (
    DeclarerRule,
    GameSystem,
    RevokePolicy,
    RuleFields,
)
from clubs.rule_choices import TARGET_SCORES
from scoring.models import MAX_GAMES
from scoring.rules import GAME_POINTS, ScoringRules, Variant, score_game, simulate_game
from scoring.rules import KrakenTie as RulesTie
from scoring.rules import RevokePolicy as RulesRevoke
from scoring.sheets.round_length import RoundLength
from scoring.sheets.rows import Row
from scoring.systems.klaverjas import KLAVERJAS, KRAKEN, Klaverjas
from scoring.systems.klaverjas.sheet import check_totals, evaluate_sheet
from tournament.models import Season


def rules(**fields: object) -> Season:
    """A season's rules in memory (no database): the model defaults plus ``fields``."""
    return Season(**fields)


def system_of(season: Season) -> Klaverjas:
    return KRAKEN if season.game_system == GameSystem.KRAKEN else KLAVERJAS


def row_fields(season: Season) -> tuple[str, ...]:
    return tuple(column.name for column in system_of(season).columns(season))


@pytest.mark.parametrize(
    ("fields", "row"),
    [
        ({}, ("points_a", "points_b", "roem_a", "roem_b", "pit", "revoke")),
        ({"declarer_rule": DeclarerRule.FREE},
         ("declarer", "points_a", "points_b", "roem_a", "roem_b", "pit", "revoke")),
        ({"game_system": GameSystem.KRAKEN},
         ("trump", "doubling", "points_a", "points_b", "roem_a", "roem_b", "pit", "revoke")),
        ({"game_system": GameSystem.KRAKEN, "revoke_policy": RevokePolicy.PENALTY},
         ("trump", "doubling", "points_a", "points_b", "roem_a", "roem_b", "pit", "revoke",
          "revoke_seat")),
    ],
)
def test_a_system_says_what_a_sheet_row_holds(fields, row):
    season = rules(**fields)
    assert row_fields(season) == row


def test_kraken_turns_on_the_clubs_kraken_rules():
    season = rules(game_system=GameSystem.KRAKEN, kraken_tie_goes_to=KrakenTie.DEFENDERS,
                   kraken_spades_double=False, revoke_policy=RevokePolicy.REPLAY)
    assert system_of(season).scoring_rules(season) == ScoringRules(
        kraken=True, kraken_tie_goes_to=RulesTie.DEFENDERS, kraken_spades_double=False,
        revoke_policy=RulesRevoke.REPLAY)
    # A klaverjas season ignores the Kraken settings it carries.
    plain = rules(kraken_tie_goes_to=KrakenTie.DEFENDERS, kraken_spades_double=False)
    assert system_of(plain).scoring_rules(plain) == ScoringRules()


@pytest.mark.parametrize(
    ("fields", "round_length"),
    [
        ({}, RoundLength(12)),
        ({"games_per_round": 16}, RoundLength(16)),
        # 2 x 1499 // 162 = 18 games can leave both pairs below 1500; the 19th cannot.
        ({"play_to_target": True, "target_score": 1500}, RoundLength(19, 1500)),
        ({"play_to_target": True, "target_score": 1000}, RoundLength(13, 1000)),
        ({"play_to_target": True, "target_score": TARGET_SCORES[1]}, RoundLength(38, 3000)),
        # The target is kept (frozen) but unused while the round has a fixed length.
        ({"play_to_target": False, "target_score": 1000}, RoundLength(12)),
    ],
)
def test_a_system_says_how_long_a_round_is(fields, round_length):
    season = rules(**fields)
    assert system_of(season).round_length(season) == round_length
    assert round_length.games <= MAX_GAMES


@pytest.mark.parametrize("seed", range(40))
def test_simulated_rounds_to_1500_end_within_the_rows_of_the_sheet(seed):
    """Property: random legal games, Kraken doublings included, reach 1500 by game 19."""
    rng = random.Random(seed)
    kraken = ScoringRules(kraken=True)
    for game_rules in (ScoringRules(), kraken):
        totals = [0, 0]
        for game in range(1, 20):
            entry = simulate_game(rng, variant=Variant.AMSTERDAM, dealer=(game - 1) % 4 + 1,
                                  kraken=game_rules.kraken).entry
            a, b = score_game(entry, game_rules)
            assert a + b >= GAME_POINTS
            totals = [totals[0] + a, totals[1] + b]
            if max(totals) >= 1500:
                break
        assert max(totals) >= 1500


def row(number: int, a: int, *, declarer: str = "A", **fields: object) -> Row:
    return Row(number=number, declarer=declarer, points_a=a,  # type: ignore[arg-type]
               points_b=GAME_POINTS - a, **fields)  # type: ignore[arg-type]


def test_both_pairs_can_reach_the_target_in_the_same_game():
    # Declarer A with 82 of 162 every game: (82, 80). After 18 games 1476 and 1440; the
    # 19th takes A to 1558 and B to 1520.
    result = evaluate_sheet([row(n, 82) for n in range(1, 20)], games=19,
                            rules=ScoringRules(), target=1500)
    assert (result.reached, result.reached_by, result.complete) == (19, ["A", "B"], True)


def test_a_gap_does_not_hide_a_game_after_the_target():
    # Games 1-3 hold 162 each for A (A 162 x 3 = 486 with target 400); game 5 follows
    # game 4 empty: game 3 reached the target, so game 5 is after it.
    rows = [row(n, 162 if n < 4 else 90) for n in (1, 2, 3, 5)]
    result = evaluate_sheet(rows, games=10, rules=ScoringRules(), target=400)
    assert result.reached == 3 and not result.complete
    assert [p.code for p in result.rows[5].problems] == ["game_after_target"]
    assert dict(result.rows[5].problems[0].details) == {"game": 5, "reached": 3,
                                                         "target": 400}
    assert (result.total_a, result.total_b) == (486, 0)


def test_without_a_target_a_sheet_is_complete_after_its_games():
    rows = [row(n, 90) for n in range(1, 13)]
    assert evaluate_sheet(rows, games=12, rules=ScoringRules()).complete
    assert evaluate_sheet(rows, games=12, rules=ScoringRules()).reached is None


K = ScoringRules(kraken=True)


@pytest.mark.parametrize(
    ("total_a", "total_b", "rules_", "target", "codes"),
    [
        # Twelve games, one of them x2: 162 x 13 = 2106 handed out.
        (1206, 900, K, None, []),
        (1206, 900, ScoringRules(), None, ["totals_not_possible"]),
        # Every game hands out 162 x its factor plus tens: an odd total never comes out.
        (1205, 900, K, None, ["totals_not_possible"]),
        # 2104 is twelve x1 games with 160 roem.
        (1204, 900, K, None, []),
        # 12 games at x1 are the least: 1944.
        (1000, 900, K, None, ["totals_too_low"]),
        # Kraken raises what one game gives: (162 + 100 + 700) x 16 = 15392 each.
        (12 * 15392, 0, K, None, []),
        (12 * 15392 + 10, 0, K, None, ["total_too_high"]),
        # To a target: one pair has it, neither is above target - 1 + one game.
        (1522, 360, ScoringRules(), 1500, []),
        (1400, 900, ScoringRules(), 1500, ["target_not_reached"]),
        (1499 + 962 + 10, 91, ScoringRules(), 1500, ["total_too_high"]),
        (1499 + 962, 91, ScoringRules(), 1500, []),
        (1499 + 15392, 91, K, 1500, []),
    ],
)
def test_round_totals_are_checked_for_kraken_and_targets(total_a, total_b, rules_, target,
                                                         codes):
    games = 19 if target else 12
    problems = check_totals(total_a, total_b, games=games, rules=rules_, target=target)
    assert [p.code for p in problems] == codes


def test_the_sheet_row_passes_trump_and_doubling_to_the_rules():
    # Seed 000 K4: spades double a game's points; B plays game 1 at 72 and is nat.
    result = evaluate_sheet([row(1, 90, declarer="B", detail={"trump": "S"})], games=12,
                            rules=K)
    assert (result.total_a, result.total_b) == (324, 0)
    doubled = evaluate_sheet([row(1, 90, declarer="B", detail={"trump": "H", "doubling": 2})],
                             games=12, rules=K)
    assert (doubled.total_a, doubled.total_b) == (324, 0)


def test_rule_fields_know_the_new_rules():
    assert {"game_system", "play_to_target", "target_score", "kraken_tie_goes_to",
            "kraken_spades_double"} <= set(RuleFields.RULE_FIELD_NAMES)
