"""The club house screen keeps going a whole evening without its page growing: the screen
is polled much faster than in the club house (10 ms after a swap has settled instead of
every 5 s, pages turning every 0.2 s instead of 12 s) while the evening changes before every
poll, so every poll swaps in new content; the page's JS heap, DOM nodes and event listeners
are read through the Chrome DevTools Protocol after a forced garbage collection, after a
warm-up and after all the swaps.

A swap takes some 50 ms here: htmx's settling (20 ms, as on the TV), the poll 10 ms later,
the answer (12 ms, of which 5 ms the server's render of 42 players) and the swap with the
screen cutting its pages (4 ms). The test's own change is saved within a few ms of a swap,
before the next poll, and the polls are held while the page is measured.

``SCREEN_SWAPS=1440`` swaps as often as a TV polls in two hours (the README's figures);
the default is a shorter run for the suite."""

from __future__ import annotations

import os
import time

import pytest
from django.core.servers.basehttp import WSGIRequestHandler
from django.db import OperationalError
from django.utils import timezone

from clubs.screen_link import make_link
from publish.screen import views
from scoring.models import ScoreSheet, SheetStatus
from tests.e2e.conftest import screenshot
from tests.factories import check_in, make_club, make_members, make_season
from tournament.models import Evening, EveningStatus, Round
from tournament.seating.store import draw_round

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

SWAPS = int(os.environ.get("SCREEN_SWAPS", "160"))
WARM_UP = 30


def save(sheet: ScoreSheet) -> None:
    """The test's own write, while the server thread reads the same in-memory SQLite
    database many times a second: its table lock may be held for a moment."""
    for _ in range(50):
        try:
            sheet.save(update_fields=["status", "version"])
            return
        except OperationalError:
            time.sleep(0.02)
    sheet.save(update_fields=["status", "version"])


def metrics(page, cdp) -> dict[str, float]:
    """The page's size, between polls: its polls are held (the timer still fires, htmx asks
    nothing) until the poll under way is answered, since a poll's request holds about a
    dozen of htmx's listeners until then. The least of four readings after a forced garbage
    collection each; a page that leaks is larger in every one."""
    page.evaluate("window.held = true")
    page.wait_for_function("() => !document.querySelector('.htmx-request')", timeout=30_000)
    readings = []
    for _ in range(4):
        # DOM nodes are freed by Blink's own collector after V8's: a few rounds let both finish.
        for _ in range(3):
            cdp.send("HeapProfiler.collectGarbage")
        readings.append({m["name"]: m["value"]
                         for m in cdp.send("Performance.getMetrics")["metrics"]})
    page.evaluate("window.held = false")
    return {name: min(reading[name] for reading in readings) for name in readings[0]}


# The swap counted after the screen's own handler of it (screen.js cuts the pages), and
# waited for as an event, not by polling: the test's next change is saved well before the
# next poll (htmx settles 20 ms after a swap, then polls 10 ms later).
WAIT_FOR_SWAP = """done => new Promise((resolve, reject) => {
  if (window.swaps > done) { resolve(window.swaps); return; }
  const timer = setTimeout(() => reject(new Error(`no swap after ${done} in 30 s`)), 30000);
  document.body.addEventListener("htmx:afterSwap", () => {
    clearTimeout(timer);
    resolve(window.swaps);
  }, {once: true});
})"""


def test_the_screens_page_does_not_grow_while_it_swaps(live_server, browser, monkeypatch):
    monkeypatch.setattr(views, "POLL_SECONDS", 0.01)
    # The test server writes an answer's status line, headers and body apart; with Nagle's
    # algorithm and the browser's delayed acknowledgement a poll on a kept-alive connection
    # was answered in 50 ms instead of 10 (gunicorn and waitress, in the club house, send
    # without that delay too).
    monkeypatch.setattr(WSGIRequestHandler, "disable_nagle_algorithm", True)
    monkeypatch.setattr(views, "PAGE_SECONDS", 0.2)
    club = make_club("De Troefboer")
    make_link(club, user=None)  # type: ignore[arg-type]
    evening = Evening.objects.create(season=make_season(club), date=timezone.localdate(),
                                     round_count=2, status=EveningStatus.CHECK_IN)
    check_in(evening, make_members(club, 42))  # 10 tables and 2 byes: two pages of seats
    draw_round(evening, 1, seed=3)
    sheet = ScoreSheet.objects.create(round=Round.objects.get(evening=evening), table=1,
                                      status=SheetStatus.DRAFT, total_a=900, total_b=800)
    context = browser.new_context(locale="nl-NL", viewport={"width": 1920, "height": 1080})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(f"{live_server.url}/scherm/{club.screen_token}/")
    screenshot(page, "screen/seating-42-players")  # 10 tables and the byes: two pages
    page.evaluate("""() => {
      window.swaps = 0;
      window.held = false;
      window.empty = 0;  // polls answered "nothing changed": a change came too late
      document.body.addEventListener("htmx:afterSwap", () => { window.swaps += 1; });
      document.body.addEventListener("htmx:beforeRequest", (event) => {
        if (window.held) { event.preventDefault(); }
      });
      document.body.addEventListener("htmx:afterRequest", (event) => {
        if (event.detail.xhr.status === 204) { window.empty += 1; }
      });
    }""")
    cdp = context.new_cdp_session(page)
    cdp.send("Performance.enable")

    done = 0

    def change_and_wait(count: int) -> None:
        # The seating (two pages) and the sheets handed in, in turn: every poll a change.
        nonlocal done
        for _ in range(count):
            sheet.status = (SheetStatus.COMPLETE if sheet.status == SheetStatus.DRAFT
                            else SheetStatus.DRAFT)
            sheet.version += 1
            save(sheet)
            done = page.evaluate(WAIT_FOR_SWAP, done)

    change_and_wait(WARM_UP)
    before = metrics(page, cdp)
    change_and_wait(SWAPS // 2)
    half = metrics(page, cdp)
    change_and_wait(SWAPS - SWAPS // 2)
    after = metrics(page, cdp)
    empty = page.evaluate("window.empty")
    context.close()

    def line(label: str, m: dict[str, float]) -> str:
        return (f"{label}: heap {m['JSHeapUsedSize'] / 1e6:.2f} MB, {m['Nodes']:.0f} nodes, "
                f"{m['JSEventListeners']:.0f} listeners")

    print(f"\n{line(f'after {WARM_UP} swaps', before)}; "
          f"{line(f'{SWAPS // 2} more', half)}; {line(f'{SWAPS} more', after)}; "
          f"{empty} polls answered without a change")
    assert errors == []
    # The second half against the first: a page that leaks grows by as much again.
    growth = {key: after[key] - half[key]
              for key in ("JSHeapUsedSize", "Nodes", "JSEventListeners", "Documents")}
    # Read with no poll under way; the margin is for a poll's request (about a dozen
    # listeners) not yet collected. A listener left behind per swap is 80 more.
    assert growth["Nodes"] <= 50 and growth["JSEventListeners"] <= 20, growth
    assert growth["Documents"] <= 1, growth
    assert growth["JSHeapUsedSize"] < 500_000, growth  # half a MB: noise, not a leak
    assert after["Nodes"] - before["Nodes"] <= 50  # one line break per swap was 1,440
