"""Issue 12 in a real browser at 360 x 740: a table enters its sheet on a phone through its
link, the other pair checks it on another phone, the organiser sees the state and approves.
Every input of the sheet must lie inside the phone's width."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from scoring.models import Confirmation, ScoreSheet
from scoring.sheets.tokens import check_token, table_token
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
from tournament.models import Evening, Round
from tournament.seating.store import draw_round

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]
PHONE = {"width": 360, "height": 740}
POINTS = [90, 100, 62, 81, 120, 45, 100, 91, 70, 82, 110, 60]


def an_evening() -> Evening:
    club = make_club("De Telefoonclub")
    make_organiser(club, "wedstrijdleider")
    evening = make_evening(make_season(club, table_entry=True, table_confirmation=True),
                           round_count=1)
    check_in(evening, make_members(club, 8))
    draw_round(evening, 1, seed=2)
    return evening


def phone(browser: Any) -> tuple[Any, Any]:
    context = browser.new_context(locale="nl-NL", viewport=PHONE, is_mobile=True,
                                  has_touch=True)
    page = context.new_page()
    page.set_default_timeout(10_000)
    return context, page


def assert_inside_the_phone(page: Any) -> None:
    outside = page.evaluate("""() => [...document.querySelectorAll(
        'main input:not([type=hidden]), main select, main button')].filter(e => {
            const r = e.getBoundingClientRect();
            return r.width > 0 && (r.left < 0 || r.right > window.innerWidth);
        }).map(e => e.name || e.textContent.trim())""")
    assert outside == []
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]


def enter_the_sheet(page: Any, live_server: Any, evening: Evening) -> None:
    round_ = Round.objects.select_related("evening").get(evening=evening)
    page.goto(live_server.url + f"/kaart/{table_token(round_, 1)}/")
    assert_inside_the_phone(page)
    # Focus starts on game 1; one number and Enter per game; Enter in game 12 saves.
    expect(page.locator('[name="g1-points_a"]')).to_be_focused()
    for points in POINTS:
        page.keyboard.type(str(points))
        page.keyboard.press("Enter")
    expect(page.get_by_role("heading", name="Dank u, de kaart is verstuurd")).to_be_visible()
    sheet = ScoreSheet.objects.get(round=round_, table=1)
    assert sheet.status == "COMPLETE" and sheet.confirmation == Confirmation.AWAITING


def test_a_table_enters_and_the_other_pair_confirms_on_their_phones(live_server, browser):
    evening = an_evening()
    round_ = Round.objects.select_related("evening").get(evening=evening)
    scorer_context, scorer = phone(browser)
    enter_the_sheet(scorer, live_server, evening)
    screenshot(scorer, "phone-sheet-sent")

    # The other pair scans the code on their slip with their own phone.
    other_context, other = phone(browser)
    other.goto(live_server.url + f"/controle/{check_token(round_, 1)}/")
    expect(other.get_by_text("Klopt elk spel?")).to_be_visible()
    assert_inside_the_phone(other)
    screenshot(other, "phone-check")
    other.get_by_role("button", name="Ja, elk spel klopt").click()
    expect(other.get_by_text("u hebt de kaart bevestigd")).to_be_visible()

    # The organiser sees it confirmed and approves (table 2 entered by the organisers).
    organiser_context, organiser = phone(browser)
    log_in(organiser, live_server, "wedstrijdleider")
    night = f"/club/{evening.club.slug}/avond/{evening.pk}/"
    organiser.goto(live_server.url + night + "boom/1/tafel/2/")
    for points in POINTS:
        organiser.keyboard.type(str(points))
        organiser.keyboard.press("Enter")
    expect(organiser.get_by_text("Tafel 2 van boom 1 is opgeslagen")).to_be_visible()
    expect(organiser.locator("#cell-1-1")).to_contain_text("bevestigd")
    organiser.get_by_role("button", name="Boom 1 goedkeuren").click()
    expect(organiser.get_by_text("Boom 1 is goedgekeurd")).to_be_visible()
    screenshot(organiser, "phone-dashboard-approved")
    for context in (scorer_context, other_context, organiser_context):
        context.close()


def test_the_other_pair_disputes_and_the_organiser_sees_both(live_server, browser):
    evening = an_evening()
    round_ = Round.objects.select_related("evening").get(evening=evening)
    scorer_context, scorer = phone(browser)
    enter_the_sheet(scorer, live_server, evening)

    # The other pair types their number on the scorekeeper's phone instead.
    from scoring.sheets.tokens import check_number

    scorer.get_by_label("De zes cijfers op het strookje van het andere paar").fill(
        check_number(round_, 1))
    scorer.get_by_role("button", name="Kaart controleren").click()
    expect(scorer.get_by_text("Klopt elk spel?")).to_be_visible()
    scorer.get_by_text("Nee, er klopt iets niet").click()
    scorer.get_by_label("Wat klopt er niet?").fill("Spel 3 hadden wij 100")
    game_3 = scorer.get_by_label("Spel 3, punten paar A", exact=True)
    game_3.fill("100")
    assert_inside_the_phone(scorer)
    screenshot(scorer, "phone-dispute")
    scorer.get_by_role("button", name="Onze versie naar de wedstrijdleiding sturen").click()
    expect(scorer.get_by_text("de wedstrijdleiding ziet beide versies")).to_be_visible()

    organiser_context, organiser = phone(browser)
    log_in(organiser, live_server, "wedstrijdleider")
    night = f"/club/{evening.club.slug}/avond/{evening.pk}/"
    organiser.goto(live_server.url + night + "scores/")
    expect(organiser.locator("#cell-1-1")).to_contain_text("betwist")
    organiser.locator("#cell-1-1").click()
    expect(organiser.get_by_text("Spel 3 hadden wij 100")).to_be_visible()
    expect(organiser.get_by_role("heading", name="Zoals het andere paar het heeft")
           ).to_be_visible()
    screenshot(organiser, "phone-dispute-organiser")
    for context in (scorer_context, organiser_context):
        context.close()
