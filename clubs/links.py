"""Links for another device: the printed QR codes, the table and check links, "where do I
sit?" and invitations.

They carry the site's address as the phones know it: ``SITE_URL`` when it is set (the
club-house command sets it to the laptop's address on the club's network), else the
address this request came in on (a hosted site behind its own domain). The organiser's own
browser may use another address, such as 127.0.0.1 on the laptop itself.
"""

from __future__ import annotations

from functools import lru_cache
from ipaddress import ip_address
from urllib.parse import urlsplit

import segno
from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render


def absolute_url(request: HttpRequest, path: str) -> str:
    """``path`` (as ``reverse`` gives it) as a whole address another device can open."""
    if settings.SITE_URL:
        return settings.SITE_URL + path
    return request.build_absolute_uri(path)


def phones_address(request: HttpRequest) -> str:
    """The site's own address as the phones in the room open it."""
    return absolute_url(request, "/")


def is_loopback(url: str) -> bool:
    """True when ``url`` names the computer it is opened on (127.0.0.1, ::1, localhost,
    0.0.0.0): a phone that scans it reaches itself, never the site."""
    host = urlsplit(url).hostname or ""
    if host == "localhost" or host.endswith(".localhost"):
        return True
    try:
        address = ip_address(host)
    except ValueError:
        return False
    return address.is_loopback or address.is_unspecified


def refuse_loopback_print(request: HttpRequest, *, back: str) -> HttpResponse | None:
    """A page saying why a print with QR codes is refused when the phones' address is this
    computer itself (``back``: where the organiser came from), and offering the print
    without codes (an evening without a network); None when the codes work. An ordinary
    page (200), since it offers what the organiser can do."""
    address = phones_address(request)
    if not is_loopback(address):
        return None
    return render(request, "clubs/print_refused.html", {"address": address, "back": back})


@lru_cache(maxsize=256)
def qr_data_uri(url: str) -> str:
    """The address as a QR code image inside the page (no second request; CSP allows
    data: images). Drawn once per worker and address: a PNG takes some 11 ms of CPU, and
    every phone in the room reloads the evening page after a draw."""
    return segno.make_qr(url, error="m").png_data_uri(scale=6, border=2)
