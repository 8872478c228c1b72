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
    evening = make_evening(make_season(club), round_count=1)
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


def test_the_total_is_right_or_marked_the_moment_the_last_game_is_typed(live_server, page):
    """Read at once after the last game is typed, the sheet's total counts that game, or
    says it is being worked out (the form aria-busy, the totals faded): never a total that
    leaves the game out as if it were right.

    By the rules (as above: 90 points for pair A, who has it by turns): in the odd games B
    plays and is nat (A 162, B 0), in the even games A plays and makes it (A 90, B 72);
    after 11 games A 6 x 162 + 5 x 90 = 1422, B 5 x 72 = 360; after 12, A 1512, B 432."""
    club = make_club("De Snelle Teller")
    make_organiser(club, "teller")
    evening = make_evening(make_season(club, games_per_round=12), round_count=1)
    check_in(evening, make_members(club, 4))
    draw_round(evening, 1, seed=1)
    page.set_viewport_size({"width": 360, "height": 740})
    log_in(page, live_server, "teller")
    page.goto(live_server.url + f"/club/{club.slug}/avond/{evening.pk}/boom/1/tafel/1/")
    form = page.locator("#sheet-form")
    total_a = page.locator("#total-a")
    for game in range(1, 12):
        page.get_by_label(f"Spel {game}, punten paar A").fill("90")
    expect(total_a).to_have_text("1.422")
    expect(form).not_to_have_attribute("aria-busy", "true")
    page.get_by_label("Spel 12, punten paar A").fill("90")
    shown = page.evaluate("""() => ({
        total: document.getElementById("total-a").textContent.trim(),
        busy: document.getElementById("sheet-form").getAttribute("aria-busy"),
        opacity: getComputedStyle(document.getElementById("total-a")).opacity})""")
    assert shown["total"] == "1.512" or (shown["busy"] == "true" and
                                         float(shown["opacity"]) < 0.5), shown
    expect(total_a).to_have_text("1.512")
    expect(page.locator("#total-b")).to_have_text("432")
    expect(form).not_to_have_attribute("aria-busy", "true")
