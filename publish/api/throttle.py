"""The interface's rate limit: at most ``API_RATE_LIMIT`` requests per client address in each
window of ``API_RATE_PERIOD`` seconds; more get 429 with Retry-After.

Counted in the "ratelimit" cache with ``add`` and ``incr``, which are atomic in Redis and in
a worker's memory, so simultaneous requests cannot both take the last place (django-ninja's
own throttles read a list, append and write it back, and keep per-request state on a
throttle object that the threads of one worker share). With Redis every worker counts in
one place; without it each worker counts alone, so N workers let an address through at most
N times the limit. Windows are fixed: a burst across the end of one window and the start of
the next can reach twice the limit within one period, never more.
"""

from __future__ import annotations

import time
from ipaddress import ip_network

from django.conf import settings
from django.core.cache import caches
from django.http import HttpRequest
from ninja.throttling import BaseThrottle


def client_key(address: str) -> str:
    """An IPv4 address by itself; an IPv6 address by its /64 network, because one home or
    phone is handed a whole /64 and may take any address in it."""
    try:
        network = ip_network(f"{address}/{64 if ':' in address else 32}", strict=False)
    except ValueError:
        return address
    return str(network.network_address)


class PerAddress(BaseThrottle):
    def allow_request(self, request: HttpRequest) -> bool:
        limit, period = settings.API_RATE_LIMIT, settings.API_RATE_PERIOD
        if limit <= 0:
            return True  # API_RATE_LIMIT=0: no limit
        window = int(time.time() // period)
        key = f"api:{client_key(self.get_ident(request) or '')}:{window}"
        cache = caches["ratelimit"]
        cache.add(key, 0, timeout=period + 1)
        try:
            count = cache.incr(key)
        except ValueError:  # the key expired between add and incr: a new window began
            cache.add(key, 1, timeout=period + 1)
            count = 1
        return count <= limit

    def wait(self) -> float:
        period = settings.API_RATE_PERIOD
        return period - time.time() % period
