"""A sheet of single players shows its running totals while a number is typed, as the team
sheet does (``tests/e2e/test_sheet_live.py``): the player need not leave the field first.
On a phone (360 px) and on the laptop at the bar (1280 px)."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.e2e.helpers import log_in
from tests.factories import make_club, make_organiser
from tests.scoring.systems.three_player.helpers import sheet_url, three_player_evening
from tournament.seating.store import draw_round

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

WIDTHS = {"phone": {"width": 360, "height": 740}, "laptop": {"width": 1280, "height": 900}}


@pytest.mark.parametrize("device", list(WIDTHS))
def test_typed_points_count_before_the_field_is_left(live_server, page, device):
    """Anna (table seat 1) played and made 90 of 162, Bert 50: Cor has the other 22, and
    each keeps what he made (seed 000: more than half for the player who named trump)."""
    club = make_club("De Drie Typers")
    make_organiser(club, "teller")
    evening, _members = three_player_evening(club, 3)
    draw_round(evening, 1, seed=1)
    page.set_viewport_size(WIDTHS[device])
    log_in(page, live_server, "teller")
    page.goto(live_server.url + sheet_url(evening))
    page.locator('[name="g1-declarer"]').select_option("1")
    page.locator('[name="g1-points_1"]').fill("90")
    page.locator('[name="g1-points_2"]').fill("40")  # leaving Anna's field shows her 90
    expect(page.locator("#tp-1-3 strong")).to_have_text("32")
    # Bert had 50: corrected by the keyboard in his field, which keeps the focus.
    page.keyboard.press("ControlOrMeta+A")
    page.keyboard.type("50")
    expect(page.locator("#tp-1-2 strong")).to_have_text("50")
    expect(page.locator("#tp-1-3 strong")).to_have_text("22")
    expect(page.locator("#tp-1-1 strong")).to_have_text("90")
    assert page.evaluate("document.activeElement.name") == "g1-points_2"
