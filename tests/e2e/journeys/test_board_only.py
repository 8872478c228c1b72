"""An organiser who opens a page of the board (the season's rules) is told the real reason:
only the board may, and which board members to ask."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from clubs.models import Role
from tests.factories import make_club, make_organiser, make_season

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize("device", ["laptop", "phone"])
def test_an_organiser_is_sent_to_the_board_for_the_season_rules(people, device):
    club = make_club("De Troefboer", place="Orvelte")
    make_organiser(club, "voorzitter")
    make_organiser(club, "leiding", role=Role.ORGANISER)
    season = make_season(club, name="Seizoen 2026-2027")
    organiser = people(device, "board-only")
    organiser.log_in("leiding", "secret-pass-123")

    with organiser.expecting(403):
        answer = organiser.open(f"/club/{club.slug}/seizoen/{season.pk}/regels/")

    assert answer.status == 403
    lead = organiser.page.locator("main .lead")
    expect(lead).to_contain_text("Alleen het bestuur van De Troefboer mag deze pagina openen")
    expect(lead).to_contain_text("Vraag het aan een bestuurslid: voorzitter.")
    expect(lead).not_to_contain_text("wedstrijdleiding van deze vereniging kan")
    organiser.look("season-rules-refused")
