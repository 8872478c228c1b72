"""The JSON interface through Django's whole stack: the pages' own numbers, and nothing that
a private club or an evening not yet closed would reveal."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.test import Client

from clubs.models import Club, Member
from scoring.closing.service import reopen_evening
from scoring.results.labels import result_labels
from tests.factories import make_club, make_members, make_season
from tests.publish.pages import dutch_number, evening_in_play, table_rows
from tests.scoring.results.helpers import play_evening, queries
from tournament.models import Season


@pytest.fixture
def season(club: Club, organiser) -> Season:
    """Three closed evenings of two rounds: nine players on the first and the last (a bye
    every round), eight on the second (one absent)."""
    season = make_season(club)
    members = make_members(club, 9)
    for day in (1, 2, 3):
        play_evening(season, members[: 8 + day % 2], day, organiser)
    return season


def api(client: Client, path: str) -> dict[str, Any]:
    response = client.get(f"/api/v1/{path}")
    assert response.status_code == 200, (path, response.content)
    answer: dict[str, Any] = response.json()
    return answer


@pytest.mark.parametrize("rules", [{}, {"season_aggregate": "AVERAGE", "season_count_n": 0,
                                      "min_evenings": 3}],
                         ids=["total minus the two lowest", "average of all, three needed"])
def test_the_standings_are_the_numbers_of_the_standings_page(club, organiser, client, rules):
    season = make_season(club, **rules)
    members = make_members(club, 9)
    for day in (1, 2, 3):
        play_evening(season, members[: 8 + day % 2], day, organiser)
    page = client.get(f"/club/{club.slug}/seizoen/{season.pk}/stand/").content.decode()
    answer = api(client, f"clubs/{club.slug}/seasons/{season.pk}/standings/")

    def cells(values: list[str]) -> list[tuple[object, bool | None]]:
        return [(dutch_number(v), None if v == "\u2013" else not v.startswith("("))
                for v in values]

    on_page = [(int(row[0]) if row[0] else None, row[1], dutch_number(row[2]), int(row[3]),
                cells(row[4:])) for row in table_rows(page, "results standings")]
    in_answer = [(line["rank"], line["name"], line["score"], line["evenings_played"],
                  [(score, None if score is None else counts)
                   for score, counts in zip(line["scores"], line["counts"], strict=True)])
                 for line in answer["lines"]]
    assert in_answer == on_page
    assert len(answer["evenings"]) == 3 and len(on_page) == 9
    assert any(isinstance(line["score"], float) for line in answer["lines"]) == bool(rules)
    assert any(line["rank"] is None for line in answer["lines"]) == bool(rules)
    player = answer["lines"][0]["url"]  # the player's page of this season, not the latest
    assert player.endswith(f"?seizoen={season.pk}")
    assert client.get(player.removeprefix("http://testserver")).status_code == 200


def test_an_evening_is_the_numbers_and_the_prize_list_of_its_results_page(season, client):
    evening = season.evenings.order_by("date")[0]
    slug = season.club.slug
    page = client.get(f"/club/{slug}/avond/{evening.pk}/uitslag/").content.decode()
    answer = api(client, f"clubs/{slug}/evenings/{evening.pk}/results/")

    on_page = [(int(row[0]), row[1], dutch_number(row[2]),
                [(dutch_number(cell), cell.endswith(" S")) for cell in row[3:-1]],
                dutch_number(row[-1]) or 0)
               for row in table_rows(page, "results evening")]
    in_answer = [(line["rank"], line["name"], line["total"],
                  [(round_["score"], round_["bye"]) for round_ in line["bomen"]], line["penalty"])
                 for line in answer["lines"]]
    assert in_answer == on_page
    assert sum(bye for line in in_answer for _, bye in line[3]) == 2  # one bye per round

    prizes_on_page = re.findall(
        r'<span class="prize-place">(.*?)</span>\s*<span class="prize-name">(.*?)</span> '
        r'<span class="number">(.*?)</span>', page)
    labels = result_labels()
    in_answer_prizes = [(labels.place_label(prize["place"]), winner["name"], winner["total"])
                        for prize in answer["prizes"] for winner in prize["winners"]]
    assert in_answer_prizes == [(place, name, dutch_number(total))
                                for place, name, total in prizes_on_page]
    assert [prize["place"] for prize in answer["prizes"]] == [1, 2, -2]


def test_the_club_lists_its_seasons_and_a_season_its_evenings(season, client):
    slug = season.club.slug
    older = make_season(season.club, name="Vorig seizoen", start_date=season.start_date.replace(
        year=season.start_date.year - 1))
    club = api(client, f"clubs/{slug}/")
    assert [s["id"] for s in club["seasons"]] == [season.pk, older.pk]  # newest first
    assert club["seasons"][0]["url"] == f"http://testserver/club/{slug}/seizoen/{season.pk}/"
    listed = api(client, f"clubs/{slug}/seasons/{season.pk}/")["evenings"]
    evenings = list(season.evenings.order_by("date"))
    assert [e["id"] for e in listed] == [e.pk for e in evenings]
    assert listed[0]["results"] == (
        f"http://testserver/api/v1/clubs/{slug}/evenings/{evenings[0].pk}/results/")
    assert api(client, listed[0]["results"].removeprefix("http://testserver/api/v1/"))


def answers_of(client: Client, season: Season) -> list[str]:
    """Every answer the interface gives about the club, as text."""
    slug = season.club.slug
    paths = [f"clubs/{slug}/", f"clubs/{slug}/seasons/{season.pk}/",
             f"clubs/{slug}/seasons/{season.pk}/standings/"]
    paths += [f"clubs/{slug}/evenings/{e.pk}/results/"
              for e in season.evenings.filter(status="CLOSED")]
    return [client.get(f"/api/v1/{path}").content.decode() for path in paths]


def test_an_evening_not_closed_has_no_results_and_its_players_are_nowhere(season, organiser,
                                                                        client):
    club = season.club
    newcomer = Member.objects.create(club=club, name="Nieuwkomer Vanavond")
    idle = Member.objects.create(club=club, name="Nooit Gespeeld")
    players = list(club.members.filter(name__startswith="Speler")[:7])
    tonight = evening_in_play(season, [*players, newcomer], 4, organiser)
    # The results page shows tonight's numbers as they come in; the interface does not.
    assert "Nieuwkomer Vanavond" in client.get(
        f"/club/{club.slug}/avond/{tonight.pk}/uitslag/").content.decode()
    assert client.get(f"/api/v1/clubs/{club.slug}/evenings/{tonight.pk}/results/"
                      ).status_code == 404
    listed = api(client, f"clubs/{club.slug}/seasons/{season.pk}/")["evenings"]
    assert listed[-1] == {"id": tonight.pk, "date": "2026-10-04", "bomen": 2,
                          "status": "PLAYING", "results": None}
    standings = api(client, f"clubs/{club.slug}/seasons/{season.pk}/standings/")
    assert tonight.pk not in [e["id"] for e in standings["evenings"]]
    for text in answers_of(client, season):
        assert newcomer.name not in text and idle.name not in text


def test_a_reopened_evening_is_unpublished_until_it_is_closed_again(season, organiser, client):
    evening = season.evenings.order_by("date")[0]
    slug = season.club.slug
    url = f"/api/v1/clubs/{slug}/evenings/{evening.pk}/results/"
    assert client.get(url).status_code == 200
    reopen_evening(evening, organiser, "tafel 1 verkeerd ingevuld")
    assert client.get(url).status_code == 404
    standings = api(client, f"clubs/{slug}/seasons/{season.pk}/standings/")
    assert evening.pk not in [e["id"] for e in standings["evenings"]]


PRIVATE = ["api/v1/clubs/{slug}/", "api/v1/clubs/{slug}/seasons/{season}/",
           "api/v1/clubs/{slug}/seasons/{season}/standings/",
           "api/v1/clubs/{slug}/evenings/{evening}/results/", "club/{slug}/stand/ingebed/",
           "club/{slug}/seizoen/{season}/agenda.ics"]


@pytest.mark.parametrize("path", PRIVATE)
def test_a_private_club_answers_exactly_as_a_club_that_does_not_exist(season, client,
                                                                     organiser_client, path):
    """Its own board member too: these answers are for other sites, calendars and shared
    caches, where nobody is logged in."""
    club = season.club
    club.standings_public = False
    club.save()
    evening = season.evenings.first()
    assert evening is not None
    missing_club = make_club("Een andere")
    missing_club.delete()

    def get(who: Client, slug: str):
        return who.get("/" + path.format(slug=slug, season=season.pk, evening=evening.pk))

    for who in (client, organiser_client):
        private, missing = get(who, club.slug), get(who, missing_club.slug)
        assert private.status_code == missing.status_code == 404
        assert private["Content-Type"] == missing["Content-Type"]
        if path.startswith("api/"):
            assert private.content == missing.content == b'{"detail": "Not found."}'
        else:
            assert [t.name for t in private.templates] == [t.name for t in missing.templates]
        assert "Access-Control-Allow-Origin" not in private or path.startswith("api/")


def test_an_answer_takes_as_many_queries_for_a_small_season_as_for_a_large_one(club,
                                                                              organiser,
                                                                              client):
    small, large = make_season(club, name="klein"), make_season(club, name="groot")
    play_evening(small, make_members(club, 8, prefix="Klein"), 1, organiser)
    many = make_members(club, 21, prefix="Groot")
    for day in range(2, 6):
        play_evening(large, many, day, organiser, round_count=3)
    slug = club.slug
    for path in ("seasons/{pk}/", "seasons/{pk}/standings/"):
        assert queries(client, f"/api/v1/clubs/{slug}/" + path.format(pk=small.pk)) == (
            queries(client, f"/api/v1/clubs/{slug}/" + path.format(pk=large.pk)))
    small_evening, large_evening = small.evenings.get(), large.evenings.order_by("date")[3]
    assert queries(client, f"/api/v1/clubs/{slug}/evenings/{small_evening.pk}/results/") == (
        queries(client, f"/api/v1/clubs/{slug}/evenings/{large_evening.pk}/results/"))
