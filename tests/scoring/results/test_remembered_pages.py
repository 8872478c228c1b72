"""A page a worker serves from memory is the page it would render fresh, after every change
a club makes to what its public pages show.

The remembered reports, seatings and fragments (``tournament.memo``) are keyed by what each
page reads; a key that forgets one input shows visitors stale data until the next closing.
This test does not trust the keys: after each change it asks every public page twice, once
from the worker's memory and once after the memory is emptied, and the two must match.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import timedelta

import pytest
from django.test import Client

from bench.season import build_large_season, evening_in_progress
from bench.weights import PAGES, club_pages
from clubs.models import Club, Member, SeasonCounting
from tournament import memo
from tournament.models import Evening, EveningStatus, Season

# Each response gets its own CSRF token and nonce; nothing else may differ.
VARYING = re.compile(r'(csrfmiddlewaretoken" value="|nonce="|csrf-token" content=")[^"]*"')


def _pages(client: Client, paths: dict[str, str]) -> dict[str, str]:
    pages = {}
    for label, path in paths.items():
        response = client.get(path)
        assert response.status_code == 200, label
        pages[label] = VARYING.sub(r"\1", response.content.decode())
    return pages


def _rename_season(season: Season) -> None:
    Season.objects.filter(pk=season.pk).update(name="Wintercompetitie 2027")


def _rename_club(season: Season) -> None:
    Club.objects.filter(pk=season.club_id).update(name="Klaverjasclub Hernoemd")


def _rename_player(season: Season) -> None:
    Member.objects.filter(club_id=season.club_id).order_by("pk").filter(
        pk=Member.objects.filter(club_id=season.club_id).order_by("pk").values("pk")[:1]
    ).update(name="Hernoemde Speler")


def _move_an_evening(season: Season) -> None:
    closed = season.evenings.filter(status=EveningStatus.CLOSED).order_by("date").first()
    assert closed is not None
    Evening.objects.filter(pk=closed.pk).update(date=closed.date - timedelta(days=3))


def _prize_money(season: Season) -> None:
    Season.objects.filter(pk=season.pk).update(prize_worth="25,00; 15,00; 5,00",
                                               season_prize_worth="50,00; 30,00")


def _count_the_best_two(season: Season) -> None:
    Season.objects.filter(pk=season.pk).update(season_counting=SeasonCounting.BEST_N,
                                               season_count_n=2)


CHANGES: dict[str, Callable[[Season], None]] = {
    "season renamed": _rename_season,
    "club renamed": _rename_club,
    "player renamed": _rename_player,
    "evening moved to another date": _move_an_evening,
    "prize money set": _prize_money,
    "the best two evenings count": _count_the_best_two,
}


@pytest.mark.django_db
def test_every_public_page_from_memory_is_the_page_rendered_fresh_after_each_change(
        ) -> None:
    season = build_large_season(players=16, evenings=3, present=16, seed=91)
    paths = club_pages(season, evening_in_progress(season), "remembered-pages-screen")
    assert paths.keys() == PAGES.keys()
    client = Client()
    memo.forget_everything()
    before = _pages(client, paths)
    stale = []
    for change, make in CHANGES.items():
        make(season)
        remembered = _pages(client, paths)
        memo.forget_everything()
        fresh = _pages(client, paths)
        stale += [f"{label} after {change}" for label in paths
                  if remembered[label] != fresh[label]]
        # the change shows somewhere, so the comparison above can catch a stale page
        assert any(before[label] != fresh[label] for label in paths), change
        before = fresh
    assert stale == []
