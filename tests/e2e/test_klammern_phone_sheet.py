"""A Klammern sheet on a phone (360 px): the games are cards, each field named above it; the
desktop table's row of thirteen column headings is not shown above them (screen readers
still have it), and the words are the game's own."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from clubs.models import GameSystem
from tests.e2e.checks import phone_problems
from tests.e2e.conftest import screenshot
from tests.e2e.helpers import log_in
from tests.factories import check_in, make_evening, make_members, make_organiser, make_season
from tests.factories import make_club as make_test_club
from tournament.seating.store import draw_round

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_a_klammern_sheet_on_a_phone_shows_no_row_of_column_headings(live_server, page):
    club = make_test_club("De Klammerer")
    make_organiser(club, "wedstrijdleider")
    season = make_season(club, game_system=GameSystem.KLAMMERN, play_to_target=True,
                         klammern_big_points=2, bye_score_rule="ROUND_AVERAGE")
    evening = make_evening(season, round_count=1)
    check_in(evening, make_members(club, 8))
    draw_round(evening, 1, seed=3)
    log_in(page, live_server, "wedstrijdleider")
    page.set_viewport_size({"width": 360, "height": 740})
    page.goto(f"{live_server.url}/club/{club.slug}/avond/{evening.pk}/boom/1/tafel/1/")
    expect(page.locator('[name="g1-declarer"]')).to_be_focused()

    # The first game's card starts right under the text above the sheet: no list of
    # "Spel Deler Speelt Contra/re Kaartpunten A ..." between them.
    headings = page.locator("table.sheet thead th")
    expect(headings).to_have_count(13)
    for index in range(13):
        box = headings.nth(index).bounding_box()
        assert box is None or box["width"] <= 1 or box["height"] <= 1, (
            headings.nth(index).inner_text(), box)
    # Still in the accessibility tree: a screen reader reads the columns' names.
    assert page.get_by_role("columnheader", name="Kleine punten A").count() == 1
    # The card names its fields in the game's words.
    labels = page.locator("#game-1 [data-label]").evaluate_all(
        "cells => cells.map(cell => cell.dataset.label)")
    assert labels == ["Spel", "Deler", "Speelt", "Contra/re", "Kaartpunten A", "Kaartpunten B",
                      "Meldingen A", "Meldingen B", "Bella", "Kleine punten A",
                      "Kleine punten B", "Grote punten A", "Grote punten B"]
    expect(page.get_by_text("Team A:", exact=False).first).to_be_visible()
    assert phone_problems(page) == {"width": [], "targets": [], "text": []}
    screenshot(page, "klammern-sheet-phone-headings")

    # On a wide screen the sheet is a table again, headed by the same words.
    page.set_viewport_size({"width": 1280, "height": 900})
    expect(page.get_by_role("columnheader", name="Meldingen A")).to_be_visible()
    expect(page.get_by_role("columnheader", name="Kleine punten A")).to_be_visible()
