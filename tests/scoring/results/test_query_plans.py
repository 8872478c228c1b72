"""Public pages cost the same whatever else is in the database (issue 14).

A page's queries must be the same (count and SQL) for a small and a larger season, before
and after the worker remembers the results, and whether or not other clubs have data; and
each query must reach the big tables through an index on this club's own rows: never a
scan of every member, seat or game of every club (the evening page's names query did).
"""

from __future__ import annotations

import json
import re
from datetime import date
from typing import Any

import pytest
from django.core.cache import cache
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from bench.season import build_large_season
from clubs.models import Club
from tests.factories import make_club, make_members, make_organiser, make_season
from tests.scoring.results.helpers import play_evening
from tournament import memo
from tournament.models import Period, Season

BIG_TABLES = {
    "clubs_member", "tournament_attendance", "tournament_seat", "tournament_round",
    "tournament_evening", "tournament_season", "scoring_scoresheet", "scoring_game",
    "scoring_eveningresult", "scoring_eveningevent",
}


def public_urls(season: Season) -> dict[str, str]:
    slug, evening = season.club.slug, season.evenings.latest("date")
    member = evening.attendances.earliest("member__name").member_id
    return {
        "standings": f"/club/{slug}/seizoen/{season.pk}/stand/",
        "evening results": f"/club/{slug}/avond/{evening.pk}/uitslag/",
        "evening / seats": f"/club/{slug}/avond/{evening.pk}/",
        "player": f"/club/{slug}/speler/{member}/?seizoen={season.pk}",
        "records": f"/club/{slug}/records/",
        "period standings":
            f"/club/{slug}/seizoen/{season.pk}/periode/{season.periods.get().pk}/stand/",
    }


def captured(url: str) -> list[str]:
    with CaptureQueriesContext(connection) as context:
        assert Client().get(url).status_code == 200
    return [q["sql"] for q in context.captured_queries]


def shape(sql: str) -> str:
    """The SQL with its numbers taken out: the same query for another club or season."""
    return re.sub(r"\b\d+\b", "?", sql)


def forget() -> None:
    memo.seasons.clear()
    memo.seatings.clear()
    cache.clear()


def played_season(club: Club, name: str, players: int, evenings: int) -> Season:
    season = make_season(club, name=name)
    members = make_members(club, players, prefix=name)
    organiser = make_organiser(club)
    for day in range(1, evenings + 1):
        play_evening(season, members, day, organiser)
    Period.objects.create(season=season, name="Oktober", first_date=date(2026, 10, 1),
                          last_date=date(2026, 10, 31))
    return season


def test_each_page_takes_the_same_queries_for_a_small_and_a_larger_season(club):
    small = played_season(club, "Klein", 8, 1)
    large = played_season(club, "Groot", 13, 3)
    for (page, small_url), large_url in zip(public_urls(small).items(),
                                            public_urls(large).values(), strict=True):
        if small_url == large_url:
            continue  # the club's page (records): tests/scoring/results/test_player_numbers.py
        forget()
        cold = [len(captured(small_url)), len(captured(large_url))]
        warm = [len(captured(small_url)), len(captured(large_url))]
        assert cold[0] == cold[1] and warm[0] == warm[1], page
        assert warm[0] <= cold[0] <= 9, page


def test_other_clubs_data_changes_no_page_query(club):
    season = played_season(club, "Eigen", 9, 2)
    urls = public_urls(season)
    alone = {page: [shape(sql) for sql in captured(url)] for page, url in urls.items()}
    for n in range(3):
        played_season(make_club(f"Ander {n}"), f"Ander {n}", 12, 2)
    forget()
    crowded = {page: [shape(sql) for sql in captured(url)] for page, url in urls.items()}
    assert crowded == alone


def scans_without_index(sql: str) -> list[str]:
    """The big tables a query reads without an index condition.

    A test database is tiny, so PostgreSQL would happily scan it all; with sequential
    scans, hash and merge joins priced out, what is still read without an index condition
    cannot be read through one: on a server with many clubs it reads all of them."""
    with connection.cursor() as cursor:
        for method in ("seqscan", "hashjoin", "mergejoin"):
            cursor.execute(f"SET LOCAL enable_{method} = off")
        cursor.execute("EXPLAIN (FORMAT JSON) " + sql)
        (plan,) = cursor.fetchone()
    plan = json.loads(plan) if isinstance(plan, str) else plan
    found: list[str] = []

    def walk(node: dict[str, Any]) -> None:
        table = node.get("Relation Name")
        if table in BIG_TABLES and (node["Node Type"] == "Seq Scan" or (
                node["Node Type"] in ("Index Scan", "Index Only Scan")
                and "Index Cond" not in node)):
            found.append(f"{node['Node Type']} on {table}")
        for child in node.get("Plans", []):
            walk(child)

    walk(plan[0]["Plan"])
    return found


@pytest.mark.skipif(connection.vendor != "postgresql",
                    reason="reads PostgreSQL's query plans (EXPLAIN FORMAT JSON)")
def test_no_page_scans_every_clubs_rows(club):
    season = played_season(club, "Eigen", 9, 2)
    for seed in (2, 3):  # other clubs with a long history (so many evenings)
        build_large_season(players=8, evenings=60, round_count=2, present=8, seed=seed,
                           sheet_pool=3)
    with connection.cursor() as cursor:
        cursor.execute("ANALYZE")
        # Tell the planner what a server of many clubs holds: a thousand times these rows
        # (rolled back with the test). On a few hundred rows it scans whole tiny tables.
        # (The planner scales reltuples by the table's real size in pages: pack them.)
        cursor.execute("UPDATE pg_class SET reltuples = reltuples * 1000 "
                       "WHERE relname = ANY(%s)", [list(BIG_TABLES)])
    for page, url in public_urls(season).items():
        forget()
        for sql in captured(url):
            if sql.startswith("SELECT"):
                assert scans_without_index(sql) == [], f"{page}: {sql}"
