"""A Kraken evening whose tables enter their own sheets, with the other pair's check on (as
it is by default): before any button the dashboard and the closing page say which table
still waits for that check and what the organiser can do (save the sheet as organiser, or
ask the table); the closing page offers "Ja, avond afsluiten" only when it can close, and a
closing refused meanwhile says so once."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse
from playwright.sync_api import expect

from clubs.models import GameSystem
from scoring.models import Confirmation, ScoreSheet
from scoring.sheets.tokens import table_token
from tests.e2e.journeys.registry import covers
from tests.factories import (
    check_in,
    make_club,
    make_evening,
    make_members,
    make_organiser,
    make_season,
)
from tests.forms import submit
from tests.scoring.systems.klaverjas.helpers import kraken_game
from tournament.models import Evening, EveningStatus, Round
from tournament.seating.store import draw_round

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

WAITING = "Boom 1, tafel 1: wacht nog op de controle door het andere paar"
WHAT_TO_DO = ("Wat u kunt doen: open de kaart en sla hem op; een kaart die de wedstrijdleiding "
              "opslaat, is bevestigd. Of vraag het andere paar aan die tafel de kaart te "
              "controleren met de code op hun strookje.")


def a_kraken_evening_entered_at_the_table() -> Evening:
    club = make_club("De Wilde Boom")
    make_organiser(club, "wedstrijdleider")
    season = make_season(club, game_system=GameSystem.KRAKEN, table_entry=True)
    assert season.table_confirmation  # the club's default: the other pair checks
    evening = make_evening(season, round_count=1, status=EveningStatus.PLAYING)
    check_in(evening, make_members(club, 4))
    draw_round(evening, 1, seed=2)
    table_saves_its_sheet(evening)
    return evening


def table_saves_its_sheet(evening: Evening) -> None:
    """The scorekeeper's phone sends twelve games (the table's own entry)."""
    data: dict[str, str] = {}
    for n in range(1, 13):
        data.update(kraken_game(n, 90, "H"))
    url = reverse("scoring:table_sheet", args=[table_token(Round.objects.get(evening=evening), 1)])
    assert submit(Client(), url, data).status_code == 302


@pytest.mark.parametrize("device", ["laptop", "phone"])
@covers("scoring:sheet", "scoring:close")
def test_the_organiser_sees_which_table_waits_for_its_check_before_any_button(people, device):
    evening = a_kraken_evening_entered_at_the_table()
    organiser = people(device, "waiting-check")
    page = organiser.page
    organiser.log_in("wedstrijdleider", "secret-pass-123")

    # The dashboard: the table waits, what can be done, and no approval or closing yet.
    organiser.open(reverse("scoring:dashboard", args=[evening.club.slug, evening.pk]))
    waiting = page.locator("#waiting-1")
    expect(waiting).to_contain_text(WAITING)
    expect(waiting).to_contain_text(WHAT_TO_DO)
    expect(page.get_by_role("button", name="Boom 1 goedkeuren")).to_have_count(0)
    expect(page.get_by_role("link", name="Avond afsluiten…")).to_have_count(0)
    organiser.look("dashboard-waiting")

    # The evening page: not "every sheet is in", but what waits, and on to the scores page.
    organiser.open(evening.get_absolute_url())
    main = page.locator("main")
    expect(main).to_contain_text("1 scorekaart wacht nog op de controle door het andere paar")
    expect(page.get_by_text("elke scorekaart is binnen")).to_have_count(0)
    expect(page.get_by_role("link", name="Avond afsluiten…")).to_have_count(0)
    organiser.look("evening-waiting")

    # The closing page (opened before, or from a bookmark) says the same and offers no
    # closing.
    organiser.open(reverse("scoring:close", args=[evening.club.slug, evening.pk]))
    expect(main).to_contain_text(WAITING)
    expect(main).to_contain_text(WHAT_TO_DO)
    expect(page.get_by_text("elke scorekaart is binnen")).to_have_count(0)
    expect(page.get_by_role("button", name="Ja, avond afsluiten")).to_have_count(0)
    organiser.look("closing-waiting")

    # The organiser confirms it by saving the sheet as it is.
    page.get_by_role("link", name="Boom 1, tafel 1").click()
    page.get_by_role("button", name="Kaart opslaan").click()
    expect(page.locator("#waiting-1")).to_have_count(0)
    expect(page.get_by_role("button", name="Boom 1 goedkeuren")).to_be_visible()
    assert ScoreSheet.objects.get().confirmation == Confirmation.NOT_NEEDED
    page.get_by_role("link", name="Avond afsluiten…").click()
    closing = page.get_by_role("button", name="Ja, avond afsluiten")
    expect(closing).to_be_visible()

    # Meanwhile the table sends its sheet again: the closing is refused, said once.
    table_saves_its_sheet(evening)
    closing.click()
    refusal = page.locator(".message", has_text="nog niet bevestigd")
    expect(refusal).to_have_count(1)
    expect(page.locator("#waiting-1")).to_contain_text(WAITING)
    organiser.look("closing-refused")
    assert Evening.objects.get().status == EveningStatus.PLAYING
