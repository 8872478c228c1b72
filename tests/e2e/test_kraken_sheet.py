"""A Kraken game entered on the sheet in a real browser, by keyboard: trump, doubling,
points, with the preview scoring it before the sheet is saved (seed 000, "Kraken")."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from clubs.models import GameSystem
from scoring.models import Game
from tests.e2e.conftest import screenshot
from tests.e2e.helpers import log_in
from tests.factories import check_in, make_evening, make_members, make_organiser, make_season
from tests.factories import make_club as make_test_club
from tournament.seating.store import draw_round

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_organiser_enters_a_superkraak_in_spades_by_keyboard(live_server, page):
    club = make_test_club("De Wilde Boom")
    make_organiser(club, "wedstrijdleider")
    evening = make_evening(make_season(club, game_system=GameSystem.KRAKEN), round_count=1)
    check_in(evening, make_members(club, 4))
    draw_round(evening, 1, seed=1)
    log_in(page, live_server, "wedstrijdleider")
    page.goto(live_server.url + f"/club/{club.slug}/avond/{evening.pk}/boom/1/tafel/1/")

    # Game 1 (pair B plays): trump by its first letter, superkraak, Enter to the points.
    page.locator('[name="g1-trump"]').focus()
    page.keyboard.type("S")
    expect(page.locator('[name="g1-trump"]')).to_have_value("S")
    page.keyboard.press("Tab")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowDown")
    expect(page.locator('[name="g1-doubling"]')).to_have_value("8")
    page.keyboard.press("Enter")
    page.keyboard.type("110")
    page.locator('[name="g1-roem_b"]').fill("50")
    # A superkraakte and has 110 against 52 + 50: A takes (162 + 50) x 8 x 2 for spades.
    expect(page.locator("#score-a-1")).to_have_text("3.392")
    expect(page.locator("#score-b-1")).to_contain_text("0")
    # Enter after the points goes to the next game's trump.
    page.locator('[name="g1-points_a"]').press("Enter")
    assert page.evaluate("document.activeElement.name") == "g2-trump"
    # An ordinary game: only its trump and one number.
    page.keyboard.type("H")
    page.keyboard.press("Enter")  # to the kraak: none
    page.keyboard.press("Enter")
    page.keyboard.type("90")
    expect(page.locator("#run-a-2")).to_have_text("3.482")
    screenshot(page, "kraken-sheet")
    page.set_viewport_size({"width": 360, "height": 800})
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    screenshot(page, "kraken-sheet-phone")
    page.get_by_role("button", name="Kaart opslaan").click()
    expect(page.get_by_text("Opgeslagen als onvolledig")).to_be_visible()
    assert list(Game.objects.values_list("number", "detail", "score_a", "score_b")
                ) == [(1, {"trump": "S", "doubling": 8}, 3392, 0), (2, {"trump": "H"}, 90, 72)]
