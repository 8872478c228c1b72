"""A round played to a target (seed 000 glossary "Boom": "die Anzahl der Spiele, die nötig
war, bis ein Team 1500 Punkte erreicht"; "Andere Varianten": "setzen viele ein Punkteziel
fest, z. B. 1500")."""

import random

import pytest

from scoring.rules import (
    ScoringRules,
    round_over,
    running_totals,
    score_game,
    simulate_game,
    target_problems,
    target_reached_after,
)


@pytest.mark.parametrize(
    ("totals", "target", "over"),
    [
        ((1499, 1400), 1500, False),
        ((1500, 0), 1500, True),  # "erreicht": reaching it is enough
        ((700, 1620), 1500, True),  # either team
        ((1600, 1550), 1500, True),  # both passed it in the last game
        ((999, 0), 1000, False),  # a club's own target
        ((0, 1000), 1000, True),
    ],
)
def test_round_over(totals, target, over):
    assert round_over(totals, target) is over


def test_the_default_target_is_the_seeds_1500():
    assert not round_over((1499, 1499))
    assert round_over((1500, 0))


def test_running_totals_add_up_the_games():
    assert running_totals([(90, 72), (0, 182), (262, 0)]) == [(90, 72), (90, 254), (352, 254)]
    assert running_totals([]) == []


NINE = [(162, 0)] * 9  # 1458 after nine games


@pytest.mark.parametrize(
    ("scores", "finished", "codes", "games"),
    [
        (NINE, False, [], []),
        (NINE, True, ["target_not_reached"], []),
        ([*NINE, (42, 120)], True, [], []),  # 1500 after game 10
        ([*NINE, (42, 120), (90, 72)], False, ["game_after_target"], [11]),
        ([*NINE, (162, 0), (90, 72), (0, 162)], True, ["game_after_target"] * 2, [11, 12]),
        ([], True, ["target_not_reached"], []),
    ],
)
def test_target_problems(scores, finished, codes, games):
    problems = target_problems(running_totals(scores), 1500, finished=finished)
    assert [problem.code for problem in problems] == codes
    assert [problem.details["game"] for problem in problems if "game" in problem.details] == games


def test_target_problems_say_which_game_reached_it():
    (problem,) = target_problems(running_totals([*NINE, (162, 0), (0, 0)]))
    assert problem.description == "game 11 comes after game 10 reached 1500"


@pytest.mark.parametrize("target", [0, -1500])
def test_a_target_must_be_positive(target):
    with pytest.raises(ValueError):
        round_over((0, 0), target)


@pytest.mark.parametrize("kraken", [False, True])
def test_a_simulated_round_to_1500_ends_in_the_game_that_reaches_it(kraken):
    rules = ScoringRules(kraken=kraken)
    for seed in range(20):
        rng = random.Random(seed)
        scores: list[tuple[int, int]] = []
        while not scores or not round_over(running_totals(scores)[-1]):
            scores.append(score_game(simulate_game(rng, kraken=kraken).entry, rules))
        running = running_totals(scores)
        assert target_reached_after(running) == len(scores)
        assert target_problems(running, finished=True) == []
        assert not round_over(running[-2]) if len(running) > 1 else True
