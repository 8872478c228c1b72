"""Klaverjas for three: a game's score and its checks, by the rule text (seed 000, "Das
Spiel für drei Spieler"); where the text is silent, the club's setting and its default.

Seats 0, 1 and 2 are the three players in seat order; each case gives the declarer, the card
points and roem per seat, a pit and a revoke, and says which sentence it follows."""

from __future__ import annotations

from dataclasses import replace

import pytest

from scoring.rules import (
    GameError,
    NatCredit,
    RevokePolicy,
    ThreePlayerGame,
    ThreePlayerRules,
    check_three_player,
    score_three_player,
    three_player_outcome,
)

DEFAULT = ThreePlayerRules()
SHARED = ThreePlayerRules(nat_credit=NatCredit.SHARED)
DEFENDER_PIT = ThreePlayerRules(defenders_can_pit=True)

# (declarer, points, roem, pit, revoke, rules, scores, why)
SCORES = [
    (0, (90, 40, 32), (0, 0, 0), None, None, DEFAULT, (90, 40, 32),
     "'mehr als die Hälfte aller Punkte ... bekommen alle drei Spieler die Punkte "
     "gutgeschrieben, die sie gemacht haben'"),
    (1, (40, 82, 40), (0, 0, 0), None, None, DEFAULT, (40, 82, 40),
     "82 of 162 is more than half"),
    (1, (40, 81, 41), (0, 0, 0), None, None, DEFAULT, (162, 0, 162),
     "'die Hälfte oder weniger Punkte ... bekommt er keine Punkte angeschrieben': 81 is half"),
    (2, (60, 52, 50), (0, 0, 0), None, None, DEFAULT, (162, 162, 0),
     "'seine beiden Gegner bekommen die Gesamtsumme dieser Hand': each the whole (default)"),
    (2, (60, 52, 50), (0, 0, 0), None, None, SHARED, (81, 81, 0),
     "the club's setting: the two opponents share the total"),
    (0, (72, 50, 40), (40, 0, 0), None, None, DEFAULT, (112, 50, 40),
     "the declarer's roem counts: 112 of 202 is more than half"),
    (0, (90, 42, 30), (0, 20, 0), None, None, DEFAULT, (0, 182, 182),
     "'aller Punkte': the opponents' roem counts, 90 of 182 is not more than half"),
    (0, (70, 52, 40), (20, 20, 0), None, None, SHARED, (0, 101, 101),
     "'die Gesamtsumme dieser Hand und die zusätzlichen Bonuspunkte': 162 + all roem, shared"),
    (1, (0, 162, 0), (0, 40, 0), 1, None, DEFAULT, (0, 302, 0),
     "all ten tricks: 162 + 100 + his roem ('Wenn ein Team alle Stiche macht, erhält es 100 "
     "Bonuspunkte zusätzlich')"),
    (1, (162, 0, 0), (20, 0, 0), 0, None, DEFAULT, (182, 0, 182),
     "an opponent takes all ten: the declarer is nat, no bonus by default (declarer only)"),
    (1, (162, 0, 0), (20, 0, 0), 0, None, DEFENDER_PIT, (282, 0, 282),
     "the club lets an opponent earn it: the bonus is part of 'die zusätzlichen "
     "Bonuspunkte'"),
    (2, (162, 0, 0), (0, 0, 0), 0, None, ThreePlayerRules(defenders_can_pit=True,
                                                        nat_credit=NatCredit.SHARED,
                                                        pit_bonus=75),
     (119, 118, 0), "shared with an odd bonus: the odd point to the declarer's left"),
    (0, (30, 20, 10), (0, 0, 0), None, 0, DEFAULT, (0, 162, 162),
     "the declarer revokes: his opponents get the hand (162), credited as a nat"),
    (0, (30, 20, 10), (0, 0, 0), None, 2, DEFAULT, (162, 0, 0),
     "an opponent revokes: the declarer gets 162, both opponents 0"),
    (0, (30, 20, 10), (0, 20, 0), None, 0,
     ThreePlayerRules(revoke_policy=RevokePolicy.AWARD_262_ALL_ROEM, nat_credit=NatCredit.SHARED),
     (0, 141, 141), "262 + all roem, shared by the opponents"),
    (1, (30, 20, 10), (0, 0, 0), None, 2, ThreePlayerRules(revoke_policy=RevokePolicy.REPLAY),
     (0, 0, 0), "replay: the game scores nothing and is played again"),
    (0, (90, 40, 32), (0, 0, 0), None, 1, ThreePlayerRules(revoke_policy=RevokePolicy.PENALTY),
     (90, -60, 32), "a personal penalty, in the offender's own column"),
]


@pytest.mark.parametrize(("declarer", "points", "roem", "pit", "revoke", "rules", "scores"),
                         [pytest.param(*case[:7], id=case[7]) for case in SCORES])
def test_score(declarer, points, roem, pit, revoke, rules, scores):
    game = ThreePlayerGame(declarer, points, roem, pit=pit, revoke=revoke)
    assert check_three_player(game, rules) == []
    assert score_three_player(game, rules) == scores


def test_the_outcome_says_nat_pit_and_replay():
    nat = three_player_outcome(ThreePlayerGame(1, (40, 81, 41), (0, 0, 0)))
    assert (nat.nat, nat.pit, nat.replay) == (True, None, False)
    pit = three_player_outcome(ThreePlayerGame(1, (0, 162, 0), (0, 0, 0), pit=1))
    assert (pit.nat, pit.pit) == (False, 1)
    replay = three_player_outcome(ThreePlayerGame(1, (0, 0, 0), revoke=0),
                                  ThreePlayerRules(revoke_policy=RevokePolicy.REPLAY))
    assert replay.replay


# (game, rules, problem codes, why)
PROBLEMS = [
    (ThreePlayerGame(0, (90, 40, 31)), DEFAULT, ["points_total"],
     "'152 für die Kartenpunkte und 10 Punkte für den letzten Stich': 162"),
    (ThreePlayerGame(0, (90, 40, 40), revoke=1), DEFAULT, ["points_above_total"],
     "a revoke stops the game: what was played, at most 162"),
    (ThreePlayerGame(0, (90, 40, 40), revoke=1),
     ThreePlayerRules(revoke_policy=RevokePolicy.PENALTY), ["points_total"],
     "with a personal penalty the game is played out: 162"),
    (ThreePlayerGame(0, (1, 80, 81)), DEFAULT, ["impossible_player_points"],
     "no card is worth 1 point"),
    (ThreePlayerGame(0, (161, 1, 0)), DEFAULT,
     ["impossible_player_points", "impossible_player_points"], "nor 161 with the last trick"),
    (ThreePlayerGame(0, (90, 40, 32), (50, 0, 0)), DEFAULT, ["player_roem_not_possible"],
     "'Eine Folge von vier Karten einer Farbe - 50 Punkte' needs a fourth card"),
    (ThreePlayerGame(0, (90, 40, 32), (0, 30, 0)), DEFAULT, ["player_roem_not_possible"],
     "a trick of three holds 20 or 40"),
    (ThreePlayerGame(0, (90, 40, 32), (100, 60, 40)), DEFAULT,
     ["three_player_roem_too_high"], "two sequences of three per suit at most: 180"),
    (ThreePlayerGame(0, (150, 12, 0), pit=0), DEFAULT, ["pit_with_other_points"],
     "all ten tricks: the others have no points"),
    (ThreePlayerGame(0, (162, 0, 0), (0, 20, 0), pit=0), DEFAULT, ["pit_with_other_points"],
     "all ten tricks: the others have no roem"),
    (ThreePlayerGame(0, (162, 0, 0), pit=0, revoke=1), DEFAULT, ["revoke_with_pit"],
     "a game with a revoke is no pit"),
    (ThreePlayerGame(3, (90, 40, 32)), DEFAULT, ["invalid_player_seat"],
     "three players: seats 0, 1 and 2"),
    (ThreePlayerGame(0, (90, 40, 32), revoke=-1), DEFAULT, ["invalid_player_seat"],
     "the revoking seat too"),
    (ThreePlayerGame(0, (90, 72, 0, 0)), DEFAULT, ["invalid_player_count"],  # type: ignore[arg-type]
     "points for three players"),
    (ThreePlayerGame(0, (90, -40, 112)), DEFAULT, ["negative"], "points are never negative"),
]


@pytest.mark.parametrize(("game", "rules", "codes"),
                         [pytest.param(*case[:3], id=case[3]) for case in PROBLEMS])
def test_problems(game, rules, codes):
    assert [problem.code for problem in check_three_player(game, rules)] == codes
    with pytest.raises(GameError):
        score_three_player(game, rules)


def test_roem_up_to_180_in_any_split_is_possible():
    # 7 sequences of three and one with the stuk: 7 x 20 + 40.
    for roem in [(180, 0, 0), (60, 60, 60), (0, 20, 160), (40, 0, 0)]:
        game = ThreePlayerGame(0, (90, 40, 32), roem)
        assert check_three_player(game) == [], roem


def test_the_rules_refuse_negative_settings():
    with pytest.raises(ValueError):
        ThreePlayerRules(pit_bonus=-1)
    with pytest.raises(ValueError):
        replace(DEFAULT, revoke_penalty=-5)
