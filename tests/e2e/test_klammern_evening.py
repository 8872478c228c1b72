"""A Klammern evening in a real browser (seed 002): twelve players check in, two rounds are
drawn, six sheets are typed (the first by keyboard, one on a phone), the evening is closed
and the prize list shows. The games come from the rules module's simulator; the scores
typed are checked against the seed's rules in tests/scoring/closing/test_klammern_evening.py
(``seed_standings``), which this test reuses for what the page must show."""

from __future__ import annotations

import pytest
from django.utils import translation
from playwright.sync_api import expect

from clubs.models import GameSystem
from scoring.models import ScoreSheet
from scoring.rules import KlammernEntry, simulate_klammern_round
from tests.e2e.axe import axe_violations, describe
from tests.e2e.checks import phone_problems
from tests.e2e.conftest import screenshot
from tests.e2e.helpers import log_in, type_game
from tests.factories import make_club as make_test_club
from tests.factories import make_evening, make_members, make_organiser, make_season
from tests.scoring.systems.klammern.helpers import TARGET, seed_standings
from tournament.models import EveningStatus

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def nl(text: str) -> str:
    with translation.override("nl"):
        return translation.gettext(text)


def enter_sheet(page, base: str, number: int, table: int, entries: list[KlammernEntry],
                *, shot: str = "") -> None:
    page.goto(f"{base}/boom/{number}/tafel/{table}/")
    expect(page.locator('[name="g1-declarer"]')).to_be_focused()
    standings = seed_standings(entries)
    # The games are typed one after the other as a person types a paper sheet, without
    # waiting for the preview after each (tests/e2e/test_sheet_live.py is about the preview
    # keeping up while typing); once the preview of the whole sheet has answered, every
    # game's line is read.
    for n, entry in enumerate(entries, start=1):
        type_game(page, n, entry)
        if n < len(entries):
            page.locator(f'[name="g{n}-points_a"]').press("Enter")
            assert page.evaluate("document.activeElement.name") == f"g{n + 1}-declarer"
    expect(page.locator("#boom-state")).to_have_attribute("data-over", str(len(entries)))
    expect(page.locator("#sheet-form")).not_to_have_attribute("aria-busy", "true")
    # The preview shows the standing as the paper keeps it: small, then big points.
    shown = page.evaluate(
        """count => Array.from({length: count}, (_, i) => ['run-a', 'run-b', 'score-a',
             'score-b'].map(id => document.getElementById(`${id}-${i + 1}`).textContent
             .trim()))""", len(entries))
    assert shown == [[str(points) for points in after] for after in standings]
    if shot:
        screenshot(page, shot)
        # The typed sheet: no WCAG A/AA violation; on a phone, nothing too wide, too small.
        assert describe(shot, axe_violations(page)) == []
        if page.viewport_size["width"] <= 360:
            assert phone_problems(page) == {"width": [], "targets": [], "text": []}
    # Enter in the game that ended the round saves the sheet.
    page.locator(f'[name="g{len(entries)}-points_a"]').press("Enter")
    expect(page.get_by_text(f"Tafel {table} van boom {number} is opgeslagen")).to_be_visible()
    sheet = ScoreSheet.objects.get(round__evening__pk=int(base.rstrip("/").split("/")[-1]),
                                   round__number=number, table=table)
    assert (sheet.status, sheet.total_a, sheet.total_b) == ("COMPLETE", *standings[-1][:2])


def test_a_klammern_evening_of_two_rounds_for_twelve_players(live_server, page):
    club = make_test_club("De Klammerer")
    make_organiser(club, "wedstrijdleider")
    members = make_members(club, 12)
    season = make_season(club, game_system=GameSystem.KLAMMERN, play_to_target=True,
                         klammern_big_points=TARGET, bye_score_rule="ROUND_AVERAGE")
    evening = make_evening(season, round_count=2, status=EveningStatus.CHECK_IN)
    log_in(page, live_server, "wedstrijdleider")
    base = f"{live_server.url}/club/{club.slug}/avond/{evening.pk}"

    page.goto(live_server.url + evening.get_absolute_url() + "aanmelden/")
    for member in members:
        page.get_by_role("button", name=f"{member.name} aanmelden").click()
        expect(page.get_by_text(f"{member.name} is aanwezig.")).to_be_visible()
    expect(page.get_by_text("12 spelers aanwezig")).to_be_visible()
    page.get_by_role("link", name="Klaar: naar de loting").click()

    for number in (1, 2):
        page.goto(live_server.url + evening.get_absolute_url())
        page.get_by_role("button", name=f"Boom {number} loten").click()
        expect(page.get_by_text(f"Boom {number} is geloot")).to_be_visible()
        for table in (1, 2, 3):
            entries = simulate_klammern_round(100 * number + table + 2, target=TARGET)
            if (number, table) == (2, 3):
                page.set_viewport_size({"width": 360, "height": 740})
            enter_sheet(page, base, number, table, entries,
                        shot={(1, 1): "klammern-sheet", (2, 3): "klammern-sheet-phone"}.get(
                            (number, table), ""))
            if (number, table) == (2, 3):
                assert page.evaluate("document.documentElement.scrollWidth") <= 360
                page.set_viewport_size({"width": 1280, "height": 900})

    page.goto(f"{base}/afsluiten/")
    page.get_by_role("button", name=nl("Yes, close the evening")).click()
    evening.refresh_from_db()
    assert evening.status == EveningStatus.CLOSED
    page.goto(f"{base}/uitslag/")
    expect(page.get_by_text("1e prijs").first).to_be_visible()
    for member in members:
        expect(page.get_by_text(member.name, exact=True).first).to_be_visible()
    screenshot(page, "klammern-results")
