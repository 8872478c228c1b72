"""An evening of rounds played to 1500, end to end through the real HTTP stack: draw, two
sheets of different lengths, a bye scored as the round's average, close, results.

Seed 000, "Boom": "die Anzahl der Spiele, die nötig war, bis ein Team 1500 Punkte
erreicht". Forced declarer (004): pair B plays the odd games, pair A the even ones.
"""

from __future__ import annotations

import pytest

from clubs.models import ByeScoreRule, Club
from scoring.models import ScoreSheet, SheetStatus
from scoring.results.reports import evening_report
from tests.factories import check_in, make_evening, make_members, make_season
from tests.forms import submit
from tests.scoring.sheets.helpers import games, sheet_url
from tests.tournament.helpers import post_seats
from tournament.models import Evening, EveningStatus, Seat

# Table 1: pair A types 90 in every game, with 100 roem in game 2. B is nat in the odd games
# (A 162), A plays the even ones (A 90, B 72). A: 162, 352, 514, 604, 766, 856, 1018, 1108,
# 1270, 1360, 1522: over in game 11; B has 5 x 72 = 360.
TABLE_1 = games(dict.fromkeys(range(1, 12), 90), extra={"g2-roem_a": "100"})
# Table 2: pair A types 72 in every game. B plays the odd games and wins them (A 72, B 90),
# A is nat in the even ones (B 162). B: 90, 252, 342, 504, 594, 756, 846, 1008, 1098, 1260,
# 1350, 1512: over in game 12; A has 6 x 72 = 432.
TABLE_2 = games(dict.fromkeys(range(1, 13), 72))
TOTALS = {1: (1522, 360), 2: (432, 1512)}
# The bye gets the round's average of the eight players' scores, rounded half up:
# 2 x (1522 + 360 + 432 + 1512) / 8 = 956.5 -> 957.
BYE = 957


@pytest.fixture
def evening(club: Club) -> Evening:
    season = make_season(club, play_to_target=True, target_score=1500,
                         bye_score_rule=ByeScoreRule.ROUND_AVERAGE)
    evening = make_evening(season, round_count=1, status=EveningStatus.CHECK_IN)
    check_in(evening, make_members(club, 9))
    return evening


def test_an_evening_of_rounds_to_1500(evening, organiser_client, client):
    response = post_seats(organiser_client, evening, "boom/1/loten/", {"mode": "RANDOM"})
    assert response.status_code == 302
    for table, data in ((1, TABLE_1), (2, TABLE_2)):
        assert submit(organiser_client, sheet_url(evening, table), data).status_code == 302
    sheets = {s.table: s for s in ScoreSheet.objects.all()}
    assert {t: (s.status, s.total_a, s.total_b, s.games.count()) for t, s in sheets.items()} == {
        1: (SheetStatus.COMPLETE, 1522, 360, 11), 2: (SheetStatus.COMPLETE, 432, 1512, 12)}
    html = organiser_client.get(sheet_url(evening, 2)).content.decode()
    assert "Boom uit: paar B heeft 1.500 gehaald na spel 12." in html

    organiser_client.post(f"/club/{evening.club.slug}/avond/{evening.pk}/afsluiten/")
    evening.refresh_from_db()
    assert evening.status == EveningStatus.CLOSED

    expected = {}
    for seat in Seat.objects.filter(round__evening=evening).select_related("member"):
        expected[seat.member.name] = (
            BYE if seat.table is None else TOTALS[seat.table][0 if seat.number % 2 else 1])
    report = evening_report(evening)
    assert {line.player.name: line.player.total for line in report.lines} == expected
    assert {w.line.player.total for w in report.prizes[0].winners} == {1522}
    html = client.get(f"/club/{evening.club.slug}/avond/{evening.pk}/uitslag/").content.decode()
    assert "1.522" in html and "957" in html
