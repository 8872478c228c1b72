"""The member list as an organiser keeps it: a name corrected, a member who played archived,
one who never played deleted, a file imported (first with a bad row, then right), and an
import thought better of."""

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
from tournament.seating.store import draw_round

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def upload(page, name: str, content: bytes) -> None:
    page.locator('input[type="file"]').set_input_files(files=[{
        "name": name, "mimeType": "text/csv", "buffer": content}])
    page.get_by_role("button", name="Bestand controleren").click()


@pytest.mark.parametrize("device", ["laptop", "phone"])
@covers("clubs:member_edit", "clubs:member_archive", "clubs:member_delete",
        "clubs:member_import", "clubs:member_import_confirm", "clubs:member_import_cancel")
def test_an_organiser_keeps_the_member_list(people, device):
    club = make_club("De Troefboer")
    make_organiser(club, "annie")
    played, misspelt, never = make_members(club, 3, prefix="Klaver")
    evening = make_evening(make_season(club), round_count=1)
    check_in(evening, [played, *make_members(club, 3, prefix="Ruiten")])
    draw_round(evening, 1, seed=3)
    annie = people(device, "members")
    page = annie.page
    annie.log_in("annie", "secret-pass-123")
    members_page = f"/club/{club.slug}/leden/"

    annie.open(members_page)
    page.get_by_role("link", name=misspelt.name).click()
    page.get_by_label("Naam").fill("Klaver Jansen")
    page.get_by_role("button", name="Opslaan", exact=True).click()
    expect(page.get_by_text("Klaver Jansen is opgeslagen.")).to_be_visible()
    annie.look("renamed")

    page.get_by_role("link", name=played.name).click()
    page.get_by_role("button", name="Dit lid archiveren").click()
    expect(page.get_by_text(f"{played.name} is gearchiveerd")).to_be_visible()
    assert Member.objects.get(pk=played.pk).archived

    annie.open(members_page)
    page.get_by_role("link", name=never.name).click()
    page.get_by_role("button", name="Dit lid verwijderen").click()
    expect(page.get_by_text(f"{never.name} is verwijderd.")).to_be_visible()
    assert not Member.objects.filter(pk=never.pk).exists()

    page.get_by_role("link", name=re.compile("Inlezen uit Excel of CSV")).click()
    upload(page, "leden.csv", b"naam;gast\nHarten Heer;nee\nHarten Vrouw;misschien\n")
    expect(page.locator(".import-summary .errors")).to_be_visible()
    expect(page.get_by_role("button", name=re.compile("toevoegen"))).to_be_disabled()
    annie.look("import-with-a-bad-row")
    page.get_by_role("link", name="Ander bestand kiezen").click()
    upload(page, "leden.csv", b"naam;gast\nHarten Heer;nee\nHarten Vrouw;ja\n")
    page.get_by_role("button", name="2 leden toevoegen").click()
    expect(page.get_by_text("2 leden toegevoegd, 0 overgeslagen.")).to_be_visible()
    assert Member.objects.get(club=club, name="Harten Vrouw").is_guest
    annie.look("imported")

    page.get_by_role("link", name=re.compile("Inlezen uit Excel of CSV")).click()
    upload(page, "nog-meer.csv", b"naam\nSchoppen Boer\n")
    page.get_by_role("button", name="Annuleren").click()
    expect(page.get_by_text("De import is afgebroken; er is niets opgeslagen.")
           ).to_be_visible()
    assert not Member.objects.filter(club=club, name="Schoppen Boer").exists()
