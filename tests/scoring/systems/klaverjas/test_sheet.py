"""The sheet and evening-score functions, without a database."""

from __future__ import annotations

import pytest

from scoring.results.scores import FIXED, OWN_AVERAGE, ROUND_AVERAGE, SeatRecord, evening_scores
from scoring.rules import RevokePolicy, ScoringRules
from scoring.sheets.rows import Row, forced_declarer
from scoring.systems.klaverjas import KLAVERJAS
from scoring.systems.klaverjas.sheet import check_totals, evaluate_row, evaluate_sheet


@pytest.mark.parametrize(
    ("game", "team"),
    # 004 "Troef wordt bepaald door diegene die het eerst na de deler zit": game 1 is dealt
    # by the lowest number (seat 1, pair A), so seat 2 (pair B) plays; the deal rotates.
    [(1, "B"), (2, "A"), (3, "B"), (4, "A"), (5, "B"), (12, "A")],
)
def test_forced_declarer_is_the_player_after_the_dealer(game, team):
    assert forced_declarer(game) == team


def ordinary(number: int, points_a: int = 90) -> Row:
    return Row(number=number, declarer="A", points_a=points_a, points_b=162 - points_a)


def test_a_full_sheet_is_complete_and_totals_add_up():
    rows = [ordinary(n) for n in range(1, 13)]
    result = evaluate_sheet(rows, games=12, rules=ScoringRules())
    assert result.complete and not result.has_problems
    assert (result.total_a, result.total_b) == (12 * 90, 12 * 72)
    assert result.running_totals()[3] == (270, 216)


def test_a_sheet_with_a_gap_is_incomplete():
    rows = [ordinary(n) for n in (1, 2, 4)]
    assert not evaluate_sheet(rows, games=12, rules=ScoringRules()).complete


@pytest.mark.parametrize(
    ("policy", "scores", "penalty"),
    [
        # 004: "Bij verzaken krijgt de andere partij alle 162 punten"
        (RevokePolicy.AWARD_162, (0, 162), 0),
        # 003: 262 plus all roem to the team that did not revoke (20 roem on the sheet)
        (RevokePolicy.AWARD_262_ALL_ROEM, (0, 282), 0),
        # Orvelte replays: the row holds the replayed game, scored normally
        (RevokePolicy.REPLAY, (120, 62), 0),
        # Personal penalty: the game stands, the offender alone loses 100
        (RevokePolicy.PENALTY, (120, 62), -100),
    ],
)
def test_a_revoke_by_pair_a_under_each_policy(policy, scores, penalty):
    row = Row(number=1, declarer="A", points_a=100, points_b=62, roem_a=20, revoke="A",
              revoke_seat=1)
    result = evaluate_row(row, ScoringRules(revoke_policy=policy))
    assert not result.problems
    assert (result.score_a, result.score_b) == scores
    assert result.penalty == penalty


def test_a_penalty_needs_the_player_of_the_revoking_pair():
    rules = ScoringRules(revoke_policy=RevokePolicy.PENALTY)
    row = Row(number=1, declarer="A", points_a=100, points_b=62, revoke="A")
    assert [p.code for p in evaluate_row(row, rules).problems] == ["revoke_player_missing"]
    wrong = Row(number=1, declarer="A", points_a=100, points_b=62, revoke="A", revoke_seat=2)
    assert [p.code for p in evaluate_row(wrong, rules).problems] == ["revoke_player_wrong_team"]


@pytest.mark.parametrize(
    ("total_a", "total_b", "codes"),
    [
        (1000, 944, []),               # 12 x 162 = 1944: no roem at all
        (1020, 944, []),               # 20 roem
        (1000, 900, ["totals_too_low"]),
        (1005, 944, ["totals_not_possible"]),
        (12_004, 0, ["total_too_high"]),  # more than 12 x (162 + 100 pit + 700 roem)
    ],
)
def test_round_totals_are_checked_against_what_12_games_can_give(total_a, total_b, codes):
    problems = check_totals(total_a, total_b, games=12, rules=ScoringRules())
    assert [p.code for p in problems] == codes


def seats_two_tables_and_a_bye() -> list[SeatRecord]:
    # Round 1: table 1 = members 1..4 (seats 1-4), member 5 has a bye (seat 5).
    # Round 2: member 5 plays in member 1's place, member 1 has the bye.
    return [
        SeatRecord(1, 1, 1, 1), SeatRecord(2, 1, 2, 1), SeatRecord(3, 1, 3, 1),
        SeatRecord(4, 1, 4, 1), SeatRecord(5, 1, 5, None),
        SeatRecord(5, 2, 1, 1), SeatRecord(2, 2, 2, 1), SeatRecord(3, 2, 3, 1),
        SeatRecord(4, 2, 4, 1), SeatRecord(1, 2, 5, None),
    ]


TOTALS = {(1, 1): (1100, 900), (2, 1): (1000, 1060)}


@pytest.mark.parametrize(
    ("rule", "bye_1", "bye_5"),
    [
        (FIXED, 1200, 1200),                     # 004: "Een standaard nummer geeft recht op 1200"
        (ROUND_AVERAGE, 1030, 1000),             # (1000+1060+1000+1060)/4 and (1100+900)*2/4
        (OWN_AVERAGE, 1100, 1000),               # member 1 played 1100; member 5 played 1000
    ],
)
def test_bye_scores_follow_the_season_rule(rule, bye_1, bye_5):
    scores = evening_scores(seats=seats_two_tables_and_a_bye(), table_totals=TOTALS,
                            round_score=KLAVERJAS.round_score,
                            bye_rule=rule, bye_score=1200)
    assert scores[1].rounds[2].score == bye_1 and scores[1].rounds[2].bye
    assert scores[5].rounds[1].score == bye_5 and scores[5].rounds[1].bye
    assert scores[1].total == 1100 + bye_1
    assert scores[2].total == 900 + 1060  # seat 2 is pair B both times


def test_a_penalty_lands_on_the_player_in_that_seat_only():
    scores = evening_scores(seats=seats_two_tables_and_a_bye(), table_totals=TOTALS,
                            round_score=KLAVERJAS.round_score,
                            penalties={(1, 3): -100})
    assert scores[3].penalty == -100 and scores[3].total == 1100 + 1000 - 100
    assert scores[1].penalty == 0 and scores[1].total == 1100 + 1200
