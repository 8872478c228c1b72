"""The standings in a frame on the club's own site, the snippet its board copies, and the
calendar link on the season page."""

from __future__ import annotations

import html
import re
from datetime import timedelta

import pytest
from django.utils import timezone

from tests.factories import make_season
from tests.publish.pages import running_season, table_rows


@pytest.fixture
def season(club, organiser):
    return running_season(club, organiser, name="Lopend seizoen")


def embed_url(club) -> str:
    return f"/club/{club.slug}/stand/ingebed/"


def test_it_shows_the_running_seasons_standings_as_its_page_does(season, client):
    make_season(season.club, name="Volgend seizoen",
                start_date=timezone.localdate() + timedelta(days=30))  # not begun yet
    framed = client.get(embed_url(season.club)).content.decode()
    page = client.get(f"/club/{season.club.slug}/seizoen/{season.pk}/stand/").content.decode()
    assert "<h1>Lopend seizoen</h1>" in framed and "stand na 2 speelavonden" in framed
    on_page = [row[:4] for row in table_rows(page, "results standings")]
    assert [row for row in table_rows(framed, "")] == on_page
    assert "site-header" not in framed and '<base target="_blank">' in framed


def test_a_newly_begun_season_takes_over_and_without_one_it_says_so(season, client, club,
                                                                   other_club):
    make_season(club, name="Nieuw seizoen", start_date=timezone.localdate())
    framed = client.get(embed_url(club)).content.decode()
    assert "<h1>Nieuw seizoen</h1>" in framed
    assert "Nog geen speelavond van dit seizoen is afgesloten." in framed
    make_season(other_club, start_date=timezone.localdate() + timedelta(days=1))
    framed = client.get(embed_url(other_club)).content.decode()
    assert "Er is nog geen seizoen begonnen." in framed


def test_only_this_page_may_be_framed_by_other_sites(season, client):
    framed = client.get(embed_url(season.club))
    assert "X-Frame-Options" not in framed
    assert "frame-ancestors *" in framed["Content-Security-Policy"]
    slug = season.club.slug
    for url in (f"/club/{slug}/", f"/club/{slug}/seizoen/{season.pk}/",
                f"/club/{slug}/seizoen/{season.pk}/stand/", f"/api/v1/clubs/{slug}/", "/"):
        response = client.get(url)
        assert response.status_code == 200, url
        assert response["X-Frame-Options"] == "DENY", url
        assert "frame-ancestors 'none'" in response["Content-Security-Policy"], url


def test_the_board_finds_the_snippet_on_the_club_page(season, client, organiser_client,
                                                      runner_client):
    url = f"/club/{season.club.slug}/"
    board = organiser_client.get(url).content.decode()
    textarea = re.search(r'<textarea id="embed-code"[^>]*>(.*?)</textarea>', board, re.S)
    assert textarea is not None
    copied = html.unescape(textarea.group(1))
    assert copied == (f'<iframe src="http://testserver/club/{season.club.slug}/stand/ingebed/" '
                      'title="Stand van De Troefboer" width="100%" height="600" '
                      'style="border: 0" loading="lazy"></iframe>')
    assert "http://testserver/api/v1/docs/" in board
    for other in (runner_client, client):  # an organiser, a visitor
        assert "iframe" not in other.get(url).content.decode()
    season.club.standings_public = False
    season.club.save()
    private = organiser_client.get(url).content.decode()
    assert "iframe" not in private and "Maak de stand eerst openbaar" in private


def test_the_season_page_offers_the_calendar_to_subscribe_to(season, client, organiser_client):
    url = f"/club/{season.club.slug}/seizoen/{season.pk}/"
    page = client.get(url).content.decode()
    feed = f"testserver/club/{season.club.slug}/seizoen/{season.pk}/agenda.ics"
    assert f'href="webcal://{feed}"' in page and f'value="http://{feed}"' in page
    assert "Abonneren" in page
    season.club.standings_public = False
    season.club.save()
    assert "agenda.ics" not in organiser_client.get(url).content.decode()  # no phone gets it
