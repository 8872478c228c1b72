"""A club evening without a network: the laptop has no WiFi, so the phones cannot reach it,
while the season has tables entering their own sheets. The organiser asks for the score
sheets; the site says why their codes would not work and offers them without codes, which
print with a line saying so."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.documents import pdf_text_blocks, poppler_ready
from tests.factories import (
    check_in,
    make_club,
    make_evening,
    make_members,
    make_organiser,
    make_season,
)
from tournament.models import EveningStatus
from tournament.seating.store import draw_round

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True),
              pytest.mark.skipif(not poppler_ready(), reason="apt-get install poppler-utils "
                                 "zbar-tools")]


def test_without_a_network_the_sheets_print_without_codes(people, settings, tmp_path):
    settings.SITE_URL = ""  # the laptop's own address (127.0.0.1): no phone reaches it
    club = make_club("De Troefboer")
    make_organiser(club, "wedstrijdleider")
    season = make_season(club, table_entry=True, table_confirmation=True)
    evening = make_evening(season, round_count=1, status=EveningStatus.PLAYING)
    check_in(evening, make_members(club, 8))
    draw_round(evening, 1, seed=3)

    organiser = people("laptop", "print-without-network")
    organiser.log_in("wedstrijdleider", "secret-pass-123")
    organiser.open(evening.get_absolute_url())
    organiser.page.get_by_role("link", name="Scorekaarten afdrukken (PDF)").first.click()
    expect(organiser.page.get_by_role("heading", level=1)).to_contain_text(
        "telefoons kunnen deze codes niet openen")
    organiser.look("offer")
    printed = organiser.download(
        organiser.page.get_by_role("link", name="Kaarten zonder codes afdrukken"))
    pages = pdf_text_blocks(printed, tmp_path)
    assert len(pages) == 2  # a sheet per table
    for page in pages:
        text = " ".join(" ".join(page).split())
        assert ("Afgedrukt zonder codes: telefoons kunnen deze site niet bereiken. Voer deze "
                "kaarten op deze computer in.") in text, text
        assert "controleer" not in text.lower() and "Scan" not in text  # no slip, no code
