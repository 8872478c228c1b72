"""The club house's automatic backups: the whole database at one instant, written while the
site runs, at every start and after every closing of an evening, the last N kept.

On SQLite (the club house's database) a backup is a copy of the database file made with
SQLite's online backup API: one read transaction, so it is consistent however many tables
save meanwhile, and with write-ahead logging it holds up none of them. It keeps everything
(accounts, sessions, every club) with the same keys, so restoring it gives the same pages and
the same printed links; ``restore`` copies it back the same way. On another database the
automatic backup is the JSON backup of the whole site (``clubhouse.backup``); a hosted server
has its database's own backups besides.

The JSON backup stays the one for moving a club: it is independent of the database and
restores one club beside other clubs (``clubhouse.backup``).
"""

from __future__ import annotations

import logging
import os
import sqlite3
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from django.conf import settings
from django.db import connection
from django.utils import timezone
from django.utils.translation import gettext as _

from clubhouse import backup
from tournament.signals import closing_warnings, evening_closed

logger = logging.getLogger(__name__)

PREFIX = "klaverjas-"
SQLITE_HEADER = b"SQLite format 3\x00"


def folder() -> Path:
    """The folder of the club house's backups: BACKUP_DIR, else ``backups`` beside the site
    (where ``python3 dev.py clubhouse`` writes them)."""
    return Path(os.environ.get("BACKUP_DIR") or settings.BASE_DIR / "backups")


def write(folder: Path, occasion: str) -> Path:
    """A backup of the whole database in ``folder``, named by the time and ``occasion``;
    written under a temporary name first, so a backup's name never holds half a file."""
    folder.mkdir(parents=True, exist_ok=True)
    stamp = f"{PREFIX}{timezone.localtime():%Y-%m-%d-%H%M%S}-{occasion}"
    suffix = ".sqlite3" if connection.vendor == "sqlite" else ".json.gz"
    path = folder / f"{stamp}{suffix}"
    count = 1
    while path.exists():  # two in one second
        count += 1
        path = folder / f"{stamp}-{count}{suffix}"
    partial = folder / f".{path.name}"  # hidden until whole (prune does not see it)
    try:
        if connection.vendor == "sqlite":
            copy_sqlite(database_file(), partial)
        else:
            backup.write(partial, None)
        partial.replace(path)
    finally:
        partial.unlink(missing_ok=True)
    return path


def database_file() -> str:
    """The SQLite database's file name, or its URI (the test suite's in-memory database)."""
    return str(connection.settings_dict["NAME"])


def copy_sqlite(source: str | Path, target: Path) -> None:
    """``source`` into ``target`` with SQLite's online backup API, all pages in one step
    (one read transaction: a consistent copy, while writers go on under write-ahead
    logging). The copy is one file on its own (no write-ahead log beside it)."""
    uri = str(source).startswith("file:")
    with closing(sqlite3.connect(source, timeout=20, uri=uri)) as read, \
            closing(sqlite3.connect(target)) as copy:
        read.backup(copy)
        copy.execute("PRAGMA journal_mode=DELETE")


def is_snapshot(path: Path) -> bool:
    with path.open("rb") as file:
        return file.read(len(SQLITE_HEADER)) == SQLITE_HEADER


def restore_snapshot(path: Path, backups: Path) -> Path:
    """Put the database of ``path`` in place of this site's (SQLite only; the site must be
    stopped), after a backup of the database as it was into ``backups`` (the backup
    folder, not beside ``path``: that may be a USB stick); that backup's path."""
    if connection.vendor != "sqlite":
        raise backup.BackupError(_(
            "{path} is a copy of a SQLite database; this site's database is not SQLite."
        ).format(path=path))
    with closing(sqlite3.connect(path.resolve().as_uri() + "?mode=ro", uri=True)) as source:
        try:
            intact = source.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        except sqlite3.DatabaseError:
            intact = False
        if not intact:
            raise backup.BackupError(_("{path} is damaged: it is not restored.").format(
                path=path))
        connection.close()
        before = write(backups, "before-restore")
        live_name = database_file()
        with closing(sqlite3.connect(live_name, timeout=20,
                                     uri=live_name.startswith("file:"))) as live:
            source.backup(live)  # through SQLite itself: its write-ahead log stays right
    return before


def prune(folder: Path, keep: int) -> list[Path]:
    """Remove all but the ``keep`` newest automatic backups in ``folder``; the removed."""
    backups = sorted(folder.glob(f"{PREFIX}*"), key=lambda p: p.stat().st_mtime_ns,
                     reverse=True)
    for old in backups[keep:]:
        old.unlink()
    return backups[keep:]


@dataclass
class Automatic:
    """Where the club house writes its backups, how many it keeps, and whether the latest
    one after a closing failed (the organiser is told right after closing)."""

    folder: Path
    keep: int
    failure: str = ""

    def write(self, occasion: str) -> Path:
        path = write(self.folder, occasion)
        prune(self.folder, self.keep)
        return path


automatic: Automatic | None = None


def start_automatic(folder: Path, keep: int) -> Automatic:
    """The club house's backups: a backup after every closing from now on, into
    ``folder``, the ``keep`` newest kept."""
    global automatic
    automatic = Automatic(folder, max(1, keep))
    evening_closed.connect(after_closing, dispatch_uid="clubhouse.snapshots.after_closing")
    if warning_after_closing not in closing_warnings:
        closing_warnings.append(warning_after_closing)
    return automatic


def after_closing(sender: Any, **kwargs: Any) -> None:
    """Runs once the closing is committed. A backup that fails must not undo or fail the
    closing: it is logged with its cause and kept for the organiser's warning."""
    if automatic is None:
        return
    try:
        path = automatic.write("closing")
    except Exception as error:  # the closing stands, whatever went wrong here
        logger.exception("The automatic backup after closing an evening failed.")
        automatic.failure = str(error) or type(error).__name__
    else:
        logger.info("Automatic backup after closing: %s", path)
        automatic.failure = ""


def failure_after_closing() -> str:
    """Why the latest automatic backup after a closing failed; empty when it did not."""
    return automatic.failure if automatic else ""


def warning_after_closing() -> str:
    """What the organiser who just closed must hear of the backup after closing: nothing
    when it was written."""
    if not (failure := failure_after_closing()):
        return ""
    return _("The evening is closed and stored, but the automatic backup after closing failed "
             "({reason}). Nothing is lost. Tell whoever looks after this computer: perhaps "
             "its disk is full.").format(reason=failure)
