"""The schuifsysteem as an organiser sets it up and draws with it, at 1280 px and 360 px:
the season's rules page explains it and keeps the tick; round 1 is drawn, round 2 moves the
pairs on 2 and 4 one table up (from the last table to table 1, the staand paar along)."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from clubs.models import PlayFormat
from tests.e2e.journeys.registry import covers
from tests.factories import (
    check_in,
    make_club,
    make_evening,
    make_members,
    make_organiser,
    make_season,
)
from tournament.formats.fixed_pairs.pairs import make_pair
from tournament.models import Seat

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize("device", ["laptop", "phone"])
@covers("tournament:season_rules", "tournament:draw")
def test_the_pairs_on_2_and_4_move_one_table_up(people, device):
    club = make_club("De Schuivers")
    make_organiser(club, "leiding")
    season = make_season(club, format=PlayFormat.FIXED_PAIRS)
    members = make_members(club, 10, prefix="Harten")
    for i in range(0, 10, 2):
        make_pair(season, members[i], members[i + 1])
    evening = make_evening(season, round_count=3, status="CHECK_IN")
    check_in(evening, members)
    organiser = people(device, "pair-movement")
    page = organiser.page
    organiser.log_in("leiding", "secret-pass-123")

    organiser.open(f"/club/{club.slug}/seizoen/{season.pk}/regels/")
    expect(page.get_by_text("Bijvoorbeeld bij 8 tafels speelt het paar op 2 en 4 van tafel 3 "
                            "boom 2 aan tafel 4", exact=False)).to_be_visible()
    page.get_by_label("vaste paren: schuifsysteem", exact=False).check()
    organiser.look("rules-movement")
    page.get_by_role("button", name="Regels opslaan").click()
    expect(page.get_by_text("De regels van dit seizoen zijn opgeslagen.")).to_be_visible()
    season.refresh_from_db()
    assert season.pair_movement is True

    organiser.open(evening.get_absolute_url())
    page.locator(".next-step").get_by_role("button", name="Boom 1 loten").click()
    expect(page.get_by_text("Boom 1 is geloot")).to_be_visible()
    early = page.locator("details").filter(has=page.get_by_text("Boom 2 loten voordat"))
    early.locator("summary").click()
    early.get_by_role("button", name="Boom 2 loten").click()
    expect(page.get_by_text("Boom 2: de paren zijn doorgeschoven (schuifsysteem).")
           ).to_be_visible()
    organiser.look("boom-2-moved")

    # 5 pairs: tables 1 and 2, the staand paar on 9 and 10. Round 2, read from the page:
    # the pairs on 1 and 3 stay, table 1 gets the staand paar, table 2 the pair from table
    # 1's 2 and 4, and the pair from table 2's 2 and 4 sits out.
    def seats(number: int) -> dict[int, str]:
        return dict(Seat.objects.filter(round__evening=evening, round__number=number)
                    .values_list("number", "member__name"))

    one, two = seats(1), seats(2)
    round_ = page.locator("#boom-2")
    # a moved round says so, without a draw seed that decided nothing; round 1 keeps its seed
    expect(round_.get_by_text("Schuifsysteem", exact=True)).to_be_visible()
    expect(round_).not_to_contain_text("lotingscode")
    expect(page.locator("#boom-1")).to_contain_text("Paren tegen paren · lotingscode")
    cards = round_.locator(".table-card")
    expect(cards.nth(0).locator(".seats")).to_contain_text(one[1])
    expect(cards.nth(0).locator(".seats")).to_contain_text(one[9])
    expect(cards.nth(1).locator(".seats")).to_contain_text(one[2])
    expect(cards.nth(1).locator(".seats")).to_contain_text(one[5])
    expect(round_.locator(".byes")).to_contain_text(one[6])
    expect(round_.locator(".byes")).to_contain_text(one[8])
    assert (two[1], two[2], two[5], two[6], two[9], two[10]) == (
        one[1], one[9], one[5], one[2], one[6], one[8])
