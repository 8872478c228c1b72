"""Two seasons running side by side: every name on one season's results and standings opens
that season's player page, whose "Season standings" link leads back to the same season."""

from __future__ import annotations

import re
from datetime import date

import pytest
from django.test import Client

from clubs.models import Club
from tests.factories import make_members, make_season
from tests.scoring.results.helpers import play_evening
from tournament.models import Season


@pytest.fixture
def two_seasons(club: Club, organiser) -> tuple[Season, Season]:
    members = make_members(club, 8)
    older = make_season(club, name="Woensdag", start_date=date(2026, 9, 1))
    newer = make_season(club, name="Vrijdag", start_date=date(2026, 9, 4))
    play_evening(older, members, 1, organiser)
    play_evening(newer, members, 2, organiser)
    return older, newer


def _player_links(html: str, slug: str) -> list[str]:
    return re.findall(rf'href="(/club/{slug}/speler/\d+/[^"]*)"', html)


def _follow(client: Client, link: str) -> str:
    return client.get(link.replace("&amp;", "&")).content.decode()


def test_it_links_each_name_to_the_player_page_of_the_season_shown(two_seasons, client):
    older, _newer = two_seasons
    slug = older.club.slug
    evening = older.evenings.get()
    pages = (f"/club/{slug}/avond/{evening.pk}/uitslag/", f"/club/{slug}/seizoen/{older.pk}/stand/")
    for page in pages:
        links = _player_links(client.get(page).content.decode(), slug)
        assert len(links) == 8, page
        for link in links:
            html = _follow(client, link)
            assert "Nog geen uitslagen voor deze speler" not in html, link
            assert f'<option value="{older.pk}" selected>' in html, link
            standings = re.search(r'<p class="crumb no-print"><a href="([^"]+)"', html)
            assert standings is not None
            assert standings.group(1) == f"/club/{slug}/seizoen/{older.pk}/stand/", link
