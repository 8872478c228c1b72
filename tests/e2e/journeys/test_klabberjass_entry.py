"""A Klabberjass evening running late, on the organiser's laptop at 1280 px and on a phone
at 360 px: table 1's list typed game by game fits the screen with every column in view and
ends in a line of each player's total; the result field shows its word whole on the phone;
the second round is switched to only the totals and a table's list entered as three
numbers instead of 24 games."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from clubs.models import GameSystem
from scoring.models import ScoreSheet
from tests.e2e.helpers import SEED_EXAMPLE
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
from tournament.models import Evening, Round, Seat
from tournament.seating.store import draw_round

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

# The word in a select cut off: the width its chosen option's text needs (in the select's
# own font, plus the arrow and the padding) against the width the select has.
CUT_JS = """el => {
  const style = getComputedStyle(el);
  const ctx = document.createElement('canvas').getContext('2d');
  ctx.font = style.font;
  const text = ctx.measureText(el.options[el.selectedIndex].text).width;
  const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  return [text, room];
}"""
ARROW = 20  # px: the select's own arrow, beside its text


def a_klabberjass_evening() -> Evening:
    club = make_club("De Klabberaars")
    make_organiser(club, "wedstrijdleider")
    evening = make_evening(make_season(club, game_system=GameSystem.KLABBERJASS), round_count=2,
                           status="PLAYING")
    check_in(evening, make_members(club, 3))
    draw_round(evening, 1, seed=3)
    draw_round(evening, 2, seed=4)
    return evening


def choose_by_keyboard(person: Person, name: str, keys: str) -> None:
    """Focus a select (tap or click) and type the first letters of the choice."""
    field = person.page.locator(f'[name="{name}"]')
    field.focus()
    person.page.keyboard.type(keys)


@pytest.mark.parametrize("device", ["laptop", "phone"])
@covers("scoring:sheet", "scoring:round_entry")
def test_a_klabberjass_list_fits_has_a_total_line_and_a_late_round_takes_totals(
        people, device):
    evening = a_klabberjass_evening()
    person = people(device, "klabberjass-entry")
    page = person.page
    person.log_in("wedstrijdleider", "secret-pass-123")
    person.open(f"/club/{evening.club.slug}/avond/{evening.pk}/boom/1/tafel/1/")

    # The seed's three example games, typed: the seat number, O or K, the suit's letter,
    # g(ewonnen) or v(erloren).
    for game, played in enumerate(SEED_EXAMPLE, start=1):
        choose_by_keyboard(person, f"g{game}-soloist", str(played.soloist))
        choose_by_keyboard(person, f"g{game}-original", "O" if played.original else "K")
        choose_by_keyboard(person, f"g{game}-trump", {"C": "K", "S": "S", "H": "H",
                                                       "D": "R"}[played.trump])
        choose_by_keyboard(person, f"g{game}-won", "g" if played.won else "v")
    expect(page.locator('[name="g1-won"]')).to_have_value("L")
    expect(page.locator('[name="g3-won"]')).to_have_value("W")

    # The line under the games: each player's total so far, as the seed's example has it.
    expect(page.locator("#kl-total-1")).to_have_text("-16")
    expect(page.locator("#kl-total-2")).to_have_text("+9")
    expect(page.locator("#kl-total-3")).to_have_text("+3")
    footer = page.locator("table.klabberjass-list tfoot")
    expect(footer).to_contain_text("Totaal")

    # Nothing runs off the screen: the page, and the list inside its frame.
    width = page.viewport_size["width"]
    assert page.evaluate("document.scrollingElement.scrollWidth") <= width
    wrap = page.locator(".table-wrap")
    assert wrap.evaluate("el => el.scrollWidth <= el.clientWidth")
    if device == "laptop":
        value = page.get_by_role("columnheader", name="Spelwaarde")
        box = value.bounding_box()
        assert box is not None and box["x"] + box["width"] <= width
    # Every result field shows its word whole (on the phone: "gewonnen", not "gewonner").
    for game in (1, 3):
        text, room = page.locator(f'[name="g{game}-won"]').evaluate(CUT_JS)
        assert text + ARROW <= room, (game, text, room)
    person.look("list")

    page.locator('#sheet-form button[type="submit"].primary').click()
    expect(page.get_by_text("is opgeslagen als onvolledig", exact=False)).to_be_visible()

    # Running late: round 2 takes only the totals, switched on the scores page.
    page.get_by_role("link", name="Alleen de totalen voor ronde 2…").click()
    person.look("asked")
    page.get_by_role("button", name="Ja, alleen de totalen voor ronde 2").click()
    expect(page.locator("#boom-2-title")).to_contain_text("alleen totalen")
    page.locator("#cell-2-1").click()
    seats = list(Seat.objects.filter(round__evening=evening, round__number=2, table=1)
                 .select_related("member").order_by("number"))
    for seat, total in zip(seats, ("12", "-4", "-8"), strict=True):
        field = page.get_by_label(f"{seat.number} {seat.member.name}")
        field.click()
        page.keyboard.type(total)
    person.look("totals")
    page.keyboard.press("Enter")
    expect(page.locator("#cell-2-1")).to_contain_text("12 · -4 · -8")
    sheet = ScoreSheet.objects.get(round=Round.objects.get(evening=evening, number=2), table=1)
    assert (sheet.totals_only, sheet.seat_totals) == (True, [12, -4, -8])
