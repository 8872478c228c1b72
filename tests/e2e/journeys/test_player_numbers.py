"""A player opens the standings on his phone (or at home), then his own page with his
numbers, then the club's records and the evening a record was set; and the prize list of
that evening keeps place, name and score in columns."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from clubs.models import Member
from tests.factories import make_club, make_members, make_organiser, make_season
from tests.scoring.results.helpers import play_evening

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

NO_SIDEWAYS_SCROLL = "() => document.documentElement.scrollWidth <= window.innerWidth"
# Per line of the prize list: the left and right edge of its place, name and score.
PRIZE_EDGES = """() => [...document.querySelectorAll('.prize-list li')].map(li =>
    ['.prize-place', '.prize-name', '.number'].map(css => {
        const box = li.querySelector(css).getBoundingClientRect();
        return [Math.round(box.left), Math.round(box.right)];
    }))"""


@pytest.mark.parametrize("device", ["laptop", "phone"])
def test_a_player_reads_his_numbers_and_the_club_records(people, device):
    club = make_club("De Klaverjassers", standings_public=True)
    organiser = make_organiser(club)
    members = make_members(club, 9)
    # Long names on the prize list, as some clubs have them.
    for member in members[:3]:
        Member.objects.filter(pk=member.pk).update(name=f"{member.name} van den Berg-Oosterhuis")
    season = make_season(club, prize_places="1,2,3,-2")
    for day in (1, 8, 15):
        play_evening(season, members, day, organiser, round_count=3)
    piet = people(device, "player-numbers")
    page = piet.page
    piet.open(f"/club/{club.slug}/seizoen/{season.pk}/stand/")
    page.locator("table.results tbody a").first.click()
    expect(page.get_by_role("heading", name="In getallen")).to_be_visible()
    expect(page.get_by_role("rowheader", name="Nat", exact=False).first).to_be_visible()
    assert page.evaluate(NO_SIDEWAYS_SCROLL)
    piet.look("numbers")

    page.get_by_role("link", name="Clubrecords").click()
    expect(page.get_by_role("heading", name="Hoogste avondscore")).to_be_visible()
    assert page.evaluate(NO_SIDEWAYS_SCROLL)
    piet.look("records")

    page.locator(".record-holders a[href*='/avond/']").first.click()
    expect(page.get_by_role("heading", name="Prijzen")).to_be_visible()
    assert page.evaluate(NO_SIDEWAYS_SCROLL)
    piet.look("prize-list")
    lines = page.evaluate(PRIZE_EDGES)
    assert len(lines) >= 4
    # The names start in one column, the scores end in one column, on screen.
    assert len({name[0] for _place, name, _score in lines}) == 1, lines
    assert len({score[1] for _place, _name, score in lines}) == 1, lines
    width = page.viewport_size["width"]
    assert all(left >= 0 and right <= width for line in lines for left, right in line)
