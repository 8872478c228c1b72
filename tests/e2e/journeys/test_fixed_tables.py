"""An evening at fixed tables with rotating partners ("Vaste tafels, maten wisselen", the
tournament form of seed 000: each player partners each table-mate once in three rounds), as
the organiser draws it on the evening page, at 1280 px and at 360 px.

The finding: with 9 players the one left over in round 1 sat out all three rounds and won the
evening on byes (3 x 1600 = 4800 against 4226 for the best player who played), breaking the
club's rule of at most one bye per evening. The staand nummer now rotates: each round another
player sits out, and nobody partners anyone twice.
"""

from __future__ import annotations

import re

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
from tournament.models import Seat

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

FIXED = "Vaste tafels, maten wisselen"


@pytest.mark.parametrize("device", ["laptop", "phone"])
@covers("tournament:season_rules", "tournament:draw")
def test_nine_players_at_fixed_tables_sit_out_one_round_each_at_most(people, device):
    club = make_club("De Troefboer", place="Orvelte")
    make_organiser(club, "leiding")  # on the board too, so the rules page opens
    season = make_season(club, bye_score=1600, max_byes_per_evening=1)
    evening = make_evening(season, round_count=3, status="CHECK_IN")
    check_in(evening, make_members(club, 9))
    organiser = people(device, "fixed-tables")
    page = organiser.page
    organiser.log_in("leiding", "secret-pass-123")

    # The season's format is a rule: fixed tables, partners rotate. The rules page says what
    # happens after the third round.
    organiser.open(f"/club/{club.slug}/seizoen/{season.pk}/regels/")
    expect(page.get_by_text("Een vierde boom houdt de tafels en begint opnieuw met de maten "
                            "van de eerste.", exact=False)).to_be_visible()
    page.get_by_label(FIXED, exact=True).check()
    organiser.look("rules-format")
    page.get_by_role("button", name="Regels opslaan").click()
    expect(page.get_by_text("De regels van dit seizoen zijn opgeslagen.")).to_be_visible()
    season.refresh_from_db()
    assert season.format == PlayFormat.FIXED_TABLE

    # Round 1: the draw form offers fixed tables first.
    organiser.open(evening.get_absolute_url())
    step = page.locator(".next-step")
    expect(step.get_by_label("Soort loting")).to_have_value("FIXED_TABLES")
    # The form says what fixed tables do after the third round and with the staand nummer.
    expect(step).to_contain_text("Een vierde boom aan vaste tafels houdt de tafels en begint "
                                 "opnieuw met de maten van de eerste")
    expect(step).to_contain_text("zodat niemand twee keer staat")
    organiser.look("choose-fixed")
    step.get_by_role("button", name="Boom 1 loten").click()
    expect(page.get_by_text("Boom 1 is geloot")).to_be_visible()
    organiser.look("boom-1")

    # Rounds 2 and 3, each drawn before the sheets of the round before are in.
    for number in (2, 3):
        early = page.locator("details").filter(
            has=page.get_by_text(f"Boom {number} loten voordat"))
        early.locator("summary").click()
        expect(early.get_by_label("Soort loting")).to_have_value("FIXED_TABLES")
        early.get_by_role("button", name=f"Boom {number} loten").click()
        expect(page.get_by_text(f"Boom {number} is geloot")).to_be_visible()
        organiser.look(f"boom-{number}")

    # Each round one staand nummer, each time another player: read from the page.
    byes = [page.locator(f"#boom-{n} .byes li").all_inner_texts() for n in (1, 2, 3)]
    names = [re.sub(r"^\d+\s*", "", text[0]).strip() for text in byes]
    assert [len(text) for text in byes] == [1, 1, 1]
    assert len(set(names)) == 3, names
    stored = list(Seat.objects.filter(round__evening=evening, table=None)
                  .values_list("member__name", flat=True).order_by("round__number"))
    assert stored == names
    for number in (1, 2, 3):
        expect(page.locator(f"#boom-{number}")).not_to_contain_text("Meer dan toegestaan")

    # The seats say the tables are fixed, who partners whom by name, and each round's own
    # draw code.
    codes = [page.locator(f"#boom-{n} p.muted").first.inner_text() for n in (1, 2, 3)]
    assert all(code.startswith(f"{FIXED} · lotingscode ") for code in codes), codes
    assert len(set(codes)) == 3, codes
    for number in (1, 2, 3):
        round_ = page.locator(f"#boom-{number}")
        expect(round_).to_contain_text("krijgt elke boom een nieuwe maat, dus de spelers "
                                       "wisselen van stoel")
        for table in (1, 2):
            seats = dict(Seat.objects.filter(round__evening=evening, round__number=number,
                                             table=table).values_list("number", "member__name"))
            first = min(seats)
            expect(round_.locator(".partners").nth(table - 1)).to_have_text(
                f"Maten: {seats[first]} & {seats[first + 2]} tegen {seats[first + 1]} & "
                f"{seats[first + 3]}")
    page.locator("#boom-3").scroll_into_view_if_needed()
    organiser.look("seats-named")
