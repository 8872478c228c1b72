"""Small middleware of the site's own: the health check, input no person types, and the
headers that keep organiser pages out of caches.

``RejectNulBytes``: PostgreSQL cannot store or even compare a text with a NUL character,
so such a value would reach the database as a server error. Django's form fields refuse it
already; this guard covers every other way a value arrives (a search box read from the
query string, a reason typed for a reopen), with the same answer: a clear "bad request".
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable

from django.db import connection
from django.http import HttpRequest, HttpResponse, HttpResponseBadRequest, HttpResponseBase
from django.middleware.http import ConditionalGetMiddleware
from django.template.loader import render_to_string
from django.utils.cache import patch_cache_control
from django.utils.http import quote_etag

Handler = Callable[[HttpRequest], HttpResponse]
PERMISSIONS_POLICY = ", ".join(f"{feature}=()" for feature in (
    "camera", "microphone", "geolocation", "payment", "usb", "interest-cohort"))


class HealthCheck:
    """``/health/`` answers "ok" (or 503) before host validation and the HTTPS redirect, so a
    plain-HTTP check on the loopback works; it names nothing about the server."""

    def __init__(self, get_response: Handler) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if request.path != "/health/":
            return self.get_response(request)
        try:
            with connection.cursor() as cursor:
                cursor.execute("SELECT 1")
        except Exception:
            return HttpResponse("error", content_type="text/plain", status=503)
        return HttpResponse("ok", content_type="text/plain")


class PrivatePages:
    """Pages for a logged-in account and a table's sheet (reached by its QR code) are never
    kept by a browser or proxy cache; every page gets a Permissions-Policy."""

    def __init__(self, get_response: Handler) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if request.user.is_authenticated or request.path.startswith("/kaart/"):
            patch_cache_control(response, no_store=True, private=True)
        response.headers.setdefault("Permissions-Policy", PERMISSIONS_POLICY)
        return response


# Django's csrf_token tag writes the token (masked anew for every response) as this input.
_TOKEN = re.compile(rb'(name="csrfmiddlewaretoken" value=")[A-Za-z0-9]{64}"')
_CONDITIONAL = ConditionalGetMiddleware(lambda request: HttpResponse())
KEPT = ("text/html", "application/json")


class ConditionalPages:
    """A page or JSON answer a browser may keep gets an ETag made from its content, and a
    reload that names it gets 304 without the content (Django's ConditionalGetMiddleware).

    The ETag is the digest of what is sent, so it changes whenever the page does, however
    the page was made (remembered or not). A form's CSRF token is masked anew for every
    response, so it is left out of the digest and the secret it stands for (the visitor's
    cookie) put in instead: a page kept with an older masking of the same secret is still
    right. Pages never to be kept (``no-store``: logged-in accounts, a table's sheet) get
    none."""

    def __init__(self, get_response: Handler) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        response = self.get_response(request)
        if (request.method not in ("GET", "HEAD") or response.status_code != 200
                or response.streaming or response.has_header("ETag")
                or not response.get("Content-Type", "").startswith(KEPT)
                or "no-store" in [part.strip() for part in
                                  response.get("Cache-Control", "").split(",")]):
            return response
        content = _TOKEN.sub(rb"\1", response.content)
        secret = str(request.META.get("CSRF_COOKIE", "")).encode()
        response["ETag"] = quote_etag(hashlib.blake2b(content + b"\0" + secret,
                                                      digest_size=16).hexdigest())
        return _CONDITIONAL.process_response(request, response)


def _has_nul(values: object) -> bool:
    lists = getattr(values, "lists", None)
    return callable(lists) and any(
        "\x00" in text for key, items in lists() for text in (key, *items)
        if isinstance(text, str))


class RejectNulBytes:
    def __init__(self, get_response: Handler) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if _has_nul(request.GET) or (request.method == "POST" and _has_nul(request.POST)):
            return HttpResponseBadRequest(render_to_string("400.html", request=request))
        return self.get_response(request)
