"""The pairs of a fixed-pairs season as an organiser makes them: two pairs made (one named),
a member put in a second pair refused at the field, a pair renamed and one retired, whose
member then joins a new pair."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from clubs.models import PlayFormat
from tests.e2e.journeys.registry import covers
from tests.factories import make_club, make_members, make_organiser, make_season
from tournament.models import PairMember

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def make(page, first: str, second: str, name: str = "") -> None:
    page.get_by_label("Eerste partner").select_option(label=first)
    page.get_by_label("Tweede partner").select_option(label=second)
    page.locator("#id_name").fill(name)
    page.get_by_role("button", name="Paar maken").click()


@pytest.mark.parametrize("device", ["laptop", "phone"])
@covers("tournament:pairs", "tournament:pair_name", "tournament:pair_retire")
def test_an_organiser_makes_names_and_retires_the_pairs(people, device):
    club = make_club("De Koppelaars")
    make_organiser(club, "annie")
    jan, piet, kees, henk, joop = (m.name for m in make_members(club, 5, prefix="Harten"))
    season = make_season(club, name="Paren 2026", format=PlayFormat.FIXED_PAIRS)
    annie = people(device, "pairs")
    page = annie.page
    annie.log_in("annie", "secret-pass-123")

    annie.open(season.get_absolute_url())
    page.get_by_role("link", name="Paren", exact=True).click()
    expect(page.get_by_text("Nog geen paren.")).to_be_visible()
    make(page, jan, piet)
    expect(page.get_by_text(f"Paar 1: {jan} & {piet} is gemaakt.")).to_be_visible()
    make(page, kees, henk, "De Kanjers")
    expect(page.get_by_text(f"Paar 2 (De Kanjers): {kees} & {henk} is gemaakt.")
           ).to_be_visible()
    annie.look("two-pairs")

    # Piet is in pair 1 already: refused at his field, nothing saved
    make(page, joop, piet)
    expect(page.locator(".form-row.has-error")).to_have_count(1)
    expect(page.locator(".form-row.has-error")).to_contain_text(
        f"{piet} zit al in paar 1 van dit seizoen.")
    assert PairMember.objects.filter(season=season).count() == 4
    annie.look("refused")

    page.locator("#id_pair1_name").fill("Oude Rotten")
    page.get_by_role("button", name="Naam van paar 1 opslaan").click()
    expect(page.get_by_text("De naam van paar 1 is opgeslagen.")).to_be_visible()
    expect(page.get_by_text(f"Paar 1 (Oude Rotten): {jan} & {piet}")).to_be_visible()

    page.get_by_role("button", name="Paar 1 laten stoppen").click()
    expect(page.get_by_text("Paar 1 is gestopt: zijn leden kunnen in een ander paar.")
           ).to_be_visible()
    make(page, joop, piet)
    expect(page.get_by_text(f"Paar 3: {joop} & {piet} is gemaakt.")).to_be_visible()
    expect(page.locator("#pairs li")).to_have_count(3)
    expect(page.locator("#pairs li").first).to_contain_text("(gestopt)")
    annie.look("retired")
