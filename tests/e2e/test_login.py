from __future__ import annotations

import pytest
from playwright.sync_api import expect

from clubs.models import Organiser, Role
from scoring.management.commands.load_demo import DEMO_PASSWORD, DEMO_USERNAME
from tests.e2e.conftest import screenshot
from tests.factories import make_club, make_user

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_organiser_logs_in_and_lands_on_the_club_page(live_server, page):
    # The demo's organiser and club, made by the factories: the whole demo (load_demo) took
    # most of this test's time, and its accounts are tested in tests/clubs/test_demo.py.
    club = make_club("Klaverjasclub De Troefboer")
    Organiser.objects.create(club=club, user=make_user(DEMO_USERNAME, DEMO_PASSWORD),
                             role=Role.ORGANISER)
    page.goto(live_server.url + "/")
    page.get_by_role("link", name="Inloggen").click()
    page.get_by_label("Gebruikersnaam").fill(DEMO_USERNAME)
    page.get_by_label("Wachtwoord").fill(DEMO_PASSWORD)
    page.get_by_role("button", name="Inloggen").click()
    expect(page.get_by_role("button", name=f"Uitloggen ({DEMO_USERNAME})")).to_be_visible()
    # An organiser who runs one club: the login lands on its page.
    expect(page.get_by_role("heading", name="Klaverjasclub De Troefboer", level=1)
           ).to_be_visible()
    # Keyboard users see where focus is: the skip link comes first.
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.className") == "skip-link"
    screenshot(page, "home-logged-in")
