"""The other pair's check of a Klammern sheet on a phone (360 px) and a laptop (1280 px):
who played and the doubling in a column of their own, small and big points named, and the
page no wider than the phone (the table scrolls sideways in its own region, as every wide
table on a phone does)."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse
from playwright.sync_api import expect

from clubs.models import GameSystem
from scoring.sheets.tokens import check_token, table_token
from tests.e2e.checks import phone_problems
from tests.e2e.conftest import screenshot
from tests.factories import check_in, make_club, make_evening, make_members, make_season
from tests.forms import submit
from tournament.models import Round
from tournament.seating.store import draw_round

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize("width", [360, 1280])
def test_the_check_of_a_klammern_sheet(live_server, page, width):
    club = make_club("De Klammerer")
    season = make_season(club, game_system=GameSystem.KLAMMERN, play_to_target=True,
                         klammern_big_points=1, table_entry=True, table_confirmation=True)
    evening = make_evening(season, round_count=1)
    check_in(evening, make_members(club, 8))
    draw_round(evening, 1, seed=3)
    round_ = Round.objects.get(evening=evening)
    typed = {"g1-declarer": "B", "g1-contra": "2", "g1-points_a": "100",
             "g2-declarer": "A", "g2-contra": "4", "g2-points_a": "120", "g2-bella": "A"}
    assert submit(Client(), reverse("scoring:table_sheet", args=[table_token(round_, 1)]),
                  typed).status_code == 302
    page.set_viewport_size({"width": width, "height": 800})
    page.goto(live_server.url + reverse("scoring:table_check", args=[check_token(round_, 1)]))
    values = page.locator("table.values")
    expect(values.locator("thead")).to_contain_text("Speelt")
    expect(values.locator("thead")).to_contain_text("Kleine punten A")
    expect(values.locator("tbody tr").first.locator("td").first).to_have_text("B \u00d72")
    expect(values.locator("tfoot")).to_contain_text("Grote punten")
    screenshot(page, f"klammern-check-{width}")
    if width == 360:
        assert phone_problems(page)["width"] == []
