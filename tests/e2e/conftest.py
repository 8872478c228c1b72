"""Real-browser tests: Playwright for Python driving Debian's Chromium headless shell, never
a download.

The headless shell (package chromium-headless-shell) is the Blink and V8 of Debian's
Chromium without the desktop browser around them, what Playwright itself runs for headless
tests. The whole browser (/usr/bin/chromium) draws the same pages for more than twice the
processor time, and shows a PDF in its viewer where the shell saves it as a phone's browser
does: the journeys that print expect the saved file (``Person.download``). ``CHROMIUM_PATH``
names another build of the shell.

On a developer machine without the shell these tests are skipped with a hint; in CI
(REQUIRE_BROWSER=1, set by .ci/run) a missing browser fails the run.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

CHROMIUM = Path(os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium-headless-shell"))
INSTALL = "apt-get install chromium-headless-shell"
# Playwright's sync API runs an event loop in this thread; Django's ORM is used from the
# same thread by the test itself (not from inside the loop), which is safe here.
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    if not CHROMIUM.exists():
        if os.environ.get("REQUIRE_BROWSER") == "1":
            pytest.fail(f"REQUIRE_BROWSER=1 but no browser at {CHROMIUM}: {INSTALL}")
        pytest.skip(f"No {CHROMIUM}: run '{INSTALL}' to enable the browser tests")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=str(CHROMIUM),
            args=["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync", "--no-first-run"],
        )
        yield browser
        browser.close()


@pytest.fixture
def page(browser):
    """A page that fails the test when the browser blocks anything by the site's
    Content-Security-Policy (an inline script or style would be)."""
    context = browser.new_context(locale="nl-NL", viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.set_default_timeout(10_000)
    blocked: list[str] = []
    page.on("console", lambda message: blocked.append(message.text)
            if "Content Security Policy" in message.text else None)
    yield page
    context.close()
    assert not blocked, blocked


SCREENSHOTS = Path(__file__).resolve().parents[2] / "screenshots"
# The pictures are for a person looking at what a test saw, after a run of the tests they
# work on. The whole suite (``dev.py test``, CI) leaves them out (SCREENSHOTS=0): a whole-page
# picture costs the browser about a sixth of a journey's processor time, and nobody looks
# at 500 of them. Nothing a test checks depends on them.
TAKE_SCREENSHOTS = os.environ.get("SCREENSHOTS", "1") != "0"


def screenshot(page, name: str, *, full_page: bool = True) -> None:
    """Keep a picture of what the test saw (screenshots/ is git-ignored): the whole page, or
    only what is on the screen now."""
    if not TAKE_SCREENSHOTS:
        return
    path = SCREENSHOTS / f"{name}.png"
    path.parent.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(path), full_page=full_page)
