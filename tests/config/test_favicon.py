"""The site's icon: named by every page, and at /favicon.ico for whatever asks there."""

from __future__ import annotations

from django.test import Client


def test_favicon_ico_leads_to_the_icon(db: None, client: Client):
    response = client.get("/favicon.ico", follow=True)
    assert response.redirect_chain[0][1] == 301
    assert response.redirect_chain[-1][0].endswith(".svg")
    assert response.status_code == 200
    assert b"<svg" in b"".join(response.streaming_content)  # type: ignore[attr-defined]


def test_favicon_ico_refuses_post(db: None, client: Client):
    assert client.post("/favicon.ico").status_code == 405
