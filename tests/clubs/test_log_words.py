"""The activity log and a sheet's history read as sentences and labelled values in the
reader's language: form labels, choice labels, yes/no, the site's number format, dates in
the club's time zone. Lines stored long ago read the same: the values are put into words
when the page is shown."""

from __future__ import annotations

import html
import re
from datetime import UTC, datetime
from unittest import mock

import pytest
from django.test import Client

from clubs.board.roles import invite
from clubs.models import Action, Activity, Club, GameSystem, Role
from scoring.sheets.players import logged_totals, save_seat_totals
from scoring.systems import SYSTEMS
from scoring.systems.klabberjass import save as klabberjass
from tests.clubs.helpers import play_a_logged_evening
from tests.factories import make_evening, make_season
from tests.forms import submit
from tests.scoring.systems.klabberjass.helpers import klabberjass_evening
from tournament.models import Round
from tournament.seating.store import draw_round

# 29 March 2026, 00:30 UTC: 01:30 in Amsterdam (winter time until 02:00 that night).
WRITTEN_AT = datetime(2026, 3, 29, 0, 30, tzinfo=UTC)


def text(page: str) -> str:
    """The words of the page's main content, one space between them."""
    main = page[page.index("<main"):page.index("</main>")]
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", main)).split())


def in_english(client: Client) -> Client:
    client.post("/i18n/setlang/", {"language": "en", "next": "/"})
    return client


def old_line(club: Club, action: str, subject: str = "", *, evening_id: int | None = None,
             old: dict[str, object] | None = None,
             new: dict[str, object] | None = None) -> None:
    """A line as the log stored it (the same JSON the services write), at WRITTEN_AT."""
    with mock.patch("django.utils.timezone.now", return_value=WRITTEN_AT):
        Activity.objects.create(club=club, action=action, subject=subject, evening_id=evening_id,
                                old=old, new=new)


@pytest.fixture
def stored_lines(club: Club) -> int:
    """Lines stored before the log put values into words; returns their evening's pk."""
    evening = make_evening(make_season(club), round_count=2)
    old_line(club, Action.SEASON_RULES, "Seizoen 1", old={"table_entry": False},
             new={"table_entry": True})
    old_line(club, Action.EVENING_STATUS, "01-10-2026", evening_id=evening.pk,
             old={"status": "PLANNED"}, new={"status": "CHECK_IN"})
    old_line(club, Action.ATTENDANCE, "Speler 002", evening_id=evening.pk,
             old={"last_round": None}, new={"last_round": 1})
    old_line(club, Action.DRAW, "boom 1", evening_id=evening.pk,
             new={"seed": 493813736, "mode": "RANDOM"})
    old_line(club, Action.SHEET, "boom 1 tafel 1", evening_id=evening.pk,
             new={"status": "COMPLETE", "total_a": 961, "total_b": 1003})
    return evening.pk


def test_the_log_writes_labels_choices_yes_no_numbers_and_dates_in_dutch(
        club, stored_lines, organiser_client):
    shown = text(organiser_client.get(f"/club/{club.slug}/logboek/").content.decode())

    assert "Tafels vullen zelf hun scorekaart in (QR-code): nee" in shown
    assert "Tafels vullen zelf hun scorekaart in (QR-code): ja" in shown
    assert "Status: Gepland" in shown and "Status: Aanmelden" in shown
    assert "Speelt tot en met boom: het einde" in shown
    assert "Soort loting: Nieuwe loting" in shown
    assert "Lotingscode: 493 813 736" in shown  # a code in groups of three: no thousands dots
    assert "Status: Volledig" in shown
    assert "Totaal paar A: 961 Totaal paar B: 1.003" in shown
    assert "29 maart 2026 01:30" in shown  # Amsterdam time, Dutch month
    for internal in ("table_entry", "CHECK_IN", "last_round", "seed", "RANDOM", "COMPLETE",
                     "total_a", "False", "True", "Mar"):
        assert internal not in shown


def test_the_same_stored_lines_read_in_english(club, stored_lines, organiser_client):
    shown = text(in_english(organiser_client).get(f"/club/{club.slug}/logboek/").content.decode())

    assert "Tables enter their own score sheet (QR code): no" in shown
    assert "Status: Planned" in shown and "Kind of draw: New random seats" in shown
    assert "Draw seed: 493 813 736" in shown
    assert "Plays until boom: the end" in shown
    assert "Total pair A: 961 Total pair B: 1,003" in shown
    assert "March 29, 2026, 1:30 a.m." in shown
    assert "Tafels" not in shown and "nee" not in shown


def test_an_evenings_history_reads_its_lines_the_same_way(club, stored_lines, organiser_client):
    url = f"/club/{club.slug}/avond/{stored_lines}/scores/geschiedenis/"
    shown = text(organiser_client.get(url).content.decode())
    assert "Status: Volledig Totaal paar A: 961 Totaal paar B: 1.003" in shown
    assert "Lotingscode: 493 813 736 Soort loting: Nieuwe loting" in shown

    english = text(in_english(organiser_client).get(url).content.decode())
    assert "Status: Complete Total pair A: 961 Total pair B: 1,003" in english


def test_every_value_the_evening_logs_has_words(club, organiser, organiser_client):
    evening = play_a_logged_evening(club, organiser, organiser_client)
    for url in (f"/club/{club.slug}/logboek/",
                f"/club/{club.slug}/avond/{evening.pk}/scores/geschiedenis/"):
        shown = text(organiser_client.get(url).content.decode())
        assert "Spelers: Speler 001, Speler 006" in shown  # the swap
        assert "Reden: Tafel 2 telde verkeerd" in shown  # the reopening
        assert not re.search(r"\b[a-z]+_[a-z_]+\b|\b[A-Z]{4,}\b", shown), shown


def test_an_evening_planned_reads_its_round_count_under_either_stored_name(club, organiser_client):
    """Lines logged before the field was called ``round_count`` stored it as ``rounds``."""
    evening = make_evening(make_season(club), round_count=3)
    old_line(club, Action.EVENING_PLANNED, "01-10-2026", evening_id=evening.pk,
             new={"rounds": 3})
    submit(organiser_client, f"/club/{club.slug}/seizoen/{evening.season_id}/avond/nieuw/",
           {"date": "2026-10-08", "round_count": "2"})

    shown = text(organiser_client.get(f"/club/{club.slug}/logboek/").content.decode())
    assert "Bomen: 3" in shown and "Bomen: 2" in shown
    assert "rounds" not in shown and "round_count" not in shown


def test_each_heading_is_said_once(club, stored_lines, organiser_client):
    log = text(organiser_client.get(f"/club/{club.slug}/logboek/").content.decode())
    # The navigation names the page once, the heading once; the table has no caption of its own.
    assert log.count("Logboek") == 2
    history = text(organiser_client.get(
        f"/club/{club.slug}/avond/{stored_lines}/scores/geschiedenis/").content.decode())
    assert history.count("Alles wat deze avond is gedaan") == 1
    assert history.count("Scorekaarten, spel voor spel") == 1


def test_a_sheet_of_single_players_logs_each_players_total(club, organiser, organiser_client):
    evening, _members = klabberjass_evening(club, 6)
    draw_round(evening, 1, seed=3)
    round_ = Round.objects.get(evening=evening, number=1)
    save_seat_totals(round_, 1, [40, -20, -16], version=0, user=organiser,
                     history=klabberjass.history, logged=logged_totals,
                     own=SYSTEMS[GameSystem.KLABBERJASS].history_keys, checked=False)

    for url in (f"/club/{club.slug}/logboek/",
                f"/club/{club.slug}/avond/{evening.pk}/scores/geschiedenis/"):
        shown = text(organiser_client.get(url).content.decode())
        assert "Punten per speler, op volgorde van de tafel: 40, -20, -16" in shown
        assert "paar" not in shown  # no pairs at a table of single players


def test_a_sheets_history_names_each_game_in_words(club, organiser, organiser_client):
    evening = play_a_logged_evening(club, organiser, organiser_client)
    url = f"/club/{club.slug}/avond/{evening.pk}/scores/geschiedenis/"
    page = text(organiser_client.get(url).content.decode())
    games = page.split("Scorekaarten, spel voor spel")[1]
    assert re.search(r"Spel 1: Speelt [AB] · Punten A \d+ · Punten B \d+", games), games
    assert not re.search(r"\d+/\d+", games)  # no "68/94 r0/20" shorthand

    english = text(in_english(organiser_client).get(url).content.decode())
    assert re.search(r"Game 1: Plays [AB] · Points A \d+ · Points B \d+", english)


def test_the_clubs_own_changes_read_in_words(club, organiser_client):
    submit(organiser_client, f"/club/{club.slug}/instellingen/",
           {"name": club.name, "place": "Assen"})  # standings_public unticked
    added = organiser_client.post(f"/club/{club.slug}/leden/nieuw/",
                                  {"name": "Bep Gast", "is_guest": "on"})
    assert added.status_code == 302
    invite(club, role=Role.ORGANISER, note="Kees", user=None)

    shown = text(organiser_client.get(f"/club/{club.slug}/logboek/").content.decode())
    assert "Plaats: Orvelte Stand is openbaar: ja" in shown
    assert "Plaats: Assen Stand is openbaar: nee" in shown
    assert "Naam: Bep Gast Gast: ja Gearchiveerd: nee" in shown
    assert "Rol: Wedstrijdleiding" in shown
    assert not re.search(r"\b[a-z]+_[a-z_]+\b|\b[A-Z]{4,}\b|True|False", shown), shown


def test_a_changed_games_roem_reads_as_dutch():
    from django.utils import translation

    from scoring.log_words import written_games
    with translation.override("nl"):
        assert written_games([
            {"number": 3, "declarer": "A", "points_a": 100, "points_b": 62, "roem_a": 100,
             "roem_b": 0},
            {"number": 4, "declarer": "B", "points_a": 40, "points_b": 122, "roem_a": 20,
             "roem_b": 50}]) == ("Spel 3: speelt A, 100 \u2013 62, 100 roem voor A; "
                                 "Spel 4: speelt B, 40 \u2013 122, 20 roem voor A, "
                                 "50 roem voor B")
