"""What a worker process remembers of closed evenings: computed once, read from memory.

Keys are made from what every request reads from the database anyway (an evening's
latest closing, the current names, the language), never invalidated: when an evening is
reopened and closed again, or a member renamed, the next request builds a new key and the
old entry simply ages out. So every gunicorn worker is right on its next request, with no
cache shared between them and nothing to clear.

When ``settings.RESULTS_SHARED_CACHE`` is on (a Redis cache configured with
``REDIS_URL``), rendered fragments are also kept there, so one worker's work serves the
others and survives a restart; the keys are the same, so it can never be stale either.
"""

from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import TypeVar, cast

from django.conf import settings
from django.core.cache import caches

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

    def get_or_make(self, key: str, make: Callable[[], T], *, shared: bool = False) -> T:
        """The remembered value for ``key``, else ``make()`` remembered. ``shared``: the
        value is small and picklable (a fragment of HTML), worth keeping in the shared
        cache when there is one."""
        with self._lock:
            if key in self._items:
                self._items.move_to_end(key)
                return cast(T, self._items[key])
        store = caches["default"] if shared and settings.RESULTS_SHARED_CACHE else None
        value = store.get(key) if store is not None else None
        if value is None:
            value = make()
            if store is not None:
                store.set(key, value, timeout=settings.RESULTS_SHARED_TIMEOUT)
        with self._lock:
            self._items[key] = value
            while len(self._items) > self.size:
                self._items.popitem(last=False)
        return cast(T, value)

    def clear(self) -> None:
        with self._lock:
            self._items.clear()


# A season's report holds every player's evenings (a few MB for 100 players and 40
# evenings); a page body is a string of up to a few hundred kB.
seasons = Memo(size=settings.RESULTS_MEMO_SEASONS)
pages = Memo(size=settings.RESULTS_MEMO_PAGES)
