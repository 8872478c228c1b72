"""Evening results, prizes, standings and player pages through HTTP, with query counts."""

from __future__ import annotations

import pytest

from clubs.models import Club, Member
from scoring.closing.service import close_evening, reopen_evening
from scoring.models import Game
from scoring.results.reports import evening_report, season_report
from scoring.sheets.rows import Row
from scoring.sheets.save import save_games
from scoring.systems.klaverjas import KLAVERJAS
from tests.factories import make_club, make_members, make_season
from tests.scoring.results.helpers import play_evening, queries
from tournament.models import Season, Seat


@pytest.fixture
def season(club: Club, organiser) -> Season:
    season = make_season(club)
    members = make_members(club, 9)
    for day in (1, 2, 3):
        play_evening(season, members[: 8 + day % 2], day, organiser)
    return season


def test_evening_results_add_up_from_the_stored_games(season):
    evening = season.evenings.first()
    report = evening_report(evening)
    sheets_total = sum(g.score_a + g.score_b for g in
                       Game.objects.filter(sheet__round__evening=evening))
    # Every game's score goes to both players of each pair: twice the table totals, plus
    # the byes (this evening has 9 players: one bye per round).
    byes = sum(sum(s for s, bye in zip(line.player.rounds, line.player.byes, strict=True)
                   if bye and s) for line in report.lines)
    assert sum(line.player.total for line in report.lines) == 2 * sheets_total + byes
    assert [line.rank for line in report.lines] == sorted(line.rank for line in report.lines)
    assert [p.place for p in report.prizes] == [1, 2, -2]


def test_the_results_page_shows_prizes_and_every_player(season, client):
    evening = season.evenings.first()
    html = client.get(f"/club/{season.club.slug}/avond/{evening.pk}/uitslag/").content.decode()
    assert "1e prijs" in html and "Poedelprijs (op één na laatste)" in html
    assert html.count('href="/club/' + season.club.slug + "/speler/") >= 9


def test_the_standings_page_drops_the_two_lowest_evenings(season, client):
    report = season_report(season)
    assert all(sum(line.counted) == 1 for line in report.lines)  # 3 held - 2 dropped
    html = client.get(f"/club/{season.club.slug}/seizoen/{season.pk}/stand/").content.decode()
    assert "Getallen tussen haakjes tellen niet mee" in html
    assert 'class="dropped"' in html


def test_the_player_page_draws_the_history(season, client):
    member = season.club.members.first()
    html = client.get(f"/club/{season.club.slug}/speler/{member.pk}/").content.decode()
    assert "<svg" in html and "Gemiddeld per boom" in html


def test_a_private_club_hides_its_results(season, client, outsider_client, organiser_client):
    season.club.standings_public = False
    season.club.save()
    url = f"/club/{season.club.slug}/seizoen/{season.pk}/stand/"
    assert client.get(url).status_code == 404
    assert outsider_client.get(url).status_code == 404
    assert organiser_client.get(url).status_code == 200


def test_standings_and_results_take_a_fixed_number_of_queries(club, organiser, client):
    small = make_season(club, name="klein")
    few = make_members(club, 8, prefix="Klein")
    play_evening(small, few, 1, organiser)
    large = make_season(club, name="groot")
    many = make_members(club, 21, prefix="Groot")
    for day in range(2, 6):
        play_evening(large, many, day, organiser, round_count=3)
    slug = club.slug
    assert queries(client, f"/club/{slug}/seizoen/{small.pk}/stand/") == queries(
        client, f"/club/{slug}/seizoen/{large.pk}/stand/")
    small_evening, large_evening = small.evenings.get(), large.evenings.order_by("date")[3]
    assert queries(client, f"/club/{slug}/avond/{small_evening.pk}/uitslag/") == queries(
        client, f"/club/{slug}/avond/{large_evening.pk}/uitslag/")
    member_small, member_large = few[0], many[0]
    assert queries(client, f"/club/{slug}/speler/{member_small.pk}/?seizoen={small.pk}") == (
        queries(client, f"/club/{slug}/speler/{member_large.pk}/?seizoen={large.pk}"))


def test_a_correction_after_reopening_reaches_the_standings(season, organiser, client):
    url = f"/club/{season.club.slug}/seizoen/{season.pk}/stand/"
    client.get(url)  # the closed evenings are now cached
    evening = season.evenings.order_by("date").first()
    before = {line.player.member: line.player.evenings[0] for line in season_report(season).lines}
    reopen_evening(evening, organiser, "tafel 1 verkeerd")
    sheet = evening.rounds.get(number=1).sheets.get(table=1)
    rows = [Row(number=g.number, declarer=g.declarer, points_a=g.points_a,
                points_b=g.points_b) for g in sheet.games.all()]
    rows[1] = Row(number=2, declarer="A", points_a=162, points_b=0)  # A made every point
    save_games(sheet.round, 1, rows, sheet=KLAVERJAS, version=sheet.version, user=organiser)
    close_evening(evening, organiser)
    after = {line.player.member: line.player.evenings[0] for line in season_report(season).lines}
    assert after != before


def test_a_renamed_member_shows_the_new_name_in_cached_standings(season, client):
    url = f"/club/{season.club.slug}/seizoen/{season.pk}/stand/"
    client.get(url)
    member = season.club.members.first()
    member.name = "Hernoemde Speler"
    member.save()
    assert "Hernoemde Speler" in client.get(url).content.decode()


def test_cached_standings_take_fewer_but_still_a_fixed_number_of_queries(club, organiser,
                                                                        client):
    small, large = make_season(club, name="klein"), make_season(club, name="groot")
    play_evening(small, make_members(club, 8, prefix="K"), 1, organiser)
    many = make_members(club, 13, prefix="G")
    for day in (2, 3, 4):
        play_evening(large, many, day, organiser)
    urls = [f"/club/{club.slug}/seizoen/{s.pk}/stand/" for s in (small, large)]
    cold = [queries(client, u) for u in urls]
    warm = [queries(client, u) for u in urls]
    assert cold[0] == cold[1] and warm[0] == warm[1] and warm[0] < cold[0]


def test_player_pages_only_exist_for_members_who_played(season, client):
    """Issue 11: a public club's player pages listed every member, played or not."""
    played = Seat.objects.filter(round__evening__season=season).values_list("member", flat=True)
    idle = Member.objects.create(club=season.club, name="Nooit Gespeeld")
    assert client.get(f"/club/{season.club.slug}/speler/{played[0]}/").status_code == 200
    assert client.get(f"/club/{season.club.slug}/speler/{idle.pk}/").status_code == 404


DUTCH_DAYS = ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"]
ENGLISH_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def test_the_player_page_links_every_evening_by_its_date_in_the_visitors_language(season,
                                                                                  client):
    member = season.club.members.first()
    url = f"/club/{season.club.slug}/speler/{member.pk}/"
    dutch = client.get(url).content.decode()
    english = client.get(url, HTTP_ACCEPT_LANGUAGE="en").content.decode()
    for evening in season.evenings.all():
        link = f'href="/club/{season.club.slug}/avond/{evening.pk}/uitslag/">'
        day = evening.date
        assert f"{link}{DUTCH_DAYS[day.weekday()]} {day.day}" in dutch
        assert f"{link}{ENGLISH_DAYS[day.weekday()]} {day.day}" in english


def test_the_player_page_shows_only_this_clubs_seasons(season, client):
    member = season.club.members.first()
    other = make_season(make_club("Elders"), name="Elders")
    url = f"/club/{season.club.slug}/speler/{member.pk}/"
    assert client.get(f"{url}?seizoen={season.pk}").status_code == 200
    for wanted in (other.pk, "x", ""):
        assert client.get(f"{url}?seizoen={wanted}").status_code == 404, wanted
    empty = make_club("Nog niets", standings_public=True)
    assert client.get(f"/club/{empty.slug}/speler/{member.pk}/").status_code == 404
    assert client.get(f"/club/geen-club/speler/{member.pk}/").status_code == 404
