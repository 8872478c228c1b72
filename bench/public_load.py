"""A room full of phones, and many clubs on one server: the public pages under load.

Builds the benchmark season (100 players, 40 evenings, 48,000 games) and tonight's evening
in progress (everyone checked in, round 1 drawn) in a throwaway PostgreSQL database, starts
gunicorn (4 workers, DEBUG off) on 127.0.0.1 and measures:

1. each page's median latency one request at a time on two servers taking turns: one on a
   copy of the database with the one club, one with 20 more clubs holding their own seasons
   (the many-clubs ratio); both with the workers remembering closed evenings and with every
   request computed;
2. one interleaved run of a fixed number of requests at concurrency 20 against /health/
   and every public page: requests/s, p50, p99, the fraction of /health/'s throughput,
   and the CPU per request of the workers and their database sessions;
3. the rush after a closing: the season's last evening reopened and closed again while the
   server runs, warm, then 80 phones within one second each opening the evening's results
   and the season standings, which every worker meets for the first time.

    DATABASE_URL=postgres://postgres@127.0.0.1:5432/x python manage.py benchmark_load

``--rush-only`` measures the third alone, and runs on SQLite too: then against the
club-house server (``manage.py clubhouse``, waitress) on a throwaway SQLite file.
"""

from __future__ import annotations

import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from contextlib import AbstractContextManager, ExitStack
from pathlib import Path
from typing import Any

from django.contrib.auth.models import AnonymousUser
from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.db import connection

from bench.load import (
    PageFigures,
    Server,
    club_house,
    collect_static,
    fetch,
    gunicorn,
    run_load,
    rush,
    sequential_medians,
    server_env,
)
from bench.season import build_large_season, evening_in_progress
from scoring.closing.service import close_evening, reopen_evening
from scoring.models import Game
from tournament.models import Evening, EveningStatus, Season

NO_MEMO = {"MEMO_SEASONS": "0", "MEMO_SEATINGS": "0", "CACHE": "none"}


def page_paths(season: Season) -> dict[str, list[str]]:
    """/health/ and the public pages of the season's last closed evening and of tonight's
    evening in progress (``evening_in_progress``); the player page of every player in turn."""
    slug = season.club.slug
    evening = season.evenings.filter(status=EveningStatus.CLOSED).order_by("date").last()
    tonight = season.evenings.exclude(status=EveningStatus.CLOSED).order_by("date").last()
    assert evening is not None and tonight is not None
    members = list(season.club.members.order_by("pk").values_list("pk", flat=True))
    return {
        "/health/": ["/health/"],
        "season standings": [f"/club/{slug}/seizoen/{season.pk}/stand/"],
        "evening results": [f"/club/{slug}/avond/{evening.pk}/uitslag/"],
        "evening / seat page": [f"/club/{slug}/avond/{evening.pk}/"],
        "seat page, in progress": [f"/club/{slug}/avond/{tonight.pk}/"],
        "player page": [f"/club/{slug}/speler/{m}/" for m in members],
    }


class Command(BaseCommand):
    help = "Load-test the public pages under gunicorn on a throwaway PostgreSQL database."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--players", type=int, default=100)
        parser.add_argument("--evenings", type=int, default=40)
        parser.add_argument("--other-clubs", type=int, default=20)
        parser.add_argument("--other-evenings", type=int, default=20,
                            help="evenings each other club has played (its own season)")
        parser.add_argument("--workers", type=int, default=4)
        parser.add_argument("--requests", type=int, default=1000, help="per page, under load")
        parser.add_argument("--concurrency", type=int, default=20)
        parser.add_argument("--blocks", type=int, default=5, help="interleaved blocks per page")
        parser.add_argument("--sequential", type=int, default=30,
                            help="requests per page, one at a time, for the many-clubs ratio")
        parser.add_argument("--rush-phones", type=int, default=80,
                            help="phones opening the results and standings after a closing "
                                 "(0: no rush)")
        parser.add_argument("--rush-seconds", type=float, default=1.0,
                            help="the time over which the rush's phones start")
        parser.add_argument("--rush-only", action="store_true",
                            help="only the rush after a closing (PostgreSQL with gunicorn, or "
                                 "SQLite with the club-house server)")

    def handle(self, *args: Any, **options: Any) -> None:
        if connection.vendor != "postgresql" and not options["rush_only"]:
            raise CommandError("Set DATABASE_URL to a PostgreSQL server: the load benchmark "
                               "runs gunicorn workers against a throwaway database there "
                               "(--rush-only also runs on SQLite, with the club-house server).")
        with tempfile.TemporaryDirectory() as folder:
            test_settings = connection.settings_dict.setdefault("TEST", {})
            test_settings["NAME"] = (
                f"{connection.settings_dict['NAME']}_load_benchmark"
                if connection.vendor == "postgresql" else str(Path(folder) / "load.sqlite3"))
            old_name = connection.creation.create_test_db(verbosity=0, autoclobber=True)
            try:
                self.run(options, Path(folder) / "static")
            finally:
                connection.creation.destroy_test_db(old_name, verbosity=0)

    def database_url(self, name: str = "") -> str:
        s = connection.settings_dict
        if connection.vendor == "sqlite":
            return f"sqlite:///{s['NAME']}"
        user = s["USER"] + (f":{s['PASSWORD']}" if s["PASSWORD"] else "")
        host = f"{s['HOST'] or '127.0.0.1'}:{s['PORT'] or 5432}"
        return f"postgres://{user}@{host}/{name or s['NAME']}"

    def run(self, options: dict[str, Any], static_root: Path) -> None:
        start = time.perf_counter()
        season = build_large_season(players=options["players"], evenings=options["evenings"],
                                    present=options["players"])
        evening_in_progress(season)
        self.say(f"Built {Game.objects.count():,} games, {options['evenings']} evenings, "
                 f"{options['players']} players in {time.perf_counter() - start:.0f} s")
        pages = page_paths(season)
        if options["rush_only"]:
            self.analyze()  # as the full run does: a fresh database has no statistics
            env = server_env(self.database_url(), static_root, {})
            collect_static(env)
            self.report_rush(self.rush_after_closing(env, season, options), options)
            return
        many = str(connection.settings_dict["NAME"])
        one = f"{many}_one_club"
        self.analyze()
        self.copy_database(many, one)  # the one-club database, kept as it is now
        try:
            start = time.perf_counter()
            for n in range(options["other_clubs"]):
                build_large_season(
                    players=options["players"], evenings=options["other_evenings"],
                    present=options["players"] * 9 // 10, seed=n + 2, sheet_pool=50)
            self.analyze()
            self.say(f"Added {options['other_clubs']} clubs: {Game.objects.count():,} games "
                     f"in all, in {time.perf_counter() - start:.0f} s")
            env = server_env(self.database_url(many), static_root, {})
            collect_static(env)
            self.compare(env, {"1 club": one, f"{options['other_clubs'] + 1} clubs": many},
                         pages, options)
        finally:
            self.drop_database(one)
        with gunicorn(env, workers=options["workers"]) as server:
            figures = run_load(server, pages, requests=options["requests"],
                               concurrency=options["concurrency"], blocks=options["blocks"],
                               database=many)
        self.report(figures, options)
        if options["rush_phones"] > 0:
            self.report_rush(self.rush_after_closing(env, season, options), options)

    def rush_after_closing(self, env: dict[str, str], season: Season, options: dict[str, Any]
                           ) -> dict[str, PageFigures]:
        """The season's last evening closed again while the server runs warm (every worker
        has served the pages as they were), then the room's phones at once: each worker's
        first request for the new results and standings renders them."""
        evening = season.evenings.filter(status=EveningStatus.CLOSED).order_by("date").last()
        assert evening is not None
        slug = season.club.slug
        pages = {"evening results": f"/club/{slug}/avond/{evening.pk}/uitslag/",
                 "season standings": f"/club/{slug}/seizoen/{season.pk}/stand/"}
        serving: AbstractContextManager[Server] = (
            gunicorn(env, workers=options["workers"]) if connection.vendor == "postgresql"
            else club_house(env, Path(env["STATIC_ROOT"]).parent / "backups"))
        with serving as server:
            warm_up = ["/health/", *pages.values()] * 10 * options["workers"]
            with ThreadPoolExecutor(options["workers"] * 2) as pool:
                list(pool.map(lambda path: fetch(server.port, path), warm_up))
            # What the machine and the client manage: the same rush, on /health/ twice.
            floor = rush(server, {"first": "/health/", "second": "/health/"},
                         phones=options["rush_phones"], within=options["rush_seconds"])
            reopen_evening(evening, AnonymousUser(), "benchmark")
            close_evening(Evening.objects.get(pk=evening.pk), AnonymousUser())
            figures = rush(server, pages, phones=options["rush_phones"],
                           within=options["rush_seconds"])
            # The same rush once more: every worker remembers the pages now.
            again = rush(server, {f"{label}, again": path for label, path in pages.items()},
                         phones=options["rush_phones"], within=options["rush_seconds"])
        health = PageFigures("/health/ instead", [
            *floor["first"].latencies, *floor["second"].latencies],
            errors=floor["first"].errors + floor["second"].errors)
        return {**figures, **again, health.label: health}

    def report_rush(self, figures: dict[str, PageFigures], options: dict[str, Any]) -> None:
        server = ("gunicorn, {} workers, PostgreSQL".format(options["workers"])
                  if connection.vendor == "postgresql" else "club house: waitress, SQLite")
        self.say(f"\nRight after a closing: {options['rush_phones']} phones starting within "
                 f"{options['rush_seconds']:g} s, each opening the results, then the standings; "
                 f"every worker's first request for them ({server}; target: p99 <= 300 ms)")
        self.say(f"  {'page':22} {'p50':>8} {'p99':>8} {'max':>8} errors")
        for f in figures.values():
            self.say(f"  {f.label:22} {f.percentile(50) * 1000:6.1f} ms "
                     f"{f.percentile(99) * 1000:6.1f} ms {max(f.latencies) * 1000:6.1f} ms "
                     f"{f.errors}")

    def analyze(self) -> None:
        with connection.cursor() as cursor:
            cursor.execute("ANALYZE")

    def copy_database(self, source: str, copy: str) -> None:
        connection.close()  # a template database must have no other sessions
        with connection._nodb_cursor() as cursor:
            cursor.execute(f'CREATE DATABASE "{copy}" TEMPLATE "{source}"')

    def drop_database(self, name: str) -> None:
        with connection._nodb_cursor() as cursor:
            cursor.execute(f'DROP DATABASE IF EXISTS "{name}"')

    def compare(self, env: dict[str, str], databases: dict[str, str],
                pages: dict[str, list[str]], options: dict[str, Any]) -> None:
        """Each page one request at a time on a server per database, taking turns; with
        the workers remembering and with every request computed."""
        one, many = databases
        self.say(f"\nMedian latency one request at a time, {one} vs {many} in the database, "
                 f"servers taking turns (target: ratio <= 1.3)")
        for mode, extra in (("remembered", {}), ("computed", NO_MEMO)):
            with ExitStack() as stack:
                servers = {label: stack.enter_context(gunicorn(
                    {**env, **extra, "DATABASE_URL": self.database_url(name)},
                    workers=options["workers"])) for label, name in databases.items()}
                sequential_medians(servers, pages, requests=options["workers"])  # warm up
                medians = sequential_medians(servers, pages, requests=options["sequential"])
            for label in pages:
                a, b = medians[one][label], medians[many][label]
                self.say(f"  {label:22} {mode:10} {a * 1000:7.1f} ms {b * 1000:7.1f} ms "
                         f"ratio {b / a:4.2f}")

    def report(self, figures: dict[str, PageFigures], options: dict[str, Any]) -> None:
        health = figures["/health/"].per_second
        self.say(f"\nUnder load: {options['requests']} requests per page at concurrency "
                 f"{options['concurrency']}, {options['workers']} gunicorn workers, "
                 f"{options['blocks']} interleaved blocks per page (target: >= 20% of "
                 f"/health/, p99 < 300 ms)")
        self.say(f"  {'page':22} {'req/s':>7} {'p50':>8} {'p99':>8} {'of health':>9} "
                 f"{'CPU/req':>8} errors")
        for f in figures.values():
            self.say(f"  {f.label:22} {f.per_second:7.0f} {f.percentile(50) * 1000:6.1f} ms "
                     f"{f.percentile(99) * 1000:6.1f} ms {f.per_second / health:8.0%} "
                     f"{f.cpu_per_request * 1000:5.1f} ms {f.errors}")

    def say(self, text: str) -> None:
        self.stdout.write(text)
        self.stdout.flush()
