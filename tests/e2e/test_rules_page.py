"""The club rules page in a real browser: the settings a game system does not have are
folded away while it is chosen (Klabberjass: no byes, no pit or revoke policy; Klammern:
byes, but no pit or revoke policy; neither has the klaverjas variants or declarer rule, and
a Klabberjass round's length follows from its tables; Kraken: its own settings)."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.e2e.helpers import log_in
from tests.factories import make_club, make_organiser

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

SHOWN = {  # the system's label on the page -> which groups it shows
    "Klaverjassen": {
        "Staande nummers": True, "Verzaken en pit": True, "Kraken (wilde boom)": False,
        "Troefplicht en wie speelt": True, "Lengte van een boom": True, "Loting": True},
    "Klaverjassen met kraken (wilde boom)": {
        "Staande nummers": True, "Verzaken en pit": True, "Kraken (wilde boom)": True,
        "Troefplicht en wie speelt": True, "Lengte van een boom": True, "Loting": True},
    "Klabberjassen met drie (toernooi)": {
        "Staande nummers": False, "Verzaken en pit": False, "Kraken (wilde boom)": False,
        "Troefplicht en wie speelt": False, "Lengte van een boom": False, "Loting": True},
    "Klammern": {
        "Staande nummers": True, "Verzaken en pit": False, "Kraken (wilde boom)": False,
        "Troefplicht en wie speelt": False, "Lengte van een boom": True, "Loting": True},
}

KLAVERJAS_LABELS = ("Klaverjassen", "Klaverjassen met kraken (wilde boom)")


def test_each_game_system_shows_only_its_own_settings(live_server, page):
    club = make_club("De Regelclub")
    make_organiser(club, "bestuurder")
    log_in(page, live_server, "bestuurder")
    page.goto(f"{live_server.url}/club/{club.slug}/regels/")
    for system, groups in SHOWN.items():
        page.get_by_label(system, exact=True).check()
        for legend, shown in groups.items():
            group = page.locator("fieldset.group", has=page.locator("legend", has_text=legend))
            if shown:
                expect(group).to_be_visible()
            else:
                expect(group).to_be_hidden()
        # Within "a boom's length": the target is a score, or big points for Klammern.
        for name, shown in (("target_score", system in KLAVERJAS_LABELS),
                            ("klammern_big_points", system == "Klammern")):
            field = page.locator(f'[name="{name}"]')
            if shown:
                expect(field).to_be_visible()
            else:
                expect(field).to_be_hidden()
