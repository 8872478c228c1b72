"""Refuse input no person types: a NUL byte in a query or form field.

PostgreSQL cannot store or even compare a text with a NUL character, so such a value
would reach the database as a server error. Django's form fields refuse it already; this
guard covers every other way a value arrives (a search box read from the query string, a
reason typed for a reopen), with the same answer everywhere: a clear "bad request" page.
"""

from __future__ import annotations

from collections.abc import Callable

from django.http import HttpRequest, HttpResponse, HttpResponseBadRequest
from django.template.loader import render_to_string


def _has_nul(values: object) -> bool:
    lists = getattr(values, "lists", None)
    return callable(lists) and any(
        "\x00" in text for key, items in lists() for text in (key, *items)
        if isinstance(text, str))


class RejectNulBytes:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if _has_nul(request.GET) or (request.method == "POST" and _has_nul(request.POST)):
            return HttpResponseBadRequest(render_to_string("400.html", request=request))
        return self.get_response(request)
