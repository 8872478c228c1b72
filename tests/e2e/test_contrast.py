"""Form controls and the focus ring stand out from what is behind them by 3:1 or more
(WCAG 1.4.11), measured in the browser from the computed colours."""

from __future__ import annotations

from typing import Any

import pytest

from tests.e2e.helpers import log_in_as
from tests.e2e.world import empty_world

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

COLOURS_JS = """
window.rgb = (text) => text.match(/[\\d.]+/g).slice(0, 4).map(Number);
window.background = (el) => {
  for (let node = el; node; node = node.parentElement) {
    const [r, g, b, a] = rgb(getComputedStyle(node).backgroundColor);
    if (a === undefined || a > 0) return [r, g, b];
  }
  return [255, 255, 255];
};
window.contrast = (one, two) => {
  const lum = ([r, g, b]) => [r, g, b].map(v => v / 255)
    .map(v => v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)
    .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
  const [hi, lo] = [lum(one), lum(two)].sort((a, b) => b - a);
  return (hi + 0.05) / (lo + 0.05);
};
"""

BORDERS_JS = """() => [...document.querySelectorAll(
    'main input:not([type=hidden]):not([type=checkbox]):not([type=radio]), ' +
    'main select, main textarea')]
  .filter(el => el.getBoundingClientRect().width > 0)
  .map(el => [el.name, contrast(rgb(getComputedStyle(el).borderTopColor),
                                background(el.parentElement))])"""

FOCUS_JS = """() => {
  const el = document.activeElement;
  const style = getComputedStyle(el);
  return [el.tagName + ' ' + (el.name || el.textContent.trim().slice(0, 20)),
          style.outlineStyle, parseFloat(style.outlineWidth),
          contrast(rgb(style.outlineColor), background(el.parentElement))];
}"""


def _focus_rings(page, tabs: int) -> list[list[Any]]:
    page.locator("body").focus()
    rings = []
    for _ in range(tabs):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement === document.body"):
            break
        rings.append(page.evaluate(FOCUS_JS))
    return rings


def test_controls_and_the_focus_ring_have_3_to_1_contrast(live_server, browser):
    world, username, password = empty_world()
    context = browser.new_context(locale="nl-NL", viewport={"width": 1280, "height": 900})
    context.add_init_script(COLOURS_JS)
    page = context.new_page()
    page.goto(live_server.url + "/login/")
    borders = page.evaluate(BORDERS_JS)
    rings = _focus_rings(page, 12)  # the header (on green) and the login form (on paper)
    log_in_as(page, live_server.url, username, password)
    for path in (f"/club/{world.slug}/regels/", f"/club/{world.slug}/avond/{world.evening}/"):
        page.goto(live_server.url + path)
        borders += page.evaluate(BORDERS_JS)
        rings += _focus_rings(page, 40)
    context.close()

    assert len(borders) > 10 and len(rings) > 30
    assert [b for b in borders if b[1] < 3] == []
    assert [r for r in rings if r[1] == "none" or r[2] < 2] == []
    assert [r for r in rings if r[3] < 3] == []
