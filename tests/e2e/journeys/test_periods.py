"""The board splits a season into periods: from the season's page it names a period by its
dates with its counting rule and prizes, a second period that overlaps the first is refused
at its date field and saved once corrected, a period is changed on its own page and one is
removed; the season standings then link the period standings."""

from __future__ import annotations

import re
from datetime import date

import pytest
from playwright.sync_api import expect

from tests.e2e.journeys.registry import covers
from tests.factories import make_club, make_organiser, make_season
from tournament.models import Season

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def fill_period(page, name: str, first: str, last: str, best: str, prizes: str = "") -> None:
    page.get_by_label("Naam").fill(name)
    page.get_by_label("Eerste datum").fill(first)
    page.get_by_label("Laatste datum").fill(last)
    page.get_by_label(re.compile("Aantal beste avonden")).fill(best)
    page.get_by_label("Periodeprijzen").fill(prizes)


@pytest.mark.parametrize("device", ["laptop", "phone"])
@covers("tournament:periods", "tournament:period", "tournament:period_delete")
def test_the_board_names_periods_and_an_overlap_is_refused(people, device):
    club = make_club("De Troefboer", place="Orvelte")
    make_organiser(club, "voorzitter")
    season = make_season(club, name="2026-2027", start_date=date(2026, 9, 1))
    board = people(device, "board")
    page = board.page
    board.log_in("voorzitter", "secret-pass-123")

    board.open(season.get_absolute_url())
    page.get_by_role("link", name="Perioden").click()
    expect(page.get_by_role("heading", name="Perioden", exact=True)).to_be_visible()
    fill_period(page, "Periode 1", "2026-09-01", "2026-10-12", "4", "€ 10,00; 5; rollade")
    page.get_by_role("button", name="Periode opslaan").click()
    expect(page.get_by_text("Periode Periode 1 is opgeslagen.")).to_be_visible()
    board.look("period-saved")

    # The second period starts on the last day of the first: refused at its first date.
    fill_period(page, "Periode 2", "2026-10-12", "2026-11-23", "4")
    page.get_by_role("button", name="Periode opslaan").click()
    first = page.get_by_label("Eerste datum")
    expect(first).to_have_attribute("aria-invalid", "true")
    expect(page.locator(".form-row", has=first).get_by_text(
        "Deze data overlappen met periode Periode 1 (1 september 2026 tot en met "
        "12 oktober 2026).")).to_be_visible()
    board.look("period-overlap-refused")
    assert list(Season.objects.get(pk=season.pk).periods.values_list("name", flat=True)) == [
        "Periode 1"]
    first.fill("2026-10-13")
    page.get_by_role("button", name="Periode opslaan").click()
    expect(page.get_by_text("Periode Periode 2 is opgeslagen.")).to_be_visible()

    # Period 1 on its own page: the best 3 count from now on.
    page.get_by_role("link", name="Periode 1 wijzigen").click()
    page.get_by_label(re.compile("Aantal beste avonden")).fill("3")
    board.look("period-form")
    page.get_by_role("button", name="Periode opslaan").click()
    expect(page.get_by_text("Periode Periode 1 is opgeslagen.")).to_be_visible()
    page.get_by_role("link", name="Periode 2 wijzigen").click()
    page.get_by_role("button", name="Periode Periode 2 verwijderen").click()
    expect(page.get_by_text("Periode Periode 2 is verwijderd.")).to_be_visible()
    periods = list(Season.objects.get(pk=season.pk).periods.values_list(
        "name", "first_date", "last_date", "best_evenings", "prize_worth"))
    assert periods == [("Periode 1", date(2026, 9, 1), date(2026, 10, 12), 3,
                        "€ 10,00; € 5,00; rollade")]

    # The season standings link the period's standings, which name its rule.
    page.get_by_role("link", name="Seizoensstand").click()
    page.get_by_role("link", name="Periode 1").click()
    expect(page.get_by_role("heading", name="Periodestand: Periode 1")).to_be_visible()
    expect(page.get_by_text(re.compile("De beste 3 avonden van deze periode tellen"))
           ).to_be_visible()
    board.look("period-standings")
    page.get_by_role("link", name="Periode 1 wijzigen").click()
    expect(page.get_by_label(re.compile("Aantal beste avonden"))).to_have_value("3")
