"""Profile a table's sheet as its phone uses it: open, a preview per game typed, save, reopen.

Runs in the tree it is started from (so an older checkout can be measured with the same
script): ``cd <tree> && python /path/to/bench/profile_sheet.py``. Builds the benchmark club
in a throwaway SQLite file, then for some tables: CPU time and queries per request through
Django's whole stack (test client, DEBUG off); ``--profile`` prints cProfile's top calls.
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, os.getcwd())
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ.update({"DEBUG": "0", "SECRET_KEY": "profile-only-" + "x" * 40,
                   "ALLOWED_HOSTS": "testserver", "SECURE_SSL_REDIRECT": "0",
                   "SECURE_COOKIES": "0", "LOG_LEVEL": "WARNING"})

FIELD = re.compile(r'<(input|select)\b([^>]*)>', re.S)
ATTR = re.compile(r'([\w-]+)(?:="([^"]*)")?')


def hidden_fields(html: str) -> dict[str, str]:
    """The hidden inputs of the page (the sheet's version, seating, attempt key)."""
    found = {}
    for _tag, attrs in FIELD.findall(html):
        a = dict(ATTR.findall(attrs))
        if a.get("type") == "hidden" and a.get("name"):
            found[a["name"]] = a.get("value", "")
    return found


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=100)
    parser.add_argument("--evenings", type=int, default=40)
    parser.add_argument("--tables", type=int, default=7)
    parser.add_argument("--profile", choices=["open", "preview", "save", "done", "reopen",
                                              "seats", "evening", "standings"],
                        help="print cProfile's top calls of this kind of request")
    parser.add_argument("--database", default="")
    args = parser.parse_args()
    folder = tempfile.mkdtemp()
    os.environ["DATABASE_URL"] = args.database or f"sqlite:///{folder}/profile.sqlite3"
    os.environ["STATIC_ROOT"] = f"{folder}/static"

    import django
    django.setup()
    from django.core.management import call_command
    from django.db import connection
    from django.test import Client
    from django.test.utils import CaptureQueriesContext

    sys.path.insert(1, str(Path(__file__).resolve().parent.parent))  # bench, after the project
    from bench.room_setup import season_builders

    build_large_season, evening_in_progress = season_builders()
    from scoring.sheets.tokens import table_token

    call_command("collectstatic", interactive=False, verbosity=0)
    connection.settings_dict.setdefault("TEST", {})["NAME"] = (
        f"{folder}/profile.sqlite3" if connection.vendor == "sqlite"
        else f"{connection.settings_dict['NAME']}_profile")
    connection.creation.create_test_db(verbosity=0, autoclobber=True)
    start = time.perf_counter()
    season = build_large_season(players=args.players, evenings=args.evenings,
                                present=args.players)
    season.table_entry = True
    season.save()
    evening = evening_in_progress(season)
    round_ = evening.rounds.get(number=1)
    print(f"built in {time.perf_counter() - start:.0f} s ({connection.vendor})")
    tables = sorted({s.table for s in round_.seats.all() if s.table})[:args.tables]

    figures: dict[str, list[tuple[float, float, int]]] = {}
    profiler = cProfile.Profile()

    def measure(kind: str, call: Any, *values: Any) -> Any:
        with CaptureQueriesContext(connection) as queries:
            if args.profile == kind:
                profiler.enable()
            cpu, wall = time.process_time(), time.perf_counter()
            response = call(*values)
            spent, waited = time.process_time() - cpu, time.perf_counter() - wall
            if args.profile == kind:
                profiler.disable()
        assert response.status_code in (200, 302), (kind, response.status_code)
        figures.setdefault(kind, []).append((spent, waited, len(queries)))
        return response

    from tournament.seating.finder import finder_url

    reads = {"seats": finder_url(evening),
             "evening": f"/club/{season.club.slug}/avond/{evening.pk}/",
             "standings": f"/club/{season.club.slug}/seizoen/{season.pk}/stand/"}

    visitor = Client()  # the other players (one handler: a new Client loads the middleware)

    def read_all() -> None:  # the room's reloads between a table's requests
        for kind, page in reads.items():
            measure(kind, visitor.get, page)

    client = Client()
    for table in tables[-1:]:  # warm up: code, templates and catalogues load once
        client.get(f"/kaart/{table_token(round_, table)}/")
    for table in tables[:-1]:
        path = f"/kaart/{table_token(round_, table)}/"
        page = measure("open", client.get, path).content.decode()
        hidden = hidden_fields(page)
        typed: dict[str, str] = {}
        for game in range(1, 13):
            typed.update({f"g{game}-declarer": "A" if game % 2 else "B",
                          f"g{game}-points_a": str(80 + game), f"g{game}-points_b": ""})
            measure("preview", client.post, path, {**hidden, **typed, "preview": "1"})
            if game % 4 == 0:
                read_all()
        answer = measure("save", client.post, path, {**hidden, **typed})
        assert answer.status_code == 302, answer.content.decode()[:2000]
        measure("done", client.get, answer["Location"])
        measure("reopen", client.get, path)
        read_all()
    print(f"{'request':10} {'CPU median':>10} {'max':>8} {'wall median':>11} queries")
    for kind, values in figures.items():
        cpu = [c for c, _, _ in values]
        print(f"{kind:10} {statistics.median(cpu) * 1000:8.1f} ms {max(cpu) * 1000:6.1f} ms "
              f"{statistics.median(w for _, w, _ in values) * 1000:8.1f} ms "
              f"{sorted({q for _, _, q in values})}")
    if args.profile:
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(60)
        pstats.Stats(profiler).sort_stats("tottime").print_stats(25)
    connection.creation.destroy_test_db(":memory:", verbosity=0)


if __name__ == "__main__":
    main()
