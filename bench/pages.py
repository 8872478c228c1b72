"""Time the standings and evening results pages against one hand-written SQL aggregate.

Runs on a fresh test database (SQLite in memory, or a throwaway PostgreSQL database when
DATABASE_URL names one), so it never touches real data:

    python manage.py benchmark            # 100 players, 40 evenings, 4 rounds of 12 games
"""

from __future__ import annotations

import statistics
import time
from collections import defaultdict
from collections.abc import Callable
from functools import partial
from typing import Any

from django.core.cache import cache
from django.core.management.base import BaseCommand, CommandParser
from django.db import connection
from django.template import Context, Template
from django.test import Client
from django.test.utils import override_settings, setup_test_environment

from bench.season import build_large_season
from scoring.models import Game
from scoring.results.fragments import evening_body
from scoring.results.grid import evening_table_html
from scoring.results.loaders import season_data, season_state
from scoring.results.reports import evening_report
from tournament import memo
from tournament.models import Evening, Season

# Per player and evening: the pair's total for every round played plus the fixed bye score.
# Pair A is seats 1 and 3 of a table ((number - 1) % 4 in (0, 2)). Two versions: one adds
# up the 48,000 games, one reads the pair totals each sheet stores (as the pages do).
FROM_GAMES_SQL = """
SELECT s.member_id, r.evening_id,
       SUM(CASE WHEN s."table" IS NULL THEN %s
                WHEN (s.number - 1) %% 4 IN (0, 2) THEN t.a ELSE t.b END) AS total
FROM tournament_seat s
JOIN tournament_round r ON r.id = s.round_id
JOIN tournament_evening e ON e.id = r.evening_id
LEFT JOIN (
    SELECT sh.round_id, sh."table", SUM(g.score_a) AS a, SUM(g.score_b) AS b
    FROM scoring_scoresheet sh JOIN scoring_game g ON g.sheet_id = sh.id
    GROUP BY sh.round_id, sh."table"
) t ON t.round_id = s.round_id AND t."table" = s."table"
WHERE e.season_id = %s
GROUP BY s.member_id, r.evening_id
"""
FROM_SHEETS_SQL = """
SELECT s.member_id, r.evening_id,
       SUM(CASE WHEN s."table" IS NULL THEN %s
                WHEN (s.number - 1) %% 4 IN (0, 2) THEN sh.total_a ELSE sh.total_b END)
FROM tournament_seat s
JOIN tournament_round r ON r.id = s.round_id
JOIN tournament_evening e ON e.id = r.evening_id
LEFT JOIN scoring_scoresheet sh ON sh.round_id = s.round_id AND sh."table" = s."table"
WHERE e.season_id = %s
GROUP BY s.member_id, r.evening_id
"""
ONE_EVENING_SQL = FROM_SHEETS_SQL.replace("e.season_id = %s", "e.id = %s")


# The plainest template for the evening results: the yardstick for the real table.
PLAIN_EVENING = Template(
    "{% load scores %}<table><tbody>{% for line in lines %}<tr><td>{{ line.rank }}</td>"
    '<th><a href="/club/{{ slug }}/speler/{{ line.player.member }}/">{{ line.player.name }}'
    "</a></th><td>{{ line.player.total|score }}</td>{% for s in line.player.rounds %}"
    "<td>{{ s|score }}</td>{% endfor %}<td>{{ line.player.penalty|score }}</td></tr>"
    "{% endfor %}</tbody></table>")


def forget() -> None:
    memo.seasons.clear()
    memo.seatings.clear()
    cache.clear()


PLAIN_STATIC = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
}


class QueryCounter:
    def __init__(self) -> None:
        self.count = 0

    def __call__(self, execute: Callable[..., Any], *args: Any) -> Any:
        self.count += 1
        return execute(*args)


def timed(action: Callable[[], object], repeat: int) -> list[float]:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return times


class Command(BaseCommand):
    help = "Benchmark the standings and evening results pages on a large generated season."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--players", type=int, default=100)
        parser.add_argument("--evenings", type=int, default=40)
        parser.add_argument("--repeat", type=int, default=11)

    def handle(self, *args: Any, **options: Any) -> None:
        setup_test_environment(debug=False)  # time what production runs: no query log
        old_name = connection.creation.create_test_db(verbosity=0, autoclobber=True)
        try:
            # Plain static storage and http: no collectstatic or TLS needed to measure.
            with override_settings(STORAGES=PLAIN_STATIC, SECURE_SSL_REDIRECT=False):
                self.run(options["players"], options["evenings"], options["repeat"])
        finally:
            connection.creation.destroy_test_db(old_name, verbosity=0)

    def run(self, players: int, evenings: int, repeat: int) -> None:
        start = time.perf_counter()
        season = build_large_season(players=players, evenings=evenings, present=players)
        self.stdout.write(
            f"Built {Game.objects.count():,} games, {evenings} evenings, {players} players "
            f"on {connection.vendor} in {time.perf_counter() - start:.0f} s")
        self.check_same_totals(season)
        client = Client()
        evening = season.evenings.order_by("date").last()
        assert evening is not None
        pages = {
            "season standings": (f"/club/{season.club.slug}/seizoen/{season.pk}/stand/",
                                 FROM_SHEETS_SQL, season.pk),
            "evening results": (f"/club/{season.club.slug}/avond/{evening.pk}/uitslag/",
                                ONE_EVENING_SQL, evening.pk),
        }
        from_games = statistics.median(
            timed(partial(self.sql_totals, season, FROM_GAMES_SQL, season.pk), repeat))
        self.stdout.write(f"SQL aggregate adding up every game of the season: median "
                          f"{from_games * 1000:.1f} ms")
        for label, (url, query, key) in pages.items():
            sql = statistics.median(timed(partial(self.sql_totals, season, query, key), repeat))
            forget()
            counter = QueryCounter()
            with connection.execute_wrapper(counter):
                assert client.get(url).status_code == 200
            cold = statistics.median(timed(partial(self.cold_get, client, url), repeat))
            warm_counter = QueryCounter()
            with connection.execute_wrapper(warm_counter):
                assert client.get(url).status_code == 200
            median = statistics.median(timed(partial(client.get, url), repeat))
            self.stdout.write(
                f"{label}: nothing remembered (after closing or a restart) median "
                f"{cold * 1000:.1f} ms ({counter.count} queries), remembered median "
                f"{median * 1000:.1f} ms ({repeat} requests each, "
                f"{warm_counter.count} queries); the SQL aggregate of the same totals "
                f"{sql * 1000:.1f} ms; ratio {median / sql:.1f}")
            if label == "season standings":
                self.stdout.write(f"  nothing remembered / SQL adding up every game: "
                                  f"{cold / from_games:.2f} (target <= 2)")
        self.compare_plain_template(evening, repeat)

    def compare_plain_template(self, evening: Evening, repeat: int) -> None:
        """The evening table as built here against the plainest template loop over the
        same lines: the target is at most twice the plain loop."""
        lines = evening_report(evening).lines
        slug = evening.season.club.slug
        ours = statistics.median(timed(partial(
            evening_table_html, lines, rounds=evening.round_count, club_slug=slug,
            season_pk=evening.season_id, deciders=evening_report(evening).deciders(),
            sort=""), repeat))
        context = {"lines": lines, "slug": slug}
        plain = statistics.median(timed(partial(PLAIN_EVENING.render, Context(context)), repeat))
        forget()
        page = statistics.median(timed(partial(self.cold_body, evening), repeat))
        self.stdout.write(
            f"evening table ({len(lines)} players): built {ours * 1000:.1f} ms, a plain "
            f"template loop {plain * 1000:.1f} ms, ratio {ours / plain:.2f} (target <= 2); "
            f"the whole results body, nothing remembered: {page * 1000:.1f} ms")

    def cold_get(self, client: Client, url: str) -> None:
        forget()  # clearing a few dicts: microseconds
        client.get(url)

    def cold_body(self, evening: Evening) -> None:
        forget()
        evening_body(evening, club_slug=evening.season.club.slug, sort="")

    def sql_totals(self, season: Season, sql: str, key: int) -> dict[tuple[int, int], int]:
        with connection.cursor() as cursor:
            cursor.execute(sql, [season.bye_score, key])
            return {(member, evening): int(total) for member, evening, total in cursor.fetchall()}

    def check_same_totals(self, season: Season) -> None:
        """The page's numbers and the SQL's must agree, or the comparison means nothing."""
        data = season_data(season_state(season))
        page: dict[tuple[int, int], int] = defaultdict(int)
        for evening_pk, rows in data.rows.items():
            for row in rows:
                page[(row.member, evening_pk)] = row.total
        for sql in (FROM_GAMES_SQL, FROM_SHEETS_SQL):
            if dict(page) != self.sql_totals(season, sql, season.pk):
                raise AssertionError("The standings and the SQL aggregate disagree.")
        self.stdout.write(f"Totals agree for {len(page):,} player-evenings.")
