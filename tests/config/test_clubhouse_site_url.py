"""The club house keeps the address the club sets for its phones (SITE_URL: a club-house
name on its own network), and the site accepts requests for that name."""

from __future__ import annotations

import pytest

import dev
from tests.config.helpers import STRONG_KEY, run_python


@pytest.fixture(autouse=True)
def key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(dev, "key_env", lambda: {"SECRET_KEY": STRONG_KEY,
                                                 "SECRET_KEY_FALLBACKS": ""})


def test_a_site_url_the_club_sets_is_kept_and_its_host_accepted(monkeypatch):
    monkeypatch.setenv("SITE_URL", "http://clubhuis.lan:8000/")
    env = dev.clubhouse_env("192.168.1.20", 8000)
    assert env["SITE_URL"] == "http://clubhuis.lan:8000"
    assert env["ALLOWED_HOSTS"].split(",") == ["clubhuis.lan", "192.168.1.20", "127.0.0.1",
                                               "localhost"]
    assert "http://clubhuis.lan:8000" in env["CSRF_TRUSTED_ORIGINS"].split(",")
    assert "http://192.168.1.20:8000" in env["CSRF_TRUSTED_ORIGINS"].split(",")


def test_without_site_url_the_phones_use_this_computers_address(monkeypatch):
    monkeypatch.delenv("SITE_URL", raising=False)
    env = dev.clubhouse_env("192.168.1.20", 8001)
    assert env["SITE_URL"] == "http://192.168.1.20:8001"
    assert env["ALLOWED_HOSTS"].split(",") == ["192.168.1.20", "127.0.0.1", "localhost"]


def test_the_site_accepts_the_host_of_site_url():
    """A code carrying the club-house name opens the site, not Django's DisallowedHost."""
    code = ("from django.test import RequestFactory\n"
            "from django.core.exceptions import DisallowedHost\n"
            "for host in ('clubhuis.lan:8000', 'elders.example:8000'):\n"
            "    try:\n"
            "        print(RequestFactory().get('/', HTTP_HOST=host).get_host())\n"
            "    except DisallowedHost:\n"
            "        print('refused')\n")
    result = run_python("import django; django.setup()\n" + code, DEBUG="0",
                        SECRET_KEY=STRONG_KEY, ALLOWED_HOSTS="127.0.0.1,localhost",
                        SITE_URL="http://clubhuis.lan:8000", SECURE_SSL_REDIRECT="0")
    assert result.returncode == 0, result.stderr
    assert result.stdout.split()[-2:] == ["clubhuis.lan:8000", "refused"]


def test_the_club_house_window_gets_no_english_line_for_a_page_not_found_or_refused():
    """Django writes "Not Found: /x" and "Conflict: /y" for every 4xx answer; the club
    house's window (its settings, as dev.clubhouse_env gives them) shows none of them, and
    still shows a failure of the site itself."""
    env = dev.clubhouse_env("192.168.1.20", 8000)
    # As Django's handler logs each answer of 400 or more (django.utils.log.log_response).
    code = ("from django.http import HttpResponse\n"
            "from django.test import RequestFactory\n"
            "from django.utils.log import log_response\n"
            "for path, status in (('/bestaat-niet/', 404), ('/afdrukken/', 409), "
            "('/kapot/', 500)):\n"
            "    log_response('%s: %s', 'Antwoord ' + str(status), path,\n"
            "                 response=HttpResponse(status=status),\n"
            "                 request=RequestFactory().get(path))\n")
    settings = {key: env[key] for key in ("LOG_LEVEL", "REQUEST_LOG_LEVEL")}
    result = run_python("import django; django.setup()\n" + code, DEBUG="0",
                        SECRET_KEY=STRONG_KEY, ALLOWED_HOSTS="127.0.0.1",
                        SECURE_SSL_REDIRECT="0", **settings)
    assert result.returncode == 0, result.stderr
    assert "/bestaat-niet/" not in result.stderr and "/afdrukken/" not in result.stderr
    assert "Antwoord 500: /kapot/" in result.stderr
    # A hosted site keeps them in its log.
    hosted = run_python("import django; django.setup()\n" + code, DEBUG="0",
                        SECRET_KEY=STRONG_KEY, ALLOWED_HOSTS="127.0.0.1",
                        SECURE_SSL_REDIRECT="0")
    assert "Antwoord 404: /bestaat-niet/" in hosted.stderr
