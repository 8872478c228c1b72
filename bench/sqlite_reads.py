"""SQLite as the club house runs it: how long page reads stall while the tables save, with
SQLite's rollback journal (DELETE, its default: before) and with write-ahead logging (WAL:
after).

Builds a season and tonight's evening in progress (everyone checked in, round 1 drawn) in a
throwaway SQLite file. Then, for each journal mode in a process of its own (the journal is
a connection setting, ``SQLITE_JOURNAL_MODE``): readers ask for tonight's seat page and the
season standings through Django's whole stack, one request after the other, first alone,
then while every table saves its sheet every ``--pace`` seconds through the sheet's save
service (the evening's lock, the games, the history, the log: one transaction, flushed to
disk). What differs between the modes is what the readers wait for: under the rollback
journal a reader waits while a save commits, and a save waits for the readers.

    python manage.py benchmark_sqlite
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from django.conf import settings
from django.contrib.auth.models import AnonymousUser
from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.db import connection
from django.test import Client

from bench.load import HOST, PageFigures, collect_static, server_env
from bench.season import build_large_season, evening_in_progress
from scoring.models import ScoreSheet
from scoring.sheets.save import save_games
from scoring.systems.klaverjas import KLAVERJAS
from scoring.systems.klaverjas.demo import simulated_rows
from tournament.models import Round, Seat

MODES = ("DELETE", "WAL")
LABELS = ("pages alone", "pages, saving", "query alone", "query, saving")


class Command(BaseCommand):
    help = "Page reads while the tables save, on SQLite with and without write-ahead logging."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--players", type=int, default=80, help="20 tables of 4")
        parser.add_argument("--evenings", type=int, default=20)
        parser.add_argument("--readers", type=int, default=4, help="requests at once")
        parser.add_argument("--seconds", type=float, default=10.0, help="per measurement")
        parser.add_argument("--rounds", type=int, default=3,
                            help="the modes take turns this many times (other work on the "
                                 "machine then hits both alike); the figures pool them")
        parser.add_argument("--pace", type=float, default=2.0,
                            help="seconds from one save of a table's sheet to its next (a "
                                 "round's sheets come in over minutes: 2 s is far quicker)")
        parser.add_argument("--measure", help=json.dumps({"internal": "one mode's run"}))

    def handle(self, *args: Any, **options: Any) -> None:
        if connection.vendor != "sqlite":
            raise CommandError("This benchmark is about SQLite: run it without DATABASE_URL.")
        if options["measure"]:
            self.stdout.write(json.dumps(measure_here(json.loads(options["measure"]), options)))
            return
        with tempfile.TemporaryDirectory() as folder:
            connection.settings_dict.setdefault("TEST", {})["NAME"] = f"{folder}/club.sqlite3"
            old_name = connection.creation.create_test_db(verbosity=0, autoclobber=True)
            try:
                self.run(options)
            finally:
                connection.creation.destroy_test_db(old_name, verbosity=0)

    def run(self, options: dict[str, Any]) -> None:
        season = build_large_season(players=options["players"], evenings=options["evenings"],
                                    present=options["players"])
        tonight = evening_in_progress(season)
        slug = season.club.slug
        plan = {"round": Round.objects.get(evening=tonight, number=1).pk,
                "reads": [f"/club/{slug}/avond/{tonight.pk}/",
                          f"/club/{slug}/seizoen/{season.pk}/stand/"]}
        database = str(connection.settings_dict["NAME"])
        connection.close()
        env = server_env(f"sqlite:///{database}", Path(database).parent / "static", {})
        collect_static(env)
        self.say(f"{options['players'] // 4} tables saving every {options['pace']:g} s, "
                 f"{options['readers']} readers of the seat page and the standings, "
                 f"{options['rounds']} x {options['seconds']:g} s each, modes taking turns")
        pooled: dict[str, dict[str, list[float]]] = {
            mode: {label: [] for label in LABELS} for mode in MODES}
        saved = dict.fromkeys(MODES, 0)
        for _round in range(options["rounds"]):
            for mode in MODES:
                result = self.measure(mode, database, plan, env, options)
                for label, latencies in pooled[mode].items():
                    latencies.extend(result[label])
                saved[mode] += result["saved"]
        self.say(f"  {'journal':8} {'reads':13} {'per s':>8} {'p50':>8} {'p90':>8} "
                 f"{'p99':>8} {'sheets saved':>12}")
        for mode in MODES:
            for label, latencies in pooled[mode].items():
                figures = PageFigures(label, latencies)
                sheets = str(saved[mode]) if label == "pages, saving" else ""
                self.say(f"  {mode:8} {label:13} "
                         f"{figures.requests / options['rounds'] / options['seconds']:8.0f} "
                         + " ".join(f"{figures.percentile(p) * 1000:6.1f} ms"
                                    for p in (50, 90, 99)) + f" {sheets:>12}")

    def measure(self, mode: str, database: str, plan: dict[str, Any], env: dict[str, str],
                options: dict[str, Any]) -> dict[str, Any]:
        """One mode's run in a process of its own."""
        with contextlib.closing(sqlite3.connect(database)) as db:
            db.execute(f"PRAGMA journal_mode={mode}")
        done = subprocess.run(
            [sys.executable, "manage.py", "benchmark_sqlite", "--measure", json.dumps(plan),
             *(f"--{k}={options[k]}" for k in ("readers", "seconds", "pace"))],
            cwd=settings.BASE_DIR, capture_output=True, text=True,
            env={**env, "SQLITE_JOURNAL_MODE": mode})
        if done.returncode:
            raise CommandError(done.stderr)
        result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
        return result

    def say(self, text: str) -> None:
        self.stdout.write(text)
        self.stdout.flush()


def measure_here(plan: dict[str, Any], options: dict[str, Any]) -> dict[str, Any]:
    """Inside one mode's process: the reads' latencies alone and during saves."""
    round_ = Round.objects.select_related("evening__season").get(pk=plan["round"])
    tables = sorted({t for t in round_.seats.values_list("table", flat=True) if t})
    for path in plan["reads"]:  # remembered from here on, as in the room
        Client(HTTP_HOST=HOST).get(path)
    alone = read_while(plan["reads"], options, lambda stop: None)
    saved = [0]

    def tables_saving(stop: threading.Event) -> None:
        def table_saving(table: int) -> None:
            stop.wait(options["pace"] * table / len(tables))  # the tables out of step
            while not stop.wait(options["pace"]):
                sheet = ScoreSheet.objects.filter(round=round_, table=table).first()
                rows = simulated_rows(saved[0] * 100 + table, 12, round_.evening.season.variant)
                # The benchmark season plays klaverjas (bench.season).
                save_games(round_, table, rows, sheet=KLAVERJAS,
                           version=sheet.version if sheet else 0, user=AnonymousUser(),
                           by_table=True)
                saved[0] += 1
            connection.close()

        with ThreadPoolExecutor(len(tables)) as pool:
            list(pool.map(table_saving, tables))

    during = read_while(plan["reads"], options, tables_saving)
    return {"pages alone": alone["pages"], "pages, saving": during["pages"],
            "query alone": alone["query"], "query, saving": during["query"],
            "saved": saved[0]}


def read_while(reads: list[str], options: dict[str, Any], background: Any
               ) -> dict[str, list[float]]:
    """Each reader asking for the pages in turn for the given time, while ``background``
    runs, and one more asking the database alone for a round's seats (what the seat page
    reads first): every request's and every query's seconds."""
    stop = threading.Event()
    latencies: dict[str, list[float]] = {"pages": [], "query": []}

    def reader(index: int) -> None:
        client = Client(HTTP_HOST=HOST)
        while not stop.is_set():
            start = time.perf_counter()
            response = client.get(reads[index % len(reads)])
            latencies["pages"].append(time.perf_counter() - start)
            if response.status_code != 200:
                raise RuntimeError(f"{reads[index % len(reads)]}: {response.status_code}")
            index += 1
        connection.close()

    def query() -> None:
        sql = f"SELECT member_id, number, {connection.ops.quote_name('table')} FROM " \
              f"{Seat._meta.db_table} WHERE round_id = (SELECT MAX(id) FROM {Round._meta.db_table})"
        with connection.cursor() as cursor:
            while not stop.wait(0.002):
                start = time.perf_counter()
                cursor.execute(sql)
                cursor.fetchall()
                latencies["query"].append(time.perf_counter() - start)
        connection.close()

    with ThreadPoolExecutor(options["readers"] + 2) as pool:
        running = [pool.submit(background, stop), pool.submit(query)]
        running += [pool.submit(reader, i) for i in range(options["readers"])]
        time.sleep(options["seconds"])
        stop.set()
        for task in running:
            task.result()
    return latencies
