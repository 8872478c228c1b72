"""A Klabberjass tournament for 14 players in a real browser (seed 001): the organiser draws
tables of 3, 3, 4 and 4, enters both rounds game by game, closes the evening and reads the
prize list; the numbers are checked against the seed's own rules
(tests.scoring.systems.klabberjass.play)."""

from __future__ import annotations

import random
from collections import defaultdict

import pytest
from playwright.sync_api import expect

from clubs.models import GameSystem
from scoring.results.reports import evening_report
from tests.e2e.axe import axe_violations, describe
from tests.e2e.conftest import screenshot
from tests.e2e.helpers import SEED_EXAMPLE, enter_game, log_in
from tests.factories import check_in, make_evening, make_members, make_organiser, make_season
from tests.factories import make_club as make_test_club
from tests.scoring.systems.klabberjass.helpers import expected_prizes, expected_ranks
from tests.scoring.systems.klabberjass.play import random_round, seed_scores
from tournament.models import Seat
from tournament.seating.store import draw_round

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

SEED_ROWS = [["-16", "+2", "+2", "-16"], ["-", "+9", "-", "+7"], ["-", "-", "+3", "+1"]]


def draw(page, base: str, number: int) -> None:
    page.goto(base)
    form = page.locator(f'form[action$="/boom/{number}/loten/"]').first
    form.locator('[name="seed"]').fill(str(40 + number))
    form.locator('button[type="submit"]').click()
    expect(page.locator(f"#boom-{number} .table-card")).to_have_count(4)


def test_a_fourteen_player_klabberjass_tournament(live_server, page):
    club = make_test_club("Altes Land")
    make_organiser(club, "turnierleitung")
    season = make_season(club, game_system=GameSystem.KLABBERJASS, prize_places="1,2,3,-1",
                         tie_break_1="", tie_break_2="")
    evening = make_evening(season, round_count=2)
    check_in(evening, make_members(club, 14))
    log_in(page, live_server, "turnierleitung")
    base = live_server.url + f"/club/{club.slug}/avond/{evening.pk}/"
    rng = random.Random(2026)
    totals: dict[int, int] = defaultdict(int)
    for number in (1, 2):
        draw(page, base, number)
        if number == 1:
            screenshot(page, "klabberjass-draw")
        tables: dict[int, list[Seat]] = defaultdict(list)
        for seat in Seat.objects.filter(round__evening=evening, round__number=number
                                        ).order_by("number"):
            tables[seat.table or 0].append(seat)
        assert [len(tables[t]) for t in sorted(tables)] == [3, 3, 4, 4]
        for table, seats in sorted(tables.items()):
            games = random_round(rng, len(seats))
            if number == 1 and table == 1:
                games[:3] = SEED_EXAMPLE
            page.goto(base + f"boom/{number}/tafel/{table}/")
            for n, game in enumerate(games, start=1):
                enter_game(page, n, game)
                if number == 1 and table == 1 and n == 3:
                    # The live preview writes the seed's example rows before anything is saved.
                    for row, cells in enumerate(SEED_ROWS, start=1):
                        for column, cell in enumerate(cells, start=1):
                            expect(page.locator(f"#kl-{row}-{column}")).to_have_text(cell)
                    screenshot(page, "klabberjass-list")
            page.locator('#sheet-form button[type="submit"].primary').click()
            expect(page.locator(".message.success, .messages .success").first).to_be_visible()
            for n, game in enumerate(games, start=1):
                for seat, score in zip(seats, seed_scores(game, n, len(seats)), strict=True):
                    totals[seat.member_id] += score
    page.goto(base + "afsluiten/")
    page.locator('form button[type="submit"].primary').click()
    expect(page.locator("h1")).to_be_visible()
    screenshot(page, "klabberjass-results")

    report = evening_report(evening)
    assert {line.player.member: line.player.total for line in report.lines} == totals
    assert {line.player.member: line.rank for line in report.lines} == expected_ranks(totals)
    prizes = {p.place: {w.line.player.member for w in p.winners} for p in report.prizes}
    assert prizes == expected_prizes(totals, [1, 2, 3, -1])
    html = page.content()
    names = {line.player.member: line.player.name for line in report.lines}
    for place, winners in prizes.items():
        assert all(names[m] in html for m in winners), place
    # The season standings: one tournament so far, so its totals and ranks.
    page.goto(live_server.url + f"/club/{club.slug}/seizoen/{season.pk}/stand/")
    rows = page.locator("table.results tbody tr")
    expect(rows).to_have_count(14)
    ranks = expected_ranks(totals)
    leader = rows.first.locator("th.name").inner_text().strip()
    assert ranks[next(m for m, n in names.items() if n == leader)] == 1
    screenshot(page, "klabberjass-standings")


def open_list(page, live_server, club_name: str) -> str:
    """The list of a table of three in the first round of a new club's evening, opened by
    its organiser; the evening's address."""
    club = make_test_club(club_name)
    make_organiser(club, "schreiber")
    evening = make_evening(make_season(club, game_system=GameSystem.KLABBERJASS), round_count=2)
    check_in(evening, make_members(club, 3))
    draw_round(evening, 1, seed=1)
    log_in(page, live_server, "schreiber")
    base: str = live_server.url + f"/club/{club.slug}/avond/{evening.pk}/"
    page.goto(base + "boom/1/tafel/1/")
    return base


def test_the_list_on_a_phone(live_server, page):
    page.set_viewport_size({"width": 360, "height": 740})
    base = open_list(page, live_server, "Grünendeich")
    for n, game in enumerate(SEED_EXAMPLE, start=1):
        enter_game(page, n, game)
    expect(page.locator("#kl-3-3")).to_have_text("+3")
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    box = page.locator('[name="g1-soloist"]').bounding_box()
    assert box is not None and box["height"] >= 44
    # The selects that name a player take the card's whole line: a name is not cut off.
    for field in ("soloist", "revoke_seat"):
        box = page.locator(f'[name="g1-{field}"]').bounding_box()
        assert box is not None and box["width"] >= 0.75 * 360, field
    screenshot(page, "klabberjass-list-phone")
    found = describe("list on a phone", axe_violations(page))
    page.set_viewport_size({"width": 1280, "height": 900})
    found += describe("list", axe_violations(page))
    page.goto(base)
    found += describe("evening with a table of three", axe_violations(page))
    assert found == []


def test_choices_made_together_ask_for_one_preview(live_server, page):
    """A game's four choices made in one moment (a quick hand's, a test's) send one live
    preview, not a preview for the first and another for the rest."""
    open_list(page, live_server, "Cranz")
    previews: list[str] = []
    page.on("request", lambda request: previews.append(request.url) if (
        request.method == "POST" and "preview=1" in (request.post_data or "")) else None)
    page.evaluate("""() => {
        for (const [name, value] of [["soloist", "1"], ["original", "O"], ["trump", "C"],
                                     ["won", "L"]]) {
            const select = document.querySelector(`[name="g1-${name}"]`);
            select.value = value;
            select.dispatchEvent(new Event("change", {bubbles: true}));
        }
    }""")
    expect(page.locator("#kl-1-1")).to_have_text(SEED_ROWS[0][0])  # the seed's first game
    expect(page.locator("#sheet-form")).not_to_have_attribute("aria-busy", "true")
    assert len(previews) == 1
