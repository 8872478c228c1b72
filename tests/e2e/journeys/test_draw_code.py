"""A draw code with a leading zero: the organiser repeats a draw by typing its code, and every
place that shows the code writes all six digits ("031 262", never "31 262"): the message
after drawing, the evening page and the club's log."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.e2e.journeys.registry import covers
from tests.factories import (
    check_in,
    make_club,
    make_evening,
    make_members,
    make_organiser,
    make_season,
)

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

CODE = "031\u00a0262"  # groups of three, joined by a space that does not break


@pytest.mark.parametrize("device", ["laptop", "phone"])
@covers("tournament:draw")
def test_a_draw_code_with_a_leading_zero_shows_six_digits(people, device):
    club = make_club("De Nulde Troef")
    make_organiser(club, "wedstrijdleider")
    evening = make_evening(make_season(club), round_count=2)
    check_in(evening, make_members(club, 8))
    organiser = people(device, "draw-code")
    page = organiser.page
    organiser.log_in("wedstrijdleider", "secret-pass-123")
    organiser.open(evening.get_absolute_url())
    page.get_by_label(re.compile("Lotingscode")).fill("031262")
    page.get_by_role("button", name="Boom 1 loten").click()

    expect(page.get_by_text(f"Boom 1 is geloot (lotingscode {CODE}).")).to_be_visible()
    expect(page.locator("main")).to_contain_text(f"lotingscode {CODE}")
    expect(page.locator("main")).not_to_contain_text(re.compile(r"lotingscode 31\D"))
    organiser.look("drawn")
    organiser.open(f"/club/{club.slug}/logboek/")
    expect(page.locator("main")).to_contain_text(CODE)
    organiser.look("log")
