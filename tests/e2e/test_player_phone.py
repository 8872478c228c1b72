"""A player finds their rank on a phone, without logging in."""

from __future__ import annotations

import re

import pytest
from django.core.management import call_command
from playwright.sync_api import expect

from tests.e2e.conftest import screenshot

# The season's own card on the club page (beside it, the card to its standings).
SEASON = re.compile(r"^Seizoen 2026-2027")

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def a_player_finds_their_rank_on_a_phone(live_server, browser) -> None:
    context = browser.new_context(locale="nl-NL", viewport={"width": 390, "height": 844},
                                  is_mobile=True, has_touch=True)
    page = context.new_page()
    page.goto(live_server.url + "/")
    page.get_by_role("link", name="Klaverjasclub De Troefboer").click()
    page.get_by_role("link", name=SEASON).click()
    page.get_by_role("link", name="Seizoensstand").click()
    expect(page.get_by_role("heading", name="Seizoensstand")).to_be_visible()
    # The page fits the phone: only the standings table itself may scroll sideways.
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    screenshot(page, "phone-standings")
    page.get_by_role("link", name="Annie de Vries").click()
    expect(page.locator("dt", has_text="Plaats in de stand")).to_be_visible()
    expect(page.get_by_role("img", name="Avondscores van Annie de Vries")).to_be_visible()
    screenshot(page, "phone-player")
    context.close()


CHART_TEXT_JS = """() => {
  const svg = [...document.querySelectorAll('svg.chart')]
    .find(s => s.getBoundingClientRect().width > 0);
  const plotTop = Math.min(...[...svg.querySelectorAll('line[stroke="#bbb"]')]
    .map(l => l.getBoundingClientRect().top));
  const texts = [...svg.querySelectorAll('text')].map(t => {
    const r = t.getBoundingClientRect();
    return {text: t.textContent, height: r.height, bottom: r.bottom,
            average: t.classList.contains('chart-average')};
  });
  const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  const font = parseFloat(svg.querySelector('g').getAttribute('font-size'));
  const line = svg.querySelector('polyline').getBoundingClientRect();
  return {px: font * scale, plotTop, texts, lineTop: line.top,
          width: svg.getBoundingClientRect().width};
}"""


def the_player_chart_is_readable_on_a_360_px_phone(live_server, browser) -> None:
    """Issue 13: the chart's labels were about 9 px and its average label overlapped the
    line."""
    context = browser.new_context(locale="nl-NL", viewport={"width": 360, "height": 740},
                                  is_mobile=True, has_touch=True)
    page = context.new_page()
    page.goto(live_server.url + "/club/troefboer/")
    page.get_by_role("link", name=SEASON).click()
    page.get_by_role("link", name="Seizoensstand").click()
    page.get_by_role("link", name="Annie de Vries").click()
    # The click does not wait for the player's page: read the chart once it is there.
    expect(page.get_by_role("img", name="Avondscores van Annie de Vries")).to_be_visible()
    chart = page.evaluate(CHART_TEXT_JS)
    assert chart["width"] <= 360
    assert chart["px"] >= 14, chart["px"]
    assert all(t["height"] >= 14 for t in chart["texts"]), chart["texts"]
    (average,) = [t for t in chart["texts"] if t["average"]]
    # The legend sits above the plot's top gridline, so no line of scores can cross it.
    assert average["bottom"] <= chart["plotTop"] <= chart["lineTop"]
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    screenshot(page, "phone-player-360")
    context.close()


def every_players_page_fits_a_360_px_phone(live_server, browser) -> None:
    """Found by a newcomer: the pages of players who won a prize were 410 px wide (the
    prize's name, "Poedelprijs (op één na laatste)", widened the table of evenings)."""
    context = browser.new_context(locale="nl-NL", viewport={"width": 360, "height": 740},
                                  is_mobile=True, has_touch=True)
    page = context.new_page()
    page.goto(live_server.url + "/club/troefboer/")
    page.get_by_role("link", name=SEASON).click()
    page.get_by_role("link", name="Seizoensstand").click()
    players = [a.get_attribute("href") for a in page.locator("table.results th a").all()]
    assert len(players) > 20
    wide = []
    for href in players:
        page.goto(live_server.url + href)
        if page.evaluate("document.documentElement.scrollWidth") > 360:
            wide.append(href)
    assert wide == []
    context.close()


def test_a_player_finds_their_rank_and_every_players_page_fits_a_phone(live_server, browser):
    """The three on one demo club: ``load_demo`` is most of the time of each, and none of
    them changes the club."""
    call_command("load_demo")
    a_player_finds_their_rank_on_a_phone(live_server, browser)
    the_player_chart_is_readable_on_a_360_px_phone(live_server, browser)
    every_players_page_fits_a_360_px_phone(live_server, browser)
