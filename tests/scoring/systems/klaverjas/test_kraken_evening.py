"""A Kraken evening end to end through the real HTTP stack: the club chooses Kraken, the
organiser draws two rounds, enters four sheets with kraak, herkraak and superkraak in spades
and other suits, closes the evening; the prize list and the standings follow.

Every number below is worked out by hand from seed 000 ("Kraken"):
K1 the side that doubled last must win more points than the other side;
K2 the side that wins gets all points of the game, the other side nothing;
K3 those points are doubled (kraak), quadrupled (herkraak), x8 (superkraak);
K4 with spades as trump the points are doubled once more;
and the klaverjas rules (004): the player after the dealer plays (pair B in the odd games,
pair A in the even ones), a playing pair without more points than the other is nat.

An ordinary game here is 90 for pair A in hearts: in an odd game B plays with 72 and is nat
(A 162), in an even game A plays (A 90, B 72).
"""

from __future__ import annotations

from collections import defaultdict

import pytest

from clubs.models import Club, ClubRules, GameSystem
from scoring.models import ScoreSheet, SheetStatus
from scoring.results.reports import evening_report, season_report
from tests.factories import check_in, make_members
from tests.forms import submit
from tests.scoring.sheets.helpers import sheet_url
from tests.scoring.systems.klaverjas.helpers import kraken_game
from tests.tournament.helpers import post_seats
from tournament.models import Evening, EveningStatus, Season, Seat


def sheet(**special: dict[str, str]) -> dict[str, str]:
    """Twelve games: the ordinary one, unless ``special`` (g1=..., g2=...) says otherwise."""
    data: dict[str, str] = {}
    for n in range(1, 13):
        data.update(special.get(f"g{n}") or kraken_game(n, 90, "H"))
    return data


SHEETS = {
    # Round 1, table 1.
    # g1: B plays, A says kraak (x2) in hearts, A 100 > B 62: A gets 162 x 2 = 324 (K1-K3).
    # g2: A plays, B kraakt, A herkraakt (x4) in spades with 20 roem, A 120 > 62:
    #     A gets (162 + 20) x 4 x 2 = 1456 (K1-K4).
    # g3: B plays, A kraakt, B herkraakt, A superkraakt (x8) in diamonds, A 70 < B 92:
    #     B gets 162 x 8 = 1296 (K1-K3).
    # g4: A plays in spades, nobody doubles: (90, 72) x 2 = (180, 144) (K4).
    # g5-g12 ordinary: A 4 x 162 + 4 x 90 = 1008, B 4 x 72 = 288.
    # A: 324 + 1456 + 180 + 1008 = 2968; B: 1296 + 144 + 288 = 1728.
    (1, 1): (sheet(g1=kraken_game(1, 100, "H", 2),
                   g2=kraken_game(2, 100, "S", 4, roem_a=20),
                   g3=kraken_game(3, 70, "D", 8),
                   g4=kraken_game(4, 90, "S")), (2968, 1728)),
    # Round 1, table 2.
    # g1: B plays, A superkraakt in spades, A 60 < B 102 + 50 roem: B gets
    #     (162 + 50) x 8 x 2 = 3392.
    # g2: A plays in clubs, B kraakt, 81 against 81: B doubled last and has not more (K1),
    #     so A gets 162 x 2 = 324.
    # g3-g12 ordinary: A 5 x 162 + 5 x 90 = 1260, B 5 x 72 = 360.
    # A: 324 + 1260 = 1584; B: 3392 + 360 = 3752.
    (1, 2): (sheet(g1=kraken_game(1, 60, "S", 8, roem_b=50),
                   g2=kraken_game(2, 81, "C", 2)), (1584, 3752)),
    # Round 2, table 1: twelve ordinary games: A 6 x 162 + 6 x 90 = 1512, B 6 x 72 = 432.
    (2, 1): (sheet(), (1512, 432)),
    # Round 2, table 2.
    # g2: A plays, B kraakt, A herkraakt (x4) in hearts, A 70 < B 92: B gets 162 x 4 = 648.
    # the other eleven ordinary: A 6 x 162 + 5 x 90 = 1422, B 5 x 72 = 360.
    # A: 1422; B: 648 + 360 = 1008.
    (2, 2): (sheet(g2=kraken_game(2, 70, "H", 4)), (1422, 1008)),
}


def dutch(number: int) -> str:
    """4.552: the thousands separated by a dot."""
    return f"{number:,}".replace(",", ".")


@pytest.fixture
def evening(club: Club, organiser_client) -> Evening:
    ClubRules.objects.filter(club=club).update(game_system=GameSystem.KRAKEN)
    submit(organiser_client, f"/club/{club.slug}/seizoen/nieuw/",
           {"name": "Wilde boom", "start_date": "2026-09-01"})
    season = Season.objects.get(name="Wilde boom")
    assert season.game_system == GameSystem.KRAKEN
    organiser_client.post(f"/club/{club.slug}/seizoen/{season.pk}/avond/nieuw/",
                          {"date": "2026-10-01", "round_count": "2"})
    evening = season.evenings.get()
    check_in(evening, make_members(club, 8))
    evening.status = EveningStatus.CHECK_IN
    evening.save()
    return evening


def test_a_kraken_evening_gives_the_right_prizes_and_standings(
    evening, organiser_client, client
):
    for number in (1, 2):
        response = post_seats(organiser_client, evening, f"boom/{number}/loten/",
                              {"mode": "RANDOM", "seed": str(40 + number)})
        assert response.status_code == 302
        for table in (1, 2):
            data, _totals = SHEETS[(number, table)]
            response = submit(organiser_client, sheet_url(evening, table, number), data)
            assert response.status_code == 302, response.content.decode()[-2000:]
    for (number, table), (_data, totals) in SHEETS.items():
        stored = ScoreSheet.objects.get(round__evening=evening, round__number=number,
                                        table=table)
        assert (stored.status, stored.total_a, stored.total_b) == (SheetStatus.COMPLETE,
                                                                   *totals)
    response = organiser_client.post(f"/club/{evening.club.slug}/avond/{evening.pk}/afsluiten/")
    evening.refresh_from_db()
    assert evening.status == EveningStatus.CLOSED

    # Each player's evening: the totals of their pair in both rounds (seats 1+3 are pair A).
    expected: dict[str, int] = defaultdict(int)
    for seat in Seat.objects.filter(round__evening=evening).select_related("member", "round"):
        assert seat.table is not None  # eight players: no byes
        totals = SHEETS[(seat.round.number, seat.table)][1]
        expected[seat.member.name] += totals[0 if seat.number % 2 == 1 else 1]
    assert sum(expected.values()) == 2 * sum(a + b for _d, (a, b) in SHEETS.values())

    report = evening_report(evening)
    assert {line.player.name: line.player.total for line in report.lines} == expected
    ordered = sorted(expected.values(), reverse=True)
    prize_totals = {prize.place: {w.line.player.total for w in prize.winners}
                    for prize in report.prizes}
    assert prize_totals == {1: {ordered[0]}, 2: {ordered[1]}, -2: {ordered[-2]}}

    html = client.get(f"/club/{evening.club.slug}/avond/{evening.pk}/uitslag/").content.decode()
    assert "1e prijs" in html
    for name, total in expected.items():
        assert name in html and dutch(total) in html

    standings = season_report(evening.season)
    assert {line.player.name: line.score for line in standings.lines} == expected
    html = client.get(f"/club/{evening.club.slug}/seizoen/{evening.season.pk}/stand/"
                      ).content.decode()
    winner = max(expected, key=lambda name: expected[name])
    assert dutch(expected[winner]) in html
