"""An organiser's own account, as a person uses it: log in (once mistyped), save an e-mail
address, change the password, log out, forget the password and set a new one from the
e-mailed link, switch the language to English and back."""

from __future__ import annotations

import re

import pytest
from django.core import mail
from playwright.sync_api import expect

from tests.e2e.journeys.registry import covers
from tests.factories import make_club, make_organiser

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize("device", ["laptop", "phone"])
@covers("login", "logout", "account", "password_change", "password_reset",
        "password_reset_confirm", "set_language")
def test_an_organiser_looks_after_their_own_account(people, device):
    make_organiser(make_club("De Troefboer"), "annie")
    annie = people(device, "account")
    page = annie.page

    annie.open("/login/")
    page.get_by_label("Gebruikersnaam").fill("annie")
    page.get_by_label("Wachtwoord").fill("verkeerd-wachtwoord")
    page.get_by_role("button", name="Inloggen").click()
    expect(page.locator("main .errorlist, main [role=alert]").first).to_be_visible()
    annie.look("login-mistyped")
    annie.log_in("annie", "secret-pass-123")

    annie.open("/account/")
    page.get_by_label("E-mailadres").fill("annie@example.org")
    page.get_by_role("button", name="Opslaan").click()
    expect(page.get_by_text("Uw e-mailadres is opgeslagen.")).to_be_visible()
    annie.look("account")

    page.get_by_role("link", name="Mijn wachtwoord wijzigen").click()
    page.get_by_label("Oud wachtwoord").fill("secret-pass-123")
    page.get_by_label(re.compile(r"^Nieuw wachtwoord:?$")).fill("klaver-troef-2026")
    page.get_by_label("Nieuw wachtwoord bevestigen").fill("klaver-troef-2026")
    page.get_by_role("button", name="Mijn wachtwoord wijzigen").click()
    expect(page.get_by_role("heading", name="Wachtwoord gewijzigd")).to_be_visible()
    annie.look("password-changed")

    page.get_by_role("button", name=re.compile("Uitloggen")).click()
    expect(page.get_by_role("link", name="Inloggen")).to_be_visible()

    annie.open("/login/")
    page.get_by_role("link", name="Wachtwoord vergeten?").click()
    page.get_by_label("E-mailadres").fill("annie@example.org")
    page.get_by_role("button", name="Stuur mij een link").click()
    expect(page.get_by_role("heading", name="Kijk in uw e-mail")).to_be_visible()
    annie.look("reset-sent")
    assert len(mail.outbox) == 1
    link = re.search(r"https?://\S+/wachtwoord-vergeten/\S+/", str(mail.outbox[0].body))
    assert link is not None, mail.outbox[0].body
    page.goto(link.group(0))
    page.get_by_label(re.compile(r"^Nieuw wachtwoord:?$")).fill("schoppen-aas-2027")
    page.get_by_label("Nieuw wachtwoord bevestigen").fill("schoppen-aas-2027")
    page.get_by_role("button", name="Nieuw wachtwoord opslaan").click()
    expect(page.get_by_role("heading", name="Wachtwoord opgeslagen")).to_be_visible()
    annie.log_in("annie", "schoppen-aas-2027")

    page.get_by_role("button", name="EN", exact=True).click()
    expect(page.locator("html")).to_have_attribute("lang", "en")
    page.get_by_role("button", name="NL", exact=True).click()
    expect(page.locator("html")).to_have_attribute("lang", "nl")
    annie.look("back-in-dutch")
