"""The Django admin is no back door around the rules: scored data can be looked at only."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse

from scoring.models import ScoreSheet
from tests.factories import make_members, make_season
from tests.scoring.results.helpers import play_evening
from tournament.models import Evening, EveningStatus


@pytest.fixture
def admin_client(db) -> Client:
    client = Client()
    client.force_login(User.objects.create_superuser("beheer", password="secret-pass-123"))
    return client


@pytest.fixture
def closed_evening(club, organiser) -> Evening:
    return play_evening(make_season(club), make_members(club, 8), 1, organiser, round_count=1)


def test_it_shows_a_sheet_but_refuses_to_change_it(admin_client, closed_evening):
    sheet = ScoreSheet.objects.filter(round__evening=closed_evening).earliest("pk")
    url = reverse("admin:scoring_scoresheet_change", args=[sheet.pk])

    page = admin_client.get(url)
    changed = admin_client.post(url, {"status": "DRAFT", "total_a": 0, "total_b": 0})
    deleted = admin_client.post(reverse("admin:scoring_scoresheet_delete", args=[sheet.pk]),
                                {"post": "yes"})

    assert page.status_code == 200 and b"readonly" in page.content
    assert changed.status_code == 403 and deleted.status_code == 403
    sheet.refresh_from_db()
    assert sheet.status == "COMPLETE" and sheet.total_a + sheet.total_b >= 12 * 162


@pytest.mark.parametrize("model", ["scoring_scoresheet", "scoring_game", "tournament_evening",
                                   "tournament_round", "scoring_sheetchange"])
def test_it_offers_no_way_to_add_scored_data(admin_client, model):
    response = admin_client.get(reverse(f"admin:{model}_add") if model != "scoring_game"
                                else "/admin/scoring/game/add/")
    assert response.status_code in (403, 404)


def test_an_evening_status_cannot_be_changed_in_the_admin(admin_client, closed_evening):
    url = reverse("admin:tournament_evening_change", args=[closed_evening.pk])

    response = admin_client.post(url, {"status": EveningStatus.PLAYING, "round_count": 1,
                                       "date": "2026-10-01", "season": closed_evening.season_id})

    assert response.status_code == 403
    closed_evening.refresh_from_db()
    assert closed_evening.status == EveningStatus.CLOSED


def test_a_seasons_rules_are_read_only_in_the_admin(admin_client, club):
    """Issue 11: changes go through the season's rules page (board only, logged, frozen once
    the season has scores); the admin only shows them."""
    season = make_season(club)
    url = reverse("admin:tournament_season_change", args=[season.pk])
    page = admin_client.get(url)
    assert page.status_code == 200 and b'name="bye_score"' not in page.content
    assert admin_client.post(url, {"bye_score": 1}).status_code == 403
