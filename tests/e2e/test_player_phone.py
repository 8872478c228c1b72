"""A player finds their rank on a phone, without logging in."""

from __future__ import annotations

import pytest
from django.core.management import call_command
from playwright.sync_api import expect

from tests.e2e.conftest import screenshot

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_a_player_finds_their_rank_on_a_phone(live_server, browser):
    call_command("load_demo")
    context = browser.new_context(locale="nl-NL", viewport={"width": 390, "height": 844},
                                  is_mobile=True, has_touch=True)
    page = context.new_page()
    page.goto(live_server.url + "/")
    page.get_by_role("link", name="Klaverjasclub De Troefboer").click()
    page.get_by_role("link", name="Seizoen 2026-2027").click()
    page.get_by_role("link", name="Seizoensstand").click()
    expect(page.get_by_role("heading", name="Seizoensstand")).to_be_visible()
    # The page fits the phone: only the standings table itself may scroll sideways.
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    screenshot(page, "phone-standings")
    page.get_by_role("link", name="Annie de Vries").click()
    expect(page.get_by_text("Plaats in het klassement")).to_be_visible()
    expect(page.locator("svg.chart")).to_be_visible()
    screenshot(page, "phone-player")
    context.close()
