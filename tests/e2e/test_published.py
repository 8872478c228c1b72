"""What other sites may do with the club's results, in a real browser: frame the standings
page made for it (and no other page), read the JSON interface from their own pages (and not
write to it), and the interface's documentation page working under the site's
Content-Security-Policy."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.e2e.conftest import screenshot
from tests.e2e.helpers import club_site
from tests.factories import make_club, make_organiser
from tests.publish.pages import running_season

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]



@pytest.fixture
def club():
    club = make_club("De Troefboer", place="Orvelte")
    running_season(club, make_organiser(club, "voorzitter"))
    return club


def test_another_site_may_frame_the_standings_page_and_no_other(browser, live_server, club):
    season = club.seasons.get()
    framed = {"embedded": f"/club/{club.slug}/stand/ingebed/",
              "standings": f"/club/{club.slug}/seizoen/{season.pk}/stand/",
              "club": f"/club/{club.slug}/", "home": "/",
              "docs": "/api/v1/docs/"}
    context = browser.new_context(locale="nl-NL", viewport={"width": 1280, "height": 900})
    page = context.new_page()
    refusals: list[str] = []
    page.on("console", lambda message: refusals.append(message.text))
    frames = "".join(f'<iframe name="{name}" title="{name}" src="{live_server.url}{path}" '
                     'width="600" height="400"></iframe>' for name, path in framed.items())
    with club_site(frames) as site:
        page.goto(site)
        page.wait_for_load_state("load")
    shown = page.frame_locator('iframe[name="embedded"]')
    expect(shown.get_by_role("heading", name="Seizoen 2026-2027")).to_be_visible()
    expect(shown.get_by_role("table")).to_contain_text("Speler")
    screenshot(page, "published-framed-by-another-site")
    for name in framed:
        frame = page.frame(name=name)
        assert frame is not None
        if name == "embedded":
            assert frame.url == live_server.url + framed[name]
        else:
            assert frame.url.startswith("chrome-error://"), (name, frame.url)
    assert len([text for text in refusals if "frame-ancestors 'none'" in text]) == 4, refusals
    context.close()


def test_another_sites_page_may_read_the_interface_and_not_write_to_it(browser, live_server,
                                                                        club):
    context = browser.new_context()
    page = context.new_page()
    with club_site("") as site:
        page.goto(site)
    api = f"{live_server.url}/api/v1/clubs/{club.slug}/"
    read = page.evaluate("url => fetch(url).then(r => r.json())", api)
    assert read["name"] == "De Troefboer"
    revalidated = page.evaluate("""async url => {
        const first = await fetch(url);
        const again = await fetch(url, {headers: {'If-None-Match': first.headers.get('ETag')}});
        return again.status; }""", api)
    assert revalidated == 304  # asked first (a header of its own), then answered unchanged
    for method in ("POST", "DELETE"):
        refused = page.evaluate("""([url, method]) => fetch(url, {method})
            .then(r => 'read ' + r.status, e => 'refused')""", [api, method])
        assert refused == "refused", method
    page_of_site = page.evaluate("url => fetch(url).then(r => 'read', e => 'refused')",
                                 f"{live_server.url}/club/{club.slug}/")
    assert page_of_site == "refused"  # the site's own pages are not for other sites' scripts
    context.close()


def test_the_interfaces_documentation_works_under_the_sites_policy(page, live_server, club):
    """The ``page`` fixture fails the test on any Content-Security-Policy violation."""
    errors: list[str] = []
    page.on("console", lambda message: errors.append(message.text)
            if message.type == "error" else None)
    page.goto(live_server.url + "/api/v1/docs/")
    page.get_by_text("/api/v1/clubs/{slug}/", exact=True).click()
    page.get_by_role("button", name="Try it out").click()
    page.get_by_placeholder("slug").fill(club.slug)
    page.get_by_role("button", name="Execute").click()
    expect(page.locator(".live-responses-table")).to_contain_text('"name": "De Troefboer"')
    screenshot(page, "published-api-docs")
    assert errors == []


def test_the_interfaces_documentation_fits_a_phone(browser, live_server, club):
    """At 360 px on a phone (which lays out a page without a viewport tag 980 px wide and
    shrinks it), the documentation is as wide as the screen, its text readable, and an
    answer tried out wraps inside it instead of widening the page."""
    context = browser.new_context(locale="nl-NL", viewport={"width": 360, "height": 740},
                                  is_mobile=True, has_touch=True)
    page = context.new_page()
    page.set_default_timeout(10_000)
    errors: list[str] = []
    page.on("console", lambda message: errors.append(message.text)
            if message.type == "error" else None)
    page.goto(live_server.url + "/api/v1/docs/")
    page.get_by_text("/api/v1/clubs/{slug}/", exact=True).click()
    page.get_by_role("button", name="Try it out").click()
    page.get_by_placeholder("slug").fill(club.slug)
    page.get_by_role("button", name="Execute").click()
    expect(page.locator(".live-responses-table")).to_contain_text('"name": "De Troefboer"')
    screenshot(page, "published-api-docs-phone")
    assert page.evaluate("window.innerWidth") == 360  # laid out for the phone, not 980 px
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    wide = page.evaluate("""() => [...document.querySelectorAll('#swagger-ui *')]
        .filter(el => el.getBoundingClientRect().right > window.innerWidth + 0.5
                      && !el.closest('pre, .highlight-code, .microlight'))
        .slice(0, 5).map(el => el.tagName + '.' + el.className)""")
    assert wide == []
    summary = page.get_by_text("/api/v1/clubs/{slug}/", exact=True)
    assert summary.evaluate("el => parseFloat(getComputedStyle(el).fontSize)") >= 14
    context.close()
    assert errors == []
