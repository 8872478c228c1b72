"""The club house screen's link (``publish.screen``): a random code the board makes for
the club and can withdraw, shown with its QR code on the club settings and evening pages.

Unlike a table's code it is not signed: it is stored on the club (``Club.screen_token``),
so withdrawing it (setting it to None) stops every screen at once, and making a new one
never brings an old one back.
"""

from __future__ import annotations

import secrets

from django.http import Http404, HttpRequest
from django.urls import reverse

from clubs.actors import Actor
from clubs.links import absolute_url, is_loopback, qr_data_uri
from clubs.log import record
from clubs.models import Action, Club


def club_of_screen(token: str) -> Club:
    """The club whose screen link this is, or 404 (a withdrawn or forged link)."""
    club = Club.objects.filter(screen_token=token).first() if token else None
    if club is None:
        raise Http404("This screen link does not work (any more).")
    return club


def screen_path(club: Club) -> str:
    """The screen's path, or "" while the club has no screen link."""
    return reverse("screen", args=[club.screen_token]) if club.screen_token else ""


def make_link(club: Club, *, user: Actor) -> None:
    """A new screen link; one made before stops working."""
    club.screen_token = secrets.token_urlsafe(24)
    club.save(update_fields=["screen_token"])
    record(club.pk, user, Action.SCREEN_LINK)


def withdraw_link(club: Club, *, user: Actor) -> None:
    if club.screen_token is None:
        return
    club.screen_token = None
    club.save(update_fields=["screen_token"])
    record(club.pk, user, Action.SCREEN_WITHDRAWN)


def screen_link(request: HttpRequest, club: Club) -> dict[str, object] | None:
    """The link for the pages that show it: the whole address the TV opens (the phones'
    address, ``clubs.links``), its path for this browser, and its QR code; None while the
    club has no screen link."""
    path = screen_path(club)
    if not path:
        return None
    url = absolute_url(request, path)
    unreachable = is_loopback(url)
    return {"url": url, "path": path, "unreachable": unreachable,
            "qr": "" if unreachable else qr_data_uri(url)}
