"""The board switches the club to Klammern with the bye score it had (1200, the usual one of
klaverjas): that cannot be (a Klammern round gives at most 16 big points), and the refusal at
the top of the long rules page says why and links to the field, instead of only "correct the
marked fields" with the reason far down."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from clubs.models import Club, GameSystem
from tests.e2e.journeys.registry import covers
from tests.factories import make_club, make_organiser

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

WHY = "een vaste score voor een staand nummer is hoogstens 16"


@pytest.mark.parametrize("device", ["laptop", "phone"])
@covers("clubs:rules")
def test_switching_to_klammern_with_the_bye_of_1200_says_why_at_the_top(people, device):
    club = make_club("De Troefboer")
    assert club.rules.bye_score == 1200
    make_organiser(club, "voorzitter")
    chair = people(device, "rules-refused")
    page = chair.page
    chair.log_in("voorzitter", "secret-pass-123")
    chair.open(f"/club/{club.slug}/regels/")
    page.locator(f'[name="game_system"][value="{GameSystem.KLAMMERN}"]').check()
    page.get_by_role("button", name="Regels opslaan").click()

    alert = page.get_by_role("alert").first
    expect(alert).to_contain_text("Niet opgeslagen")
    expect(alert).to_contain_text(WHY)
    expect(alert).to_be_in_viewport()
    chair.look("refused")
    # The link in the message leads to the field.
    alert.get_by_role("link", name=re.compile("staand nummer")).click()
    bye = page.get_by_label(re.compile("Vaste punten staand nummer"))
    expect(bye).to_be_focused()
    expect(bye).to_have_attribute("aria-invalid", "true")
    assert Club.objects.get(pk=club.pk).rules.game_system == GameSystem.KLAVERJAS
