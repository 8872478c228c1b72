"""What the browser tests share: logging in, typing a game of each kind of sheet as a
person does (the Klabberjass list, a Klammern game), and a club's own web site on another
origin."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from playwright.sync_api import expect

from scoring.rules import KlammernEntry
from tests.scoring.systems.klabberjass.play import Played

# 001, "Ein Beispiel für die erste Runde": A loses Original clubs, B wins Original spades,
# C wins a Kleines in diamonds.
SEED_EXAMPLE = [Played(1, True, "C", False), Played(2, True, "S", True),
                Played(3, False, "D", True)]


def log_in(page, live_server, username: str) -> None:
    page.goto(live_server.url + "/login/")
    page.get_by_label("Gebruikersnaam").fill(username)
    page.get_by_label("Wachtwoord").fill("secret-pass-123")
    page.get_by_role("button", name="Inloggen").click()


def log_in_as(page, base: str, username: str, password: str) -> None:
    page.goto(base + "/login/")
    page.locator('[name="username"]').fill(username)
    page.locator('[name="password"]').fill(password)
    page.locator("main button[type=submit]").click()
    page.wait_for_url(lambda url: "/login/" not in url)


def enter_game(page, n: int, game: Played) -> None:
    page.select_option(f'[name="g{n}-soloist"]', str(game.soloist))
    page.select_option(f'[name="g{n}-original"]', "O" if game.original else "K")
    page.select_option(f'[name="g{n}-trump"]', game.trump)
    page.select_option(f'[name="g{n}-won"]', "W" if game.won else "L")
    if game.revoke:
        page.select_option(f'[name="g{n}-revoke_seat"]', str(game.revoke))


def type_game(page, n: int, entry: KlammernEntry) -> None:
    """The bidding team by its letter, Enter to the points; contra/re, melds and the Bella
    only when the game has them; Enter to the next game (or, in the last, to save). Typing
    starts once the game's first field has the focus (on a page just opened, a busy
    browser may give it a moment after the page has loaded)."""
    expect(page.locator(f'[name="g{n}-declarer"]')).to_be_focused()
    page.keyboard.type(entry.declarer)
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.name") == f"g{n}-points_a"
    if entry.doubling != 1:
        page.locator(f'[name="g{n}-contra"]').select_option(str(entry.doubling))
    for name, value in (("roem_a", entry.melds_a), ("roem_b", entry.melds_b)):
        if value:
            page.locator(f'[name="g{n}-{name}"]').fill(str(value))
    if entry.bella:
        page.locator(f'[name="g{n}-bella"]').select_option(entry.bella)
    page.locator(f'[name="g{n}-points_a"]').fill(str(entry.points_a))


@contextmanager
def club_site(body: str) -> Iterator[str]:
    """The club's own web site: a page on another origin (another port of this machine, so
    the browser treats it as a site of its own), with ``body`` in it. Yields its address."""
    # A site made for phones too (a viewport), as nearly every site is: without one a phone
    # lays the page out 980 px wide and zooms out.
    page = ('<!doctype html><html lang="nl"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            "<title>De Troefboer</title></head>"
            f"<body><h1>Welkom bij De Troefboer</h1>{body}</body></html>")

    class Site(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            content = page.encode() if self.path == "/" else b""
            self.send_response(200 if content else 204)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(content)))
            self.end_headers()
            self.wfile.write(content)

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Site)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


_BOXES_JS = """selectors => selectors.map(selector => {
    const element = document.querySelector(selector);
    if (!element || !element.getClientRects().length) { return null; }
    const box = element.getBoundingClientRect();
    return {x: box.x, y: box.y, width: box.width, height: box.height};
})"""


def boxes(page, *selectors: str) -> list[dict[str, float]]:
    """Where the elements are on the screen, all measured at one moment: an answer of a
    sheet's live check may put a new copy of a line in place between two measurements."""
    found: list[dict[str, float]] = page.evaluate(_BOXES_JS, list(selectors))
    assert None not in found, dict(zip(selectors, found, strict=True))
    return found
