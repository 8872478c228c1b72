"""After a table sent its sheet from a phone: the "thank you" page follows the other pair's
check by itself (waiting, confirmed, disputed) and then the organisers' approval; a table
link of an approved round (or a closed evening) says so plainly, whom to ask, and where the
evening's seats and results are."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from scoring.sheets.tokens import check_number, check_token, table_token
from tests.e2e.journeys.person import Person
from tests.e2e.journeys.registry import covers
from tests.factories import (
    check_in,
    make_club,
    make_evening,
    make_members,
    make_organiser,
    make_season,
)
from tournament.models import Evening, Round
from tournament.seating.store import draw_round

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

POINTS = [90, 100, 62, 81, 120, 45, 100, 91, 70, 82, 110, 60]
FOLLOWS = 8_000  # ms: the page asks every 5 seconds
WAITING = "Nu controleert het andere paar"


def an_evening(*, public: bool = True) -> Evening:
    club = make_club("De Volgende Kaart")
    club.standings_public = public
    club.save(update_fields=["standings_public"])
    make_organiser(club, "wedstrijdleider")
    evening = make_evening(make_season(club, table_entry=True, table_confirmation=True),
                           round_count=1)
    check_in(evening, make_members(club, 4))
    draw_round(evening, 1, seed=2)
    return evening


def send_the_sheet(scorer: Person, evening: Evening) -> str:
    link = f"/kaart/{table_token(Round.objects.get(evening=evening), 1)}/"
    scorer.open(link)
    scorer.tap_field(scorer.page.locator('[name="g1-points_a"]'))
    for points in POINTS:  # a number and Enter per game; Enter in game 12 saves
        scorer.page.keyboard.type(str(points))
        scorer.page.keyboard.press("Enter")
    expect(scorer.page.get_by_role("heading", name="Dank u, de kaart is verstuurd")
           ).to_be_visible()
    return link


def check(evening: Evening) -> str:
    return f"/controle/{check_token(Round.objects.get(evening=evening), 1)}/"


@covers("scoring:table_sheet", "scoring:table_check", "scoring:approve", "scoring:close")
def test_the_scorer_sees_the_check_and_the_approval_without_reloading(people):
    evening = an_evening()
    scorer = people("phone", "after-saving-scorer")
    link = send_the_sheet(scorer, evening)
    state = scorer.page.locator("#check-title")
    expect(state).to_have_text(WAITING)
    scorer.look("waiting-for-the-check")

    other = people("phone", "after-saving-other-pair")
    other.open(check(evening))
    other.page.get_by_role("button", name="Ja, elk spel klopt").tap()
    expect(other.page.get_by_text("u hebt de kaart bevestigd")).to_be_visible()

    expect(state).to_have_text("De kaart is bevestigd", timeout=FOLLOWS)
    expect(scorer.page.get_by_text("Het andere paar heeft de kaart bevestigd.")).to_be_visible()
    scorer.look("confirmed")

    organiser = people("laptop", "after-saving-organiser")
    organiser.log_in("wedstrijdleider", "secret-pass-123")
    organiser.open(f"/club/{evening.club.slug}/avond/{evening.pk}/scores/")
    organiser.page.get_by_role("button", name="Boom 1 goedkeuren").click()
    expect(organiser.page.get_by_text("Boom 1 is goedgekeurd")).to_be_visible()

    # The scorer's page says so by itself, and the sheet's link says so plainly.
    expect(scorer.page.get_by_role("status")).to_contain_text(
        "De wedstrijdleiding heeft boom 1 goedgekeurd.", timeout=FOLLOWS)
    scorer.page.get_by_role("link", name="Terug naar de kaart").tap()
    expect(scorer.page.get_by_role("heading", name="Deze kaart is goedgekeurd")).to_be_visible()
    expect(scorer.page.get_by_text("Vraag het de wedstrijdleiding: die kan de kaart nog "
                                   "verbeteren.")).to_be_visible()
    scorer.look("approved")
    scorer.page.get_by_role("link", name="De uitslag van de avond").tap()
    expect(scorer.page).to_have_url(
        f"{scorer.base_url}/club/{evening.club.slug}/avond/{evening.pk}/uitslag/")
    scorer.open(link)
    scorer.page.get_by_role("link", name="De plaatsen van deze avond").tap()
    expect(scorer.page.get_by_role("heading", level=1)).to_be_visible()
    assert "/kaart/" not in scorer.page.url

    # The other pair's link says the same.
    other.open(check(evening))
    expect(other.page.get_by_role("heading", name="Deze kaart is goedgekeurd")).to_be_visible()

    # After closing, the link says the evening is closed and who can reopen it.
    organiser.open(f"/club/{evening.club.slug}/avond/{evening.pk}/afsluiten/")
    organiser.page.get_by_role("button", name="Ja, avond afsluiten").click()
    expect(organiser.page.get_by_text("afgesloten").first).to_be_visible()
    scorer.open(link)
    expect(scorer.page.get_by_role("heading", name="De speelavond is afgesloten")).to_be_visible()
    expect(scorer.page.get_by_text("die kan de speelavond heropenen")).to_be_visible()
    scorer.look("closed")


@covers("scoring:table_sheet", "scoring:table_check_number", "scoring:table_check",
        "scoring:sheet", "scoring:approve")
def test_the_scorer_sees_a_dispute_and_a_private_club_links_only_the_seats(people):
    evening = an_evening(public=False)
    scorer = people("phone", "after-saving-disputed")
    link = send_the_sheet(scorer, evening)
    state = scorer.page.locator("#check-title")
    expect(state).to_have_text(WAITING)

    # The other pair types the six digits from their slip (here on a phone of their own).
    other = people("phone", "after-saving-disputer")
    other.open(link + "klaar/")
    other.page.get_by_label("De zes cijfers op het strookje van het andere paar").fill(
        check_number(Round.objects.get(evening=evening), 1))
    other.page.get_by_role("button", name="Kaart controleren").tap()
    other.page.get_by_text("Nee, er klopt iets niet").tap()
    other.page.get_by_label("Wat klopt er niet?").fill("Spel 3 hadden wij 100")
    other.page.get_by_label("Spel 3, punten paar A", exact=True).fill("100")
    other.page.get_by_role("button", name="Onze versie naar de wedstrijdleiding sturen").tap()
    expect(other.page.get_by_text("de wedstrijdleiding ziet beide versies")).to_be_visible()

    expect(state).to_have_text("De kaart is betwist", timeout=FOLLOWS)
    expect(scorer.page.get_by_text("De wedstrijdleiding ziet beide versies en beslist")
           ).to_be_visible()
    scorer.look("disputed")

    # The organisers settle it on the laptop and approve the round.
    organiser = people("laptop", "after-saving-settler")
    organiser.log_in("wedstrijdleider", "secret-pass-123")
    organiser.open(f"/club/{evening.club.slug}/avond/{evening.pk}/boom/1/tafel/1/")
    organiser.page.get_by_role("button", name="Kaart opslaan").click()
    organiser.page.get_by_role("button", name="Boom 1 goedkeuren").click()
    expect(organiser.page.get_by_text("Boom 1 is goedgekeurd")).to_be_visible()
    scorer.open(link)
    expect(scorer.page.get_by_role("heading", name="Deze kaart is goedgekeurd")).to_be_visible()
    # The club keeps its results to itself: only the seats are linked.
    expect(scorer.page.get_by_role("link", name="De uitslag van de avond")).to_have_count(0)
    expect(scorer.page.get_by_role("link", name="De plaatsen van deze avond")).to_be_visible()
