"""A mistake typed on a score sheet shows next to its game while typing, and goes when it is
corrected: on every game system's sheet (klaverjas, Kraken, Klammern, the Klabberjass list),
on the organiser's laptop and on the table's phone. Then the sheet is saved through the
rendered button or Enter, and the page says what is stored: the totals, and while it is
incomplete which games are missing and how to finish it.

The mistakes are the ones a new user tried: 172 points, roem 15, 90 + 90, a pit with 100
points; Kraken without a trump, Klammern melds of 15, a Kleines in the turned suit.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import expect

from clubs.models import GameSystem
from scoring.models import Confirmation, ScoreSheet, SheetStatus
from scoring.rules import simulate_klammern_round
from scoring.sheets.tokens import check_token, table_token
from tests.e2e.conftest import screenshot
from tests.e2e.helpers import SEED_EXAMPLE, boxes, enter_game, type_game
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
from tests.scoring.systems.klammern.helpers import TARGET, seed_standings
from tournament.models import Evening, Round, Seat
from tournament.seating.store import draw_round

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

SHOWN = MISTAKE_SHOWN


def an_evening(players: int = 4, **rules: Any) -> Evening:
    club = make_club("De Foutloze Kaart")
    make_organiser(club, "wedstrijdleider")
    evening = make_evening(make_season(club, table_entry=True, **rules), round_count=1)
    check_in(evening, make_members(club, players))
    draw_round(evening, 1, seed=3)
    return evening


def sheet_of(person: Person, evening: Evening) -> None:
    """The organiser's sheet on the laptop (logged in), the table's on the phone (its code)."""
    if person.device == "laptop":
        person.log_in("wedstrijdleider", "secret-pass-123")
        person.open(f"/club/{evening.club.slug}/avond/{evening.pk}/boom/1/tafel/1/")
    else:
        person.open(f"/kaart/{table_token(Round.objects.get(evening=evening), 1)}/")


def type_into(person: Person, name: str, text: str, *, at_the_bottom: bool = False) -> None:
    """Tap or click a field and type. ``at_the_bottom``: the field is at the screen's lower
    edge first, as after Enter brought it into view; the line under its game is then below
    the screen."""
    field = person.page.locator(f'[name="{name}"]')
    if at_the_bottom:
        field.evaluate("el => el.scrollIntoView({block: 'end'})")
    person.tap_field(field)
    person.page.keyboard.press("ControlOrMeta+A")
    person.page.keyboard.type(text)


def choose(person: Person, name: str, value: str) -> None:
    person.page.locator(f'[name="{name}"]').select_option(value)


def assert_marked(person: Person, game: int, message: str) -> None:
    """Within ``MISTAKE_SHOWN`` the line right under the game names the mistake, in view;
    the game and all its inputs are marked invalid; the line under the totals names it."""
    page = person.page
    line = page.locator(f"#errors-{game}")
    expect(line).to_be_visible(timeout=SHOWN)
    expect(line).to_contain_text(f"Spel {game}: {message}", timeout=SHOWN)
    expect(line).to_be_in_viewport()
    row = page.locator(f"#game-{game}")
    expect(row).to_have_class(re.compile(r"\bhas-error\b"))
    inputs = row.locator("input, select")
    assert inputs.count() >= 4
    for index in range(inputs.count()):
        expect(inputs.nth(index)).to_have_attribute("aria-invalid", "true")
    game_box, line_box = boxes(page, f"#game-{game}", f"#errors-{game}")
    assert abs(line_box["y"] - (game_box["y"] + game_box["height"])) <= 3, (game_box, line_box)


def assert_cleared(person: Person, game: int) -> None:
    page = person.page
    expect(page.locator(f"#errors-{game}")).to_be_hidden(timeout=SHOWN)
    row = page.locator(f"#game-{game}")
    expect(row).not_to_have_class(re.compile(r"\bhas-error\b"))
    expect(row.locator("[aria-invalid]")).to_have_count(0)


def assert_summary_names(person: Person, game: int) -> None:
    """The line under the totals says which game, and links to it."""
    link = person.page.locator("#sheet-live a")
    expect(link).to_have_text(f"Spel {game}:", timeout=SHOWN)
    expect(link).to_have_attribute("href", f"#game-{game}")


def keep(person: Person, name: str) -> None:
    """What the screen shows now (not the whole page): screenshots/journeys/."""
    screenshot(person.page, f"journeys/{name}-{person.device}", full_page=False)


# Forced declarer (004): pair B plays the odd games, pair A the even ones. Pair A has 90 in
# every game but game 3 (80 + 20 roem) and game 5 (100): B is nat in every odd game (A takes
# 162 and all roem), A makes every even game (90 against 72).
# A: games 1, 5, 7, 9, 11: 5 x 162; game 3: 182; games 2 to 12 even: 6 x 90 -> 1.532.
# B: 6 x 72 -> 432. After 11 games: A 1.532 - 90 = 1.442, B 432 - 72 = 360.
def type_klaverjas_game(person: Person, game: int) -> None:
    points = {3: "80", 5: "100"}.get(game, "90")
    type_into(person, f"g{game}-points_a", points)


@covers("scoring:sheet")
def test_the_organiser_sees_each_mistake_beside_its_game_and_saves_by_enter(people):
    evening = an_evening()
    organiser = people("laptop", "sheet-mistakes")
    sheet_of(organiser, evening)
    page = organiser.page

    type_klaverjas_game(organiser, 1)
    type_into(organiser, "g2-points_a", "172")
    assert_marked(organiser, 2, "Punten paar A kan hoogstens 162 zijn.")
    assert_summary_names(organiser, 2)
    type_klaverjas_game(organiser, 3)
    type_into(organiser, "g3-roem_a", "15")
    assert_marked(organiser, 3, "Roem 15 voor paar A is geen tiental.")
    # What an answer does not change is not swapped in (static/js/sheet.js compares).
    page.evaluate("['errors-3', 'score-a-1'].forEach(id => document.getElementById(id).kept = 1)")
    type_klaverjas_game(organiser, 4)
    type_into(organiser, "g4-points_b", "90")
    assert_marked(organiser, 4, "De punten tellen op tot 180 in plaats van 162.")
    assert page.evaluate("['errors-3', 'score-a-1'].map(id => document.getElementById(id).kept)"
                         ) == [1, 1]
    type_klaverjas_game(organiser, 5)
    choose(organiser, "g5-pit", "A")
    assert_marked(organiser, 5, "Een pit voor paar A vraagt alle 162 punten, niet 100.")
    expect(page.locator("#errors-1")).to_be_hidden()
    organiser.look("four-mistakes")
    keep(organiser, "sheet-four-mistakes")

    type_into(organiser, "g2-points_a", "90")
    assert_cleared(organiser, 2)
    assert_summary_names(organiser, 3)
    type_into(organiser, "g3-roem_a", "20")
    assert_cleared(organiser, 3)
    page.locator('[name="g4-points_b"]').fill("")
    assert_cleared(organiser, 4)
    choose(organiser, "g5-pit", "")
    assert_cleared(organiser, 5)
    expect(page.locator("#sheet-live")).to_have_text("Stand tot nu toe: paar A 686, paar B 144")

    for game in range(6, 13):
        type_klaverjas_game(organiser, game)
    expect(page.get_by_text("in het laatste spel slaat Enter de kaart op")).to_be_visible()
    page.keyboard.press("Enter")  # in game 12: saves
    expect(page.get_by_text("Tafel 1 van boom 1 is opgeslagen: paar A 1.532, paar B 432.")
           ).to_be_visible()
    organiser.look("saved")
    sheet = ScoreSheet.objects.get()
    assert (sheet.status, sheet.total_a, sheet.total_b) == (SheetStatus.COMPLETE, 1532, 432)


@covers("scoring:table_sheet", "scoring:table_check")
def test_a_table_sees_its_mistake_on_the_phone_finishes_an_incomplete_sheet_and_is_checked(
        people):
    evening = an_evening(table_confirmation=True)
    scorer = people("phone", "table-mistake")
    sheet_of(scorer, evening)
    page = scorer.page
    expect(page.get_by_text("in het laatste spel slaat Enter de kaart op")).to_be_visible()
    type_klaverjas_game(scorer, 1)
    type_klaverjas_game(scorer, 2)
    type_klaverjas_game(scorer, 3)
    type_into(scorer, "g3-roem_a", "15", at_the_bottom=True)
    assert_marked(scorer, 3, "Roem 15 voor paar A is geen tiental.")
    keep(scorer, "sheet-roem-15")
    scorer.look("roem-15")
    type_into(scorer, "g3-roem_a", "20")
    assert_cleared(scorer, 3)

    for game in range(4, 12):
        type_klaverjas_game(scorer, game)
    page.get_by_role("button", name="Kaart opslaan").tap()
    # Stored with 11 of 12 games: the page says so, and what is missing, not "sent".
    expect(page.get_by_role("heading", name="Opgeslagen, maar nog niet af")).to_be_visible()
    expect(page.get_by_text("Dank u, de kaart is verstuurd")).to_have_count(0)
    expect(page.get_by_text("Spel 12 is nog niet ingevuld.")).to_be_visible()
    expect(page.get_by_text("Tot nu toe: paar A 1.442, paar B 360.")).to_be_visible()
    scorer.look("incomplete")
    assert ScoreSheet.objects.get().status == SheetStatus.DRAFT

    page.get_by_role("link", name="Kaart afmaken").tap()
    expect(page.locator('[name="g12-points_a"]')).to_be_focused()
    page.keyboard.type("90")
    page.keyboard.press("Enter")  # in the last game: saves
    expect(page.get_by_role("heading", name="Dank u, de kaart is verstuurd")).to_be_visible()
    expect(page.get_by_text("Boom 1, tafel 1: paar A 1.532, paar B 432.")).to_be_visible()
    scorer.look("sent")

    # The other pair scans the code on their slip: a nat game says so, in words.
    other = people("phone", "table-check")
    other.open(f"/controle/{check_token(Round.objects.get(evening=evening), 1)}/")
    game_1 = other.page.locator("table.values tbody tr").first
    expect(game_1.locator("td").nth(4)).to_have_text("0 nat")  # pair B played and is nat
    other.look("check-nat")
    other.page.get_by_role("button", name="Ja, elk spel klopt").tap()
    expect(other.page.get_by_text("u hebt de kaart bevestigd")).to_be_visible()
    assert ScoreSheet.objects.get().confirmation == Confirmation.CONFIRMED


@covers("scoring:sheet")
def test_a_kraken_game_without_trump_is_marked_until_the_trump_is_chosen_on_the_laptop(people):
    kraken_journey(people, "laptop")


@covers("scoring:table_sheet")
def test_a_kraken_game_without_trump_is_marked_until_the_trump_is_chosen_on_the_phone(people):
    kraken_journey(people, "phone")


def kraken_journey(people, device: str) -> None:
    evening = an_evening(game_system=GameSystem.KRAKEN)
    person = people(device, "kraken-mistake")
    sheet_of(person, evening)
    type_into(person, "g1-points_a", "90", at_the_bottom=device == "phone")
    assert_marked(person, 1, "Kies de troefkleur: bij kraken telt schoppen dubbel.")
    keep(person, "kraken-no-trump")
    person.look("no-trump")
    choose(person, "g1-trump", "H")
    assert_cleared(person, 1)
    person.page.get_by_role("button", name="Kaart opslaan").click()
    # One game of twelve: stored as incomplete, and which games are missing.
    missing = "Spellen 2 tot en met 12 zijn nog niet ingevuld."
    if device == "laptop":
        expect(person.page.get_by_text(
            f"Tafel 1 van boom 1 is opgeslagen als onvolledig. {missing} Tot nu toe: paar A "
            "162, paar B 0. Open de kaart opnieuw om de rest in te vullen.")).to_be_visible()
    else:
        expect(person.page.get_by_role("heading", name="Opgeslagen, maar nog niet af")
               ).to_be_visible()
        expect(person.page.get_by_text(missing)).to_be_visible()
    person.look("saved")


@covers("scoring:sheet")
def test_klammern_melds_of_15_are_marked_until_corrected_on_the_laptop(people):
    klammern_journey(people, "laptop")


@covers("scoring:table_sheet")
def test_klammern_melds_of_15_are_marked_until_corrected_on_the_phone(people):
    klammern_journey(people, "phone")


def klammern_journey(people, device: str) -> None:
    evening = an_evening(game_system=GameSystem.KLAMMERN, play_to_target=True,
                         klammern_big_points=TARGET)
    entries = simulate_klammern_round(7, target=TARGET)
    person = people(device, "klammern-mistake")
    sheet_of(person, evening)
    page = person.page
    for game, entry in enumerate(entries, start=1):
        if game > 1:
            page.locator(f'[name="g{game - 1}-points_a"]').press("Enter")
        type_game(page, game, entry)
        if game == 2:
            type_into(person, "g2-roem_b", "15", at_the_bottom=device == "phone")
            assert_marked(person, 2, "Meldingen van samen 15 voor team B kunnen niet in één "
                                     "spel bestaan")
            keep(person, "klammern-melds-15")
            person.look("melds-15")
            page.locator('[name="g2-roem_b"]').fill(str(entry.melds_b or ""))
            assert_cleared(person, 2)
            page.locator('[name="g2-points_a"]').focus()
    big_a, big_b = seed_standings(entries)[-1][:2]
    expect(page.locator("#boom-state")).to_have_attribute("data-over", str(len(entries)))
    page.locator(f'[name="g{len(entries)}-points_a"]').press("Enter")  # the round is over
    totals = f"team A {big_a}, team B {big_b} grote punten"
    if device == "laptop":
        expect(page.get_by_text(f"Tafel 1 van boom 1 is opgeslagen: {totals}.")).to_be_visible()
    else:
        expect(page.get_by_role("heading", name="Dank u, de kaart is verstuurd")).to_be_visible()
        expect(page.get_by_text(f"Boom 1, tafel 1: {totals}.")).to_be_visible()
    person.look("saved")


@covers("scoring:sheet")
def test_a_kleines_in_the_turned_suit_is_marked_on_the_klabberjass_list_on_the_laptop(people):
    klabberjass_journey(people, "laptop")


@covers("scoring:table_sheet")
def test_a_kleines_in_the_turned_suit_is_marked_on_the_klabberjass_list_on_the_phone(people):
    klabberjass_journey(people, "phone")


def klabberjass_journey(people, device: str) -> None:
    evening = an_evening(3, game_system=GameSystem.KLABBERJASS)
    person = people(device, "klabberjass-mistake")
    sheet_of(person, evening)
    page = person.page
    # Game 1 as the seed's example, but typed as a Kleines in the suit of the turned card.
    enter_game(page, 1, SEED_EXAMPLE[0])
    choose(person, "g1-turned", "C")
    choose(person, "g1-original", "K")
    assert_marked(person, 1, "Een Kleines kan niet in de kleur van de opgedraaide kaart")
    assert_summary_names(person, 1)
    keep(person, "klabberjass-kleines")
    person.look("kleines")
    choose(person, "g1-original", "O")
    assert_cleared(person, 1)
    for game, played in enumerate(SEED_EXAMPLE[1:], start=2):
        enter_game(page, game, played)
    expect(page.locator("#kl-3-3")).to_have_text("+3")
    page.locator('#sheet-form button[type="submit"].primary').click()
    # The seed's example after three games: seat 1 -16, seat 2 +9, seat 3 +3.
    seats = Seat.objects.filter(round__evening=evening).select_related("member"
                                                                        ).order_by("number")
    totals = ", ".join(f"{seat.number} {seat.member.name} {total}"
                       for seat, total in zip(seats, ("-16", "+9", "+3"), strict=True))
    missing = "Spellen 4 tot en met 24 zijn nog niet ingevuld."
    if device == "laptop":
        expect(page.get_by_text(f"Tafel 1 van ronde 1 is opgeslagen als onvolledig. {missing} "
                                f"Tot nu toe: {totals}.")).to_be_visible()
    else:
        expect(page.get_by_role("heading", name="Opgeslagen, maar nog niet af")).to_be_visible()
        expect(page.get_by_text(missing)).to_be_visible()
        expect(page.get_by_text(f"Tot nu toe: {totals}.")).to_be_visible()
    person.look("saved")


@covers("scoring:sheet")
def test_an_answer_that_arrives_late_never_hides_a_newer_mistake(people):
    """On a busy WiFi the answers to the live check can arrive out of order. The sheet asks
    one at a time, the last typed after the one underway, so the last answer shown is of
    what was typed last. Here every answer is held back until the sheet has asked all it
    will; were several questions waiting, the newest answer would go first."""
    evening = an_evening()
    organiser = people("laptop", "sheet-late-answer")
    sheet_of(organiser, evening)
    page = organiser.page
    held: list[Any] = []

    def hold(route: Any) -> None:
        if "preview=1" in (route.request.post_data or ""):
            held.append(route)
        else:
            route.continue_()

    page.route(re.compile(r".*/tafel/1/$"), hold)
    type_klaverjas_game(organiser, 1)  # game 1 right: its question goes, its answer is held
    for _ in range(100):  # the question goes after the sheet's pause (400 ms)
        if held:
            break
        page.wait_for_timeout(50)
    assert len(held) == 1
    type_into(organiser, "g2-points_a", "172")  # typed while game 1 has no answer
    page.locator('[name="g2-roem_a"]').click()  # leaving the field asks too
    batches = []  # how many questions were waiting each time the held answers went
    while True:
        page.wait_for_timeout(1_000)  # past the sheet's 400 ms pause after typing
        if not held:
            break
        batches.append(len(held))
        for route in reversed(held[:]):  # the newest answer first
            held.remove(route)
            route.fulfill(response=route.fetch())
    # One question at a time, and the one typed while the first had no answer went after it.
    assert len(batches) >= 2 and max(batches) == 1, batches
    assert_marked(organiser, 2, "Punten paar A kan hoogstens 162 zijn.")
    expect(page.locator("#errors-1")).to_be_hidden()
