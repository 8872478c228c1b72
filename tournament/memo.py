"""What a worker process remembers of closed evenings and drawn seats.

Keys are made from what every request reads from the database anyway (an evening's
latest closing, its rounds as drawn, the current names, the language) and are never
invalidated: when an evening is reopened and closed again, a round drawn again or a member
renamed, the next request builds a new key and the old entry simply ages out. So every
gunicorn worker is right on its next request, with no cache shared between them and
nothing to clear. The one exception is a migration, which may fill stored rows in place
(figures added to evenings closed before): ``migrate`` forgets everything
(``forget_everything``).

Two stores: ``Memo`` keeps objects in this process's memory without pickling (a season's
report holds thousands of player lines, which unpickling would cost again on every
request); ``remember_html`` keeps rendered fragments in Django's cache: this process's
memory by default, or Redis shared by every worker and server when ``REDIS_URL`` is set
(then one worker's rendering serves the others). The keys are the same either way, so a
shared cache can never be stale either.
"""

from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import TypeVar, cast

from django.conf import settings
from django.core.cache import cache
from django.http import HttpRequest, HttpResponse
from django.middleware.csrf import get_token
from django.shortcuts import render
from django.template.loader import render_to_string
from django.utils.safestring import SafeString
from django.utils.translation import get_language

T = TypeVar("T")


def digest(*parts: object) -> str:
    """A short stable key for ``parts`` (their repr), the same in every process."""
    return hashlib.blake2b(repr(parts).encode(), digest_size=16).hexdigest()


class Memo:
    """A bounded least-recently-used map; safe for threaded workers."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._items: OrderedDict[str, object] = OrderedDict()
        self._lock = threading.Lock()

    def get_or_make(self, key: str, make: Callable[[], T]) -> T:
        """The remembered value for ``key``, else ``make()`` remembered."""
        with self._lock:
            if key in self._items:
                self._items.move_to_end(key)
                return cast(T, self._items[key])
        value = make()
        with self._lock:
            self._items[key] = value
            while len(self._items) > self.size:
                self._items.popitem(last=False)
        return value

    def clear(self) -> None:
        with self._lock:
            self._items.clear()


def remember_html(key: str, make: Callable[[], SafeString]) -> SafeString:
    """A rendered fragment from Django's cache, else ``make()`` put there."""
    html = cache.get(key)
    if html is None:
        html = make()
        cache.set(key, html, timeout=settings.REMEMBERED_HTML_SECONDS)
    return cast(SafeString, html)


# A season's report: every player's line (about a MB for 100 players and 40 evenings).
seasons = Memo(size=settings.MEMO_SEASONS)
# An evening's seats with names: a few hundred seat lines.
seatings = Memo(size=settings.MEMO_SEATINGS)


def forget_everything(**_signal: object) -> None:
    """Forget every remembered report, seating and page: this process's and those in
    Django's cache (Redis: every worker's). After ``migrate`` (a ``post_migrate`` receiver,
    ``tournament.apps``), since a migration may change stored rows in place, under the same
    keys; a worker that was running meanwhile is restarted with the updated code anyway."""
    seasons.clear()
    seatings.clear()
    cache.clear()


# Stands in for the CSRF token in a page kept for visitors; each response gets its own.
_TOKEN = "remembered-page-csrf-token-placeholder"


def render_for_visitors(request: HttpRequest, template: str, context: dict[str, object],
                        key: str) -> HttpResponse:
    """The page, rendered once per ``key`` for visitors who are not logged in.

    ``key`` must name everything the page shows (the view's data and the names on it); the
    path, the language and the visitor's CSRF token are added here. Logged-in users and
    visitors with a session or pending messages get a fresh rendering."""
    fresh = {"messages", settings.SESSION_COOKIE_NAME} & request.COOKIES.keys()
    if fresh or request.user.is_authenticated:
        return render(request, template, context)
    page_key = "page:" + digest(key, request.get_full_path(), get_language())

    def make() -> SafeString:
        return SafeString(render_to_string(template, {**context, "csrf_token": _TOKEN},
                                           request))

    page = remember_html(page_key, make)
    return HttpResponse(page.replace(_TOKEN, get_token(request)))
