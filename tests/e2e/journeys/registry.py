"""Every view of the site that accepts POST is posted in some journey, through its form.

A journey test says which POST views it covers with ``@covers(...)``; while it runs, every
POST the live server answers is recorded with its URL name, and the test fails when one of
its views was not posted (``tests/e2e/journeys/conftest.py``). ``test_registry.py`` checks
the other way round: every named URL is either covered by a journey or listed in
``READ_ONLY``, and every ``READ_ONLY`` view refuses POST (405), so a form cannot hide there.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any, TypeVar

import pytest
from django.urls import Resolver404, resolve

# URL names whose views only answer GET (and HEAD): pages and downloads. POSTing to them
# answers 405 (``require_safe``); the registry test checks it.
READ_ONLY: dict[str, str] = {
    "home": "page", "password_change_done": "page", "password_reset_done": "page",
    "password_reset_complete": "page", "seat_finder": "page", "clubs:members": "page",
    "clubs:member_import_preview": "page (its buttons post to confirm and cancel)",
    "clubs:log": "page", "clubs:detail": "page", "tournament:season": "page",
    "tournament:evening": "page (its forms post to the status, draw and swap views)",
    "tournament:checkin": "page (its buttons post to toggle, update and add a guest)",
    "scoring:table_sheet_done": "page (its form posts to table_check_number)",
    "scoring:table_check_done": "page",
    "scoring:dashboard": "page", "scoring:history": "page",
    "scoring:evening_results": "page", "scoring:standings": "page", "scoring:player": "page",
    "scoring:records": "page",
    "tournament:seat_list_pdf": "download", "scoring:evening_pdf": "download",
    "scoring:evening_xlsx": "download", "scoring:standings_pdf": "download",
    "scoring:standings_xlsx": "download", "scoring:score_sheets_pdf": "download",
    "scoring:season_money_xlsx": "download (the board's, for the treasurer)",
    "scoring:period_standings": "page", "scoring:period_pdf": "download",
    "scoring:period_xlsx": "download",
    "api-v1:api-root": "JSON", "api-v1:openapi-json": "JSON",
    "api-v1:openapi-view": "page (the interface's documentation)", "api-v1:club": "JSON",
    "api-v1:season": "JSON", "api-v1:standings": "JSON", "api-v1:evening": "JSON",
    "publish:embedded_standings": "page (in another site's frame)",
    "publish:calendar": "download (a calendar feed)",
    "screen": "page (the club house's TV)",
}

# URL name -> the journeys that post it (filled by ``covers`` when the modules are imported).
COVERED: dict[str, list[str]] = {}

Test = TypeVar("Test", bound=Callable[..., Any])


def covers(*names: str) -> Callable[[Test], Test]:
    """Mark a journey as posting these views through their rendered forms."""

    def mark(test: Test) -> Test:
        for name in names:
            COVERED.setdefault(name, []).append(f"{test.__module__}.{test.__name__}")
        pytest.mark.covers(*names)(test)  # stores the mark on the function itself
        return test

    return mark


class PostRecorder:
    """The URL names of the POSTs the live server answered (it runs in a thread of this
    process, so Django's ``request_started`` signal reaches us)."""

    def __init__(self) -> None:
        self.names: set[str] = set()
        self._lock = threading.Lock()

    def __call__(self, sender: object, environ: dict[str, Any], **kwargs: object) -> None:
        if environ.get("REQUEST_METHOD") != "POST":
            return
        try:
            name = resolve(environ.get("PATH_INFO", "")).view_name
        except Resolver404:
            return
        with self._lock:
            self.names.add(name)
