"""Check-in in a real browser: a tick keeps the page where it is, empties and focuses the
search box, an untick can be undone, and the count is one live region updated in place."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import screenshot
from tests.e2e.helpers import log_in
from tests.factories import (
    check_in,
    make_club,
    make_evening,
    make_members,
    make_organiser,
    make_season,
)
from tournament.models import Attendance, EveningStatus

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_checking_in_keeps_the_place_and_an_untick_can_be_undone(live_server, page):
    club = make_club("De Aanmeldclub")
    make_organiser(club, "aanmelder")
    members = make_members(club, 40)
    evening = make_evening(make_season(club), status=EveningStatus.CHECK_IN)
    check_in(evening, members[:3])
    log_in(page, live_server, "aanmelder")
    page.goto(live_server.url + evening.get_absolute_url() + "aanmelden/")
    # Mark the page and the count: a reload or a re-rendered count would lose the marks.
    page.evaluate("window.notReloaded = true;"
                  "document.getElementById('present-count').marked = true")

    member = members[30]
    button = page.get_by_role("button", name=f"{member.name} aanmelden")
    button.scroll_into_view_if_needed()
    page.evaluate("window.scrollBy(0, 120)")  # at once: a wheel scroll ends later
    scroll = page.evaluate("window.scrollY")
    assert scroll > 500
    button.click()
    expect(page.get_by_role("button", name=f"{member.name} is aanwezig; klik om af te melden")
           ).to_be_visible()
    expect(page.locator("#present-count")).to_have_text("4 spelers aanwezig")
    assert page.evaluate("window.scrollY") == scroll
    assert page.evaluate("window.notReloaded === true")
    assert page.evaluate("document.getElementById('present-count').marked === true")
    assert page.get_by_role("searchbox").input_value() == ""
    assert page.evaluate("document.activeElement.id") == "id_q"
    assert Attendance.objects.filter(evening=evening, member=member).exists()

    # Typing the next name narrows the list; after the tick the box is empty again.
    page.keyboard.type("Speler 035")
    expect(page.locator("#checkin-list li")).to_have_count(1)
    page.get_by_role("button", name="Speler 035 aanmelden").click()
    expect(page.locator("#present-count")).to_have_text("5 spelers aanwezig")
    assert page.get_by_role("searchbox").input_value() == ""
    expect(page.locator("#checkin-list li")).to_have_count(40)

    # An accidental untick says so, and Undo puts the player back.
    page.get_by_role("button", name=f"{member.name} is aanwezig; klik om af te melden").click()
    feedback = page.locator("#checkin-feedback")
    expect(feedback).to_contain_text(f"{member.name} is afgemeld.")
    expect(page.locator("#present-count")).to_have_text("4 spelers aanwezig")
    screenshot(page, "checkin-undo")
    feedback.get_by_role("button", name="Ongedaan maken").click()
    expect(feedback).to_contain_text(f"{member.name} is aanwezig.")
    expect(page.locator("#present-count")).to_have_text("5 spelers aanwezig")
    assert Attendance.objects.filter(evening=evening, member=member).exists()
    assert page.evaluate("window.notReloaded === true")
    assert page.evaluate("document.getElementById('present-count').marked === true")
    # The count is a polite live region and the feedback a status region.
    assert page.locator("#present-count").get_attribute("aria-live") == "polite"
    assert feedback.get_attribute("role") == "status"


def test_checking_in_works_without_javascript(live_server, browser):
    club = make_club("De Papieren Club")
    make_organiser(club, "zonderjs")
    members = make_members(club, 5)
    evening = make_evening(make_season(club), status=EveningStatus.CHECK_IN)
    context = browser.new_context(locale="nl-NL", java_script_enabled=False)
    page = context.new_page()
    log_in(page, live_server, "zonderjs")
    page.goto(live_server.url + evening.get_absolute_url() + "aanmelden/")
    page.get_by_role("button", name=f"{members[1].name} aanmelden").click()
    expect(page.locator("#present-count")).to_have_text("1 speler aanwezig")
    page.get_by_role("button", name=f"{members[1].name} is aanwezig; klik om af te melden").click()
    expect(page.locator("#checkin-feedback")).to_contain_text(f"{members[1].name} is afgemeld.")
    page.get_by_role("button", name="Ongedaan maken").click()
    expect(page.locator("#present-count")).to_have_text("1 speler aanwezig")
    assert Attendance.objects.filter(evening=evening, member=members[1]).exists()
    context.close()
