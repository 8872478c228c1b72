"""Fixtures of the journeys: people in real browsers, and the POSTs they really made."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass

import pytest
from django.core.signals import request_started
from pytest_django.live_server_helper import LiveServer

import dev
from tests.e2e.journeys.person import Person
from tests.e2e.journeys.registry import PostRecorder


@dataclass(frozen=True)
class ClubHouse:
    """The site served as ``dev.py clubhouse`` serves it: on this machine's network address
    for the phones (``phones``, which SITE_URL names) and on 127.0.0.1 for the organiser's
    own browser on the laptop (``laptop``)."""

    laptop: str
    phones: str


@pytest.fixture
def club_house(settings) -> Iterator[ClubHouse]:
    address = dev.lan_address()
    if address == "127.0.0.1":
        pytest.skip("this machine has no network address besides loopback")
    server = LiveServer("0.0.0.0:0")
    port = server.thread.port
    # What dev.clubhouse_env sets for the club's network: plain HTTP, so no cookie may be
    # marked for HTTPS only (a phone on http://192.168.x.y would drop it and every form
    # would fail its CSRF check; on localhost the browser forgives it).
    settings.ALLOWED_HOSTS = [*settings.ALLOWED_HOSTS, address]
    settings.SITE_URL = f"http://{address}:{port}"
    settings.CSRF_TRUSTED_ORIGINS = [settings.SITE_URL, f"http://127.0.0.1:{port}"]
    settings.SESSION_COOKIE_SECURE = settings.CSRF_COOKIE_SECURE = False
    settings.SECURE_HSTS_SECONDS = 0
    yield ClubHouse(laptop=f"http://127.0.0.1:{port}", phones=settings.SITE_URL)
    # A test asks for ``club_house`` before ``people``, so the people's browsers are closed
    # by now; a request still being answered ends before the server stops sharing the
    # test's database with its threads (else the thread fails on a connection not its own).
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and any(
            "process_request_thread" in thread.name for thread in threading.enumerate()):
        time.sleep(0.05)
    server.stop()


@pytest.fixture
def people(request, browser) -> Iterator[Callable[..., Person]]:
    """``people("laptop" or "phone", name)`` gives a new person on the test's live server,
    or at ``address``; every one of them must end the journey without a problem their
    browser noticed."""
    met: list[Person] = []

    def meet(device: str, name: str, *, address: str = "") -> Person:
        base = address or request.getfixturevalue("live_server").url
        person = Person(browser, base, device=device, name=name)
        met.append(person)
        return person

    yield meet
    problems = [f"[{p.name}, {p.device}] {line}" for p in met for line in p.close()]
    assert not problems, "\n".join(problems)


@pytest.fixture(autouse=True)
def posted_what_it_covers(request) -> Iterator[None]:
    """A journey marked ``@covers(...)`` must really post each of those views."""
    marker = request.node.get_closest_marker("covers")
    recorder = PostRecorder()
    request_started.connect(recorder, dispatch_uid="journey-posts")
    try:
        yield
    finally:
        request_started.disconnect(dispatch_uid="journey-posts")
    if marker is not None:
        missing = sorted(set(marker.args) - recorder.names)
        assert not missing, f"the journey never posted to {missing}"
