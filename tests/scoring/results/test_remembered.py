"""Closed evenings are stored at closing and remembered by each worker: never stale.

Each gunicorn worker is a process with its own memory. A "worker" here is its own set of
memos (``tournament.memo``) and its own local-memory cache, swapped in for its requests:
nothing is shared between two workers but the database (and, in the last test, a cache
standing in for Redis).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from django.contrib.auth.models import User
from django.test import Client, override_settings

from clubs.models import Member
from scoring.closing.service import close_evening, reopen_evening
from scoring.models import EveningResult
from scoring.results.from_sheets import players_from_sheets
from scoring.results.loaders import evening_players
from scoring.results.numbers import local_number
from scoring.sheets.rows import Row
from scoring.sheets.save import save_games
from scoring.systems.klaverjas import KLAVERJAS
from tests.factories import check_in, make_evening, make_members, make_organiser, make_season
from tests.forms import submit
from tests.scoring.results.helpers import play_evening
from tournament import memo
from tournament.models import Evening, Season, Seat
from tournament.seating.store import draw_round, swap_players


@pytest.fixture
def season(club, organiser) -> Season:
    season = make_season(club)
    members = make_members(club, 9)
    for day in (1, 2, 3):
        play_evening(season, members, day, organiser)
    return season


class Worker:
    """One worker process's memory: its own memos and cache, swapped in for its requests."""

    def __init__(self, cache: str) -> None:
        self.seasons = memo.Memo(size=20)
        self.seatings = memo.Memo(size=50)
        self.caches = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache",
                                   "LOCATION": cache}}
        self.client = Client()

    @contextmanager
    def serving(self, monkeypatch: pytest.MonkeyPatch) -> Iterator[Client]:
        with monkeypatch.context() as patch, override_settings(CACHES=self.caches):
            patch.setattr(memo, "seasons", self.seasons)
            patch.setattr(memo, "seatings", self.seatings)
            yield self.client

    def get(self, monkeypatch: pytest.MonkeyPatch, url: str) -> str:
        """The page's main content (the header holds a per-visitor CSRF token)."""
        with self.serving(monkeypatch) as client:
            response = client.get(url)
        assert response.status_code == 200
        html = response.content.decode()
        return html[html.index("<main"):html.index("</main>")]


def corrected_player(season: Season) -> Member:
    """Seat 1 of table 1 in round 1 of the first evening: pair A, whose score changes."""
    evening = season.evenings.earliest("date")
    return Seat.objects.get(round__evening=evening, round__number=1, number=1).member


def urls(season: Season) -> list[str]:
    slug, evening = season.club.slug, season.evenings.earliest("date")
    member = corrected_player(season).pk
    return [f"/club/{slug}/seizoen/{season.pk}/stand/", f"/club/{slug}/avond/{evening.pk}/uitslag/",
            f"/club/{slug}/speler/{member}/"]


def seats_url(evening: Evening) -> str:
    return f"/club/{evening.season.club.slug}/avond/{evening.pk}/"


def correct_first_sheet(season: Season, organiser: User) -> int:
    """Reopen the first evening, give pair A of table 1 in round 1 every point of game 2,
    close again; the new total of that pair."""
    evening = season.evenings.earliest("date")
    reopen_evening(evening, organiser, "tafel 1 verkeerd")
    sheet = evening.rounds.get(number=1).sheets.get(table=1)
    rows = [Row(number=g.number, declarer="A" if g.declarer == "A" else "B", points_a=g.points_a,
                points_b=g.points_b) for g in sheet.games.all()]
    rows[1] = Row(number=2, declarer="A", points_a=162, points_b=0)
    save_games(sheet.round, 1, rows, sheet=KLAVERJAS, version=sheet.version, user=organiser)
    close_evening(evening, organiser)
    sheet.refresh_from_db()
    return sheet.total_a


def test_closing_stores_what_the_sheets_give(season):
    for evening in season.evenings.all():
        stored = sorted(evening_players(evening), key=lambda p: p.member)
        computed = sorted(players_from_sheets(season, [evening])[evening.pk],
                          key=lambda p: p.member)
        assert stored == computed
        assert EveningResult.objects.filter(evening=evening).count() == 9


def test_a_reopen_change_and_close_reaches_every_worker_without_a_shared_cache(
        season, organiser, monkeypatch):
    first, second = Worker("first"), Worker("second")
    before = {url: (first.get(monkeypatch, url), second.get(monkeypatch, url))
              for url in urls(season)}
    assert all(a == b for a, b in before.values())

    with first.serving(monkeypatch):  # the organiser's request lands on the first worker
        total = correct_first_sheet(season, organiser)

    for url in urls(season):
        fresh = second.get(monkeypatch, url)
        assert fresh != before[url][0], url
        assert fresh == first.get(monkeypatch, url)
    evening_page = second.get(monkeypatch, urls(season)[1])
    assert f"<strong>{local_number(total)}" not in before[urls(season)[1]][0]
    assert local_number(total) in evening_page


def test_a_shared_cache_cannot_serve_stale_results_either(season, organiser, monkeypatch):
    # One local-memory cache stands in for Redis: a store both workers see.
    first, second = Worker("shared"), Worker("shared")
    url = urls(season)[0]
    before = first.get(monkeypatch, url)
    with first.serving(monkeypatch):
        correct_first_sheet(season, organiser)
    assert second.get(monkeypatch, url) != before


def test_a_renamed_member_shows_at_once_on_every_results_page(season, monkeypatch):
    worker = Worker("one")
    for url in urls(season):
        worker.get(monkeypatch, url)
    member = corrected_player(season)
    member.name = "Hernoemde Speler"
    member.save()
    pages = [*urls(season), seats_url(season.evenings.earliest("date"))]
    assert all("Hernoemde Speler" in worker.get(monkeypatch, url) for url in pages)


def test_seats_swapped_show_at_once_in_every_worker(club, organiser, monkeypatch):
    evening = make_evening(make_season(club), round_count=1, status="CHECK_IN")
    check_in(evening, make_members(club, 8))
    draw_round(evening, 1, seed=7)
    evening.refresh_from_db()
    first, second = Worker("first"), Worker("second")
    before = first.get(monkeypatch, seats_url(evening))
    assert second.get(monkeypatch, seats_url(evening)) == before
    seat_1, seat_5 = (Seat.objects.get(round__evening=evening, number=n) for n in (1, 5))

    with first.serving(monkeypatch):
        swap_players(evening, 1, seat_1.member_id, seat_5.member_id)

    after = second.get(monkeypatch, seats_url(evening))
    assert after != before and after == first.get(monkeypatch, seats_url(evening))
    swapped = Seat.objects.get(round__evening=evening, number=1).member
    assert swapped == seat_5.member and f"</span> {swapped.name}</li>" in after


def test_a_rename_reaches_the_remembered_pages(season, monkeypatch):
    """Names are part of every key: a member renamed on the member page (the admin is
    read-only for club data) shows at once on every remembered page."""
    organiser = Client()
    organiser.force_login(make_organiser(season.club, "hernoemer"))
    worker = Worker("one")
    for url in urls(season):
        worker.get(monkeypatch, url)
    member = corrected_player(season)
    response = submit(organiser, f"/club/{season.club.slug}/leden/{member.pk}/",
                      {"name": "Via Beheer"})
    assert response.status_code == 302
    assert all("Via Beheer" in worker.get(monkeypatch, url) for url in urls(season))


def test_a_remembered_page_gives_each_visitor_their_own_working_csrf_token(season):
    url = urls(season)[0]
    Client().get(url)  # the page is now remembered
    first, second = Client(enforce_csrf_checks=True), Client(enforce_csrf_checks=True)
    tokens = []
    for visitor in (first, second):
        html = visitor.get(url).content.decode()
        (token,) = set(re.findall(r'name="csrfmiddlewaretoken" value="([^"]+)"', html))
        tokens.append(token)
        switched = visitor.post("/i18n/setlang/", {"language": "en", "next": url,
                                                    "csrfmiddlewaretoken": token})
        assert switched.status_code == 302
        assert "Season standings" in visitor.get(url).content.decode()
    assert tokens[0] != tokens[1] and "placeholder" not in tokens[0]


def test_an_organiser_gets_the_page_rendered_for_them(season, organiser_client):
    url = urls(season)[0]
    Client().get(url)
    html = organiser_client.get(url).content.decode()
    assert "Uitloggen (organiser)" in html
