"""A Kraken sheet typed with the keyboard alone, as an organiser does on the laptop and a
table on its phone: a season of free choice (the players say who plays) with rounds to
1500. Enter goes from who plays to the trump, to the kraak, to the points and on to the next
game, so it visits every field a game must have and the kraak on the way; the kraak is chosen
by typing its digit (never typed into the points); a game whose
declarer was left out is named right under that game; the note that the round goes to
1.500 stands above the games, not under nineteen of them."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from clubs.models import DeclarerRule, GameSystem
from scoring.models import Game
from scoring.sheets.tokens import table_token
from tests.e2e.helpers import boxes
from tests.e2e.journeys.person import MISTAKE_SHOWN, Person
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

SHOWN = MISTAKE_SHOWN


def a_kraken_evening() -> Evening:
    club = make_club("De Wilde Boom")
    make_organiser(club, "wedstrijdleider")
    season = make_season(club, game_system=GameSystem.KRAKEN, table_entry=True,
                         declarer_rule=DeclarerRule.FREE, play_to_target=True,
                         target_score=1500)
    evening = make_evening(season, round_count=1, status="PLAYING")
    check_in(evening, make_members(club, 4))
    draw_round(evening, 1, seed=2)
    return evening


def focused(person: Person) -> str:
    return str(person.page.evaluate("document.activeElement.name"))


def open_sheet(person: Person, evening: Evening) -> None:
    if person.device == "laptop":
        person.log_in("wedstrijdleider", "secret-pass-123")
        person.open(f"/club/{evening.club.slug}/avond/{evening.pk}/boom/1/tafel/1/")
    else:
        person.open(f"/kaart/{table_token(Round.objects.get(evening=evening), 1)}/")


@covers("scoring:sheet")
def test_the_organiser_types_a_kraken_sheet_of_free_choice_with_enter_and_digits(people):
    kraken_by_keyboard(people, "laptop")


@covers("scoring:table_sheet")
def test_a_table_types_its_kraken_sheet_of_free_choice_on_the_phone(people):
    kraken_by_keyboard(people, "phone")


def kraken_by_keyboard(people, device: str) -> None:
    evening = a_kraken_evening()
    person = people(device, "kraken-entry")
    open_sheet(person, evening)
    page = person.page
    keys = page.keyboard

    # The round's end is said above the games: on the phone, above nineteen cards.
    note = page.locator("#boom-state")
    expect(note).to_contain_text("Deze boom gaat tot 1.500")
    note_box, game_box = boxes(page, "#boom-state", "#game-1")
    assert note_box["y"] + note_box["height"] <= game_box["y"], (note_box, game_box)
    person.look("opened")

    # What to type is said above the sheet; game 1 starts with who plays, Enter goes to the
    # trump, then to the points.
    expect(page.get_by_text("Speelt: typ A of B.", exact=False)).to_be_visible()
    expect(page.locator('[name="g1-declarer"]')).to_be_focused()  # once the page has it
    keys.type("B")
    keys.press("Enter")
    assert focused(person) == "g1-trump"
    keys.type("S")
    keys.press("Enter")  # on to the kraak, where the help text says to type its digit
    assert focused(person) == "g1-doubling"
    keys.type("4")  # a herkraak: its digit chooses it
    expect(page.locator('[name="g1-doubling"]')).to_have_value("4")
    keys.press("Enter")
    assert focused(person) == "g1-points_a"
    keys.type("52")
    keys.press("Enter")
    # The next game starts with who plays again.
    assert focused(person) == "g2-declarer"

    # Game 2: who plays is left out (Enter straight on); the line under game 2 names it.
    keys.press("Enter")
    assert focused(person) == "g2-trump"
    keys.type("H")
    keys.press("Enter")
    assert focused(person) == "g2-doubling"
    keys.press("Enter")  # no kraak: an empty kraak field goes on to the points
    assert focused(person) == "g2-points_a"
    keys.type("2")  # typed into the points: 2 of 162
    keys.press("Enter")
    line = page.locator("#errors-2")
    expect(line).to_contain_text("Spel 2: Wie speelde spel 2?", timeout=SHOWN)
    expect(line).to_be_in_viewport()
    line_box, row_box = boxes(page, "#errors-2", "#game-2")
    assert abs(line_box["y"] - (row_box["y"] + row_box["height"])) <= 3
    person.look("declarer-missing")

    page.locator('[name="g2-declarer"]').focus()
    keys.type("A")
    expect(line).to_be_hidden(timeout=SHOWN)
    page.get_by_role("button", name="Kaart opslaan").click()
    # Saved as not finished: the round has not reached its end, written as every number.
    expect(page.get_by_text("terwijl een paar 1.500 moet halen", exact=False)).to_be_visible()
    person.look("saved")
    assert list(Game.objects.order_by("number").values_list(
        "number", "declarer", "detail", "points_a")) == [
        (1, "B", {"trump": "S", "doubling": 4}, 52), (2, "A", {"trump": "H"}, 2)]
