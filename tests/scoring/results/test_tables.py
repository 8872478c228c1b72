"""The evening results and standings tables: sortable, with headers for screen readers,
place, name and total first (the phone layout; the browser test measures it)."""

from __future__ import annotations

import re

import pytest

from tests.factories import make_members, make_season
from tests.scoring.results.helpers import play_evening

ROW_NAMES = re.compile(r'<th scope="row" class="name"><a href="[^"]+">([^<]+)</a></th>')


def table(html: str) -> str:
    return html[html.index('<table class="results'):html.index("</table>")]


@pytest.fixture
def season(club, organiser):
    season = make_season(club)
    members = make_members(club, 9)
    for day in (1, 2):
        play_evening(season, members, day, organiser)
    return season


def urls(season) -> list[str]:
    evening = season.evenings.earliest("date")
    return [f"/club/{season.club.slug}/avond/{evening.pk}/uitslag/",
            f"/club/{season.club.slug}/seizoen/{season.pk}/stand/"]


@pytest.mark.parametrize("page", [0, 1])
def test_it_sorts_by_name_both_ways_and_says_so(season, client, page):
    url = urls(season)[page]
    up = client.get(url + "?sort=name").content.decode()
    down = client.get(url + "?sort=-name").content.decode()

    names = ROW_NAMES.findall(up)
    assert len(names) == 9 and names == sorted(names, key=str.lower)
    assert ROW_NAMES.findall(down) == names[::-1]
    assert 'class="name" aria-sort="ascending"><a href="?sort=-name">' in up
    assert 'class="name" aria-sort="descending"><a href="?sort=name">' in down


@pytest.mark.parametrize("page", [0, 1])
def test_place_name_and_total_come_first_and_unknown_sorts_are_ignored(season, client, page):
    url = urls(season)[page]
    html = client.get(url + "?sort=bogus").content.decode()

    assert table(html) == table(client.get(url).content.decode())
    headers = re.findall(r'<th scope="col"[^>]*><a href="\?sort=-?(\w+)"', html)
    assert headers[:3] == ["rank", "name", "total" if page == 0 else "score"]
    assert 'aria-sort="ascending"><a href="?sort=-rank">' in html
