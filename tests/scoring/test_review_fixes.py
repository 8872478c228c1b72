"""Cases found in review: each once crashed, lost data or showed what it should not."""

from __future__ import annotations

from django.test import Client
from django.urls import reverse

from clubs.models import Club, ClubRules, EntryMode
from scoring.models import ScoreSheet
from scoring.results.reports import evening_report
from scoring.sheets.tokens import table_token
from tests.factories import check_in, make_evening, make_members, make_season
from tests.forms import submit
from tests.scoring.sheets.helpers import FULL, games, sheet_url
from tournament.models import Round, Season
from tournament.seating.store import draw_round


def drawn_evening(club: Club):
    evening = make_evening(make_season(club), round_count=1)
    check_in(evening, make_members(club, 8))
    draw_round(evening, 1, seed=5)
    return evening


def test_a_club_without_rules_can_still_start_a_season(club, organiser_client):
    ClubRules.objects.filter(club=club).delete()
    response = submit(organiser_client, f"/club/{club.slug}/seizoen/nieuw/",
                      {"name": "2027", "start_date": "2027-01-06"})
    assert response.status_code == 302
    assert Season.objects.get(club=club).bye_score == 1200


def test_a_strange_season_number_gives_404_not_a_crash(club, client):
    make_season(club)
    member = make_members(club, 1)[0]
    for value in ("%C2%B2", "abc", "-1"):
        url = f"/club/{club.slug}/speler/{member.pk}/?seizoen={value}"
        assert client.get(url).status_code == 404


def test_an_empty_sheet_never_overwrites_a_saved_one(club, organiser_client):
    evening = drawn_evening(club)
    submit(organiser_client, sheet_url(evening), games(FULL))
    response = submit(organiser_client, sheet_url(evening), {"version": "1"}, follow=True)
    assert "Vul minstens één spel in" in response.content.decode()
    sheet = ScoreSheet.objects.get()
    assert sheet.games.count() == 12 and sheet.status == "COMPLETE"


def test_an_incomplete_sheet_does_not_count_in_the_results(club, organiser_client):
    evening = drawn_evening(club)
    submit(organiser_client, sheet_url(evening, table=1), games(FULL))
    submit(organiser_client, sheet_url(evening, table=2), games({1: 90}))
    players = {line.player.member: line.player for line in evening_report(evening).lines}
    assert len(players) == 4  # only table 1's players have a score yet


def test_a_totals_only_club_gets_the_totals_form_at_the_table_too(club):
    evening = drawn_evening(club)
    season = evening.season
    season.entry_mode, season.table_entry = EntryMode.TOTALS_ONLY, True
    season.save()
    url = reverse("scoring:table_sheet",
                  args=[table_token(Round.objects.get(evening=evening), 1)])
    submit(Client(), url, {"version": "0", "total_a": "1020", "total_b": "944"})
    sheet = ScoreSheet.objects.get()
    assert sheet.totals_only and sheet.source == "TABLE"


def test_the_home_page_hides_private_clubs_from_visitors(club, other_club, client,
                                                        outsider_client):
    other_club.standings_public = False
    other_club.save()
    assert other_club.name not in client.get("/").content.decode()
    assert other_club.name in outsider_client.get("/").content.decode()


def test_a_missing_page_speaks_dutch(db, client):
    response = client.get("/kaart/not-a-code/")
    assert response.status_code == 404
    assert "Deze pagina bestaat niet (meer)" in response.content.decode()
