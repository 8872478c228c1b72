"""Klammern: winner, small and big points, the round to big points and the entry checks
(seed 002, "Wertung in Klammern", "Zusätzliche Punkte")."""

import pytest

from scoring.rules import (
    KlammernEntry,
    Team,
    check_klammern_game,
    klammern_big_points,
    klammern_game_result,
    klammern_match_over,
    klammern_round_problems,
    klammern_round_winner,
    klammern_running_points,
    klammern_small_points,
)

TIE = "'Bei Gleichstand gewinnt das gegnerische Team (die Nicht-Reizenden)'"


@pytest.mark.parametrize(
    ("declarer", "a", "b", "winner"),
    [
        pytest.param("A", 90, 72, "A", id="'Das Team mit den meisten Punkten ... gewinnt'"),
        pytest.param("A", 70, 92, "B", id="the defenders with more points win"),
        pytest.param("A", 81, 81, "B", id=TIE),
        pytest.param("B", 91, 91, "A", id=TIE + " (B bid)"),
    ],
)
def test_round_winner(declarer, a, b, winner):
    assert klammern_round_winner(declarer, a, b) == winner


@pytest.mark.parametrize(
    ("doubling", "small"),
    [
        pytest.param(1, 1, id="'Wurde weder Contra noch Re ... 1 kleinen Punkt'"),
        pytest.param(2, 2, id="'Bei Contra erhält das Gewinnerteam 2 kleine Punkte'"),
        pytest.param(4, 4, id="'Bei Re(contra) erhält das Gewinnerteam 4 kleine Punkte'"),
    ],
)
def test_small_points(doubling, small):
    assert klammern_small_points(doubling) == small


@pytest.mark.parametrize("doubling", [0, 3, 8])
def test_small_points_refuse_other_doublings(doubling):
    with pytest.raises(ValueError):
        klammern_small_points(doubling)


A1: tuple[Team, int] = ("A", 1)
B1: tuple[Team, int] = ("B", 1)

BIG = [
    ([], (0, 0, 0, 0), "nothing played"),
    ([A1] * 4, (0, 0, 4, 0), "4 small points are not yet 5"),
    ([A1] * 5, (2, 0, 0, 0), "'Steht es dabei 5:0, ... 2 große Punkte'"),
    ([A1, A1, B1, A1, A1, A1], (1, 0, 0, 0), "'zuerst 5 kleine Punkte erreicht, ... 1 großen'"),
    ([A1] * 5 + [("B", 2)], (2, 0, 0, 2), "'starten beide Teams wieder bei 0 kleinen Punkten'"),
    ([A1, A1, A1, ("A", 4)], (2, 0, 0, 0), "choice: 7:0 counts as 5:0"),
    ([("B", 4), ("B", 4)], (0, 2, 0, 0), "choice: 8:0 counts as 5:0"),
    ([("A", 4), ("B", 4), A1], (1, 0, 0, 0), "5:4 is one big point"),
    ([("A", 4), ("B", 2), ("A", 4)], (1, 0, 0, 0), "8:2: one big point, the rest is dropped"),
    ([A1] * 5 + [B1] * 5, (2, 2, 0, 0), "both teams"),
]


@pytest.mark.parametrize(
    ("results", "standing"), [pytest.param(*case[:2], id=case[2]) for case in BIG]
)
def test_big_points(results, standing):
    assert klammern_big_points(results) == standing


def test_running_points_as_the_paper_shows_them():
    results = [A1, ("B", 2), ("A", 4), B1]
    assert klammern_running_points(results) == [
        (0, 0, 1, 0),
        (0, 0, 1, 2),
        (1, 0, 0, 0),
        (1, 0, 0, 1),
    ]


@pytest.mark.parametrize("results", [[("A", 3)], [("C", 1)], [("A", 0)]])
def test_big_points_refuse_bad_results(results):
    with pytest.raises(ValueError):
        klammern_big_points(results)


@pytest.mark.parametrize(
    ("big_a", "big_b", "target", "over"),
    [
        (2, 0, 2, True),  # 'bis ein Team eine vorher festgelegte Anzahl großer Punkte erreicht'
        (1, 1, 2, False),
        (0, 3, 3, True),
        (2, 2, 3, False),
    ],
)
def test_match_over(big_a, big_b, target, over):
    assert klammern_match_over(big_a, big_b, target) is over


def test_match_over_needs_a_positive_target():
    with pytest.raises(ValueError):
        klammern_match_over(0, 0, 0)


def test_round_problems_name_the_games_after_the_end():
    (problem,) = klammern_round_problems([A1] * 5 + [B1], 2)  # 5:0 ends a round to 2 at once
    assert (problem.code, problem.details["game"], problem.details["reached"]) == (
        "game_after_target",
        6,
        5,
    )
    assert klammern_round_problems([A1] * 4, 2) == []
    assert [p.code for p in klammern_round_problems([A1] * 4, 2, finished=True)] == [
        "target_not_reached"
    ]


def entry(
    declarer: str = "A",
    a: int = 90,
    b: int = 72,
    ma: int = 0,
    mb: int = 0,
    bella: Team | None = None,
    doubling: int = 1,
) -> KlammernEntry:
    return KlammernEntry(
        declarer=declarer,  # type: ignore[arg-type]  # "C" is checked on purpose
        points_a=a,
        points_b=b,
        melds_a=ma,
        melds_b=mb,
        bella=bella,
        doubling=doubling,
    )


RESULTS = [
    (entry(), ("A", 1), "more points, no contra: 1"),
    (entry(a=81, b=81), ("B", 1), TIE),
    (entry(a=76, b=86, ma=20), ("A", 1), "'Terz ...: 20 Punkte' decides"),
    (entry(a=86, b=76, bella="B", doubling=2), ("B", 2), "'Bella: ... 20 Punkte', contra"),
    (entry(a=66, b=96, ma=50, doubling=4), ("A", 4), "'Fifty ... 50 Punkte', re"),
    (entry(declarer="B", a=71, b=91, ma=20), ("A", 1), "91 against 91: B bid, A wins"),
]


@pytest.mark.parametrize(
    ("game", "result"), [pytest.param(*case[:2], id=case[2]) for case in RESULTS]
)
def test_game_result(game, result):
    assert klammern_game_result(game) == result


PROBLEMS = [
    (entry(a=100, b=61), ["points_total"], "'Der letzte Stich ... 10': 162 in all"),
    (entry(a=1, b=161), ["impossible_points"] * 2, "no tricks give 1 or 161"),
    (entry(ma=30), ["impossible_melds"], "'Terz 20', 'Fifty 50': no 30"),
    (entry(mb=130), ["impossible_melds"], "two hands of eight cannot hold 130"),
    (entry(ma=220), ["impossible_melds"], "at most 200"),
    (entry(ma=20, mb=50), ["sequences_both_teams"], "'Nur das Team mit der höchsten Meldung'"),
    (entry(doubling=3), ["invalid_doubling"], "contra 2, re 4"),
    (entry(doubling=8), ["invalid_doubling"], "no superkraak in Klammern"),
    (entry(declarer="C"), ["invalid_team"], "the bidding team is A or B"),
    (entry(bella="X"), ["invalid_team"], "the Bella is A's or B's"),  # type: ignore[arg-type]
    (entry(mb=-20), ["negative"], "negative melds"),
]


@pytest.mark.parametrize(
    ("game", "codes"), [pytest.param(*case[:2], id=case[2]) for case in PROBLEMS]
)
def test_check_game_reports(game, codes):
    assert [problem.code for problem in check_klammern_game(game)] == codes


@pytest.mark.parametrize(
    "game",
    [
        entry(ma=50, bella="B"),  # the Bella counts apart from the sequences (our choice)
        entry(ma=200),
        entry(mb=170),
        entry(a=0, b=162, doubling=4),
    ],
)
def test_check_game_accepts(game):
    assert check_klammern_game(game) == []


def test_a_bad_entry_has_no_result():
    with pytest.raises(ValueError, match="only one team can score sequences"):
        klammern_game_result(entry(ma=20, mb=20))
