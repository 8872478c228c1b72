"""The sheet's running totals are announced: one polite live region, updated in place."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.e2e.helpers import log_in
from tests.factories import (
    check_in,
    make_club,
    make_evening,
    make_members,
    make_organiser,
    make_season,
)
from tournament.seating.store import draw_round

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_typing_updates_the_totals_live_region_in_place(live_server, page):
    club = make_club("De Live Club")
    make_organiser(club, "teller")
    evening = make_evening(make_season(club), rounds=1)
    check_in(evening, make_members(club, 4))
    draw_round(evening, 1, seed=1)
    log_in(page, live_server, "teller")
    page.goto(live_server.url + f"/club/{club.slug}/avond/{evening.pk}/boom/1/tafel/1/")
    live = page.locator("#sheet-live")
    expect(live).to_have_text("Stand tot nu toe: paar A 0, paar B 0")
    page.evaluate("document.getElementById('sheet-live').marked = true")
    page.get_by_label("Spel 1, punten paar A").fill("90")
    page.get_by_label("Spel 2, punten paar A").fill("100")
    expect(live).to_have_text("Stand tot nu toe: paar A 262, paar B 62")
    assert page.evaluate("document.getElementById('sheet-live').marked === true")
    assert live.get_attribute("aria-live") == "polite"
    assert page.locator("table.sheet [aria-live]").count() == 0
