"""Submit a page's form as a browser would: with the hidden fields the page rendered."""

from __future__ import annotations

from html.parser import HTMLParser
from typing import Any

from django.test import Client


class _Forms(HTMLParser):
    """Each form's action and its hidden inputs, in page order."""

    def __init__(self) -> None:
        super().__init__()
        self.forms: list[tuple[str, dict[str, str]]] = []
        self.ids: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if tag == "form":
            self.forms.append((found.get("action") or "", {}))
            self.ids.append(found.get("id") or "")
        elif (tag == "input" and found.get("type") == "hidden" and found.get("name")
              and self.forms):
            self.forms[-1][1].setdefault(str(found["name"]), found.get("value") or "")


def hidden_inputs(html: str, action: str = "", *, form_id: str = "") -> dict[str, str]:
    """The hidden inputs of the first form posting to ``action`` ("" or the page itself),
    or of the form with the id ``form_id``."""
    parser = _Forms()
    parser.feed(html)
    for (form_action, values), found_id in zip(parser.forms, parser.ids, strict=True):
        if (found_id == form_id) if form_id else (form_action == action):
            return values
    return {}


def submit(client: Client, url: str, data: dict[str, Any], *, page: str = "",
           **kwargs: Any) -> Any:
    """GET ``page`` (``url`` itself when not given), then POST ``data`` to ``url`` on top of
    the hidden fields of the page's form for ``url``. A page that does not open posts
    ``data`` alone, and gets the server's answer to that."""
    response = client.get(page or url)
    hidden: dict[str, str] = {}
    if response.status_code == 200:
        html = response.content.decode()
        hidden = hidden_inputs(html, url) if page else (
            hidden_inputs(html, "") or hidden_inputs(html, url))
    hidden.pop("csrfmiddlewaretoken", None)
    return client.post(url, {**hidden, **data}, **kwargs)
