"""The room at the end of a round: tables typing and saving their sheets on phones while the
other players reload "Waar zit ik?", the evening page and the standings.

    python -m bench.room                          # SQLite, 2x and 4x, 3 runs each
    python -m bench.room --database postgres      # PostgreSQL (127.0.0.1:5432, user postgres)
    python -m bench.room --compare /tmp/old-tree  # before and after, taking turns

Each project measured (this one, and with ``--compare`` an older checkout of it) builds its
own throwaway database with its own code (``bench/room_setup.py``: the benchmark club of 100
players and 40 evenings, one evening in progress per run with 20 tables drawn), collects its
static files and runs gunicorn (``--workers``, DEBUG off) on 127.0.0.1. Then, for every run,
each project in turn gets the same room at the same pace, so noise from other work on the
machine hits both alike:

- every table's phone opens its sheet, types its 12 games (a live preview after choosing
  who played and one after the points, as the sheet asks the server while typing), saves
  (and opens the page it is sent to), opens the sheet once more, and then keeps that page
  asking for the other pair's check as it does (``static/js/refresh.js``);
- the other players each reload one of the three public pages, over and over.

"The real pace" (1x) is a guess at a real room, stated here so a run can be compared with
another: tables finish their round over ``START_WITHIN`` seconds, a phone sends a preview every
``PREVIEW_EVERY`` seconds while typing (a game in 8 s: the sheet copied from paper in about a
minute and a half), and a player reloads a page every ``RELOAD_EVERY`` seconds. ``--pace 2``
halves every interval. It prints each kind of request's p50 and p99 per project and pace (the
median over the runs), the errors, the sheets stored whole, and the CPU per request (the
gunicorn workers and their PostgreSQL sessions, over the whole run).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.load import (
    TREE,
    Phone,
    Server,
    collect_static,
    fetch,
    form_fields,
    gunicorn,
    server_env,
)
from scoring.rules import ACHIEVABLE_POINTS

START_WITHIN = 60.0  # seconds over which the tables start typing
PREVIEW_EVERY = 4.0  # seconds between a table's previews while typing
RELOAD_EVERY = 10.0  # seconds between a player's reloads
CHECK_EVERY = 10.0  # the thank-you page's question for the other pair's check
GAMES = 12
READS = ("seats", "evening", "standings")
TARGETS = {2.0: 0.150, 4.0: 0.500}  # p99 for saves, previews and page loads

# The card points a table types: only what some set of tricks gives (a phone that typed an
# impossible number would be told so and save nothing, which is not the room's load).
TYPED_POINTS = sorted(ACHIEVABLE_POINTS)


@dataclass
class Figures:
    """Latencies (seconds) and errors per kind of request, for one run of the room."""

    latencies: dict[str, list[float]] = field(default_factory=dict)
    errors: dict[str, int] = field(default_factory=dict)
    refused: dict[str, int] = field(default_factory=dict)  # "kind: status" of each error
    cpu: float = 0.0
    stored: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)

    def add(self, kind: str, seconds: float, status: int, expected: int) -> None:
        """One request; status 0: no whole answer (refused, cut off or timed out)."""
        with self.lock:
            self.latencies.setdefault(kind, []).append(seconds)
            self.errors[kind] = self.errors.get(kind, 0) + (status != expected)
            if status != expected:
                name = f"{kind}: {status}"
                self.refused[name] = self.refused.get(name, 0) + 1

    def percentile(self, kind: str, p: float) -> float:
        ordered = sorted(self.latencies.get(kind, []))
        return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))] if ordered else 0.0

    @property
    def requests(self) -> int:
        return sum(len(v) for v in self.latencies.values())


@dataclass
class Project:
    """A checkout measured: its database, its server and the room's links in it."""

    label: str
    tree: Path
    env: dict[str, str]
    runs: list[dict[str, Any]]
    database: str
    server: Server | None = None


def timed(figures: Figures, kind: str, call: Callable[[], tuple[int, dict[str, str], str]],
          expected: int = 200) -> tuple[int, dict[str, str], str]:
    start = time.perf_counter()
    try:
        answer = call()
    except (ConnectionError, OSError):
        answer = (0, {}, "")
    figures.add(kind, time.perf_counter() - start, answer[0], expected)
    return answer


def table(port: int, link: str, index: int, tables: int, pace: float, figures: Figures,
          stop: threading.Event, rng: random.Random) -> None:
    """One table's phone at the end of the round."""
    phone = Phone(port)
    stop.wait(START_WITHIN / pace * index / tables + rng.random() / pace)
    status, _headers, page = timed(figures, "sheet open", lambda: phone.request("GET", link))
    if status != 200:
        return
    fields = form_fields(page, "g1-points_a")
    typed: dict[str, str] = {}
    htmx = {"HX-Request": "true"}
    for game in range(1, GAMES + 1):
        typed[f"g{game}-declarer"] = rng.choice("AB")
        for step in ("declarer", "points"):
            if step == "points":
                typed[f"g{game}-points_a"] = str(rng.choice(TYPED_POINTS))
            stop.wait(PREVIEW_EVERY / pace)
            timed(figures, "preview", lambda: phone.request(
                "POST", link, {**fields, **typed, "preview": "1"}, htmx))
    status, headers, _body = timed(
        figures, "save", lambda: phone.request(
            "POST", link, {**fields, **typed, "attempt": uuid.uuid4().hex}), expected=302)
    if status != 302:
        return
    done = headers["Location"]
    timed(figures, "page after saving", lambda: phone.request("GET", done))
    timed(figures, "sheet reopened", lambda: phone.request("GET", link))
    while not stop.wait(CHECK_EVERY / pace):
        timed(figures, "check asked", lambda: phone.request("GET", done, None,
                                                           {"X-Refresh": "1"}))


def player(port: int, path: str, pace: float, figures: Figures, stop: threading.Event,
           rng: random.Random) -> None:
    """A player reloading one page, over and over."""
    phone = Phone(port)
    stop.wait(rng.random() * RELOAD_EVERY / pace)
    while not stop.is_set():
        start = time.perf_counter()
        timed(figures, "page load", lambda: phone.request("GET", path))
        stop.wait(max(0.0, RELOAD_EVERY / pace - (time.perf_counter() - start)))


def warm_up(port: int, run: dict[str, Any], workers: int) -> None:
    """Every worker loads its code, templates and catalogues before the room is measured,
    as a server that has been up for a while has: the public pages and a sheet, a few
    times per worker (a sheet only opened: nothing is saved)."""
    paths = [*run["pages"].values(), run["sheets"][0]] * 3 * workers
    with ThreadPoolExecutor(workers) as pool:
        list(pool.map(lambda path: fetch(port, path), paths))


def room(project: Project, run: dict[str, Any], *, pace: float, tables: int, readers: int,
         seed: int, workers: int) -> Figures:
    """The room once: every table types and saves its sheet; the players reload until the
    last table has saved and reopened its sheet (and the check was asked at least once)."""
    assert project.server is not None
    port = project.server.port
    warm_up(port, run, workers)
    figures = Figures()
    stop = threading.Event()
    rng = random.Random(seed)
    cpu = project.server.cpu_seconds(project.database)
    tables_done = [threading.Thread(target=table, args=(
        port, link, i, tables, pace, figures, stop, random.Random(rng.random())))
        for i, link in enumerate(run["sheets"][:tables])]
    others = [threading.Thread(target=player, args=(
        port, run["pages"][READS[i % len(READS)]], pace, figures, stop,
        random.Random(rng.random()))) for i in range(readers)]
    for thread in [*tables_done, *others]:
        thread.start()
    # The tables stop typing by themselves; the wait for the last one bounds the run.
    deadline = time.monotonic() + (START_WITHIN + 2 * GAMES * PREVIEW_EVERY) / pace + 60
    while (time.monotonic() < deadline
           and len(figures.latencies.get("sheet reopened", [])) +
           sum(figures.errors.get(k, 0) for k in ("sheet open", "save")) < tables):
        time.sleep(0.2)
    time.sleep(CHECK_EVERY / pace)
    stop.set()
    for thread in [*tables_done, *others]:
        thread.join(timeout=60)
    figures.cpu = project.server.cpu_seconds(project.database) - cpu
    figures.stored = verify(project, run["evening"])
    return figures


def verify(project: Project, evening: int) -> int:
    """The run's sheets stored whole (complete, 12 games, totals the sum of the games)."""
    answer = subprocess.run(
        [sys.executable, str(TREE / "bench" / "room_setup.py"), "--verify", str(evening)],
        cwd=project.tree, env=project.env, capture_output=True, text=True)
    if answer.returncode:
        raise SystemExit(f"{project.label}: reading the stored sheets failed\n{answer.stderr}")
    return int(json.loads(answer.stdout.strip().splitlines()[-1])["stored"])


@contextmanager
def database(label: str, kind: str, postgres: str, folder: Path) -> Iterator[tuple[str, str]]:
    """(DATABASE_URL, database name) of a throwaway database, dropped afterwards."""
    if kind == "sqlite":
        path = folder / f"{label}.sqlite3"
        yield f"sqlite:///{path}", str(path)
        return
    name = f"room_benchmark_{label}"
    admin = [sys.executable, "-c", (
        "import sys, psycopg; c = psycopg.connect(sys.argv[1], autocommit=True); "
        "[c.execute(q) for q in sys.argv[2:]]")]
    base = f"{postgres.rstrip('/')}/postgres"
    subprocess.run([*admin, base, f'DROP DATABASE IF EXISTS "{name}"',
                    f'CREATE DATABASE "{name}"'], check=True)
    try:
        yield f"{postgres.rstrip('/')}/{name}", name
    finally:
        subprocess.run([*admin, base, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'],
                       check=False)


def prepare(project: Project, args: argparse.Namespace) -> None:
    start = time.perf_counter()
    answer = subprocess.run(
        [sys.executable, str(TREE / "bench" / "room_setup.py"),
         "--runs", str(len(args.pace) * args.runs), "--tables", str(args.tables),
         "--evenings", str(args.evenings)],
        cwd=project.tree, env=project.env, capture_output=True, text=True)
    if answer.returncode:
        raise SystemExit(f"{project.label}: building the room failed\n{answer.stderr}")
    project.runs = json.loads(answer.stdout.strip().splitlines()[-1])["runs"]
    collect_static(project.env, project.tree)
    say(f"{project.label}: built in {time.perf_counter() - start:.0f} s ({project.tree})")


def report(results: dict[tuple[str, float], list[Figures]], args: argparse.Namespace) -> None:
    kinds = ["save", "preview", "page load", "sheet open", "page after saving",
             "sheet reopened", "check asked"]
    say(f"\nThe room: {args.tables} tables, {args.readers} players reloading; "
        f"{args.workers} gunicorn workers, {args.database}; median over {args.runs} runs "
        f"of each figure (target p99: saves, previews and page loads <= 150 ms at 2x, "
        f"<= 500 ms at 4x)")
    say(f"  {'project':10} {'pace':>4}  " + "  ".join(f"{k:>17}" for k in kinds)
        + "  errors  stored  CPU/request")
    for (label, pace), runs in results.items():
        cells = []
        for kind in kinds:
            p50 = statistics.median(f.percentile(kind, 50) for f in runs) * 1000
            p99 = statistics.median(f.percentile(kind, 99) for f in runs) * 1000
            cells.append(f"{p50:6.0f} / {p99:5.0f} ms")
        errors = sum(sum(f.errors.values()) for f in runs)
        stored = "+".join(str(f.stored) for f in runs)
        cpu = statistics.median(f.cpu / max(1, f.requests) for f in runs) * 1000
        say(f"  {label:10} {pace:3g}x  " + "  ".join(f"{c:>17}" for c in cells)
            + f"  {errors:6}  {stored:>6}  {cpu:6.1f} ms")
    say("  (each cell: p50 / p99)")


def say(text: str) -> None:
    print(text, flush=True)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--database", choices=["sqlite", "postgres"], default="sqlite")
    parser.add_argument("--postgres", default=os.environ.get(
        "ROOM_POSTGRES", "postgres://postgres@127.0.0.1:5432"),
        help="the PostgreSQL server (no database name) for --database postgres")
    parser.add_argument("--pace", type=float, nargs="+", default=[2.0, 4.0],
                        help="times the real pace (default: 2 4)")
    parser.add_argument("--runs", type=int, default=3, help="runs of each pace (default 3)")
    parser.add_argument("--tables", type=int, default=20)
    parser.add_argument("--readers", type=int, default=60)
    parser.add_argument("--evenings", type=int, default=40,
                        help="closed evenings of the benchmark club (default 40)")
    parser.add_argument("--workers", type=int, default=4)
    parser.add_argument("--compare", type=Path, action="append", default=[],
                        help="another checkout to measure in turn (before and after)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as temporary, ExitStack() as stack:
        folder = Path(temporary)
        projects = []
        for label, tree in [("this", TREE), *((f"compare{i + 1}", Path(t).resolve())
                                              for i, t in enumerate(args.compare))]:
            url, name = stack.enter_context(database(label, args.database, args.postgres,
                                                     folder))
            env = server_env(url, folder / f"static-{label}", {})
            project = Project(label, tree, env, [], name)
            prepare(project, args)
            project.server = stack.enter_context(gunicorn(env, workers=args.workers,
                                                          tree=tree))
            projects.append(project)
        results: dict[tuple[str, float], list[Figures]] = {}
        number = 0
        for run in range(args.runs):
            for pace in args.pace:
                order = projects if run % 2 == 0 else projects[::-1]
                for project in order:
                    figures = room(project, project.runs[number], pace=pace,
                                   tables=args.tables, readers=args.readers, seed=number,
                                   workers=args.workers)
                    results.setdefault((project.label, pace), []).append(figures)
                    say(f"  run {run + 1}, {pace:g}x, {project.label}: "
                        f"{figures.requests} requests, save p99 "
                        f"{figures.percentile('save', 99) * 1000:.0f} ms, preview p99 "
                        f"{figures.percentile('preview', 99) * 1000:.0f} ms, page p99 "
                        f"{figures.percentile('page load', 99) * 1000:.0f} ms, "
                        f"{sum(figures.errors.values())} errors {figures.refused or ''}, "
                        f"{figures.stored} stored")
                number += 1
        report(dict(sorted(results.items(), key=lambda item: (item[0][1], item[0][0]))), args)


if __name__ == "__main__":
    main()
