from __future__ import annotations

import io
from collections.abc import Iterator
from typing import Any
from urllib.parse import urlsplit

import pytest
import zxingcpp
from django.contrib.auth.models import User
from django.core.management import call_command
from django.db import transaction
from pypdf import PdfReader

from clubs.models import Club, Member
from scoring.closing.service import missing_sheets
from scoring.demo.season import DEMO_SEASON
from scoring.management.commands.load_demo import BOARD_USERNAME, DEMO_PASSWORD, DEMO_USERNAME
from scoring.models import Game, ScoreSheet
from scoring.rules import (
    GameEntry,
    Suit,
    check_game,
    running_totals,
    score_game,
    target_reached_after,
)
from scoring.systems.klaverjas import KLAVERJAS, KRAKEN
from scoring.systems.klaverjas.demo import KRAKEN_SEASON
from tournament.models import EveningStatus, Season


@pytest.fixture(scope="module")
def demo(django_db_setup: None, django_db_blocker: Any) -> Iterator[None]:
    """The demo as ``load_demo`` makes it, loaded once for the module (it takes seconds)
    inside a transaction that is rolled back after its tests; each test's own changes are
    rolled back after it, as ever."""
    with django_db_blocker.unblock(), transaction.atomic():
        call_command("load_demo")
        yield
        transaction.set_rollback(True)


def test_load_demo_is_idempotent(demo: None, db: None, client):
    call_command("load_demo")  # the second time
    club = Club.objects.get(slug="troefboer")
    assert Member.objects.filter(club=club).count() == 30
    roles = dict(club.organisers.values_list("user__username", "role"))
    assert roles == {DEMO_USERNAME: "ORGANISER", BOARD_USERNAME: "BOARD"}
    for username in roles:
        response = client.post("/login/", {"username": username, "password": DEMO_PASSWORD})
        assert response.status_code == 302, username


def test_the_demo_has_eight_closed_evenings_of_simulated_games(demo: None, db: None, client):
    season = Season.objects.get(name=DEMO_SEASON)
    closed = season.evenings.filter(status=EveningStatus.CLOSED)
    assert closed.count() == 8
    for evening in closed:
        assert missing_sheets(evening) == []
    in_progress = season.evenings.get(status=EveningStatus.PLAYING)
    assert missing_sheets(in_progress)  # round 2 is only half entered
    # Every stored game is a real one: it passes the rules module's checks.
    rules = KLAVERJAS.scoring_rules(season)
    for game in Game.objects.filter(sheet__round__evening__season=season)[:500]:
        entry = GameEntry(declarer=game.declarer,  # type: ignore[arg-type]
                          points_a=game.points_a, points_b=game.points_b,
                          roem_a=game.roem_a, roem_b=game.roem_b,
                          pit=game.pit or None)  # type: ignore[arg-type]
        assert check_game(entry, rules) == []
        assert score_game(entry, rules) == (game.score_a, game.score_b)
    html = client.get(in_progress.get_absolute_url()).content.decode()
    assert "Tafel 5" in html and "Staande nummers" in html


def test_the_demo_has_a_kraken_season_with_rounds_to_1500(demo: None, db: None, client):
    call_command("load_demo")  # the second time: still one Kraken season with its evenings
    season = Season.objects.get(name=KRAKEN_SEASON)
    assert (season.game_system, season.play_to_target, season.target_score) == (
        "KRAKEN", True, 1500)
    closed = season.evenings.filter(status=EveningStatus.CLOSED)
    assert closed.count() == 2 and season.evenings.count() == 3
    rules = KRAKEN.scoring_rules(season)
    games = list(Game.objects.filter(sheet__round__evening__season=season)
                 .order_by("sheet", "number"))
    assert {g.detail.get("doubling", 1) for g in games} >= {1, 2, 4}
    for game in games:
        entry = GameEntry(declarer=game.declarer,  # type: ignore[arg-type]
                          points_a=game.points_a, points_b=game.points_b,
                          roem_a=game.roem_a, roem_b=game.roem_b,
                          pit=game.pit or None,  # type: ignore[arg-type]
                          doubling=game.detail.get("doubling", 1),
                          trump=Suit(game.detail["trump"]))
        assert check_game(entry, rules) == []
        assert score_game(entry, rules) == (game.score_a, game.score_b)
    for sheet in ScoreSheet.objects.filter(round__evening__season=season):
        scores = [(g.score_a, g.score_b) for g in sheet.games.all()]
        assert target_reached_after(running_totals(scores), 1500) == len(scores)
    html = client.get(f"/club/troefboer/seizoen/{season.pk}/stand/").content.decode()
    assert KRAKEN_SEASON in html


def _printed_entry_links(pdf: bytes) -> dict[int, str]:
    """Per page (a table's sheet) the address of its entry code, decoded as a phone would."""
    links: dict[int, str] = {}
    for table, page in enumerate(PdfReader(io.BytesIO(pdf)).pages, start=1):
        texts = [code.text for image in page.images
                 for code in zxingcpp.read_barcodes(image.image)]
        links.update((table, text) for text in texts if "/kaart/" in text)
    return links


def test_the_demo_lets_each_table_enter_its_own_sheet_by_its_qr_code(demo: None, db: None,
                                                                      client):
    """A new user tries the headline feature on the demo as it is: the round in play has
    tables still to enter, and the codes on their printed sheets open those sheets."""
    season = Season.objects.get(name=DEMO_SEASON)
    in_play = season.evenings.get(status=EveningStatus.PLAYING)
    waiting = [table for number, table in missing_sheets(in_play) if number == 2]
    assert waiting
    client.force_login(User.objects.get(username=DEMO_USERNAME))
    pdf = client.get(f"/club/troefboer/avond/{in_play.pk}/boom/2/scorekaarten.pdf")
    links = _printed_entry_links(pdf.content)
    assert sorted(links) == [1, 2, 3, 4, 5]
    client.logout()
    for table in waiting:
        page = client.get(urlsplit(links[table]).path)
        assert page.status_code == 200, table
        html = page.content.decode()
        assert f"Boom 2, tafel {table}" in html and 'name="g1-points_a"' in html


def test_the_demo_loaded_before_is_left_as_it_is(demo: None, db: None):
    """Found updating a club house: ``dev.py run`` on the earlier release's demo added the
    seasons of the games that release did not have, and the fixture undid the club's own
    changes to its members."""
    club = Club.objects.get(slug="troefboer")
    Season.objects.filter(club=club, name=KRAKEN_SEASON).update(name="Kraken (ons eigen)")
    Member.objects.filter(club=club, name="Annie de Vries").update(name="Annie Hofstede")
    seasons = sorted(club.seasons.values_list("pk", "name"))
    out = io.StringIO()
    call_command("load_demo", stdout=out)
    assert sorted(club.seasons.values_list("pk", "name")) == seasons
    assert Member.objects.filter(club=club, name="Annie Hofstede").exists()
    assert not Member.objects.filter(club=club, name="Annie de Vries").exists()
    assert "De democlub is er al: hij blijft zoals hij is." in out.getvalue()
