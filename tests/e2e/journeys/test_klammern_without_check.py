"""A Klammern club whose tables enter their own sheets with the rule "the other pair confirms
a sheet" switched off: after saving, the phone asks for no check; the scores page shows the
sheet as in, not waiting; the printed sheet has no check slip to cut off."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from clubs.models import GameSystem
from scoring.rules import simulate_klammern_round
from scoring.sheets.tokens import table_token
from tests.documents import pdf_text_blocks, poppler_ready
from tests.e2e.helpers import type_game
from tests.e2e.journeys.registry import covers
from tests.factories import (
    check_in,
    make_club,
    make_evening,
    make_members,
    make_organiser,
    make_season,
)
from tournament.models import EveningStatus, Round
from tournament.seating.store import draw_round

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True),
              pytest.mark.skipif(not poppler_ready(), reason="apt-get install poppler-utils "
                                 "zbar-tools")]


@covers("scoring:table_sheet")
def test_a_klammern_sheet_without_the_check(people, settings, tmp_path):
    settings.SITE_URL = "http://192.0.2.10:8000"  # the phones' address in the club house
    club = make_club("De Klammerer")
    make_organiser(club, "wedstrijdleider")
    season = make_season(club, game_system=GameSystem.KLAMMERN, play_to_target=True,
                         klammern_big_points=1, bye_score_rule="ROUND_AVERAGE",
                         table_entry=True, table_confirmation=False)
    evening = make_evening(season, round_count=1, status=EveningStatus.PLAYING)
    check_in(evening, make_members(club, 4))
    draw_round(evening, 1, seed=3)
    round_ = Round.objects.get(evening=evening)

    # The organiser prints the sheets: the code to enter it, no slip for a check.
    organiser = people("laptop", "klammern-no-check-organiser")
    organiser.log_in("wedstrijdleider", "secret-pass-123")
    organiser.open(evening.get_absolute_url())
    printed = organiser.download(
        organiser.page.get_by_role("link", name="Scorekaarten afdrukken (PDF)").first)
    text = " ".join(" ".join(page) for page in pdf_text_blocks(printed, tmp_path))
    assert "Spel" in text and "controleer" not in text.lower(), text

    # The table types its sheet on the phone; Enter in the game that ends the round saves.
    phone = people("phone", "klammern-no-check-table")
    phone.open(f"/kaart/{table_token(round_, 1)}/")
    entries = simulate_klammern_round(7, target=1)
    for n, entry in enumerate(entries, start=1):
        type_game(phone.page, n, entry)
        if n < len(entries):
            phone.page.keyboard.press("Enter")
    expect(phone.page.locator("#boom-state")).to_have_attribute("data-over", str(len(entries)))
    phone.page.keyboard.press("Enter")
    expect(phone.page.get_by_role("heading", level=1)).to_contain_text("verstuurd")
    main = phone.page.locator("main")
    expect(main).not_to_contain_text("controleert")
    expect(main).not_to_contain_text("zes cijfers")
    phone.look("saved")

    # The scores page: the sheet is in, nothing waits.
    organiser.open(f"/club/{club.slug}/avond/{evening.pk}/scores/")
    cell = organiser.page.locator("#cell-1-1")
    expect(cell).to_contain_text("compleet")
    expect(cell).not_to_contain_text("wacht")
    expect(organiser.page.get_by_role("button", name="Boom 1 goedkeuren")).to_be_visible()
    organiser.look("scores")
