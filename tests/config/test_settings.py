"""The site's settings come from the environment and are safe with DEBUG off."""

from __future__ import annotations

import subprocess
import sys

import pytest
from django.test import Client

from tests.config.helpers import ROOT, STRONG_KEY, environment, run_python


def test_it_refuses_to_start_without_secret_key_when_debug_is_off():
    result = run_python("import django; django.setup()", DEBUG="0")
    assert result.returncode != 0
    assert "Set SECRET_KEY" in result.stderr


def test_it_starts_with_debug_and_no_key():
    result = run_python("import django; django.setup(); print('ok')", DEBUG="1")
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "ok"


def test_a_misspelt_yes_or_no_stops_the_start_with_the_setting_named():
    result = run_python("import django; django.setup()", DEBUG="1", SECURE_COOKIES="ture")
    assert result.returncode != 0
    assert "SECURE_COOKIES='ture'" in result.stderr


@pytest.mark.parametrize(("value", "secure"), [("true", "True"), ("Off", "False"), ("1", "True")])
def test_yes_and_no_are_read_in_their_usual_spellings(value: str, secure: str):
    code = "from django.conf import settings; print(settings.SESSION_COOKIE_SECURE)"
    result = run_python(code, DEBUG="1", SECURE_COOKIES=value)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == secure


def test_check_deploy_has_nothing_to_report():
    clean = environment(DEBUG="0", SECRET_KEY=STRONG_KEY, ALLOWED_HOSTS="klaverjas.example.org",
                        DJANGO_SETTINGS_MODULE="config.settings")
    result = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        cwd=ROOT, env=clean, capture_output=True, text=True, timeout=120,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no issues" in result.stdout


@pytest.mark.parametrize(
    ("url", "engine"),
    [
        ("", "django.db.backends.sqlite3"),
        ("postgres://postgres@127.0.0.1:5432/klaverjas", "django.db.backends.postgresql"),
    ],
)
def test_database_comes_from_database_url(url: str, engine: str):
    code = "from django.conf import settings; print(settings.DATABASES['default']['ENGINE'])"
    result = run_python(code, DEBUG="1", DATABASE_URL=url)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == engine


def test_defaults_are_dutch_and_amsterdam_time():
    result = run_python(
        "from django.conf import settings; print(settings.LANGUAGE_CODE, settings.TIME_ZONE)",
        DEBUG="1",
    )
    assert result.stdout.split() == ["nl", "Europe/Amsterdam"]


def test_health_says_only_ok(db: None, client: Client):
    response = client.get("/health/")
    assert response.status_code == 200
    assert response.content == b"ok" and response["Content-Type"].startswith("text/plain")


def test_static_files_are_served_by_whitenoise(client: Client):
    response = client.get("/static/css/site.css")
    assert response.status_code == 200
    assert b"@media print" in b"".join(response.streaming_content)  # type: ignore[attr-defined]


def test_the_cache_is_each_workers_own_memory_unless_redis_is_configured():
    code = ("import django; django.setup(); from django.conf import settings; "
            "print(settings.CACHES['default']['BACKEND'])")
    local = run_python(code, DEBUG="1")
    shared = run_python(code, DEBUG="1", REDIS_URL="redis://127.0.0.1:6379/15")
    assert local.stdout.strip() == "django.core.cache.backends.locmem.LocMemCache"
    assert shared.stdout.strip() == "django.core.cache.backends.redis.RedisCache"


def test_a_configured_redis_holds_what_one_worker_renders_for_another():
    import socket

    with socket.socket() as probe:
        if probe.connect_ex(("127.0.0.1", 6379)) != 0:
            pytest.skip("No Redis server on 127.0.0.1:6379")
    code = ("import django, sys; django.setup(); from django.core.cache import cache; "
            "cache.set('probe', sys.argv[1]) if sys.argv[1] else print(cache.get('probe'))")
    env = {"DEBUG": "1", "REDIS_URL": "redis://127.0.0.1:6379/15"}
    clean = environment(**env) | {"DJANGO_SETTINGS_MODULE": "config.settings"}
    for argument in ("from the first worker", ""):
        result = subprocess.run([sys.executable, "-c", code, argument], cwd=ROOT, env=clean,
                                capture_output=True, text=True, timeout=120)
    assert result.stdout.strip() == "from the first worker"


@pytest.mark.parametrize(("env", "policy"), [
    ({}, "same-origin"),  # production: HTTPS
    ({"SECURE_SSL_REDIRECT": "0", "SECURE_PROXY_SSL_HEADER": "1"}, "same-origin"),
    ({"SECURE_SSL_REDIRECT": "0"}, "None"),  # the club house's plain HTTP on its network
])
def test_the_opener_policy_is_sent_only_where_browsers_honour_it(env, policy):
    """Over plain HTTP on a network address a browser ignores Cross-Origin-Opener-Policy
    and logs an error for it on every page (seen on a phone in the club house)."""
    code = ("import django; django.setup(); from django.conf import settings; "
            "print(settings.SECURE_CROSS_ORIGIN_OPENER_POLICY)")
    result = run_python(code, DEBUG="0", SECRET_KEY="k" * 50, **env)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == policy
