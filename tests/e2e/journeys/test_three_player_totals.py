"""Klaverjas for three running late, on the organiser's laptop (1280 px) and phone (360 px):
the last round is switched to only the totals on the scores page, as for a team game, and a
table's sheet is entered as each player's total of the round."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from clubs.games import LeftoverPlayers
from clubs.models import GameSystem
from scoring.models import ScoreSheet
from tests.e2e.journeys.registry import covers
from tests.factories import (
    check_in,
    make_club,
    make_evening,
    make_members,
    make_organiser,
    make_season,
)
from tournament.models import Round, Seat
from tournament.seating.store import draw_round

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize("device", ["laptop", "phone"])
@covers("scoring:round_entry", "scoring:sheet")
def test_a_late_round_of_klaverjas_for_three_takes_each_players_total(people, device):
    club = make_club("De Driemanskaart")
    make_organiser(club, "wedstrijdleider")
    season = make_season(club, game_system=GameSystem.THREE_PLAYER,
                         three_player_leftovers=LeftoverPlayers.BYES)
    evening = make_evening(season, round_count=2, status="PLAYING")
    check_in(evening, make_members(club, 3))
    draw_round(evening, 1, seed=1)
    draw_round(evening, 2, seed=2)
    person = people(device, "three-player-totals")
    page = person.page
    person.log_in("wedstrijdleider", "secret-pass-123")
    person.open(f"/club/{club.slug}/avond/{evening.pk}/scores/")

    page.get_by_role("link", name="Alleen de totalen voor boom 2…").click()
    confirm = page.get_by_role("button", name="Ja, alleen de totalen voor boom 2")
    expect(confirm).to_be_visible()
    person.look("asked")
    confirm.click()
    expect(page.get_by_text("Boom 2: van elke kaart die u nog invoert, typt u alleen de "
                            "totalen onderaan de kaart.")).to_be_visible()
    page.locator("#cell-2-1").click()
    seats = list(Seat.objects.filter(round__evening=evening, round__number=2, table=1)
                 .select_related("member").order_by("number"))
    # Twelve games hand out 12 x 162 = 1.944 at least: 812 + 640 + 702 = 2.154.
    for seat, total in zip(seats, ("812", "640", "702"), strict=True):
        page.get_by_label(f"{seat.number} {seat.member.name}").click()
        page.keyboard.type(total)
    person.look("totals")
    page.keyboard.press("Enter")
    expect(page.locator("#cell-2-1")).to_contain_text("812 · 640 · 702")
    sheet = ScoreSheet.objects.get(round=Round.objects.get(evening=evening, number=2), table=1)
    assert (sheet.totals_only, sheet.seat_totals) == (True, [812, 640, 702])
