"""Shared fixtures: the users every view test uses (the club's organiser, who is on its
board; a plain organiser, the "runner"; another club's organiser; anonymous) and a club."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User
from django.test import Client
from hypothesis import HealthCheck
from hypothesis import settings as hypothesis_settings

from clubs.models import Club, Role
from tests.factories import make_club, make_organiser

# The properties hold whatever the machine's load: on a busy two-core machine (CI runs the
# browser, the server and the suite on it) drawing an evening's players can take a second,
# which is no reason to fail. Each test's own settings still choose its number of examples.
hypothesis_settings.register_profile("default", deadline=None,
                                     suppress_health_check=[HealthCheck.too_slow])
hypothesis_settings.load_profile("default")


@pytest.fixture
def club(db: None) -> Club:
    return make_club("De Troefboer", place="Orvelte")


@pytest.fixture
def other_club(db: None) -> Club:
    return make_club("De Natte Maat")


@pytest.fixture
def organiser(club: Club) -> User:
    return make_organiser(club, "organiser")


@pytest.fixture
def runner(club: Club) -> User:
    """An organiser without a board role: runs evenings and keeps the member list."""
    return make_organiser(club, "runner", role=Role.ORGANISER)


@pytest.fixture
def runner_client(runner: User) -> Client:
    client = Client()
    client.force_login(runner)
    return client


@pytest.fixture
def outsider(other_club: Club) -> User:
    """An organiser, but of another club."""
    return make_organiser(other_club, "outsider")


@pytest.fixture
def organiser_client(organiser: User) -> Client:
    client = Client()
    client.force_login(organiser)
    return client


@pytest.fixture
def outsider_client(outsider: User) -> Client:
    client = Client()
    client.force_login(outsider)
    return client


@pytest.fixture(autouse=True)
def empty_cache() -> None:
    """Remembered results are keyed by primary keys, which a rolled-back test reuses (a
    real database never does)."""
    from django.core.cache import caches

    from tournament import memo

    for cache in caches.all():  # the rendered pages, and the interface's counts per address
        cache.clear()
    memo.seasons.clear()
    memo.seatings.clear()


@pytest.fixture(autouse=True)
def site_language() -> None:
    """Every test starts in the site's language: a request in another language leaves that
    language active in the test's thread, and the numbers a test formats (1.030 or 1,030)
    would then depend on the test that ran before it."""
    from django.conf import settings
    from django.utils import translation

    translation.activate(settings.LANGUAGE_CODE)



def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The browser tests first, the rest after them in their own order. Each browser test
    takes seconds to a minute and the others mostly milliseconds, so the workers
    (pytest-xdist) that start with the long ones end on short ones together, instead of one
    waiting for the other's last journey."""
    items.sort(key=lambda item: item.get_closest_marker("e2e") is None)
