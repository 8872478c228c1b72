"""SQLite as the club house runs it: write-ahead logging, so a page read never waits for a
save and a save never waits for the readers, and a backup made while tables save.

Each test opens a database file of its own with the project's connection settings (the
suite's own SQLite database is in memory, where none of this applies). With
``SQLITE_JOURNAL_MODE=DELETE`` (SQLite's default journal) these tests fail.
"""

from __future__ import annotations

import contextlib
import shutil
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from django.db import connection
from django.db.backends.sqlite3.base import DatabaseWrapper

from clubhouse import snapshots

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.skipif(connection.vendor != "sqlite", reason="SQLite's journal"),
]
WAIT = 1.0  # seconds a connection waits for a lock here (the site waits 20)


@pytest.fixture
def database(tmp_path: Path) -> Path:
    path = tmp_path / "club.sqlite3"
    with site_connection(path) as site:
        site.execute("CREATE TABLE sheet (id INTEGER PRIMARY KEY, total INTEGER)")
        site.execute("INSERT INTO sheet (total) VALUES (1000)")
    return path


@contextlib.contextmanager
def site_connection(path: Path) -> Iterator[Any]:
    """A cursor on ``path`` opened as the site opens its database (settings' OPTIONS)."""
    settings_dict = {**connection.settings_dict, "NAME": str(path)}
    settings_dict["OPTIONS"] = {**settings_dict["OPTIONS"], "timeout": WAIT}
    site = DatabaseWrapper(settings_dict, alias="wal-test")
    try:
        with site.cursor() as cursor:
            yield cursor
    finally:
        site.close()


def page_reader(path: Path) -> sqlite3.Connection:
    return sqlite3.connect(path, timeout=WAIT, isolation_level=None)


def test_the_site_opens_its_database_with_write_ahead_logging(database):
    with site_connection(database) as site:
        site.execute("PRAGMA journal_mode")
        assert site.fetchone() == ("wal",)
        site.execute("PRAGMA synchronous")
        assert site.fetchone() == (2,)  # FULL: a stored save survives a power cut


def test_a_save_commits_while_a_page_is_being_read(database):
    with contextlib.closing(page_reader(database)) as reader, site_connection(database) as site:
        reader.execute("BEGIN")
        assert reader.execute("SELECT total FROM sheet").fetchall() == [(1000,)]
        start = time.perf_counter()
        site.execute("UPDATE sheet SET total = 1100")  # committed at once
        assert time.perf_counter() - start < WAIT / 2
        # The page being read sees the sheet as it was when its read began.
        assert reader.execute("SELECT total FROM sheet").fetchall() == [(1000,)]
        reader.execute("COMMIT")
        assert reader.execute("SELECT total FROM sheet").fetchall() == [(1100,)]


def test_a_page_is_read_while_a_save_holds_the_write_lock(database):
    """A save at the moment it commits holds SQLite's strongest lock; readers go on."""
    with contextlib.closing(page_reader(database)) as reader, site_connection(database) as site:
        site.execute("BEGIN EXCLUSIVE")
        site.execute("UPDATE sheet SET total = 1100")
        start = time.perf_counter()
        assert reader.execute("SELECT total FROM sheet").fetchall() == [(1000,)]
        assert time.perf_counter() - start < WAIT / 2
        site.execute("COMMIT")


def test_a_backup_has_every_stored_save_and_no_half_one(database, tmp_path):
    """Made while a save is half done: the backup holds every committed save, also those
    still in the write-ahead log only (which a copy of the file would miss), and nothing
    of the one in progress; and it did not wait for it."""
    with site_connection(database) as site:
        site.execute("UPDATE sheet SET total = 1100")  # stored, in the log
        site.execute("BEGIN IMMEDIATE")
        site.execute("INSERT INTO sheet (total) VALUES (2000)")  # half done
        start = time.perf_counter()
        snapshots.copy_sqlite(database, tmp_path / "backup.sqlite3")
        assert time.perf_counter() - start < WAIT / 2
        shutil.copy(database, tmp_path / "file-copy.sqlite3")
        site.execute("COMMIT")
    with contextlib.closing(sqlite3.connect(tmp_path / "backup.sqlite3")) as backup:
        assert backup.execute("SELECT total FROM sheet").fetchall() == [(1100,)]
        assert backup.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    with contextlib.closing(sqlite3.connect(tmp_path / "file-copy.sqlite3")) as copy:
        assert copy.execute("SELECT total FROM sheet").fetchall() == [(1000,)]
