"""The club house screen fits any room: on a 1920 x 1080 TV and on a 1280 x 720 beamer, with
5, 20 and 50 tables (and two byes), the seating turns its pages by itself, and every
player's name is on some page, whole: inside the screen, not cut off, on at most two
lines and never broken inside a word. The same for the ranking and the prize list of a
big evening. The browser's clock is Playwright's: a page turn is one call, not 12 s."""

from __future__ import annotations

import time
from typing import Any

import pytest
from django.db import OperationalError
from django.utils import timezone
from playwright.sync_api import expect

from clubs.models import PlayFormat
from clubs.screen_link import make_link
from publish.screen.views import PAGE_SECONDS, POLL_SECONDS
from scoring.closing.service import close_evening
from scoring.models import ScoreSheet, SheetStatus
from tests.e2e.conftest import screenshot
from tests.factories import check_in, make_club, make_organiser, make_season
from tournament.formats.fixed_pairs.pairs import make_pair
from tournament.models import Evening, EveningStatus, Round
from tournament.seating.store import draw_round

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

SIZES = {"tv": {"width": 1920, "height": 1080}, "beamer": {"width": 1280, "height": 720}}
FIRST = ["Annie", "Bert", "Cor", "Dina", "Evert", "Fenna", "Gerrit", "Hennie", "Ineke", "Jan",
         "Klaas", "Lies", "Marinus", "Noortje", "Otto", "Petronella", "Riekje", "Wilhelmina"]
LAST = ["de Vries", "Bakker", "Smit", "Mulder", "Post", "Kok", "Jansen", "Boer", "Visser",
        "de Wit", "Hofstede-van der Molen", "van den Broek-Schoonhoven", "Dijkstra",
        "Vermeulen", "ter Horst", "Schimmelpenninck"]
# Each shown name: whether it is inside the viewport, not cut off (its box as wide and as
# high as its text), on how many lines, and which of its words (a name may break at a
# space or after a hyphen) the browser broke in two.
SHOWN_NAMES = """names => names.filter(n => n.checkVisibility()).map(n => {
  const box = n.getBoundingClientRect();
  const broken = [];
  const text = n.firstChild;
  const range = document.createRange();
  for (const m of n.textContent.matchAll(/[^\\s-]+-?/g)) {
    range.setStart(text, m.index);
    range.setEnd(text, m.index + m[0].length);
    if (new Set([...range.getClientRects()].map(r => Math.round(r.top))).size > 1) {
      broken.push(m[0]);
    }
  }
  return {name: n.textContent, inside: box.left >= 0 && box.top >= 0
            && box.right <= window.innerWidth && box.bottom <= window.innerHeight,
          whole: n.scrollWidth <= n.clientWidth && n.scrollHeight <= n.clientHeight,
          lines: Math.round(box.height / parseFloat(getComputedStyle(n).lineHeight)),
          broken: broken, px: parseFloat(getComputedStyle(n).fontSize)};
})"""

page_counts: dict[tuple[str, str], dict[int, int]] = {}


def names(count: int) -> list[str]:
    """``count`` different names (up to 288), some of them long ("Gerrit Hofstede-van der
    Molen", "Wilhelmina van den Broek-Schoonhoven") in every room."""
    return [f"{FIRST[i % 18]} {LAST[(i // 18 + i) % 16]}" for i in range(count)]


def room(players: list[str], *, round_count: int = 2):
    """Tonight's evening with ``players`` checked in, and its screen link."""
    club = make_club("De Troefboer")
    make_link(club, user=None)  # type: ignore[arg-type]
    evening = Evening.objects.create(season=make_season(club), date=timezone.localdate(),
                                     round_count=round_count, status=EveningStatus.CHECK_IN)
    members = [club.members.create(name=name) for name in players]
    check_in(evening, members)
    return club, evening


def open_screen(browser, live_server, club, size: str):
    context = browser.new_context(locale="nl-NL", viewport=SIZES[size])
    page = context.new_page()
    page.set_default_timeout(10_000)
    problems: list[str] = []
    page.on("pageerror", lambda error: problems.append(str(error)))
    page.on("console", lambda message: problems.append(message.text)
            if message.type == "error" else None)
    page.clock.install()
    page.goto(f"{live_server.url}/scherm/{club.screen_token}/")
    # The test knows when a poll is underway, so it neither writes nor leaves while the
    # server reads.
    page.evaluate("window.polling = 0; "
                  "document.body.addEventListener('htmx:beforeRequest', "
                  "() => { window.polling += 1; }); "
                  "document.body.addEventListener('htmx:afterRequest', "
                  "() => { window.polling -= 1; })")
    return context, page, problems


def quiet(page) -> None:
    """Wait for the poll underway, if any, to be answered."""
    page.wait_for_function("() => window.polling === 0")


def every_page(page, selector: str, what: str) -> tuple[list[dict[str, Any]], list[str]]:
    """The names shown on each page in turn (``selector``), until the screen is back on
    its first page; and the page indicators read."""
    shown: list[dict[str, Any]] = []
    pagers: list[str] = []
    first = None
    for _turn in range(30):
        pager = page.locator(".screen-pager").filter(visible=True)
        text = pager.inner_text() if pager.count() else ""
        names_now = page.locator(selector).evaluate_all(SHOWN_NAMES)
        if first is not None and [n["name"] for n in names_now] == first:
            break
        first = first if first is not None else [n["name"] for n in names_now]
        if len(pagers) < 2:
            screenshot(page, f"screen/{what}-page-{len(pagers) + 1}")
        pagers.append(text)
        shown.extend(names_now)
        page.clock.fast_forward(int(PAGE_SECONDS * 1000))
    return shown, pagers


def assert_whole(shown: list[dict[str, Any]], players: list[str], size: str) -> None:
    seen = {n["name"] for n in shown if n["inside"] and n["whole"] and n["lines"] <= 2
            and not n["broken"]}
    assert sorted(set(players) - seen) == [], [n for n in shown if n["name"] not in seen][:5]
    # Read from five metres: at least 40 px on the TV, the same part of the picture (2/3)
    # on the beamer; 34 px for a name of more than 28 letters, which would take three
    # lines in a table's card.
    scale = 1 if size == "tv" else 2 / 3
    assert min(n["px"] for n in shown if len(n["name"]) <= 28) >= 40 * scale
    assert min(n["px"] for n in shown) >= 34 * scale


@pytest.mark.parametrize("size", ["tv", "beamer"])
@pytest.mark.parametrize("tables", [5, 20, 50])
def test_every_name_of_the_seating_is_whole_on_some_page(browser, live_server, size, tables):
    players = names(4 * tables + 2)  # and two byes (staande nummers)
    club, evening = room(players)
    draw_round(evening, 1, seed=7)
    context, page, problems = open_screen(browser, live_server, club, size)
    shown, pagers = every_page(page, ".screen-name", f"seating-{tables}-{size}")
    if tables == 50:
        for _turn in pagers[1:]:  # a jump forward fires a timer once: a turn at a time
            page.clock.fast_forward(int(PAGE_SECONDS * 1000))
        screenshot(page, f"screen/seating-50-tables-{size}-last-page")
    quiet(page)
    context.close()
    assert problems == []
    assert_whole(shown, players, size)
    # Every page says which it is, "Pagina 2 van 4", in turn.
    count = len(pagers)
    print(f"\n{size}, {tables} tables: {count} pages")
    if count > 1:
        assert pagers == [f"Pagina {n} van {count}" for n in range(1, count + 1)]
    # A larger room, more pages: 5 tables on one page; 50 on more than 20.
    known = page_counts.setdefault(("seating", size), {})
    known[tables] = count
    if tables == 5:
        assert count == 1
    for fewer, their_count in known.items():
        if fewer < tables:
            assert count > their_count, known


def test_the_byes_have_a_card_of_their_own(browser, live_server):
    club, evening = room(names(22))  # 5 tables and 2 byes
    draw_round(evening, 1, seed=7)
    context, page, problems = open_screen(browser, live_server, club, "tv")
    byes = page.locator(".screen-card", has=page.get_by_role("heading", name="Staande nummers"))
    assert byes.locator(".screen-name").count() == 2
    assert page.locator(".screen-card").count() == 6
    quiet(page)
    context.close()
    assert problems == []


@pytest.mark.parametrize("size", ["tv", "beamer"])
def test_the_ranking_and_prize_list_of_a_big_evening_turn_their_pages(browser, live_server,
                                                                       size):
    players = names(4 * 30)  # 30 tables
    club, evening = room(players, round_count=1)
    draw_round(evening, 1, seed=7)
    round_ = Round.objects.get(evening=evening, number=1)
    for table in range(1, 31):
        ScoreSheet.objects.create(round=round_, table=table, status=SheetStatus.COMPLETE,
                                  total_a=1000 + table, total_b=900 - table)
    context, page, problems = open_screen(browser, live_server, club, size)
    heading = page.get_by_role("heading", level=1)
    expect(heading).to_have_text("Boom 1: stand na deze boom")
    shown, pagers = every_page(page, ".screen-ranking .screen-name", f"ranking-{size}")
    assert_whole(shown, players, size)
    assert len(pagers) > 1 and pagers[-1] == f"Pagina {len(pagers)} van {len(pagers)}"
    print(f"\n{size}, ranking of 120 players: {len(pagers)} pages")

    closing = make_organiser(club, "wedstrijdleider")
    quiet(page)
    for _try in range(50):
        # The server thread may be answering a poll from the same in-memory database, its
        # table lock held for a moment.
        try:
            close_evening(evening, closing)
            break
        except OperationalError:
            time.sleep(0.02)
    else:
        close_evening(evening, closing)
    page.clock.fast_forward(int(POLL_SECONDS * 1000))
    expect(heading).to_have_text("Prijslijst")
    # The prize list (a few prizes: one page) first, then the ranking's pages.
    expect(page.locator(".screen-prizes")).to_be_visible()
    shown, closing_pagers = every_page(page, ".screen-name", f"prizes-{size}")
    quiet(page)
    context.close()
    assert problems == []
    assert_whole(shown, players, size)
    assert len(closing_pagers) == len(pagers) + 1, closing_pagers


@pytest.mark.parametrize("size", ["tv", "beamer"])
def test_every_table_handing_in_is_on_some_page(browser, live_server, size):
    club, evening = room(names(4 * 50))
    draw_round(evening, 1, seed=7)
    ScoreSheet.objects.create(round=Round.objects.get(evening=evening, number=1), table=1,
                              status=SheetStatus.COMPLETE, total_a=1000, total_b=900)
    context, page, problems = open_screen(browser, live_server, club, size)
    expect(page.get_by_text("Scorekaarten ingeleverd: 1 van 50 tafels")).to_be_visible()
    screenshot(page, f"screen/sheets-50-tables-{size}")
    seen: set[str] = set()
    pagers: list[str] = []
    while not pagers or pagers[-1] != pagers[0] or len(pagers) == 1:
        pagers.append(page.locator(".screen-pager").inner_text())
        seen |= set(page.locator(".screen-tile-table").evaluate_all(
            "tiles => tiles.filter(t => t.checkVisibility()"
            " && t.closest('li').getBoundingClientRect().bottom <= window.innerHeight)"
            ".map(t => t.textContent)"))
        page.clock.fast_forward(int(PAGE_SECONDS * 1000))
        assert len(pagers) < 30
    quiet(page)
    context.close()
    assert problems == []
    assert seen == {f"Tafel {n}" for n in range(1, 51)}
    assert len(pagers) - 1 > 1  # the last read is the first page again


def test_a_pairs_evening_of_50_tables_shows_each_pair_over_its_seats(browser, live_server):
    """101 pairs: 50 tables and a staand paar. Each table's card names its two pairs, each
    over its own two seats (1 and 3, 2 and 4), the staand paar a card of its own; every
    name whole on some page of a 1920 x 1080 TV, the pages turning by themselves."""
    players = names(202)
    club = make_club("De Troefboer")
    make_link(club, user=None)  # type: ignore[arg-type]
    season = make_season(club, format=PlayFormat.FIXED_PAIRS)
    evening = Evening.objects.create(season=season, date=timezone.localdate(), round_count=2,
                                     status=EveningStatus.CHECK_IN)
    members = [club.members.create(name=name) for name in players]
    for i in range(0, len(members), 2):
        make_pair(season, members[i], members[i + 1])  # pair k: players 2k-2 and 2k-1
    check_in(evening, members)
    draw_round(evening, 1, seed=7)
    context, page, problems = open_screen(browser, live_server, club, "tv")
    # Every card as the room reads it on some page: its heading, and under each caption
    # the names of its seats.
    cards: dict[str, list[tuple[str, list[str]]]] = {}
    pages = 0
    for _turn in range(40):
        shown = page.locator(".screen-card").evaluate_all(
            "cards => cards.filter(c => c.checkVisibility()).map(c => [c.querySelector('h2')"
            ".textContent, [...c.querySelectorAll('.screen-pair')].map(p => [p.textContent,"
            " [...p.nextElementSibling.querySelectorAll('.screen-name')].map(n =>"
            " n.textContent)])])")
        if shown and shown[0][0] in cards:
            break
        if pages < 2:
            screenshot(page, f"screen/pairs-50-tables-tv-page-{pages + 1}")
        pages += 1
        cards.update({heading: groups for heading, groups in shown})
        page.clock.fast_forward(int(PAGE_SECONDS * 1000))
    quiet(page)
    context.close()
    assert problems == []
    print(f"\ntv, 50 tables of pairs: {pages} pages")
    assert pages > 1
    pair = {f"Paar {i // 2 + 1}": [players[i], players[i + 1]] for i in range(0, 202, 2)}
    assert len(cards) == 51  # 50 tables and the staand paar
    for table in range(1, 51):
        groups = cards[f"Tafel {table}"]
        assert len(groups) == 2
        for caption, seated in groups:
            assert seated == pair[caption]
    (standing,) = cards["Staand paar"]
    assert standing[1] == pair[standing[0]]
    captions = [caption for groups in cards.values() for caption, _names in groups]
    assert sorted(captions) == sorted(pair)  # every pair once
