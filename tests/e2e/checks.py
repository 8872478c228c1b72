"""What the page walk measures in the browser, besides axe: the phone width, the size of
tap targets and of text, and the contrast of form controls and the focus ring."""

from __future__ import annotations

from django.conf import settings
from django.contrib.messages import constants
from django.contrib.messages.storage.base import Message
from django.contrib.messages.storage.cookie import CookieStorage
from django.http import HttpRequest

PHONE = {"width": 360, "height": 740}
DESKTOP = {"width": 1280, "height": 900}
MIN_TARGET = 44  # px, both ways
MIN_TEXT = 18  # px

# A target is what a finger can hit: the element, or for a checkbox or radio button the
# label around it. Links inside running text are exempt (WCAG 2.5.8's inline exception):
# a link whose paragraph or cell holds words besides links.
TAP_TARGETS_JS = """() => {
  const out = [];
  const words = /[A-Za-z\\u00C0-\\u024F0-9]/;
  const inRunningText = (a) => {
    if (getComputedStyle(a).display !== 'inline') return false;
    let block = a.parentElement;
    while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
    const clone = block.cloneNode(true);
    clone.querySelectorAll('a, button, form').forEach(n => n.remove());
    return words.test(clone.textContent);
  };
  const selector = ['a[href]', 'button', 'input:not([type=hidden])', 'select', 'textarea',
                    'summary'].flatMap(s => ['header ' + s, 'main ' + s]).join(',');
  for (const el of document.querySelectorAll(selector)) {
    if (el.classList.contains('skip-link')) continue;
    let box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || box.right < 0) continue;
    if (el.matches('input[type=checkbox], input[type=radio]')) {
      const label = el.closest('label') ||
        (el.id && document.querySelector(`label[for="${el.id}"]`));
      if (label) box = label.getBoundingClientRect();
    }
    if (el.tagName === 'A' && inRunningText(el)) continue;
    if (box.width < 43.5 || box.height < 43.5) {
      const name = (el.getAttribute('aria-label') || el.textContent || el.name || el.type || '')
        .trim().replace(/\\s+/g, ' ').slice(0, 40);
      const size = `${Math.round(box.width)}x${Math.round(box.height)}`;
      out.push(`${el.tagName.toLowerCase()} "${name}" ${size}`);
    }
  }
  return out;
}"""

# Every piece of text in the header and the main content, with its rendered size.
SMALL_TEXT_JS = """(minimum) => {
  const out = [];
  for (const root of document.querySelectorAll('header, main')) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const text = node.textContent.trim();
      if (!text) continue;
      const el = node.parentElement;
      if (el.closest('script, style, svg, .skip-link, [hidden]')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const size = parseFloat(getComputedStyle(el).fontSize);
      if (size < minimum - 0.05) out.push(`"${text.slice(0, 30)}" ${size.toFixed(1)}px`);
    }
  }
  return out;
}"""

WIDTH_JS = """() => {
  const width = document.documentElement.scrollWidth;
  const wide = [...document.querySelectorAll('main *, header *')]
    .filter(el => el.getBoundingClientRect().right > window.innerWidth + 0.5)
    .filter(el => !el.closest('.skip-link'))
    .slice(0, 3).map(el => el.tagName.toLowerCase() + (el.className ? '.' + el.className : ''));
  return [width, wide];
}"""


def messages_cookie() -> str:
    """The cookie that carries a success, a warning and an error message to the next page,
    signed as Django's cookie message storage signs it."""
    storage = CookieStorage(HttpRequest())
    return str(storage._encode([  # type: ignore[attr-defined]
        Message(constants.SUCCESS, "Opgeslagen voor Annie de Vries."),
        Message(constants.WARNING, "Opgeslagen als onvolledig: nog niet elk spel is ingevuld."),
        Message(constants.ERROR, "Niets opgeslagen: verbeter de gemarkeerde spellen."),
    ]))


MESSAGES_COOKIE_NAME = getattr(settings, "MESSAGE_COOKIE_NAME", "messages")


def phone_problems(page) -> dict[str, list[str]]:
    """At the current (phone) viewport: page width, tap targets and text size."""
    width, wide = page.evaluate(WIDTH_JS)
    problems: dict[str, list[str]] = {"width": [], "targets": [], "text": []}
    if width > page.viewport_size["width"]:
        problems["width"].append(f"{width}px wide: {', '.join(wide)}")
    problems["targets"] = page.evaluate(TAP_TARGETS_JS)
    problems["text"] = page.evaluate(SMALL_TEXT_JS, MIN_TEXT)
    return problems
