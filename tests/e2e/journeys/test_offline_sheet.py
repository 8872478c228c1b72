"""A table's phone that loses the club's WiFi loses nothing it typed (static/js/draft.js).

At 360 px, with the production Content-Security-Policy: the connection drops in the middle of
typing (the page says so, the typed games survive the browser reloading the page) and in the
middle of saving (the page says the sheet is not sent yet and sends it by itself when the
connection is back). A save whose answer was lost is sent again and stored once. A sheet that
someone else saved meanwhile is refused as before, and the phone shows both versions.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import expect

from clubs.models import GameSystem
from scoring.models import ScoreSheet, SheetChange
from scoring.sheets.tokens import table_token
from tests.e2e.conftest import screenshot
from tests.e2e.helpers import SEED_EXAMPLE, enter_game
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

# Pair A's points per game (B gets the rest of 162): the stored games are compared with them.
POINTS = [90, 100, 62, 81, 120, 45, 100, 91, 70, 82, 110, 60]
NO_CONNECTION = "Er is nu geen verbinding. Wat u typt, blijft op deze telefoon bewaard"
NOT_SENT = "Nog niet verzonden: er is geen verbinding."
SENT = "Dank u, de kaart is verstuurd"


def an_evening(players: int = 4, **rules: Any) -> Evening:
    club = make_club("De Wankele Wifi")
    make_organiser(club, "wedstrijdleider")
    evening = make_evening(make_season(club, table_entry=True, **rules), round_count=1)
    check_in(evening, make_members(club, players))
    draw_round(evening, 1, seed=2)
    return evening


def sheet_link(evening: Evening) -> str:
    return f"/kaart/{table_token(Round.objects.get(evening=evening), 1)}/"


def type_points(phone: Person, games: range) -> None:
    """Pair A's points game by game, as the table's scorekeeper types them: tap the first
    game's field, then a number and Enter per game (Enter in game 12 would save)."""
    phone.tap_field(phone.page.locator(f'[name="g{games[0]}-points_a"]'))
    for game in games:
        phone.page.keyboard.type(str(POINTS[game - 1]))
        if game < 12:
            phone.page.keyboard.press("Enter")


def typed_points(phone: Person) -> list[str]:
    return [phone.page.locator(f'[name="g{g}-points_a"]').input_value() for g in range(1, 13)]


def state(phone: Person) -> Any:
    return phone.page.locator("#draft-state")


def type_three(phone: Person, game: int, *, declarer: int, points: dict[int, int]) -> None:
    """A game for three: who played, then the points of two players (the third's follow)."""
    phone.page.locator(f'[name="g{game}-declarer"]').select_option(str(declarer))
    for seat, value in points.items():
        phone.tap_field(phone.page.locator(f'[name="g{game}-points_{seat}"]'))
        phone.page.keyboard.press("ControlOrMeta+A")
        phone.page.keyboard.type(str(value))
    phone.page.locator(f'[name="g{game}-declarer"]').focus()  # on to the next game


def settled(phone: Person, game: int) -> None:
    """The live preview has answered the last game typed (its running total shows), so no
    preview is on its way when the connection drops."""
    expect(phone.page.locator(f"#run-a-{game}")).not_to_be_empty()


def says(phone: Person, text: str) -> None:
    """The line about the phone's copy of the sheet says ``text`` (one line shows at once)."""
    expect(phone.page.locator("#draft-state")).to_contain_text(text, use_inner_text=True)


def stored_points() -> list[int]:
    return [g.points_a for g in ScoreSheet.objects.get().games.order_by("number")]


@covers("scoring:table_sheet")
def test_the_wifi_drops_while_typing_and_a_reload_keeps_the_games(people):
    evening = an_evening()
    phone = people("phone", "offline-typing")
    link = sheet_link(evening)
    phone.open(link)
    type_points(phone, range(1, 7))
    settled(phone, 6)
    expect(state(phone)).to_be_hidden()

    with phone.without_connection():
        type_points(phone, range(7, 12))
        expect(state(phone)).to_be_visible()
        says(phone, NO_CONNECTION)
        expect(state(phone)).to_be_in_viewport()
        phone.look("typing-offline")
        screenshot(phone.page, "journeys/offline-typing-screen", full_page=False)
        # The screen locks, the browser reloads the page: without a connection it cannot
        # show it (the browser's own page), and nothing typed is lost.
        with pytest.raises(PlaywrightError, match="ERR_INTERNET_DISCONNECTED"):
            phone.page.reload()
    assert phone.dropped == [f"GET {link}"]  # the reload, nothing else

    phone.open(link)  # the connection is back: the page again
    assert typed_points(phone) == [str(p) for p in POINTS[:11]] + [""]
    says(phone, "Nog niet verzonden.")
    expect(phone.page.locator("#sheet-live")).to_contain_text("Stand tot nu toe")
    phone.look("typed-games-kept")
    assert not ScoreSheet.objects.exists()

    type_points(phone, range(12, 13))
    phone.page.get_by_role("button", name="Kaart opslaan").tap()
    expect(phone.page.get_by_role("heading", name=SENT)).to_be_visible()
    assert stored_points() == POINTS
    # Sent and stored: the phone forgets its copy; the sheet opens as stored.
    phone.open(link)
    expect(state(phone)).to_be_hidden()
    assert phone.page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('kaart:'))"
                               ) == []


@covers("scoring:table_sheet")
def test_the_wifi_drops_when_saving_and_the_sheet_is_sent_when_it_is_back(people):
    evening = an_evening()
    phone = people("phone", "offline-saving")
    phone.open(sheet_link(evening))
    type_points(phone, range(1, 13))
    settled(phone, 12)

    phone.lose_connection()
    phone.page.get_by_role("button", name="Kaart opslaan").tap()
    says(phone, NOT_SENT)
    says(phone, "vanzelf verzonden")
    expect(state(phone)).to_be_in_viewport()
    phone.look("saved-offline")
    assert not ScoreSheet.objects.exists()
    assert phone.dropped == []  # the page did not even try: it knows there is no connection

    phone.connection_back()  # sent by itself
    expect(phone.page.get_by_role("heading", name=SENT)).to_be_visible()
    assert stored_points() == POINTS
    assert SheetChange.objects.count() == 1


@covers("scoring:table_sheet")
def test_a_save_whose_answer_was_lost_is_sent_again_and_stored_once(people):
    evening = an_evening()
    phone = people("phone", "offline-answer-lost")
    link = sheet_link(evening)
    phone.open(link)
    type_points(phone, range(1, 13))
    settled(phone, 12)

    def answer_lost(route: Any) -> None:
        """The save reaches the server and is stored; then the WiFi drops before the answer
        reaches the phone."""
        if route.request.method != "POST" or b"preview" in (route.request.post_data_buffer
                                                            or b""):
            route.continue_()
            return
        route.fetch()
        phone.lose_connection()
        route.abort("internetdisconnected")

    phone.page.route(re.compile(r".*/kaart/[^/]+/$"), answer_lost)
    phone.page.get_by_role("button", name="Kaart opslaan").tap()
    says(phone, NOT_SENT)
    assert SheetChange.objects.count() == 1  # stored, but the phone does not know it
    assert phone.dropped == [f"POST {link}"]
    phone.page.unroute(re.compile(r".*/kaart/[^/]+/$"))

    phone.connection_back()  # sent again by itself, with the same key
    expect(phone.page.get_by_role("heading", name=SENT)).to_be_visible()
    assert stored_points() == POINTS
    assert SheetChange.objects.count() == 1  # once
    assert ScoreSheet.objects.get().version == 1


@covers("scoring:table_sheet", "scoring:sheet")
def test_a_sheet_changed_meanwhile_shows_both_versions_on_the_phone(people):
    evening = an_evening()
    phone = people("phone", "offline-conflict")
    phone.open(sheet_link(evening))
    with phone.without_connection():
        type_points(phone, range(1, 13))
        # Meanwhile the organiser types the paper sheet on the laptop and saves it.
        organiser = people("laptop", "offline-conflict-organiser")
        organiser.log_in("wedstrijdleider", "secret-pass-123")
        organiser.open(f"/club/{evening.club.slug}/avond/{evening.pk}/boom/1/tafel/1/")
        organiser.page.locator('[name="g1-points_a"]').fill("150")
        organiser.page.get_by_role("button", name="Kaart opslaan").click()
        expect(organiser.page.get_by_text("Tafel 1 van boom 1 is opgeslagen")).to_be_visible()
        phone.page.get_by_role("button", name="Kaart opslaan").tap()
        says(phone, NOT_SENT)

    # Back online the phone sends its sheet; it was typed against the empty sheet, so it is
    # refused, and the phone shows what it typed and what is stored.
    expect(phone.page.get_by_role("alert").filter(has_text="Waarden die iemand anders heeft "
                                                           "opgeslagen")).to_be_visible()
    assert typed_points(phone)[:2] == ["90", "100"]
    expect(phone.page.get_by_role("alert")).to_contain_text("150")
    phone.look("changed-meanwhile")
    assert stored_points() == [150]

    # Saving again after comparing is the table's deliberate choice.
    phone.page.get_by_role("button", name="Kaart opslaan").tap()
    expect(phone.page.get_by_role("heading", name=SENT)).to_be_visible()
    assert stored_points() == POINTS


@covers("scoring:table_sheet")
def test_the_klabberjass_list_keeps_its_games_in_the_same_way(people):
    evening = an_evening(3, game_system=GameSystem.KLABBERJASS)
    phone = people("phone", "offline-klabberjass")
    link = sheet_link(evening)
    phone.open(link)
    with phone.without_connection():
        for n, game in enumerate(SEED_EXAMPLE, start=1):
            enter_game(phone.page, n, game)
        says(phone, NO_CONNECTION)
        with pytest.raises(PlaywrightError, match="ERR_INTERNET_DISCONNECTED"):
            phone.page.reload()
    phone.open(link)
    says(phone, "Nog niet verzonden.")
    assert phone.page.locator('[name="g2-trump"]').input_value() == "S"
    phone.page.get_by_role("button", name="Lijst opslaan").tap()
    expect(phone.page.get_by_role("heading", name="Opgeslagen, maar nog niet af")).to_be_visible()
    assert ScoreSheet.objects.get().games.count() == len(SEED_EXAMPLE)


@covers("scoring:table_sheet")
def test_the_sheet_for_three_keeps_its_games_in_the_same_way(people):
    evening = an_evening(3, game_system=GameSystem.THREE_PLAYER)
    phone = people("phone", "offline-three")
    link = sheet_link(evening)
    phone.open(link)
    with phone.without_connection():
        type_three(phone, 1, declarer=1, points={1: 90, 2: 40})
        type_three(phone, 2, declarer=2, points={2: 100, 3: 30})
        says(phone, NO_CONNECTION)
        with pytest.raises(PlaywrightError, match="ERR_INTERNET_DISCONNECTED"):
            phone.page.reload()
    phone.open(link)
    says(phone, "Nog niet verzonden.")
    assert phone.page.locator('[name="g2-points_2"]').input_value() == "100"
    phone.page.get_by_role("button", name="Kaart opslaan").tap()
    expect(phone.page.get_by_role("heading", name="Opgeslagen, maar nog niet af")).to_be_visible()
    assert ScoreSheet.objects.get().games.count() == 2
