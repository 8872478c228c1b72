"""The public pages of the benchmark club (100 players, 40 evenings) on the club's WiFi:
compressed for a phone that asks, at most 30 KB each on the wire, and a reload of an
unchanged page answered with 304 and no content."""

from __future__ import annotations

import gzip
from collections.abc import Iterator
from typing import Any

import pytest
from django.db import transaction
from django.test import Client

from bench.season import build_large_season, evening_in_progress
from bench.weights import PAGES, club_pages
from tournament.models import Season

LIMIT = 30 * 1024  # bytes on the wire


@pytest.fixture(scope="module")
def pages(django_db_setup: None, django_db_blocker: Any) -> Iterator[dict[str, str]]:
    """Every public page of the benchmark club: its last closed evening, tonight's evening
    in progress, the season, a player, the records, the screen and the JSON interface.
    Built once for the module inside a transaction that is rolled back after its tests."""
    with django_db_blocker.unblock(), transaction.atomic():
        season = build_large_season(players=100, evenings=40, present=90, sheet_pool=50,
                                    seed=37)
        found = club_pages(season, evening_in_progress(season), "page-weight-screen")
        assert found.keys() == PAGES.keys()
        yield found
        transaction.set_rollback(True)


@pytest.fixture(scope="module")
def season_pk(pages: dict[str, str]) -> int:
    return int(pages["standings"].rstrip("/").split("/")[-2])


@pytest.mark.django_db
@pytest.mark.parametrize("page", PAGES)
def test_it_sends_every_public_page_compressed_within_30_kb(
        pages: dict[str, str], page: str) -> None:
    response = Client().get(pages[page], HTTP_ACCEPT_ENCODING="gzip, deflate")
    assert response.status_code == 200
    assert response["Content-Encoding"] == "gzip"
    assert len(response.content) <= LIMIT, f"{page}: {len(response.content):,} bytes"
    assert len(gzip.decompress(response.content)) > len(response.content)


@pytest.mark.django_db
@pytest.mark.parametrize("page", [
    "standings", "evening results", "evening page, closed", "evening page, in progress",
    "where do I sit?", "player", "records", "standings in a frame", "JSON: standings"])
def test_a_reload_of_an_unchanged_page_gets_no_content(pages: dict[str, str], page: str
                                                        ) -> None:
    phone = Client()
    first = phone.get(pages[page], HTTP_ACCEPT_ENCODING="gzip")
    etag = first["ETag"]
    again = phone.get(pages[page], HTTP_ACCEPT_ENCODING="gzip", HTTP_IF_NONE_MATCH=etag)
    assert again.status_code == 304
    assert again.content == b""


@pytest.mark.django_db
def test_the_etag_changes_with_the_page(pages: dict[str, str], season_pk: int) -> None:
    """A remembered page gets a new ETag the moment it would change (a rename), and
    another visitor (another CSRF secret) a tag of his own."""
    phone = Client()
    first = phone.get(pages["standings"])
    season = Season.objects.get(pk=season_pk)
    member = season.club.members.order_by("pk").first()
    assert member is not None and member.name.encode() in first.content
    old_name = member.name
    member.name = "Anna Hernoemd"
    member.save()
    try:
        renamed = phone.get(pages["standings"], HTTP_IF_NONE_MATCH=first["ETag"])
        assert renamed.status_code == 200
        assert b"Anna Hernoemd" in renamed.content
        assert renamed["ETag"] != first["ETag"]
    finally:
        member.name = old_name
        member.save()
    assert Client().get(pages["standings"])["ETag"] != first["ETag"]
