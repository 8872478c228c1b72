"""The organiser's main flow in a real browser: check in, draw, enter a round by keyboard."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from scoring.models import ScoreSheet
from tests.e2e.conftest import screenshot
from tests.e2e.helpers import log_in
from tests.factories import make_club as make_test_club
from tests.factories import make_evening, make_members, make_organiser, make_season
from tournament.models import EveningStatus, Seat

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_organiser_checks_in_draws_and_enters_a_round_by_keyboard(live_server, page):
    club = make_test_club("De Browserclub")
    make_organiser(club, "wedstrijdleider")
    members = make_members(club, 9)
    evening = make_evening(make_season(club), round_count=2, status=EveningStatus.CHECK_IN)
    log_in(page, live_server, "wedstrijdleider")

    # Check in eight of the nine members with the search box and the buttons.
    page.goto(live_server.url + evening.get_absolute_url() + "aanmelden/")
    for member in members[:8]:
        page.get_by_role("button", name=f"{member.name} aanmelden").click()
        # Seen present before the next tap: the row grows (its "arrives late" choice) and
        # moves the rows below it, so a tap made meanwhile can land beside the next button.
        expect(page.get_by_role("button", name=f"{member.name} is aanwezig; klik om af te "
                                               "melden")).to_be_visible()
    expect(page.get_by_text("8 spelers aanwezig")).to_be_visible()
    screenshot(page, "checkin")

    # Draw round 1: two tables.
    page.get_by_role("link", name="Klaar: naar de loting").click()
    page.get_by_role("button", name="Boom 1 loten").click()
    expect(page.get_by_text("Boom 1 is geloot")).to_be_visible()
    assert Seat.objects.filter(round__evening=evening, table=2).count() == 4
    screenshot(page, "evening-drawn")

    # Enter table 1 with the keyboard only: one number and Enter per game; focus starts on
    # game 1 and Enter in the last game saves the sheet.
    page.goto(live_server.url + f"/club/{club.slug}/avond/{evening.pk}/boom/1/tafel/1/")
    expect(page.locator('[name="g1-points_a"]')).to_be_focused()
    points = [90, 100, 62, 81, 120, 45, 100, 91, 70, 82, 110, 60]
    for typed in points[:-1]:
        page.keyboard.type(str(typed))
        page.keyboard.press("Enter")
    page.keyboard.type(str(points[-1]))
    # The preview shows the computed scores before saving.
    expect(page.locator("#run-a-12")).not_to_have_text("")
    assert page.locator('[name="g12-points_b"]').get_attribute("placeholder") == "102"
    screenshot(page, "sheet-typed")
    page.keyboard.press("Enter")
    expect(page.get_by_text("Tafel 1 van boom 1 is opgeslagen")).to_be_visible()
    sheet = ScoreSheet.objects.get(round__evening=evening, table=1)
    assert sheet.status == "COMPLETE" and sheet.games.count() == 12
    screenshot(page, "dashboard")
