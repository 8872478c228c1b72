"""Every page of the URL configuration in a real browser, for organisers and visitors, empty
and filled, with form errors and with messages: no critical or serious axe-core violation
(WCAG 2.2 A/AA), nothing wider than a 360 px phone, tap targets of 44 x 44 px and text of
at least 18 px."""

from __future__ import annotations

from collections import defaultdict

import pytest
from django.urls import resolve, reverse
from playwright.sync_api import Error as PlaywrightError

from tests.e2e.axe import axe_in_every_page, axe_violations, describe
from tests.e2e.checks import DESKTOP, MESSAGES_COOKIE_NAME, PHONE, messages_cookie, phone_problems
from tests.e2e.conftest import SCREENSHOTS, screenshot
from tests.e2e.helpers import log_in_as
from tests.e2e.pages import (
    DEMO,
    EMPTY,
    ERROR_PAGES,
    EXCLUDED,
    ORGANISER,
    PAGES,
    VISITOR,
    Visit,
    World,
    unlisted,
    url_names,
)
from tests.e2e.world import WORLDS

# Django's own admin pages are measured by axe only (the login page is the site's own); the
# score sheets pass the phone checks too since they became one card per game (issue 12).
PHONE_EXEMPT = {"admin:index"}


def test_every_url_is_listed():
    assert unlisted() == [], "add these URL names to tests/e2e/pages.py (PAGES or EXCLUDED)"
    names = set(url_names())
    assert set(PAGES) - names == set(), "page entries for URL names that no longer exist"
    assert set(EXCLUDED) - names == set()
    assert all(PAGES.values()), "every listed page needs at least one visit"


def _visits(world_name: str, names: set[str]) -> list[tuple[str, Visit, object]]:
    """(where, visit, how to get the path) for one data set, page list order."""
    visits: list[tuple[str, Visit, object]] = []
    for name, page_visits in PAGES.items():
        if name not in names:
            continue
        for visit in page_visits:
            if visit.world == world_name:
                visits.append((name, visit, None))
    if names == set(PAGES):
        for name, (visit, path) in ERROR_PAGES.items():
            if visit.world == world_name:
                visits.append((name, visit, path))
    return visits


def walk(browser, base: str, world_name: str, *, names: set[str], messages: bool,
         phone: set[str]) -> dict[str, list[str]]:
    """Visit every page of one data set and collect what fails, per kind of check."""
    world: World
    world, username, password = WORLDS[world_name]()
    found: dict[str, list[str]] = defaultdict(list)
    for who in (ORGANISER, VISITOR):
        context = browser.new_context(locale="nl-NL", viewport=DESKTOP)
        axe_in_every_page(context)
        page = context.new_page()
        page.set_default_timeout(10_000)
        if who == ORGANISER:
            log_in_as(page, base, username, password)
        for name, visit, path_of in _visits(world_name, names):
            if visit.who != who:
                continue
            if path_of is None:
                path = reverse(name, args=visit.args(world))
                if name not in ("login", "admin:login", "admin:index"):
                    assert resolve(path).view_name == name
            else:
                path = path_of(world)  # type: ignore[operator]
            where = f"{name} [{who}, {world_name}{', ' + visit.state if visit.state else ''}]"
            if messages and visit.act is None:
                context.add_cookies([{"name": MESSAGES_COOKIE_NAME, "value": messages_cookie(),
                                      "url": base}])
                where = where[:-1] + ", messages]"
            page.set_viewport_size(DESKTOP)
            try:
                response = page.goto(base + path + (f"?{visit.query}" if visit.query else ""))
            except PlaywrightError as error:  # an error status with an empty body
                found["http"].append(f"{where}: {error.message.splitlines()[0]}")
                continue
            expected = int(name) if name in ERROR_PAGES else 200
            if response is None or response.status != expected:
                found["http"].append(f"{where}: status {response and response.status}")
            if visit.act:
                visit.act(page)
            found["axe"] += describe(where, axe_violations(page))
            if name not in phone:
                continue
            page.set_viewport_size(PHONE)
            for kind, lines in phone_problems(page).items():
                found[kind] += [f"{where}: {line}" for line in lines]
            slug = where.replace(":", "-").replace(" ", "").replace("[", "_").replace("]", "")
            screenshot(page, f"pages/{slug.replace(',', '_')}-360")
        context.close()
    return found


def _check(found: dict[str, list[str]], name: str) -> None:
    """Fail with every finding, grouped by kind; the same list lands in screenshots/."""
    counts = ", ".join(f"{kind}: {len(lines)}" for kind, lines in found.items())
    report = counts + "\n" + "\n".join(line for lines in found.values() for line in lines)
    SCREENSHOTS.mkdir(exist_ok=True)
    (SCREENSHOTS / f"{name}.txt").write_text(report + "\n", encoding="utf-8")
    if any(found.values()):
        pytest.fail(report, pytrace=False)


pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_every_page_of_a_new_club_with_messages(live_server, browser):
    found = walk(browser, live_server.url, EMPTY, names=set(PAGES), messages=True,
                 phone=set(PAGES) - PHONE_EXEMPT)
    _check(found, "pages-empty")


def test_every_page_of_the_demo_club(live_server, browser):
    found = walk(browser, live_server.url, DEMO, names=set(PAGES), messages=False,
                 phone=set(PAGES) - PHONE_EXEMPT)
    _check(found, "pages-demo")
