"""On a 360 px phone every row's place, name and total are on screen (issue 13) and read as
one line: the evening results and the season standings keep place and name in place while
the other columns scroll beside them."""

from __future__ import annotations

import pytest
from django.core.management import call_command

from clubs.models import Member
from scoring.demo.season import DEMO_SEASON
from tests.e2e.conftest import screenshot
from tournament.models import EveningStatus, Season

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

WIDTH = 360

# Per row: the left and right edge of its place, name and total cells.
CELL_EDGES = """() => [...document.querySelectorAll('table.results tbody tr')].map(
    tr => ['.place', '.name', '.total'].map(css => {
        const box = tr.querySelector(css).getBoundingClientRect();
        return [box.left, box.right];
    }))"""

# Per row: where the first line of text of its place, name and total ends (the bottom of
# the line's box): text read across a row sits on one line.
LINE_BOTTOMS = """() => [...document.querySelectorAll('table.results tbody tr')].map(
    tr => ['.place', '.name', '.total'].map(css => {
        const walker = document.createTreeWalker(tr.querySelector(css), NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
            if (!walker.currentNode.textContent.trim()) continue;
            const line = document.createRange();
            line.selectNodeContents(walker.currentNode);
            return line.getClientRects()[0].bottom;
        }
        return null;
    }))"""


def results_urls() -> dict[str, str]:
    season = Season.objects.get(name=DEMO_SEASON)
    evening = season.evenings.filter(status=EveningStatus.CLOSED).order_by("date").last()
    assert evening is not None
    slug = season.club.slug
    return {"standings": f"/club/{slug}/seizoen/{season.pk}/stand/",
            "evening": f"/club/{slug}/avond/{evening.pk}/uitslag/"}


def test_every_rows_place_name_and_total_fit_a_360_px_phone(live_server, browser):
    """Both pages on one demo club (``load_demo`` is most of the time of a test here): every
    row's place, name and total on screen, and the page itself never scrolls sideways."""
    call_command("load_demo")
    # The longest name a club might have, on the player who won the most.
    Member.objects.filter(pk=Member.objects.order_by("pk").values("pk")[:1]).update(
        name="Wilhelmina van den Berg-Oosterhuis")
    context = browser.new_context(locale="nl-NL", viewport={"width": WIDTH, "height": 740},
                                  is_mobile=True, has_touch=True)
    page = context.new_page()
    widths = {}
    for which, url in results_urls().items():
        page.goto(live_server.url + url)
        # The page itself never scrolls sideways.
        widths[which] = page.evaluate("document.documentElement.scrollWidth")
        rows = page.evaluate(CELL_EDGES)
        lines = page.evaluate(LINE_BOTTOMS)
        screenshot(page, f"phone-360-{which}")
        page.eval_on_selector(".table-wrap", "wrap => { wrap.scrollLeft = wrap.scrollWidth; }")
        scrolled = page.evaluate(CELL_EDGES)
        scopes = page.evaluate("""() => ({
            head: [...document.querySelectorAll('table.results thead th')].map(th => th.scope),
            rows: [...document.querySelectorAll('table.results tbody tr')].map(
                tr => tr.querySelector('th') && tr.querySelector('th').scope)})""")

        assert len(rows) >= 20, which
        # Place, name and total read as one line (the name is a link of a finger's height).
        assert all(None not in row and max(row) - min(row) <= 2 for row in lines), (
            which, [row for row in lines if None in row or max(row) - min(row) > 2][:3])
        assert all(left >= 0 and right <= WIDTH for row in rows for left, right in row), which
        # Scrolled to the last column, place and name are still there.
        assert all(left >= 0 and right <= WIDTH for row in scrolled for left, right in row[:2]
                   ), which
        assert set(scopes["head"]) == {"col"} and set(scopes["rows"]) == {"row"}, which
    context.close()
    assert widths == {"evening": WIDTH, "standings": WIDTH}
