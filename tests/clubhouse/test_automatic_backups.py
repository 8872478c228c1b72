"""The club house's automatic backups (``clubhouse.snapshots``): one after every closing of an
evening, the newest N kept; a backup that fails leaves the closing standing and tells the
organiser; restoring one puts the data back as it was. (A backup taken while the site
writes: tests/config/test_sqlite_wal.py.)"""

from __future__ import annotations

import contextlib
import gzip
import json
import logging
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command
from django.db import connection
from django.test import Client

from clubhouse import snapshots
from clubs.models import Club
from scoring.closing.service import close_evening, reopen_evening
from scoring.models import EveningEvent
from tests.factories import check_in, make_evening, make_members, make_season
from tests.forms import submit
from tests.scoring.sheets.helpers import FULL, games, sheet_url
from tournament.models import Evening, EveningStatus
from tournament.seating.store import draw_round
from tournament.signals import evening_closed

pytestmark = pytest.mark.django_db(transaction=True)  # the backup reads what is committed


@pytest.fixture
def evening(club: Club, organiser_client: Client) -> Evening:
    """An evening whose two tables have their sheets in: ready to close."""
    evening = make_evening(make_season(club), round_count=1)
    check_in(evening, make_members(club, 8))
    draw_round(evening, 1, seed=3)
    for table in (1, 2):
        assert submit(organiser_client, sheet_url(evening, table=table),
                      games(FULL)).status_code == 302
    return evening


@pytest.fixture
def automatic(tmp_path: Path) -> Iterator[snapshots.Automatic]:
    """The club house's automatic backups, as ``manage.py clubhouse`` starts them."""
    yield snapshots.start_automatic(tmp_path / "backups", keep=2)
    evening_closed.disconnect(dispatch_uid="clubhouse.snapshots.after_closing")
    snapshots.automatic = None


def close_url(evening: Evening) -> str:
    return f"/club/{evening.club.slug}/avond/{evening.pk}/afsluiten/"


def closings_in(path: Path) -> int:
    """How many closings of an evening the backup holds."""
    table = EveningEvent._meta.db_table
    if snapshots.is_snapshot(path):
        with contextlib.closing(sqlite3.connect(path)) as db:
            (count,) = db.execute(f"SELECT COUNT(*) FROM {table} WHERE kind = 'CLOSED'"
                                  ).fetchone()
            return int(count)
    rows = json.loads(gzip.decompress(path.read_bytes()))["objects"]
    return sum(r["model"] == "scoring.eveningevent" and r["fields"]["kind"] == "CLOSED"
               for r in rows)


def test_closing_an_evening_writes_a_backup_that_holds_the_closing(
    evening, organiser_client, automatic
):
    response = submit(organiser_client, close_url(evening), {})
    assert response.status_code == 302
    (written,) = automatic.folder.iterdir()
    assert written.name.startswith("klaverjas-") and "-closing." in written.name
    assert closings_in(written) == 1


def test_the_newest_backups_are_kept(evening, organiser, automatic):
    for _closing in range(3):
        close_evening(Evening.objects.get(pk=evening.pk), organiser)
        reopen_evening(evening, organiser, "a correction")
    backups = sorted(automatic.folder.iterdir(), key=lambda p: p.stat().st_mtime_ns)
    assert len(backups) == automatic.keep == 2
    assert [closings_in(b) for b in backups] == [2, 3]  # the first backup is gone


def test_a_failing_backup_leaves_the_closing_standing_and_warns_the_organiser(
    evening, organiser, organiser_client, automatic, caplog
):
    automatic.folder.write_text("a file where the folder should be")
    with caplog.at_level(logging.ERROR, logger="clubhouse.snapshots"):
        response = submit(organiser_client, close_url(evening), {}, follow=True)
    evening.refresh_from_db()
    assert evening.status == EveningStatus.CLOSED
    page = response.content.decode()
    assert "De avond is afgesloten" in page
    assert "de automatische reservekopie na het afsluiten is mislukt" in page
    assert "backups" in page  # the cause, for whoever helps
    (record,) = caplog.records
    assert record.exc_info  # with its traceback in the log

    automatic.folder.unlink()  # put right: the next closing is backed up and says nothing
    reopen_evening(evening, organiser, "a correction")
    response = submit(organiser_client, close_url(evening), {}, follow=True)
    assert "reservekopie" not in response.content.decode()
    assert len(list(automatic.folder.iterdir())) == 1


def test_without_the_club_house_a_closing_writes_no_backup(evening, organiser_client, tmp_path):
    assert submit(organiser_client, close_url(evening), {}).status_code == 302
    assert snapshots.automatic is None
    assert not list(tmp_path.iterdir())


@pytest.mark.skipif(connection.vendor != "sqlite", reason="a copy of the SQLite database")
def test_restoring_a_backup_puts_the_data_back_and_keeps_what_it_replaced(
    evening, organiser, organiser_client, automatic
):
    assert submit(organiser_client, close_url(evening), {}).status_code == 302
    (closed,) = automatic.folder.iterdir()
    reopen_evening(evening, organiser, "a mistake")

    call_command("restore", str(closed), backups=automatic.folder)

    evening.refresh_from_db()
    assert evening.status == EveningStatus.CLOSED
    (before,) = automatic.folder.glob("*-before-restore.*")
    with contextlib.closing(sqlite3.connect(before)) as db:
        (reopened,) = db.execute("SELECT status FROM tournament_evening").fetchone()
    assert reopened == EveningStatus.PLAYING


@pytest.mark.skipif(connection.vendor != "sqlite", reason="a copy of the SQLite database")
def test_a_restore_from_a_usb_stick_keeps_the_data_before_it_in_the_backup_folder(
    evening, organiser, organiser_client, automatic, tmp_path, monkeypatch
):
    assert submit(organiser_client, close_url(evening), {}).status_code == 302
    stick = tmp_path / "usb-stick"
    stick.mkdir()
    (closed,) = automatic.folder.iterdir()
    on_stick = stick / closed.name
    on_stick.write_bytes(closed.read_bytes())
    reopen_evening(evening, organiser, "a mistake")
    monkeypatch.setenv("BACKUP_DIR", str(automatic.folder))  # as dev.py manage has it

    call_command("restore", str(on_stick))

    assert list(stick.iterdir()) == [on_stick]
    assert len(list(automatic.folder.glob("*-before-restore.sqlite3"))) == 1


@pytest.mark.skipif(connection.vendor != "sqlite", reason="a copy of the SQLite database")
def test_a_damaged_backup_is_not_restored(evening, tmp_path):
    damaged = tmp_path / "klaverjas-2026-11-23-221503-closing.sqlite3"
    damaged.write_bytes(snapshots.SQLITE_HEADER + b"\x00" * 200)
    with pytest.raises(CommandError, match="is beschadigd: er is niets teruggezet"):
        call_command("restore", str(damaged))
    assert Evening.objects.get(pk=evening.pk).status == EveningStatus.PLAYING
    assert list(tmp_path.iterdir()) == [damaged]  # no backup of the data was needed


def test_a_first_start_with_the_demo_backs_the_demo_up(db, tmp_path):
    """Found by a newcomer: with --demo on an empty database no backup was written until
    the second start."""
    from clubhouse.management.commands.clubhouse import Command

    Command().prepare_data(snapshots.Automatic(tmp_path, keep=5), demo=True)
    assert Club.objects.filter(slug="troefboer").exists()
    assert len(list(tmp_path.iterdir())) == 1
