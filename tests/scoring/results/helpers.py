"""A played and closed evening (simulated sheets, ``scoring.demo``), for the result tests
and every test that needs results; the queries a page takes."""

from __future__ import annotations

from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from scoring.closing.service import close_evening
from scoring.demo.season import play_round
from tests.factories import check_in, make_evening
from tournament.models import Evening, Round, Season
from tournament.seating.store import draw_round


def play_evening(season: Season, members, day: int, user, rounds: int = 2) -> Evening:
    evening = make_evening(season, rounds=rounds, day=day)
    check_in(evening, members)
    for number in range(1, rounds + 1):
        draw_round(evening, number, seed=day * 10 + number)
        play_round(Round.objects.get(evening=evening, number=number), user)
    close_evening(evening, user)
    return evening


def queries(client: Client, url: str) -> int:
    """The queries a page takes (it must answer 200)."""
    with CaptureQueriesContext(connection) as context:
        assert client.get(url).status_code == 200
    return len(context.captured_queries)
