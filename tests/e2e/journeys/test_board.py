"""The board of a club, as people use its pages: inviting a new organiser who accepts on
their own phone, changing and taking back a role, withdrawing an invitation nobody used,
and the club's settings and rules (once with a mistake, then right, with variety across the
season switched on)."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from clubs.models import Club, Organiser, Role
from tests.e2e.journeys.registry import covers
from tests.factories import make_club, make_organiser

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize("device", ["laptop", "phone"])
@covers("clubs:organisers", "invitation", "clubs:organiser_role", "clubs:organiser_remove",
        "clubs:invitation_revoke", "clubs:settings", "clubs:rules")
def test_the_board_invites_an_organiser_and_keeps_the_club_settings(people, device):
    club = make_club("De Troefboer", place="Orvelte")
    make_organiser(club, "voorzitter")
    chair = people(device, "board")
    page = chair.page
    chair.log_in("voorzitter", "secret-pass-123")

    # Two invitations: one for Gerrit, one made by mistake and withdrawn.
    chair.open(f"/club/{club.slug}/wedstrijdleiding/")
    for note in ("Gerrit Bakker", "Verkeerde uitnodiging"):
        page.get_by_label(re.compile("Voor wie")).fill(note)
        page.get_by_label("Wedstrijdleiding", exact=True).check()
        page.get_by_role("button", name="Uitnodigingslink maken").click()
        expect(page.get_by_text(f"De uitnodiging voor {note} staat klaar")).to_be_visible()
    chair.look("invitations")
    link = page.locator("main li", has_text="Gerrit Bakker").get_by_label(
        "Link om door te geven").input_value()
    page.locator("li", has_text="Verkeerde uitnodiging").get_by_role(
        "button", name="Intrekken").click()
    expect(page.locator("main li", has_text="Verkeerde uitnodiging")).to_have_count(0)

    # Gerrit opens the link on his own phone and makes an account.
    gerrit = people("phone", "invited")
    gerrit.page.goto(link)
    gerrit.page.get_by_label("Gebruikersnaam").fill("gerrit")
    gerrit.page.get_by_label("E-mailadres").fill("gerrit@example.org")
    gerrit.page.get_by_label(re.compile(r"^Wachtwoord:?$")).fill("harten-vrouw-77")
    gerrit.page.get_by_label(re.compile("Bevestiging wachtwoord")).fill("harten-vrouw-77")
    gerrit.look("invitation")
    gerrit.page.get_by_role("button", name="Account maken en aanvaarden").click()
    expect(gerrit.page.get_by_role("heading", name=club.name)).to_be_visible()
    gerrit.look("accepted")
    assert Organiser.objects.get(club=club, user__username="gerrit").role == Role.ORGANISER

    # The board makes Gerrit a board member, then takes the role back.
    chair.open(f"/club/{club.slug}/wedstrijdleiding/")
    page.get_by_label("Rol van gerrit").select_option(label="Bestuurslid")
    page.locator("tr", has_text="gerrit").get_by_role("button", name="Rol opslaan").click()
    expect(page.get_by_text("De rol van gerrit is opgeslagen.")).to_be_visible()
    assert Organiser.objects.get(club=club, user__username="gerrit").role == Role.BOARD
    page.locator("tr", has_text="gerrit").get_by_role("button", name="Rol intrekken").click()
    expect(page.get_by_text("gerrit heeft geen rol meer in de vereniging.")).to_be_visible()
    chair.look("role-taken-back")

    # Club settings: the place is changed.
    page.get_by_role("link", name="Gegevens vereniging").click()
    page.get_by_label("Plaats").fill("Westerbork")
    page.get_by_role("button", name="Opslaan").click()
    expect(page.get_by_text("De gegevens van de vereniging zijn opgeslagen.")).to_be_visible()
    assert Club.objects.get(pk=club.pk).place == "Westerbork"

    # Club rules: an empty bye score is refused with a message at the field, then saved.
    chair.open(f"/club/{club.slug}/regels/")
    bye = page.get_by_label(re.compile("Vaste punten staand nummer"))
    bye.fill("")
    page.get_by_role("button", name="Regels opslaan").click()
    bye = page.get_by_label(re.compile("Vaste punten staand nummer"))
    expect(bye).to_have_attribute("aria-invalid", "true")
    expect(page.locator(".form-row", has=bye).get_by_text("Dit veld is verplicht.")
           ).to_be_visible()
    chair.look("rules-mistake")
    bye.fill("1450")
    # Variety across the season: off until the board sets how many evenings back it looks.
    variety = page.get_by_label(re.compile("Afwisseling: eerdere speelavonden"))
    expect(variety).to_have_value("0")
    expect(page.locator(".form-row", has=variety).get_by_text(
        re.compile("maten en tegenspelers"))).to_be_visible()
    variety.fill("3")
    page.get_by_role("button", name="Regels opslaan").click()
    expect(page.get_by_text(re.compile("De clubregels zijn opgeslagen"))
           ).to_be_visible()
    assert Club.objects.get(pk=club.pk).rules.bye_score == 1450
    assert Club.objects.get(pk=club.pk).rules.variety_evenings == 3
    expect(page.get_by_label(re.compile("Afwisseling: eerdere speelavonden"))).to_have_value("3")
    chair.look("rules-saved")
