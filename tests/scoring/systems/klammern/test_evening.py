"""A Klammern evening end to end through the real HTTP stack: the club chooses Klammern to
two big points, twelve players check in, the organiser draws two rounds (three tables each),
enters the six sheets, closes the evening; the prize list, the standings and the downloads
follow.

The games are dealt and played by the rules module's simulator (so that they are real
games: cards adding up to 162, melds one team's hands hold). Everything the site computes
from them is checked here against the seed's rules written out again below, independently
of ``scoring.rules`` (seed 002, "Wertung in Klammern"):
W1 "Das Team mit den meisten Punkten am Ende einer Runde gewinnt die Runde. Bei Gleichstand
   gewinnt das gegnerische Team (die Nicht-Reizenden)." Points are cards plus melds
   (Terz, Fifty, Bella 20; "Zusätzliche Punkte").
W2 "Wurde weder 'Contra' noch 'Re(contra)' angesagt, erhält das Gewinnerteam 1 kleinen
   Punkt. Bei 'Contra' ... 2 kleine Punkte. Bei 'Re(contra)' ... 4 kleine Punkte."
W3 "Das Team, das zuerst 5 kleine Punkte erreicht, erhält 1 großen Punkt. Steht es dabei
   5:0, erhält das Team zusätzlich einen Bonuspunkt und somit 2 große Punkte."
W4 "Nach jedem großen Punkt starten beide Teams wieder bei 0 kleinen Punkten."
W5 "Gespielt wird meistens so lange, bis ein Team eine vorher festgelegte Anzahl großer
   Punkte erreicht hat." Here: 2 (the club's setting).
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

import pytest

from clubs.models import Club, ClubRules, GameSystem
from scoring.models import Game, ScoreSheet, SheetStatus
from scoring.results.reports import evening_report, season_report
from scoring.rules import KlammernEntry, simulate_klammern_round
from tests.factories import check_in, make_members
from tests.forms import submit
from tests.scoring.sheets.helpers import sheet_url
from tests.scoring.systems.klammern.helpers import TARGET, seed_standings
from tests.tournament.helpers import post_seats
from tournament.models import Evening, EveningStatus, Season, Seat


def typed(entries: list[KlammernEntry]) -> dict[str, str]:
    data: dict[str, str] = {}
    for n, e in enumerate(entries, start=1):
        data.update({
            f"g{n}-declarer": e.declarer,
            f"g{n}-contra": "" if e.doubling == 1 else str(e.doubling),
            f"g{n}-points_a": str(e.points_a), f"g{n}-points_b": str(e.points_b),
            f"g{n}-roem_a": str(e.melds_a or ""), f"g{n}-roem_b": str(e.melds_b or ""),
            f"g{n}-bella": e.bella or "",
        })
    return data


def expected_prizes(rounds: dict[str, list[int]]) -> dict[int, set[str]]:
    """Prizes 1, 2 and -2 (the club's default places) by total, then the default
    tie-breaks: the best round, then the last round. Players equal in all three share a
    place, and a place already won by a shared prize is not given again."""
    def key(name: str) -> tuple[int, int, int]:
        return (sum(rounds[name]), max(rounds[name]), rounds[name][-1])

    ordered = sorted(rounds, key=key, reverse=True)
    prizes: dict[int, set[str]] = {}
    for place in (1, 2, -2):
        slot = ordered[place - 1 if place > 0 else len(ordered) + place]
        sharing = {name for name in ordered if key(name) == key(slot)}
        if all(sharing.isdisjoint(won) for won in prizes.values()):
            prizes[place] = sharing
    return prizes


@pytest.fixture
def evening(club: Club, organiser_client: Any) -> Evening:
    ClubRules.objects.filter(club=club).update(
        game_system=GameSystem.KLAMMERN, play_to_target=True, klammern_big_points=TARGET,
        bye_score_rule="ROUND_AVERAGE")
    submit(organiser_client, f"/club/{club.slug}/seizoen/nieuw/",
           {"name": "Klammern", "start_date": "2026-09-01"})
    season = Season.objects.get(name="Klammern")
    assert (season.game_system, season.klammern_big_points) == (GameSystem.KLAMMERN, TARGET)
    organiser_client.post(f"/club/{club.slug}/seizoen/{season.pk}/avond/nieuw/",
                          {"date": "2026-10-01", "round_count": "2"})
    evening = season.evenings.get()
    check_in(evening, make_members(club, 12))
    evening.status = EveningStatus.CHECK_IN
    evening.save()
    return evening


def test_a_klammern_evening_of_two_rounds_for_twelve_players(evening, organiser_client,
                                                             client):
    games: dict[tuple[int, int], list[KlammernEntry]] = {}
    for number in (1, 2):
        response = post_seats(organiser_client, evening, f"boom/{number}/loten/",
                              {"mode": "RANDOM", "seed": str(70 + number)})
        assert response.status_code == 302
        for table in (1, 2, 3):
            entries = simulate_klammern_round(100 * number + table + 2, target=TARGET)
            games[(number, table)] = entries
            response = submit(organiser_client, sheet_url(evening, table, number),
                              typed(entries))
            assert response.status_code == 302, response.content.decode()[-3000:]

    # Every game: its stored standing is the seed's; the sheet's totals are the big points.
    big_points: dict[tuple[int, int], tuple[int, int]] = {}
    for (number, table), entries in games.items():
        expected = seed_standings(entries)
        sheet = ScoreSheet.objects.get(round__evening=evening, round__number=number,
                                       table=table)
        stored = [(g.declarer, g.detail.get("doubling", 1), g.score_a, g.score_b)
                  for g in Game.objects.filter(sheet=sheet).order_by("number")]
        assert stored == [(e.declarer, e.doubling, s[2], s[3])
                          for e, s in zip(entries, expected, strict=True)]
        big_points[(number, table)] = expected[-1][:2]
        assert (sheet.status, sheet.total_a, sheet.total_b) == (
            SheetStatus.COMPLETE, *big_points[(number, table)])
    # Both kinds of big point happen in these rounds: 5:0 (two) and otherwise (one).
    steps = {after[0] + after[1] - before[0] - before[1]
             for entries in games.values()
             for before, after in zip([(0, 0, 0, 0), *seed_standings(entries)],
                                      seed_standings(entries), strict=False)}
    assert steps == {0, 1, 2}

    response = organiser_client.post(f"/club/{evening.club.slug}/avond/{evening.pk}/afsluiten/")
    evening.refresh_from_db()
    assert evening.status == EveningStatus.CLOSED

    # A player's round score is the big points of his team (seats 1 and 3 are team A).
    rounds: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for seat in Seat.objects.filter(round__evening=evening).select_related("member", "round"):
        assert seat.table is not None  # twelve players at three tables: no byes
        rounds[seat.member.name][seat.round.number - 1] = big_points[
            (seat.round.number, seat.table)][0 if seat.number % 2 == 1 else 1]
    expected_totals = {name: sum(scores) for name, scores in rounds.items()}
    assert len(expected_totals) == 12

    report = evening_report(evening)
    assert {line.player.name: line.player.total for line in report.lines} == expected_totals
    assert {line.player.name: list(line.player.rounds) for line in report.lines} == rounds
    assert {prize.place: {w.line.player.name for w in prize.winners}
            for prize in report.prizes} == expected_prizes(rounds)
    html = client.get(f"/club/{evening.club.slug}/avond/{evening.pk}/uitslag/").content.decode()
    assert "1e prijs" in html
    for name in expected_totals:
        assert name in html

    standings = season_report(evening.season)
    assert {line.player.name: line.score for line in standings.lines} == expected_totals
    base = f"/club/{evening.club.slug}"
    for url in (f"{base}/avond/{evening.pk}/uitslag/prijslijst.pdf",
                f"{base}/avond/{evening.pk}/uitslag/uitslag.xlsx",
                f"{base}/seizoen/{evening.season.pk}/stand.pdf",
                f"{base}/seizoen/{evening.season.pk}/stand.xlsx"):
        assert client.get(url).status_code == 200, url
