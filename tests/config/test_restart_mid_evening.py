"""The laptop restarting mid-evening loses nothing answered.

The club-house server (``manage.py clubhouse``: waitress, DEBUG off) runs as a subprocess on
loopback while every table's phone saves its sheet over HTTP, as the phone's browser does
(the page opened, the CSRF token and hidden fields read from it, the points typed, the form
sent). The server is killed with SIGKILL in the middle of those saves and started again.
Then every save that was answered as stored is there, a save in flight is there whole or
not at all, no sheet has some of its games or totals that do not match its games, the
tables' links still open their sheets, and the organisers' dashboard shows what is stored.

On the suite's database: a file of its own on SQLite, the test database on PostgreSQL.
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import re
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from django.conf import settings
from django.db import connection

from bench.load import Phone, fetch, form_fields, free_port, server_env, sheet_points
from bench.public_load import Command as LoadBenchmark
from clubs.numbers import local_number
from scoring.models import Game, ScoreSheet, SheetChange

TABLES = 20
GAMES = 12
KILLS = 3  # each kill lands elsewhere in a save
SETUP = f"""
import json
from django.urls import reverse
from scoring.sheets.tokens import table_token
from tests.factories import check_in, make_club, make_evening, make_members, make_organiser
from tests.factories import make_season
from tournament.seating.store import draw_round
club = make_club("De Troefboer")
make_organiser(club, "leiding")
evening = make_evening(make_season(club, table_entry=True, games_per_round={GAMES}), round_count=1)
check_in(evening, make_members(club, {TABLES * 4}))
draw_round(evening, 1, seed=3)
round_ = evening.rounds.get()
print(json.dumps({{
    "links": [reverse("scoring:table_sheet", args=[table_token(round_, t)])
              for t in range(1, {TABLES + 1})],
    "dashboard": reverse("scoring:dashboard", args=[club.slug, evening.pk])}}))
"""


@dataclass
class Save:
    """One save a phone sent: what it typed and what the server answered (None: no answer,
    the server was killed meanwhile)."""

    points: list[int]
    status: int | None = None


@dataclass
class Sheet:
    """A table's sheet as stored."""

    version: int
    status: str
    totals: tuple[int, int]
    changes: int  # its history lines
    points: list[int]  # pair A's points, game by game
    scores: tuple[int, int]  # the games' scores added up


@pytest.fixture
def database_url(transactional_db: None, tmp_path: Path) -> str:
    """The suite's database for the server: a file of its own on SQLite (the suite's test
    database is in memory), the test database on PostgreSQL (emptied after the test)."""
    if connection.vendor == "postgresql":
        return LoadBenchmark().database_url()
    return f"sqlite:///{tmp_path / 'club.sqlite3'}"


def start(env: dict[str, str], port: int, folder: Path) -> subprocess.Popen[bytes]:
    """The club-house server, once it answers."""
    output = folder / f"server-{time.monotonic_ns()}.txt"
    with output.open("w") as log:
        site = subprocess.Popen(
            [sys.executable, "manage.py", "clubhouse", "--listen", f"127.0.0.1:{port}",
             "--backups", str(folder / "backups")],
            cwd=settings.BASE_DIR, env=env, stdout=log, stderr=subprocess.STDOUT,
            start_new_session=True)
    deadline = time.monotonic() + 60
    while fetch(port, "/health/")[1] != 200:
        assert site.poll() is None and time.monotonic() < deadline, output.read_text()
        time.sleep(0.1)
    return site


def stop(site: subprocess.Popen[bytes], how: signal.Signals) -> None:
    if site.poll() is None:
        os.killpg(site.pid, how)
        site.wait(timeout=60)  # waitress ends its threads: slow on a busy machine


def stored_sheets(database_url: str) -> dict[int, Sheet]:
    """Every sheet as the database holds it, read with plain SQL (the server's database
    is not this process's on SQLite)."""
    q = connection.ops.quote_name
    queries = [
        f"SELECT id, {q('table')}, version, status, total_a, total_b "
        f"FROM {ScoreSheet._meta.db_table}",
        f"SELECT sheet_id, COUNT(*) FROM {SheetChange._meta.db_table} GROUP BY sheet_id",
        f"SELECT sheet_id, points_a, score_a, score_b FROM {Game._meta.db_table} "
        "ORDER BY sheet_id, number",
    ]
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            rows = [_all(cursor, sql) for sql in queries]
    else:
        with contextlib.closing(sqlite3.connect(database_url.removeprefix("sqlite:///"))) as db:
            rows = [db.execute(sql).fetchall() for sql in queries]
    changes = dict(rows[1])
    games: dict[int, list[tuple[int, int, int]]] = {}
    for sheet_id, points, score_a, score_b in rows[2]:
        games.setdefault(sheet_id, []).append((points, score_a, score_b))
    return {table: Sheet(version, status, (total_a, total_b), changes.get(pk, 0),
                         [g[0] for g in games.get(pk, [])],
                         (sum(g[1] for g in games.get(pk, [])),
                          sum(g[2] for g in games.get(pk, []))))
            for pk, table, version, status, total_a, total_b in rows[0]}


def _all(cursor: Any, sql: str) -> list[tuple[Any, ...]]:
    cursor.execute(sql)
    return list(cursor.fetchall())


def keep_saving(port: int, link: str, table: int, saves: list[Save]) -> None:
    """A table's phone saving its sheet again and again, each time other points, until the
    server stops answering."""
    phone = Phone(port)
    while True:
        save = Save([(table * 7 + len(saves) * 13 + n * 5) % 150 + 6 for n in range(GAMES)])
        saves.append(save)
        try:
            save.status, _answer = phone.submit(link, sheet_points(save.points))
        except ConnectionError:  # killed: sent or not, this save was never answered
            return


def save_until_killed(site: subprocess.Popen[bytes], port: int, links: list[str]
                      ) -> dict[int, list[Save]]:
    """Every table's phone saving at once; SIGKILL for the server after each table's first
    answered save, at a moment that falls anywhere in a save."""
    saves: dict[int, list[Save]] = {t: [] for t in range(1, len(links) + 1)}
    phones = [threading.Thread(target=keep_saving, args=(port, link, t, saves[t]))
              for t, link in enumerate(links, start=1)]
    for phone in phones:
        phone.start()
    deadline = time.monotonic() + 30
    while sum(s.status is not None for table in saves.values() for s in table) < len(links):
        assert time.monotonic() < deadline and all(p.is_alive() for p in phones)
        time.sleep(0.05)
    time.sleep(random.uniform(0.05, 0.5))
    stop(site, signal.SIGKILL)
    for phone in phones:
        phone.join(timeout=30)
    answered = {s.status for table in saves.values() for s in table if s.status is not None}
    assert answered == {302}  # every answer was "stored", on to the table's "sent" page
    return saves


def check_nothing_answered_is_lost(saves: dict[int, list[Save]], stored: dict[int, Sheet],
                                   before: dict[int, Sheet]) -> None:
    for table, sent in saves.items():
        sheet = stored.get(table)
        answered = [i for i, s in enumerate(sent) if s.status is not None]
        # The last answered save, or the one in flight after it: whole or not at all.
        if answered:
            may_be = [s.points for s in sent[answered[-1]:answered[-1] + 2]]
        else:
            may_be = [before[table].points if table in before else [], sent[0].points]
        assert sheet is not None or may_be[0] == [], table
        if sheet is not None:
            assert sheet.points in may_be, (table, sheet, may_be)
            assert sheet.totals == sheet.scores  # the totals are its games'
            assert sheet.version == sheet.changes  # a history line for every stored save
            assert sheet.status == "COMPLETE"


def check_the_room_sees_it(port: int, made: dict[str, Any], stored: dict[int, Sheet]) -> None:
    """Every table's link opens its sheet at the stored version; the organisers'
    dashboard shows every table's stored totals."""
    for table, link in enumerate(made["links"], start=1):
        status, _headers, page = Phone(port).request("GET", link)
        assert status == 200
        version = stored[table].version if table in stored else 0
        assert form_fields(page, "g1-points_a")["version"] == str(version)
    organiser = Phone(port)
    status, where = organiser.submit("/login/", {"username": "leiding",
                                                 "password": "secret-pass-123"})
    assert status == 302 and "/login/" not in where
    status, _headers, page = organiser.request("GET", made["dashboard"])
    assert status == 200
    for table in range(1, len(made["links"]) + 1):
        cell = re.search(rf'id="cell-1-{table}".*?</a>', page, re.S)
        assert cell, table
        if table not in stored:
            assert "niet ingevoerd" in cell.group(0)
        else:
            a, b = (local_number(t) for t in stored[table].totals)
            assert f"A {a} · B {b}" in cell.group(0), cell.group(0)


def test_a_server_killed_while_tables_save_loses_no_answered_save(
    database_url: str, tmp_path: Path
):
    port = free_port()
    env = server_env(database_url, tmp_path / "static", {"PYTHONUNBUFFERED": "1"})
    site = start(env, port, tmp_path)
    try:
        made = manage_shell(env, SETUP)
        stored: dict[int, Sheet] = {}
        for _kill in range(KILLS):
            saves = save_until_killed(site, port, made["links"])
            site = start(env, port, tmp_path)
            before, stored = stored, stored_sheets(database_url)
            check_nothing_answered_is_lost(saves, stored, before)
            check_the_room_sees_it(port, made, stored)
    finally:
        stop(site, signal.SIGINT)


def manage_shell(env: dict[str, str], code: str) -> dict[str, Any]:
    done = subprocess.run([sys.executable, "manage.py", "shell", "-c", code],
                          cwd=settings.BASE_DIR, env=env, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    made: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return made
