"""Deleting a mistaken evening: asked first, only while nothing is scored, logged."""

from __future__ import annotations

import pytest
from django.test import Client

from clubs.models import Action, Activity, Club
from scoring.models import ScoreSheet
from tests.factories import check_in, make_evening, make_members, make_season
from tournament.models import Attendance, Evening, EveningStatus, Round, Seat
from tournament.seating.store import draw_round


def _url(evening: Evening) -> str:
    return evening.get_absolute_url() + "verwijderen/"


@pytest.fixture
def evening(club: Club) -> Evening:
    return make_evening(make_season(club), round_count=2, status=EveningStatus.CHECK_IN)


def _drawn(club: Club, evening: Evening) -> None:
    check_in(evening, make_members(club, 8))
    draw_round(evening, 1, seed=1)


def test_it_asks_first_and_says_what_goes(club, evening, organiser_client):
    _drawn(club, evening)
    html = organiser_client.get(_url(evening)).content.decode()
    assert "8 aanmeldingen worden mee verwijderd." in html
    assert "1 gelote boom wordt mee verwijderd." in html
    assert Evening.objects.filter(pk=evening.pk).exists()  # asking deleted nothing


@pytest.mark.parametrize("status", [EveningStatus.PLANNED, EveningStatus.CHECK_IN])
def test_it_deletes_an_evening_without_scores(club, organiser, organiser_client, status):
    evening = make_evening(make_season(club), status=status)
    response = organiser_client.post(_url(evening), follow=True)
    assert response.redirect_chain[-1][0] == evening.season.get_absolute_url()
    assert "De speelavond van 1 oktober 2026 is verwijderd." in response.content.decode()
    assert not Evening.objects.filter(pk=evening.pk).exists()
    line = Activity.objects.get(club=club, action=Action.EVENING_DELETED)
    assert (line.user, line.evening_id, line.subject) == (organiser, evening.pk, "01-10-2026")
    assert line.old == {"status": status, "players": 0, "bomen": 0}


def test_it_deletes_check_ins_and_drawn_seats_with_it(club, evening, organiser_client):
    _drawn(club, evening)
    evening.refresh_from_db()
    assert evening.status == EveningStatus.PLAYING
    organiser_client.post(_url(evening))
    assert not Evening.objects.filter(pk=evening.pk).exists()
    assert not Attendance.objects.exists() and not Round.objects.exists()
    assert not Seat.objects.exists()
    assert club.members.count() == 8
    assert Activity.objects.get(action=Action.EVENING_DELETED).old == {
        "status": EveningStatus.PLAYING, "players": 8, "bomen": 1}


def test_it_refuses_an_evening_with_a_score_sheet(club, evening, organiser_client):
    _drawn(club, evening)
    ScoreSheet.objects.create(round=Round.objects.get(evening=evening), table=1)  # a draft
    assert _url(evening) not in organiser_client.get(evening.get_absolute_url()).content.decode()
    html = organiser_client.get(_url(evening)).content.decode()
    assert "Deze speelavond heeft scores" in html
    assert "Deze avond verwijderen" not in html
    response = organiser_client.post(_url(evening), follow=True)
    assert "Deze speelavond heeft scores" in response.content.decode()
    assert Evening.objects.filter(pk=evening.pk).exists()
    assert not Activity.objects.filter(action=Action.EVENING_DELETED).exists()


def test_it_refuses_a_closed_evening(club, organiser_client):
    evening = make_evening(make_season(club), status=EveningStatus.CLOSED)
    organiser_client.post(_url(evening))
    assert Evening.objects.filter(pk=evening.pk).exists()


def test_the_evening_page_offers_it_while_nothing_is_scored(club, evening, organiser_client):
    html = organiser_client.get(evening.get_absolute_url()).content.decode()
    assert f'href="{_url(evening)}"' in html


def test_it_checks_ownership(evening, outsider_client: Client, client: Client):
    assert outsider_client.post(_url(evening)).status_code == 403
    assert outsider_client.get(_url(evening)).status_code == 403
    response = client.post(_url(evening))
    assert response.status_code == 302 and "/login/" in response["Location"]
    assert Evening.objects.filter(pk=evening.pk).exists()
