"""The club house screen's page, and its part that the page asks for every few seconds."""

from __future__ import annotations

from urllib.parse import urlencode

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils import timezone
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_safe

from clubs.screen_link import club_of_screen
from publish.screen.content import screen_context
from publish.screen.facts import screen_facts

POLL_SECONDS = 5  # a change shows within 10 s: one poll, plus the time to answer it
PAGE_SECONDS = 12  # how long each page of a long list stays up


@never_cache
@require_safe
def screen(request: HttpRequest, token: str) -> HttpResponse:
    """The whole page for the TV; asked by htmx with the fingerprint it shows (``v``), only
    the screen's part, or 204 (nothing to swap) when nothing changed."""
    club = club_of_screen(token)
    today = timezone.localdate()
    facts = screen_facts(club, today=today)
    fingerprint = facts.fingerprint
    polled = bool(request.headers.get("HX-Request"))
    if polled and request.GET.get("v") == fingerprint:
        return HttpResponse(status=204)
    context = {**screen_context(facts, today=today), "fingerprint": fingerprint,
               "poll_url": f"{request.path}?{urlencode({'v': fingerprint})}",
               # Plain numbers for htmx and the script, never localised ("0,5").
               "poll_every": f"{POLL_SECONDS}s", "page_ms": str(int(PAGE_SECONDS * 1000))}
    if not polled:
        return render(request, "publish/screen.html", context)
    response = render(request, "publish/screen_body.html", context)
    # Only the element itself: htmx inserts whatever surrounds it too, and a line break
    # after it would stay in the page at every swap (1,440 text nodes in two hours).
    response.content = response.content.strip()
    return response
