"""A revoke as a volunteer types it and a player reads it back: under the club's default rule
(the other pair gets 162) the points of a revoked game do not matter, so "Verzaakt" alone is
the game; and on the player's numbers a revoke by the playing pair is not "Gehaald" (made),
as the page's definitions say.

Hand count: in game 1 the playing pair (P) revokes; in every other game P takes 90 of the
162 card points. P plays the odd games (1, 3, ..., 11: six games) and makes games 3 to 11
(five); the other pair plays the even games with 72 and goes nat in each."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from clubs.models import Member
from tests.e2e.journeys.registry import covers
from tests.factories import (
    check_in,
    make_club,
    make_evening,
    make_members,
    make_organiser,
    make_season,
)
from tournament.models import Evening, EveningStatus
from tournament.seating.store import draw_round

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def an_evening() -> Evening:
    club = make_club("De Verzakers")
    make_organiser(club, "wedstrijdleider")
    season = make_season(club)
    assert season.revoke_policy == "AWARD_162"  # the club's default
    evening = make_evening(season, round_count=1, status=EveningStatus.PLAYING)
    check_in(evening, make_members(club, 4))
    draw_round(evening, 1, seed=4)
    return evening


@pytest.mark.parametrize("device", ["laptop", "phone"])
@covers("scoring:sheet", "scoring:close")
def test_a_revoke_is_typed_without_points_and_is_not_made(people, device):
    evening = an_evening()
    organiser = people(device, "revoke")
    page = organiser.page
    organiser.log_in("wedstrijdleider", "secret-pass-123")
    organiser.open(f"/club/{evening.club.slug}/avond/{evening.pk}/boom/1/tafel/1/")

    plays = page.locator("#game-1 .f-plays").inner_text().strip()  # "paar A" or "paar B"
    pair = plays[-1]
    assert pair in "AB"
    names = page.locator(".pairs-header p").nth(0 if pair == "A" else 1).inner_text()
    # Game 1: the playing pair revoked; its points are left empty.
    page.locator('[name="g1-revoke"]').select_option(pair)
    for game in range(2, 13):
        page.locator(f'[name="g{game}-points_a"]').fill("90" if pair == "A" else "72")
    page.get_by_role("button", name="Kaart opslaan").click()
    expect(page.get_by_text("Tafel 1 van boom 1 is opgeslagen", exact=False)).to_be_visible()
    organiser.look("saved")

    page.get_by_role("link", name="Avond afsluiten…").click()
    page.get_by_role("button", name="Ja, avond afsluiten").click()
    expect(page.get_by_role("heading", name="Prijzen")).to_be_visible()

    # A player of the playing pair reads his numbers.
    member = next(m for m in Member.objects.filter(club=evening.club) if m.name in names)
    organiser.open(f"/club/{evening.club.slug}/speler/{member.pk}/")
    numbers = page.locator("table.figures")
    made = numbers.locator("tbody tr").filter(has_text=re.compile(r"^\s*Gehaald"))
    expect(made.locator("td").first).to_have_text("5 (83%)")
    expect(made.locator("th")).to_contain_text("een spel dat uw paar verzaakte, is niet gehaald")
    revoked = numbers.locator("tbody tr").filter(has_text=re.compile(r"^\s*Verzaakt"))
    expect(revoked.locator("td").first).to_have_text("1")
    organiser.look("numbers")
