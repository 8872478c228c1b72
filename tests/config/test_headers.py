"""Issue 11: the headers a careful site sends, and a health check a load balancer can use."""

from __future__ import annotations

import pytest
from django.test import Client, override_settings

from tests.config.helpers import STRONG_KEY, run_python
from tests.factories import check_in, make_evening, make_members, make_season
from tournament.seating.store import draw_round


def test_every_page_has_a_content_security_policy_without_inline_code(db, client: Client):
    policy = client.get("/")["Content-Security-Policy"]
    assert "default-src 'self'" in policy and "script-src 'self'" in policy
    assert "unsafe-inline" not in policy and "unsafe-eval" not in policy
    assert "frame-ancestors 'none'" in policy
    assert "camera=()" in client.get("/")["Permissions-Policy"]


def test_organiser_pages_and_the_qr_sheets_are_never_cached(club, organiser_client, client):
    evening = make_evening(make_season(club, table_entry=True), round_count=1)
    check_in(evening, make_members(club, 4))
    draw_round(evening, 1, seed=1)
    night = f"/club/{club.slug}/avond/{evening.pk}/"
    for url in (night + "scores/", night + "boom/1/scorekaarten.pdf", f"/club/{club.slug}/"):
        response = organiser_client.get(url)
        assert response.status_code == 200, url
        assert "no-store" in response["Cache-Control"], url
    # A public page for a visitor may be cached.
    assert "no-store" not in client.get(f"/club/{club.slug}/").get("Cache-Control", "")


@override_settings(SECURE_SSL_REDIRECT=True, ALLOWED_HOSTS=["klaverjas.example.org"])
def test_health_says_ok_over_plain_http_on_the_loopback(db, client: Client):
    response = client.get("/health/", HTTP_HOST="127.0.0.1:8000")
    assert (response.status_code, response.content) == (200, b"ok")
    assert b"sqlite" not in response.content and b"postgres" not in response.content
    # Any other page on plain HTTP is sent to HTTPS (and an unknown host is refused).
    assert client.get("/", HTTP_HOST="klaverjas.example.org").status_code == 301
    assert client.get("/", HTTP_HOST="127.0.0.1:8000").status_code == 400


@pytest.mark.parametrize(("asked", "preload"), [("", "False"), ("1", "True")])
def test_hsts_preload_only_when_asked_for(asked, preload):
    result = run_python(
        "import django; django.setup(); from django.conf import settings; "
        "print(settings.SECURE_HSTS_PRELOAD, settings.SECURE_HSTS_SECONDS > 0)",
        DEBUG="0", SECRET_KEY=STRONG_KEY, SECURE_HSTS_PRELOAD=asked)
    assert result.stdout.split() == [preload, "True"], result.stderr
