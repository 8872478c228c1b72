"""The yellow box a table's phone shows without a connection (static/js/draft.js), at 360 px:
it stays in view without covering the game being typed, and says that the running totals
stop until the connection is back (they are worked out by the site)."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from scoring.sheets.tokens import table_token
from tests.e2e.helpers import boxes
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

POINTS = [90, 100, 62, 81, 120, 45, 100, 91, 70, 82, 110, 60]
TOTALS_STOP = "De lopende totalen staan stil tot de verbinding terug is."


def overlap(one: dict[str, float], other: dict[str, float]) -> bool:
    return (one["y"] < other["y"] + other["height"] and other["y"] < one["y"] + one["height"]
            and one["x"] < other["x"] + other["width"] and other["x"] < one["x"] + one["width"])


@covers()
def test_the_offline_box_leaves_the_game_being_typed_in_view(people):
    club = make_club("De Wankele Wifi")
    make_organiser(club, "wedstrijdleider")
    evening = make_evening(make_season(club, table_entry=True), round_count=1)
    check_in(evening, make_members(club, 4))
    draw_round(evening, 1, seed=2)
    phone = people("phone", "offline-box")
    page = phone.page
    phone.open(f"/kaart/{table_token(Round.objects.get(evening=evening), 1)}/")
    phone.tap_field(page.locator('[name="g1-points_a"]'))
    for points in POINTS[:4]:
        page.keyboard.type(str(points))
        page.keyboard.press("Enter")
    expect(page.locator("#run-a-4")).not_to_be_empty()

    with phone.without_connection():
        for game in range(5, 10):
            field = page.locator(f'[name="g{game}-points_a"]')
            expect(field).to_be_focused()
            page.keyboard.type(str(POINTS[game - 1]))
            box = page.locator("#draft-state")
            expect(box).to_be_visible()
            expect(box).to_contain_text(TOTALS_STOP)
            # The game being typed (its card: its fields, its score and running total),
            # clear of the box.
            typed, shown = boxes(page, f"#game-{game}", "#draft-state")
            assert not overlap(typed, shown), (game, typed, shown)
            assert typed["y"] >= 0 and shown["y"] + shown["height"] <= 740 + 0.5
            if game == 5:
                phone.look("typing-offline")
            page.keyboard.press("Enter")
