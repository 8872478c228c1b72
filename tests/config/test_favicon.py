"""The site's icon: named by every page, and at /favicon.ico for whatever asks there (the
browser's PDF viewer, the admin), served by whitenoise from ``WHITENOISE_ROOT``."""

from __future__ import annotations

from django.test import Client


def test_favicon_ico_is_an_icon(db: None, client: Client):
    response = client.get("/favicon.ico")
    assert response.status_code == 200
    assert b"".join(response.streaming_content)[:4] == b"\x00\x00\x01\x00"  # type: ignore[attr-defined]


def test_every_page_names_its_icon(db: None, client: Client):
    assert b'rel="icon"' in client.get("/").content


def test_favicon_ico_refuses_post(db: None, client: Client):
    assert client.post("/favicon.ico").status_code == 405
