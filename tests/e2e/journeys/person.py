"""A person using the site in a real browser, as a journey test drives them.

A ``Person`` is one browser context at one width (a laptop at 1280 px or a phone at 360 px)
with the site's production security headers in force (the test settings keep the real
middleware, the Content-Security-Policy included). Everything the person's browser notices
is collected while the journey runs and fails the test at the end:

- a console error (a Content-Security-Policy violation is one, so is a failed resource);
- an uncaught JavaScript error;
- an HTTP answer of 400 or more that the journey did not say it expects (``expecting``);
- a request that never got an answer (not one the browser dropped when the page was left);
- English words on a page that is in Dutch, each time the journey looks at a page (``look``).

Without a connection (``without_connection``) the browser cannot send what the page asks:
those requests are kept in ``dropped`` for the journey to check, not counted as problems.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import polib
from django.conf import settings
from playwright.sync_api import expect

from tests.e2e.checks import DESKTOP, PHONE
from tests.e2e.conftest import screenshot

# "tv": the club house screen (publish.screen), a 1920 x 1080 TV or beamer.
# How soon a mistake typed in a game must show under it, and go once corrected: within two
# seconds on a quiet machine; the bound is twice that so that a CI machine running the
# browser, the live server and the suite on two cores does not fail a person who would not.
MISTAKE_SHOWN = 4_000  # ms
WIDTHS = {"laptop": DESKTOP, "phone": PHONE, "tv": {"width": 1920, "height": 1080}}

# Words that are English and never Dutch: a page in Dutch that shows one of them shows an
# untranslated text. (Words both languages have, such as "is", "in", "over", "score", "club",
# "open", "check", "print", "log (in)", "Enter" (the key), "been" or "last", are left out.)
ENGLISH_WORDS = frozenset((
    "the", "and", "with", "your", "you", "please", "this", "that", "these", "those", "from",
    "which", "what", "when", "where", "should", "would", "could", "there", "have", "has",
    "were", "will", "save", "saved", "delete", "deleted", "cancel", "previous", "next",
    "search", "submit", "add", "added", "edit", "game", "games", "total", "totals", "player",
    "players", "evening", "evenings", "season", "seasons", "round", "rounds", "member",
    "members", "sheet", "sheets", "name", "date", "yes", "password", "settings", "rules",
    "results", "standings", "table", "tables", "draw", "seat", "seats", "page", "error",
    "required", "field", "invalid", "must", "only", "not", "more", "than", "are",
    "for", "none", "every", "all", "first", "any", "each", "login", "logout", "back",
    "home", "approve", "approved", "close", "closed", "reopen", "confirm",
    "dispute", "download",
))

_WORD = re.compile(r"[A-Za-z]+(?:'[a-z]+)?")
_QUOTED = re.compile(r'"[^"]*"|\u201c[^\u201d]*\u201d')

# The visible text of the page, the labels a screen reader reads out, and placeholders;
# what is marked as another language (lang="en" on the language switch) is left out.
_TEXTS_JS = """() => {
  const out = [];
  const otherLanguage = (el) => {
    const marked = el.closest('[lang]');
    return marked && !marked.getAttribute('lang').toLowerCase().startsWith('nl');
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode;
    const el = node.parentElement;
    const text = node.textContent.trim();
    if (!text || !el || el.closest('script, style, template, noscript')) continue;
    if (otherLanguage(el) || el.getClientRects().length === 0) continue;
    out.push(text);
  }
  for (const el of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
    if (otherLanguage(el)) continue;
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = el.getAttribute(name);
      if (value && !/^[0-9 .,:+-]*$/.test(value)) out.push(value);
    }
  }
  out.push(document.title);
  return [document.documentElement.lang, out];
}"""


def _catalogue_phrases() -> list[str]:
    """The English texts of the site's Dutch catalogue that have a different translation,
    as phrases of two words or more (placeholders cut them into pieces)."""
    path = Path(settings.BASE_DIR) / "locale" / "nl" / "LC_MESSAGES" / "django.po"
    phrases: set[str] = set()
    for entry in polib.pofile(str(path)):
        if entry.obsolete or not entry.msgstr or entry.msgstr == entry.msgid:
            continue
        for piece in re.split(r"%\(\w+\)[sd]|%[sd]|\{\w*\}|[\n.:;!?()\"]", entry.msgid):
            words = piece.split()
            if len(words) >= 2 and any(w.lower() in ENGLISH_WORDS for w in words):
                phrases.add(" ".join(words))
    return sorted(phrases, key=len, reverse=True)


_PHRASES: list[str] = []


def english_on(texts: list[str]) -> list[str]:
    """The English found in a Dutch page's texts: catalogue phrases and English words."""
    if not _PHRASES:
        _PHRASES.extend(_catalogue_phrases())
    found: list[str] = []
    for text in texts:
        flat = " ".join(text.split())
        words_of = _QUOTED.sub("", flat)  # a quoted word is a literal, such as a column name
        phrase = next((p for p in _PHRASES if p in flat), None)
        words = [w for w in _WORD.findall(words_of) if w.lower() in ENGLISH_WORDS]
        if phrase or words:
            found.append(f"{flat[:80]!r} ({phrase or ', '.join(words)})")
    return found


class Person:
    """One person at one device; see the module's docstring for what fails the test."""

    def __init__(self, browser: Any, base_url: str, *, device: str, name: str) -> None:
        self.base_url, self.device, self.name = base_url, device, name
        self.context = browser.new_context(
            locale="nl-NL", viewport=WIDTHS[device], is_mobile=device == "phone",
            has_touch=device == "phone")
        self.page = self.context.new_page()
        self.page.set_default_timeout(10_000)
        self.problems: list[str] = []
        self._expected: list[int] = []
        self._looked = 0
        self._offline = False
        self.dropped: list[str] = []  # "METHOD path" of requests lost without a connection
        self.page.on("console", self._console)
        self.page.on("pageerror", lambda error: self.problems.append(f"script error: {error}"))
        self.page.on("response", self._response)
        self.page.on("requestfailed", self._failed)

    # What the browser notices.
    def _console(self, message: Any) -> None:
        if message.type != "error":
            return
        if self._expected and "the server responded with a status of" in message.text:
            return  # the expected error answer itself (see ``expecting``)
        if self._offline and "net::ERR_INTERNET_DISCONNECTED" in message.text:
            return  # the browser's own line for a request it could not send (``dropped``)
        where = message.location.get("url", "") if message.location else ""
        self.problems.append(f"console: {message.text} ({where})")

    def _failed(self, request: Any) -> None:
        if request.failure == "net::ERR_ABORTED":
            return  # the page was left while it still loaded something (a click, a redirect)
        if self._offline and request.failure == "net::ERR_INTERNET_DISCONNECTED":
            self.dropped.append(f"{request.method} {request.url.removeprefix(self.base_url)}")
            return
        self.problems.append(f"no answer: {request.method} {request.url} ({request.failure})")

    def _response(self, response: Any) -> None:
        if response.status >= 400 and response.status not in self._expected:
            self.problems.append(f"HTTP {response.status}: {response.request.method} "
                                 f"{response.url}")

    @contextmanager
    def expecting(self, *statuses: int) -> Iterator[None]:
        """Inside this block the given error statuses are what the journey wants to see
        (a refused page, a sheet someone else changed)."""
        self._expected.extend(statuses)
        try:
            yield
        finally:
            for status in statuses:
                self._expected.remove(status)

    @contextmanager
    def without_connection(self) -> Iterator[None]:
        """The device loses its connection (the club's WiFi drops) until the block ends."""
        self.lose_connection()
        try:
            yield
        finally:
            self.connection_back()

    def lose_connection(self) -> None:
        self._offline = True
        self.context.set_offline(True)

    def connection_back(self) -> None:
        self.context.set_offline(False)
        self._offline = False

    # What the journey does.
    def open(self, path: str) -> Any:
        return self.page.goto(self.base_url + path)

    def look(self, what: str) -> None:
        """Look at the page as it is now: keep a screenshot and check that a Dutch page
        holds no English."""
        self._looked += 1
        self.page.wait_for_load_state()  # not a document that is still arriving
        language, texts = self.page.evaluate(_TEXTS_JS)
        if language.startswith("nl"):
            self.problems += [f"English on {what} ({self.page.url}): {line}"
                              for line in english_on(texts)]
        screenshot(self.page, f"journeys/{self.name}-{self.device}-{self._looked:02d}-{what}")

    def download(self, link: Any, content_type: str = "application/pdf") -> bytes:
        """Tap a link to a PDF or an Excel file and keep the file the browser saved. The
        tests' browser (the headless shell) saves both, as a phone's browser does; a desktop
        browser would show a PDF in its viewer instead, with the same answer."""
        href = link.get_attribute("href")
        with (self.page.expect_response(lambda r: r.url.endswith(href)) as answer,
              self.page.expect_download() as saved):
            link.click()
        assert answer.value.status == 200, answer.value.status
        assert answer.value.headers["content-type"] == content_type
        return Path(saved.value.path()).read_bytes()

    def tap_field(self, field: Any) -> None:
        """Tap a field on a phone (click it on a laptop) to type in it. The page can move
        under the finger as the tap lands (a line under the game shown by the live
        preview); a person then taps again, and so does this, until the field has focus."""
        for _ in range(3):
            field.tap() if self.device == "phone" else field.click()
            if field.evaluate("el => el === document.activeElement"):
                return
        expect(field).to_be_focused()

    def log_in(self, username: str, password: str) -> None:
        """Through the rendered login form, as a person does."""
        self.open("/login/")
        self.page.get_by_label("Gebruikersnaam").fill(username)
        self.page.get_by_label("Wachtwoord").fill(password)
        self.page.get_by_role("button", name="Inloggen").click()
        self.page.wait_for_url(lambda url: "/login/" not in url)

    def close(self) -> list[str]:
        self.context.close()
        return self.problems
