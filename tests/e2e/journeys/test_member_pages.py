"""The member list of a big club is paged: an organiser turns the pages with a finger."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.factories import make_club, make_members, make_organiser

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize("device", ["laptop", "phone"])
def test_the_page_links_of_the_member_list_are_big_enough_to_tap(people, device):
    club = make_club("De Grote Club")
    make_organiser(club, "annie")
    make_members(club, 120)
    annie = people(device, "member-pages")
    page = annie.page
    annie.log_in("annie", "secret-pass-123")
    annie.open(f"/club/{club.slug}/leden/")
    links = page.locator("ul.pagination a")
    expect(links.first).to_be_visible()
    sizes = [links.nth(i).bounding_box() for i in range(links.count())]
    assert all(box and box["width"] >= 44 and box["height"] >= 44 for box in sizes), sizes
    annie.look("first-page")
    page.locator("ul.pagination").get_by_role("link", name="2", exact=True).click()
    expect(page.get_by_role("link", name="Speler 051")).to_be_visible()
    annie.look("second-page")
