"""An organiser's evening that turns out to be a mistake, as a person goes through it: the
login lands on the club, a new member is added through the form, an evening is planned on
the date the form offers, players are searched and checked in, a guest joins, and the
evening, planned a week too early, is deleted after the page has asked."""

from __future__ import annotations

import re
from datetime import timedelta
from urllib.parse import parse_qs, urlsplit

import pytest
from django.utils import timezone
from playwright.sync_api import expect

from clubs.models import Member
from tests.e2e.journeys.registry import covers
from tests.factories import make_club, make_members, make_organiser, make_season
from tournament.models import Attendance, Evening

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize("device", ["laptop", "phone"])
@covers("login", "clubs:member_add", "tournament:evening_create", "tournament:evening_status",
        "tournament:checkin_toggle", "tournament:add_guest", "tournament:evening_delete")
def test_an_organiser_plans_checks_in_and_deletes_a_mistaken_evening(people, device):
    club = make_club("De Troefboer")
    make_organiser(club, "annie")
    make_members(club, 12, prefix="Schoppen")
    season = make_season(club, name="2026-2027")
    last = Evening.objects.create(season=season, date=timezone.localdate() + timedelta(days=2))
    annie = people(device, "mistaken-evening")
    page = annie.page

    annie.log_in("annie", "secret-pass-123")
    expect(page).to_have_url(re.compile(rf"/club/{club.slug}/$"))  # her one club

    page.get_by_role("link", name="Leden").first.click()
    page.get_by_role("link", name="Lid toevoegen").click()
    page.get_by_label("Naam").fill("Truus Bakker")
    page.get_by_role("button", name="Opslaan", exact=True).click()
    expect(page.get_by_text("Truus Bakker is toegevoegd.")).to_be_visible()
    annie.look("member-added")
    assert Member.objects.get(club=club, name="Truus Bakker").version == 1

    annie.open(season.get_absolute_url())
    page.get_by_role("link", name="Speelavond plannen").click()
    offered = page.get_by_label("Datum")
    expect(offered).to_have_value(str(last.date + timedelta(weeks=1)))
    annie.look("evening-form")
    page.get_by_role("button", name="Speelavond plannen").click()
    evening = Evening.objects.exclude(pk=last.pk).get(season=season)
    expect(page).to_have_url(re.compile(rf"{evening.get_absolute_url()}$"))

    page.get_by_role("button", name="Aanmelden starten").click()
    page.wait_for_load_state()  # the search follows typing once the page's scripts are in
    search = page.get_by_role("searchbox")
    for typed in ("Scho", "", "Truus"):  # narrowing, clearing, and another name
        search.fill(typed)
        expect(page).to_have_url(re.compile(rf"\?q={typed}$"))
    expect(page.locator("#checkin-list li")).to_have_count(1)
    assert parse_qs(urlsplit(page.url).query, keep_blank_values=True) == {"q": ["Truus"]}
    page.get_by_role("button", name="Truus Bakker aanmelden").click()
    expect(page.locator("#present-count")).to_have_text("1 speler aanwezig")
    page.get_by_label("Naam van de gast").fill("Gerrit")
    page.get_by_role("button", name="Gast toevoegen").click()
    expect(page.get_by_text("Gast Gerrit is aanwezig.")).to_be_visible()
    annie.look("checked-in")
    assert Attendance.objects.filter(evening=evening).count() == 2

    page.get_by_role("link", name=re.compile("^Speelavond van")).first.click()
    page.get_by_role("link", name="Deze avond verwijderen…").click()
    expect(page.get_by_text("2 aanmeldingen worden mee verwijderd.")).to_be_visible()
    annie.look("asked-before-deleting")
    page.get_by_role("button", name="Deze avond verwijderen").click()
    expect(page.get_by_text(re.compile(r"De speelavond van .* is verwijderd\."))).to_be_visible()
    annie.look("deleted")
    assert list(season.evenings.all()) == [last]
    assert club.members.filter(name__in=["Truus Bakker", "Gerrit"]).count() == 2
