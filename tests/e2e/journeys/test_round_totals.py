"""An evening running late: the organiser switches the last round to only the totals on the
scores page, types a table's totals, and the season's rules stay frozen as they were."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from clubs.models import Action, Activity, EntryMode
from scoring.models import ScoreSheet
from scoring.sheets.rows import Row, forced_declarer
from scoring.sheets.save import save_games
from scoring.sheets.tokens import table_token
from scoring.systems.klaverjas import KLAVERJAS
from tests.e2e.journeys.registry import covers
from tests.factories import (
    check_in,
    make_club,
    make_evening,
    make_members,
    make_organiser,
    make_season,
)
from tournament.models import Round
from tournament.seating.store import draw_round

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize("device", ["laptop", "phone"])
@covers("scoring:round_entry", "scoring:sheet")
def test_the_organiser_switches_the_last_round_to_totals_and_types_a_sheet(people, device):
    club = make_club("De Troefboer", place="Orvelte")
    user = make_organiser(club, "leiding")  # on the board too, so the rules page opens
    season = make_season(club, name="Seizoen 2026-2027")
    evening = make_evening(season, round_count=2, status="PLAYING")
    check_in(evening, make_members(club, 8))
    draw_round(evening, 1, seed=4)
    draw_round(evening, 2, seed=5)
    last = Round.objects.get(evening=evening, number=2)
    # Table 2 finished early and its sheet was typed game by game.
    save_games(last, 2, [Row(number=n, declarer=forced_declarer(n), points_a=90, points_b=72)
                         for n in range(1, 13)], sheet=KLAVERJAS, version=0, user=user)
    organiser = people(device, "boom-totals")
    page = organiser.page
    organiser.log_in("leiding", "secret-pass-123")

    organiser.open(f"/club/{club.slug}/avond/{evening.pk}/scores/")
    page.get_by_role("link", name="Alleen de totalen voor boom 2…").click()
    expect(page.get_by_role("heading", name="Alleen de totalen voor boom 2?")).to_be_visible()
    organiser.look("asked")
    page.get_by_role("button", name="Ja, alleen de totalen voor boom 2").click()
    expect(page.get_by_text("Boom 2: van elke kaart die u nog invoert, typt u alleen de totalen "
                            "onderaan de kaart."
                            )).to_be_visible()
    expect(page.locator("#boom-2-title")).to_contain_text("alleen totalen")
    organiser.look("switched")

    # Table 1 still to enter: only its totals, typed in the rendered fields.
    page.locator("#cell-2-1").click()
    page.get_by_label("totaal paar A").fill("1100")
    page.get_by_label("totaal paar B").fill("844")
    organiser.look("totals")
    page.get_by_role("button", name="Totalen opslaan").click()
    expect(page.locator("#cell-2-1")).to_contain_text("A 1.100")
    sheet = ScoreSheet.objects.get(round=last, table=1)
    assert (sheet.totals_only, sheet.total_a, sheet.total_b) == (True, 1100, 844)
    # Table 2's sheet was stored game by game and stays that way.
    page.locator("#cell-2-2").click()
    expect(page.locator('[name="g12-points_a"]')).to_have_value("90")
    organiser.look("detailed-sheet")
    assert Activity.objects.filter(action=Action.ROUND_TOTALS_ONLY, subject="boom 2").count() == 1

    # The season's rules are frozen as they were: every game is still the season's choice.
    organiser.open(f"/club/{club.slug}/seizoen/{season.pk}/regels/")
    expect(page.get_by_text(re.compile("Dit seizoen heeft al scores, dus de regels liggen vast"))
           ).to_be_visible()
    expect(page.locator('[name="entry_mode"]:checked, select[name="entry_mode"]').first
           ).to_be_disabled()
    organiser.look("season-rules")
    season.refresh_from_db()
    assert season.entry_mode == EntryMode.PER_GAME


@covers("scoring:sheet", "scoring:table_sheet")
def test_two_people_type_the_same_tables_totals(people):
    """The table sends its totals from a phone while the organiser types them on the
    laptop: the organiser is told, sees what the table sent beside the form, and saving
    again stores the organiser's totals."""
    club = make_club("De Troefboer")
    make_organiser(club, "leiding")
    season = make_season(club, entry_mode=EntryMode.TOTALS_ONLY, table_entry=True)
    evening = make_evening(season, round_count=1, status="PLAYING")
    check_in(evening, make_members(club, 4))
    draw_round(evening, 1, seed=4)
    round_ = Round.objects.get(evening=evening)
    organiser, table = people("laptop", "totals-meanwhile"), people("phone", "totals-meanwhile")
    organiser.log_in("leiding", "secret-pass-123")
    organiser.open(f"/club/{club.slug}/avond/{evening.pk}/boom/1/tafel/1/")
    organiser.page.get_by_label("totaal paar A").fill("1000")
    organiser.page.get_by_label("totaal paar B").fill("964")

    table.open(f"/kaart/{table_token(round_, 1)}/")
    table.page.get_by_label("totaal paar A").fill("1020")
    table.page.get_by_label("totaal paar B").fill("944")
    table.page.get_by_role("button", name="Totalen opslaan").click()
    expect(table.page.get_by_role("heading", name="Dank u, de kaart is verstuurd")).to_be_visible()

    page = organiser.page
    page.get_by_role("button", name="Totalen opslaan").click()
    expect(page.get_by_text("Iemand anders heeft deze kaart intussen opgeslagen")).to_be_visible()
    expect(page.get_by_role("alert").filter(has_text="Waarden die iemand anders heeft")
           ).to_contain_text("paar A 1.020, paar B 944")
    expect(page.get_by_label("totaal paar A")).to_have_value("1000")  # what was typed stays
    organiser.look("told")
    sheet = ScoreSheet.objects.get(round=round_, table=1)
    assert (sheet.total_a, sheet.total_b) == (1020, 944)
    page.get_by_role("button", name="Totalen opslaan").click()
    expect(page.get_by_text(re.compile("Tafel 1 van boom 1 is opgeslagen"))).to_be_visible()
    sheet.refresh_from_db()
    assert (sheet.total_a, sheet.total_b) == (1000, 964)
