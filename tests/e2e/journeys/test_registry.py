"""Every view that accepts POST is in a journey, and every view said to be read-only is."""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any

import pytest
from django.contrib.auth.models import User
from django.test import RequestFactory
from django.urls import get_resolver

from tests.e2e import journeys
from tests.e2e.journeys.registry import COVERED, READ_ONLY
from tests.routes import named_urls


def _import_every_journey() -> None:
    for module in pkgutil.iter_modules(journeys.__path__):
        if module.name.startswith("test_"):
            importlib.import_module(f"{journeys.__name__}.{module.name}")


def test_every_view_that_accepts_post_is_in_a_journey():
    _import_every_journey()
    names = named_urls()
    assert set(READ_ONLY) - names == set(), "READ_ONLY names a URL that no longer exists"
    assert set(COVERED) - names == set(), "a journey covers a URL that no longer exists"
    assert set(READ_ONLY) & set(COVERED) == set(), "a read-only view cannot be posted"
    uncovered = names - set(READ_ONLY) - set(COVERED)
    assert uncovered == set(), "post these through their forms in a journey (@covers)"


def _views() -> dict[str, Any]:
    found: dict[str, Any] = {}

    def walk(patterns, namespace: str = "") -> None:
        for pattern in patterns:
            if hasattr(pattern, "url_patterns"):
                if pattern.app_name != "admin":
                    walk(pattern.url_patterns, pattern.namespace or namespace)
            elif pattern.name:
                found[f"{namespace}:{pattern.name}" if namespace else pattern.name] = (
                    pattern.callback)

    walk(get_resolver().url_patterns)
    return found


@pytest.mark.parametrize("name", sorted(READ_ONLY))
def test_a_read_only_view_refuses_post(name):
    """Answered before the view looks at its arguments or the database: a POST to a page
    that shows something is refused with 405, whoever sends it."""
    request = RequestFactory().post("/", {"anything": "1"})
    request.user = User(username="board", is_superuser=True)
    response = _views()[name](request, slug="x", pk=1, number=1, token="x", member=1)
    assert response.status_code == 405
