"""The club house screen through the HTTP stack: which view it shows at each moment of an
evening, that it answers "nothing changed" cheaply, the board's link, and that a private
club's screen shows no scores."""

from __future__ import annotations

import re
from datetime import date, timedelta

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from clubs.models import Action, Activity, Club, GameSystem
from clubs.screen_link import make_link
from publish.screen.state import Kind, RoundFacts, screen_kind
from scoring.closing.service import approve_round, close_evening
from scoring.models import ScoreSheet, SheetStatus
from tests.factories import check_in, make_evening, make_members, make_season
from tournament.models import Evening, EveningStatus, Round
from tournament.seating.store import draw_round

HX = {"HTTP_HX_REQUEST": "true"}


def round_facts(number: int = 1, *, approved: bool = False, tables: int = 2,
                complete: tuple[int, ...] = ()) -> RoundFacts:
    return RoundFacts(number, approved, frozenset(range(1, tables + 1)), frozenset(complete))


@pytest.mark.parametrize(("closed", "rounds", "kind"), [
    (False, [], Kind.WAITING),
    (False, [round_facts()], Kind.SEATING),
    (False, [round_facts(complete=(2,))], Kind.SHEETS),
    (False, [round_facts(complete=(1, 2))], Kind.RANKING),
    (False, [round_facts(approved=True)], Kind.RANKING),  # approved with a sheet still missing
    (False, [round_facts(complete=(1, 2)), round_facts(2)], Kind.SEATING),  # the next round drawn
    (True, [round_facts(complete=(1, 2))], Kind.PRIZES),
])
def test_it_shows_what_the_evening_has_come_to(closed, rounds, kind):
    assert screen_kind(closed=closed, rounds=rounds) == kind


@pytest.fixture
def tonight(club: Club) -> Evening:
    """Tonight's evening of 10 players (two tables and two byes), checked in; the club
    has a screen link."""
    make_link(club, user=None)  # type: ignore[arg-type]
    season = make_season(club)
    evening = Evening.objects.create(season=season, date=timezone.localdate(), round_count=2,
                                     status=EveningStatus.CHECK_IN)
    check_in(evening, make_members(club, 10))
    return evening


def screen_url(club: Club) -> str:
    club.refresh_from_db()
    return str(reverse("screen", args=[club.screen_token]))


def complete(evening: Evening, number: int, table: int, a: int, b: int) -> None:
    ScoreSheet.objects.create(round=Round.objects.get(evening=evening, number=number),
                              table=table, status=SheetStatus.COMPLETE, total_a=a, total_b=b)


def shown(client: Client, url: str) -> str:
    response = client.get(url)
    assert response.status_code == 200
    return response.content.decode()


def fingerprint(page: str) -> str:
    (value,) = re.findall(r'data-fingerprint="(\w+)"', page)
    return str(value)


def test_it_follows_the_evening_from_the_draw_to_the_prize_list(tonight, client, organiser):
    url = screen_url(tonight.club)
    assert "Zo meteen wordt er geloot" in shown(client, url)

    draw_round(tonight, 1, seed=4)
    page = shown(client, url)
    assert "Boom 1: de indeling" in page and "Tafel 2" in page
    assert "Staande nummers" in page and page.count('class="screen-name"') == 10

    complete(tonight, 1, 2, 2000, 1500)
    page = shown(client, url)
    assert "Scorekaarten ingeleverd: 1 van 2 tafels" in page
    assert "2.000" not in page  # suspense: the club shows no scores during the round

    complete(tonight, 1, 1, 1800, 1700)
    page = shown(client, url)
    assert "Boom 1: stand na deze boom" in page and "2.000" in page

    draw_round(tonight, 2, seed=5)
    assert "Boom 2: de indeling" in shown(client, url)
    complete(tonight, 2, 1, 1000, 2500)
    complete(tonight, 2, 2, 1200, 2300)
    close_evening(tonight, organiser)
    page = shown(client, url)
    assert "<h1>Prijslijst</h1>" in page and "1e prijs" in page


def test_nothing_changed_answers_empty_and_a_change_answers_the_screen(tonight, client):
    url = screen_url(tonight.club)
    first = fingerprint(shown(client, url))
    unchanged = client.get(url, {"v": first}, **HX)
    assert unchanged.status_code == 204 and unchanged.content == b""
    assert "no-store" in unchanged["Cache-Control"]

    draw_round(tonight, 1, seed=4)
    changed = client.get(url, {"v": first}, **HX)
    body = changed.content.decode()
    assert changed.status_code == 200
    assert body.startswith('<main id="screen"') and body.endswith("</main>")
    assert "<html" not in body and fingerprint(body) != first
    assert client.get(url, {"v": fingerprint(body)}, **HX).status_code == 204


def test_a_poll_reads_four_small_queries(tonight, client, django_assert_num_queries):
    draw_round(tonight, 1, seed=4)
    url = screen_url(tonight.club)
    first = fingerprint(shown(client, url))
    with django_assert_num_queries(4):  # club, evening, rounds, sheets
        assert client.get(url, {"v": first}, **HX).status_code == 204


def test_approving_a_round_shows_the_ranking(tonight, client, organiser):
    draw_round(tonight, 1, seed=4)
    complete(tonight, 1, 1, 1800, 1700)
    url = screen_url(tonight.club)
    assert "ingeleverd" in shown(client, url)
    approve_round(Round.objects.get(evening=tonight, number=1), approved=True, user=organiser)
    assert "stand na deze boom" in shown(client, url)


def test_a_club_that_wants_them_sees_the_scores_during_the_round(tonight, client):
    Club.objects.filter(pk=tonight.club.pk).update(screen_table_scores=True)
    draw_round(tonight, 1, seed=4)
    complete(tonight, 1, 2, 2000, 1500)
    assert "2.000" in shown(client, screen_url(tonight.club))


def test_a_private_clubs_screen_shows_seats_but_no_scores(tonight, client, organiser):
    Club.objects.filter(pk=tonight.club.pk).update(standings_public=False,
                                                   screen_table_scores=True)
    url = screen_url(tonight.club)
    draw_round(tonight, 1, seed=4)
    assert "Tafel 1" in shown(client, url)
    complete(tonight, 1, 2, 2000, 1500)
    assert "2.000" not in shown(client, url)
    complete(tonight, 1, 1, 1800, 1700)
    page = shown(client, url)
    assert "Zo meteen wordt er geloot voor Boom 2" in page
    assert "1.800" not in page and "Speler" not in page


def test_klabberjass_calls_a_boom_a_round(club, client):
    make_link(club, user=None)  # type: ignore[arg-type]
    season = make_season(club, game_system=GameSystem.KLABBERJASS)
    evening = Evening.objects.create(season=season, date=timezone.localdate(), round_count=2,
                                     status=EveningStatus.CHECK_IN)
    check_in(evening, make_members(club, 9))
    draw_round(evening, 1, seed=4)
    page = shown(client, screen_url(club))
    assert "Ronde 1: de indeling" in page and "Boom 1" not in page


def test_an_evening_long_ago_or_none_shows_the_next_evening(club, client):
    make_link(club, user=None)  # type: ignore[arg-type]
    season = make_season(club)
    make_evening(season, status=EveningStatus.CLOSED, day=1)  # 1 October 2026: long ago
    Evening.objects.create(season=season, date=date(2099, 1, 2))
    page = shown(client, screen_url(club))
    assert "De volgende speelavond is op vrijdag 2 januari" in page


def test_a_withdrawn_or_forged_link_shows_nothing(tonight, client, organiser_client):
    url = screen_url(tonight.club)
    response = organiser_client.post(reverse("clubs:screen_link_withdraw",
                                             args=[tonight.club.slug]))
    assert response.status_code == 302
    assert client.get(url).status_code == 404
    assert client.get("/scherm/forged/").status_code == 404
    assert Activity.objects.filter(action=Action.SCREEN_WITHDRAWN).count() == 1


def test_a_new_link_retires_the_old_one(tonight, client, organiser_client):
    old = screen_url(tonight.club)
    organiser_client.post(reverse("clubs:screen_link_make", args=[tonight.club.slug]))
    new = screen_url(tonight.club)
    assert new != old and client.get(old).status_code == 404
    assert client.get(new).status_code == 200
    settings_page = organiser_client.get(reverse("clubs:settings", args=[tonight.club.slug]))
    assert f"http://testserver{new}" in settings_page.content.decode()


def test_the_prize_list_stays_up_past_midnight_and_a_new_evening_takes_over(club, client,
                                                                           organiser):
    make_link(club, user=None)  # type: ignore[arg-type]
    season = make_season(club)
    today = timezone.localdate()
    yesterday = Evening.objects.create(season=season, date=today - timedelta(days=1),
                                       round_count=1, status=EveningStatus.CHECK_IN)
    check_in(yesterday, make_members(club, 8))
    draw_round(yesterday, 1, seed=4)
    complete(yesterday, 1, 1, 1800, 1700)
    complete(yesterday, 1, 2, 2000, 1500)
    close_evening(yesterday, organiser)
    url = screen_url(club)
    assert "<h1>Prijslijst</h1>" in shown(client, url)

    Evening.objects.create(season=season, date=today, round_count=1, status=EveningStatus.CHECK_IN)
    assert "Zo meteen wordt er geloot" in shown(client, url)
