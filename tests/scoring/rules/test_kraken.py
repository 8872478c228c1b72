"""Kraken (wilde boom): doubled games, spades, the choices where seed 000 is open.

Seed 000, section "Kraken". Quoted sentences:
K1 "Wenn eine oder mehrere kraak angesagt wurden, dann muss die Seite, die als letzte
   kontriert hat, mehr Punkte als die Gegenseite gewinnen."
K2 "Welches Team auch immer von den beiden Teams gewinnt, bekommt alle Punkte in diesem
   Spiel, und die Gegenseite bekommt überhaupt keine Punkte."
K3 "Diese Punkte werden verdoppelt, vervierfacht usw. je nachdem wie oft vor dem Spiel
   kontriert wurde."
K4 "Wenn Pik zum Trumpf ernannt wurde, dann werden die erzielten Punkte am Ende eines Spiels
   automatisch noch einmal verdoppelt."
K5 "Das Spiel wird nach den gleichen Regeln wie das normale Klaverjassen gespielt."
"""

import pytest

from scoring.rules import (
    GameEntry,
    KrakenTie,
    RevokePolicy,
    ScoringRules,
    Suit,
    Team,
    check_game,
    game_outcome,
    last_doubler,
    revoke_penalty,
    score_game,
)

H, S = Suit.HEARTS, Suit.SPADES
OFF = ScoringRules()
K = ScoringRules(kraken=True)
K_TIE_DEFENDERS = ScoringRules(kraken=True, kraken_tie_goes_to=KrakenTie.DEFENDERS)
K_NO_SPADES = ScoringRules(kraken=True, kraken_spades_double=False)
K_DEFENDERS_PIT = ScoringRules(kraken=True, defenders_can_pit=True)


def entry(
    doubling: int = 1,
    trump: Suit | None = H,
    declarer: Team = "A",
    a: int = 90,
    b: int = 72,
    ra: int = 0,
    rb: int = 0,
    pit: Team | None = None,
    revoke: Team | None = None,
) -> GameEntry:
    return GameEntry(
        declarer=declarer,
        points_a=a,
        points_b=b,
        roem_a=ra,
        roem_b=rb,
        pit=pit,
        revoke=revoke,
        doubling=doubling,
        trump=trump,
    )


SCORES = [
    (entry(), K, (90, 72), "K5: an undoubled game scores as usual"),
    (entry(a=70, b=92), K, (0, 162), "K5: undoubled nat as usual"),
    (entry(trump=S), K, (180, 144), "K4: spades doubles an undoubled game too"),
    (entry(trump=S, a=70, b=92), K, (0, 324), "K4: spades doubles a nat"),
    (entry(trump=S), K_NO_SPADES, (90, 72), "club setting: no spades rule"),
    (entry(2), K, (324, 0), "K1: kraak, the defenders have fewer: K2 all to the declarers"),
    (entry(2, a=70, b=92), K, (0, 324), "K1/K2/K3: kraak made, all points x2 to the defenders"),
    (entry(2, ra=20, rb=50), K, (0, 464), "K1: 110 against 122 with roem: (162 + 70) x 2"),
    (entry(2, a=100, b=62, rb=20), K, (364, 0), "K2: 'alle Punkte' holds both teams' roem"),
    (entry(4), K, (648, 0), "K1: herkraak, the declarers doubled last and have more: x4"),
    (entry(4, a=70, b=92), K, (0, 648), "K1: herkraak failed: x4 to the defenders"),
    (entry(8, a=70, b=92), K, (0, 1296), "K3: superkraak made: x8"),
    (entry(8), K, (1296, 0), "K1: superkraak failed: x8 to the declarers"),
    (entry(8, S, a=70, b=92), K, (0, 2592), "K4: superkraak in spades: x16"),
    (entry(2, S), K_NO_SPADES, (324, 0), "no spades rule: x2 only"),
    (entry(2, declarer="B", a=92, b=70), K, (324, 0), "K1: declarer B, team A kraaks and wins"),
    (entry(4, declarer="B", a=92, b=70), K, (648, 0), "K1: declarer B herkraaks and fails"),
    (entry(2, a=81, b=81), K, (324, 0), "K1 'mehr Punkte': tie after kraak, not the doubler"),
    (entry(2, a=81, b=81), K_TIE_DEFENDERS, (0, 324), "club setting: a tie to the defenders"),
    (entry(4, a=81, b=81), K, (0, 648), "K1: tie after herkraak, the declarers doubled last"),
    (entry(4, a=81, b=81), K_TIE_DEFENDERS, (0, 648), "herkraak tie: defenders either way"),
    (entry(8, a=81, b=81), K, (1296, 0), "K1: tie after superkraak goes to the declarers"),
    (entry(4, a=162, b=0, ra=40, pit="A"), K, (1208, 0), "pit bonus inside: (162+100+40) x4"),
    (entry(2, a=0, b=162, rb=20, pit="B"), K, (0, 364), "defenders' pit: no bonus by default"),
    (entry(2, a=0, b=162, rb=20, pit="B"), K_DEFENDERS_PIT, (0, 564), "club: defenders' pit"),
    (entry(trump=S), OFF, (90, 72), "Kraken off: trump is ignored"),
    (entry(trump=None), OFF, (90, 72), "Kraken off: no trump needed"),
]


@pytest.mark.parametrize(
    ("game", "rules", "scores"), [pytest.param(*case[:3], id=case[3]) for case in SCORES]
)
def test_score_game(game, rules, scores):
    assert score_game(game, rules) == scores


REVOKES = [
    (RevokePolicy.AWARD_162, entry(2, a=40, b=30, revoke="B"), (324, 0), "162 x kraak"),
    (RevokePolicy.AWARD_162, entry(2, S, a=40, b=30, revoke="B"), (648, 0), "162 x2 x spades"),
    (RevokePolicy.AWARD_162, entry(1, S, a=0, b=0, revoke="A"), (0, 324), "162 x spades"),
    (
        RevokePolicy.AWARD_262_ALL_ROEM,
        entry(4, a=40, b=30, ra=20, revoke="A"),
        (0, 1128),
        "(262 + all roem) x herkraak",
    ),
    (RevokePolicy.REPLAY, entry(8, a=40, b=30, revoke="A"), (0, 0), "replay scores nothing"),
    (RevokePolicy.PENALTY, entry(2, revoke="A"), (324, 0), "penalty: played out, doubled"),
]


@pytest.mark.parametrize(
    ("policy", "game", "scores"), [pytest.param(*case[:3], id=case[3]) for case in REVOKES]
)
def test_revoke_policies_with_doubling(policy, game, scores):
    assert score_game(game, ScoringRules(kraken=True, revoke_policy=policy)) == scores


def test_the_personal_penalty_is_not_doubled():
    rules = ScoringRules(kraken=True, revoke_policy=RevokePolicy.PENALTY)
    assert revoke_penalty(entry(8, S, revoke="B"), rules) == (0, -100)


@pytest.mark.parametrize(
    ("game", "nat", "factor"),
    [
        (entry(2, a=70, b=92), True, 2),
        (entry(2), False, 2),
        (entry(4, S), False, 8),
        (entry(1, S), False, 2),
        (entry(1, S, a=70, b=92), True, 2),
    ],
)
def test_the_outcome_names_nat_and_the_factor(game, nat, factor):
    outcome = game_outcome(game, K)
    assert (outcome.nat, outcome.factor) == (nat, factor)


@pytest.mark.parametrize(
    ("declarer", "doubling", "doubler"),
    [("A", 2, "B"), ("A", 4, "A"), ("A", 8, "B"), ("B", 2, "A"), ("B", 4, "B"), ("B", 8, "A")],
)
def test_last_doubler(declarer, doubling, doubler):
    # 000: defenders "ik kraak", declarers "herkraken", defenders "superkraken"
    assert last_doubler(declarer, doubling) == doubler


@pytest.mark.parametrize("doubling", [1, 3])
def test_last_doubler_needs_a_doubling(doubling):
    with pytest.raises(ValueError):
        last_doubler("A", doubling)


PROBLEMS = [
    (entry(3), K, ["invalid_doubling"], "000: x2, x4, x8 only"),
    (entry(16), K, ["invalid_doubling"], "x16 is not said; spades makes it"),
    (entry(0), K, ["invalid_doubling"], "x0 does not exist"),
    (entry(2), OFF, ["doubling_without_kraken"], "a kraak needs the Kraken rules"),
    (entry(3), OFF, ["invalid_doubling"], "one problem for one bad value"),
    (entry(trump=None), K, ["trump_missing"], "K4 needs to know the trump"),
    (entry(trump="S"), K, ["invalid_trump"], "trump is a Suit"),  # type: ignore[arg-type]
    (entry(trump="S"), OFF, ["invalid_trump"], "a bad value even when ignored"),  # type: ignore[arg-type]
    (entry(2, a=100, b=61), K, ["points_total"], "the usual checks still apply"),
]


@pytest.mark.parametrize(
    ("game", "rules", "codes"), [pytest.param(*case[:3], id=case[3]) for case in PROBLEMS]
)
def test_check_game_reports(game, rules, codes):
    assert [problem.code for problem in check_game(game, rules)] == codes


@pytest.mark.parametrize(
    ("game", "rules"),
    [
        (entry(trump=None), K_NO_SPADES),
        (entry(8, S), K),
        (entry(trump=None), OFF),
        (entry(4, trump=None), K_NO_SPADES),
    ],
)
def test_check_game_accepts(game, rules):
    assert check_game(game, rules) == []


def test_problems_carry_their_numbers():
    (problem,) = check_game(entry(3), K)
    assert problem.description == "doubling 3 is not one of 1, 2, 4, 8"
    (problem,) = check_game(entry(2), OFF)
    assert problem.details == {"doubling": 2}
