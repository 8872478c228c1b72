"""A player at home, on his phone or a laptop: from the site's first page to the club, and
from the club's page one tap to the latest evening's results and one to the season's
standings (it took four: club, season, evening, "Uitslag en prijzen")."""

from __future__ import annotations

from datetime import date

import pytest
from playwright.sync_api import expect

from tests.e2e.journeys.registry import covers
from tests.factories import make_club, make_organiser, make_season
from tests.publish.pages import running_season

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize("device", ["laptop", "phone"])
@covers()
def test_the_latest_results_and_the_standings_are_one_tap_from_the_club(people, device):
    club = make_club("De Troefboer", place="Orvelte", standings_public=True)
    # An older season without evenings, and the running one with closed evenings on 1 and
    # 2 October 2026.
    make_season(club, name="Seizoen 2025-2026", start_date=date(2025, 9, 1))
    running_season(club, make_organiser(club, "voorzitter"))

    player = people(device, "latest-results")
    page = player.page
    player.open("/")
    page.get_by_role("link", name="De Troefboer").first.click()  # tap 1: the club
    player.look("club")
    latest = page.get_by_role("link", name="Uitslag van vrijdag 2 oktober 2026")
    expect(latest).to_be_visible()
    latest.click()  # tap 2: tonight's results
    expect(page.get_by_role("heading", level=1)).to_contain_text("2 oktober 2026")
    expect(page.get_by_role("heading", name="Prijzen")).to_be_visible()
    player.look("results")

    page.go_back()
    page.get_by_role("link", name="Stand Seizoen 2026-2027").click()  # or tap 2: standings
    expect(page.get_by_role("heading", name="Seizoensstand")).to_be_visible()
    expect(page.locator("main")).to_contain_text("Seizoen 2026-2027")
    player.look("standings")
