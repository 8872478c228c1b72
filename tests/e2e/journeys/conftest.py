"""Fixtures of the journeys: people in real browsers, and the POSTs they really made."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from django.core.signals import request_started

from tests.e2e.journeys.person import Person
from tests.e2e.journeys.registry import PostRecorder


@pytest.fixture
def people(browser, live_server) -> Iterator[Callable[..., Person]]:
    """``people("laptop" or "phone", name)`` gives a new person; every one of them must
    end the journey without a problem their browser noticed."""
    met: list[Person] = []

    def meet(device: str, name: str) -> Person:
        person = Person(browser, live_server.url, device=device, name=name)
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
