"""Game scores and the checks on a score sheet entry (000 "Die Anschrift", 003, 004)."""

import pytest

from scoring.rules import (
    IMPOSSIBLE_POINTS,
    MAX_ROEM,
    ROEM_VALUES,
    GameEntry,
    GameError,
    RevokePolicy,
    ScoringRules,
    Team,
    check_game,
    game_outcome,
    revoke_penalty,
    score_game,
)

DEFAULT = ScoringRules()
DEFENDERS_PIT = ScoringRules(defenders_can_pit=True)


def entry(
    declarer: str = "A",
    a: int = 90,
    b: int = 72,
    ra: int = 0,
    rb: int = 0,
    pit: Team | None = None,
    revoke: Team | None = None,
) -> GameEntry:
    return GameEntry(
        declarer=declarer,  # type: ignore[arg-type]  # "C" is checked on purpose
        points_a=a,
        points_b=b,
        roem_a=ra,
        roem_b=rb,
        pit=pit,
        revoke=revoke,
    )


SCORES = [
    (entry(), DEFAULT, (90, 72), "004: 'krijgt iedereen de punten die ze hebben behaald'"),
    (entry(a=82, b=80), DEFAULT, (82, 80), "000: 'mindestens 82 Punkte erreichen'"),
    (entry(a=81, b=81), DEFAULT, (0, 162), "003: 'minstens de helft van de punten plus 1' - 81"),
    (entry(a=81, b=81, ra=20), DEFAULT, (101, 81), "004: 'plus één incl. roem'"),
    (entry(rb=20), DEFAULT, (0, 182), "003: 'kan met de normale punten gewonnen hebben, maar'"),
    (entry(a=72, b=90, ra=20), DEFAULT, (92, 90), "003: '... of andersom' - roem saves"),
    (entry(a=70, b=92, ra=20, rb=50), DEFAULT, (0, 232), "003: 'alle punten, plus roem'"),
    (entry(declarer="B", a=60, b=102, rb=40), DEFAULT, (60, 142), "declarer B makes it"),
    (entry(declarer="B", a=90, b=72, ra=20), DEFAULT, (182, 0), "000: 'einschließlich der'"),
    (entry(a=162, b=0, ra=40, pit="A"), DEFAULT, (302, 0), "004: 'Mars ... roem ... opgeteld'"),
    (entry(a=162, b=0, pit="A"), DEFAULT, (262, 0), "004: 'Het team ontvangt hiervoor 262'"),
    (entry(a=162, b=0, pit="A"), ScoringRules(pit_bonus=50), (212, 0), "club pit bonus 50"),
    (entry(a=162, b=0), DEFAULT, (162, 0), "003: 'alle slagen ... (niet dus alleen alle punten)'"),
    (entry(a=0, b=162, rb=20, pit="B"), DEFAULT, (0, 182), "004: 'alleen een Mars ... speelt'"),
    (entry(a=0, b=162, rb=20, pit="B"), DEFENDERS_PIT, (0, 282), "club: defenders can pit"),
    (entry(declarer="B", a=0, b=162, pit="B"), DEFAULT, (0, 262), "declarer B pit"),
]


@pytest.mark.parametrize(
    ("game", "rules", "scores"), [pytest.param(*case[:3], id=case[3]) for case in SCORES]
)
def test_score_game(game, rules, scores):
    assert score_game(game, rules) == scores


REVOKES = [
    (RevokePolicy.AWARD_162, entry(a=40, b=30, ra=20, revoke="A"), (0, 162), "004: 'alle 162'"),
    (RevokePolicy.AWARD_162, entry(a=0, b=0, revoke="B"), (162, 0), "004: 'mes op tafel'"),
    (
        RevokePolicy.AWARD_262_ALL_ROEM,
        entry(a=40, b=30, ra=20, rb=50, revoke="A"),
        (0, 332),
        "003: '262 punten + alle roem van die ronde'",
    ),
    (RevokePolicy.REPLAY, entry(a=40, b=30, revoke="A"), (0, 0), "004: 'opnieuw gespeeld'"),
    (RevokePolicy.PENALTY, entry(revoke="B"), (90, 72), "DESIGN: 'only the offender gets -100'"),
    (RevokePolicy.PENALTY, entry(rb=20, revoke="A"), (0, 182), "penalty: nat still counts"),
]


@pytest.mark.parametrize(
    ("policy", "game", "scores"), [pytest.param(*case[:3], id=case[3]) for case in REVOKES]
)
def test_revoke_policies(policy, game, scores):
    assert score_game(game, ScoringRules(revoke_policy=policy)) == scores


def test_replay_is_marked_as_such():
    outcome = game_outcome(entry(revoke="A"), ScoringRules(revoke_policy=RevokePolicy.REPLAY))
    assert outcome.replay
    assert (outcome.score_a, outcome.score_b) == (0, 0)


@pytest.mark.parametrize(
    ("policy", "offender", "penalty"),
    [
        (RevokePolicy.PENALTY, "A", (-100, 0)),
        (RevokePolicy.PENALTY, "B", (0, -100)),
        (RevokePolicy.AWARD_162, "A", (0, 0)),
        (RevokePolicy.REPLAY, "B", (0, 0)),
    ],
)
def test_revoke_penalty_hits_only_the_offender_under_the_penalty_policy(policy, offender, penalty):
    assert revoke_penalty(entry(revoke=offender), ScoringRules(revoke_policy=policy)) == penalty


def test_revoke_penalty_amount_is_a_club_setting():
    rules = ScoringRules(revoke_policy=RevokePolicy.PENALTY, revoke_penalty=50)
    assert revoke_penalty(entry(revoke="A"), rules) == (-50, 0)
    assert revoke_penalty(entry(), rules) == (0, 0)


AWARD = ScoringRules(revoke_policy=RevokePolicy.AWARD_162)
PENALTY = ScoringRules(revoke_policy=RevokePolicy.PENALTY)

PROBLEMS = [
    (entry(a=100, b=61), DEFAULT, ["points_total"], "004: 'puntentotaal van 162 punten'"),
    (entry(a=1, b=161), DEFAULT, ["impossible_points"] * 2, "no tricks give 1 or 161 points"),
    (entry(a=-2, b=164), DEFAULT, ["negative"], "negative card points"),
    (entry(rb=-20), DEFAULT, ["negative"], "negative roem"),
    (entry(ra=25), DEFAULT, ["roem_not_multiple_of_10"], "roem comes in 20, 50, 100, ..."),
    (entry(ra=10), DEFAULT, ["impossible_roem"], "000: smallest roem 'I - 20 Punkte'"),
    (entry(rb=30), DEFAULT, ["impossible_roem"], "30 is no sum of 20, 40, 50, 70, 100, 200"),
    (entry(ra=710), DEFAULT, ["impossible_roem"], "above the maximum of 700"),
    (entry(ra=690), DEFAULT, ["impossible_roem"], "690 needs cards that are not there"),
    (entry(a=162, b=0, ra=700), DEFAULT, ["roem_needs_pit"], "700 roem means all tricks"),
    (entry(ra=400, rb=400), DEFAULT, ["impossible_roem_combination"], "800 roem in one game"),
    (entry(a=150, b=12, pit="A"), DEFAULT, ["pit_without_all_points"], "004: 'alle slagen'"),
    (entry(a=162, b=0, rb=20, pit="A"), DEFAULT, ["pit_with_other_roem"], "roem needs tricks"),
    (entry(a=162, b=0, pit="A", revoke="B"), AWARD, ["revoke_with_pit"], "revoke ends the game"),
    (entry(a=100, b=100, revoke="A"), AWARD, ["points_above_total"], "at most 162 so far"),
    (entry(a=50, b=50, revoke="A"), PENALTY, ["points_total"], "penalty: game played out"),
    (entry(declarer="C"), DEFAULT, ["invalid_team"], "declarer is A or B"),
]


@pytest.mark.parametrize(
    ("game", "rules", "codes"), [pytest.param(*case[:3], id=case[3]) for case in PROBLEMS]
)
def test_check_game_reports(game, rules, codes):
    problems = check_game(game, rules)
    assert [problem.code for problem in problems] == codes
    with pytest.raises(GameError) as error:
        score_game(game, rules)
    assert error.value.codes == codes


@pytest.mark.parametrize(
    ("game", "rules"),
    [
        (entry(), DEFAULT),
        (entry(a=0, b=162), DEFAULT),  # the other team took only 0-point tricks
        (entry(a=162, b=0, ra=700, pit="A"), DEFAULT),
        (entry(a=40, b=30, revoke="A"), AWARD),  # played so far
        (entry(a=0, b=0, revoke="A"), ScoringRules(revoke_policy=RevokePolicy.REPLAY)),
    ],
)
def test_check_game_accepts_real_games(game, rules):
    assert check_game(game, rules) == []


def test_problems_carry_their_numbers():
    (problem,) = check_game(entry(ra=710))
    assert problem.details == {"team": "A", "roem": 710, "maximum": MAX_ROEM}
    assert problem.description == "no game gives team A 710 roem (at most 700)"


def test_limits_are_worked_out():
    # the module computes these from the cards; see scoring/rules/limits.py
    assert {1, 161} == IMPOSSIBLE_POINTS
    assert MAX_ROEM == 700
    assert set(range(0, 701, 10)) - ROEM_VALUES == {10, 30, 530, 630, 670, 680, 690}


def test_rules_reject_negative_settings():
    with pytest.raises(ValueError):
        ScoringRules(pit_bonus=-1)
