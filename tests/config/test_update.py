"""``python3 dev.py update`` as a club runs it: a clone of this checkout whose upstream gets
a new commit; the update writes a backup first, fast-forwards, migrates and lists what
changed, in Dutch; and it refuses, changing nothing, with local changes, without a git
checkout, or while the site runs. The clone uses this checkout's virtualenv (--no-install)."""

from __future__ import annotations

import shutil
import socket
import sqlite3
import subprocess
from contextlib import closing
from pathlib import Path

import pytest

import dev
from tests.config.updating import (
    club_checkout,
    club_env,
    dev_py,
    free_port,
    git,
    this_checkout,
)

pytestmark = pytest.mark.skipif(
    not dev.PYTHON.exists() or shutil.which("git") is None,
    reason="needs git and the virtualenv (python3 dev.py setup)")


@pytest.fixture
def club(tmp_path: Path) -> tuple[Path, Path, dict[str, str]]:
    """The upstream, the club's clone of it, and the club's settings."""
    upstream = this_checkout(tmp_path / "upstream")
    return upstream, club_checkout(upstream, tmp_path / "club"), club_env(tmp_path)


def test_the_update_backs_up_fetches_migrates_and_says_what_changed(club, tmp_path):
    upstream, clone, env = club
    database = tmp_path / "club.sqlite3"
    sqlite3.connect(database).close()  # the club's data (empty: the update migrates it all)
    with (upstream / "README.md").open("a") as readme:
        readme.write("\nEen nieuwe regel.\n")
    git(upstream, "commit", "--quiet", "-am", "README: een nieuwe regel")
    port = str(free_port())

    done = dev_py(clone, env, "update", "--no-install", "--port", port)

    said = done.stdout + done.stderr
    assert done.returncode == 0, said
    assert git(clone, "rev-parse", "HEAD") == git(upstream, "rev-parse", "HEAD")
    backups = sorted(p.name for p in (tmp_path / "backups").iterdir())
    assert len(backups) == 1 and backups[0].endswith("-before-update.sqlite3"), backups
    assert said.index("Eerst een backup") < said.index("De nieuwste versie ophalen")
    assert "manage.py migrate" in said
    assert "1 wijziging(en)" in said
    assert "Wat er veranderd is:\n  - README: een nieuwe regel\n" in said
    assert "Start de site opnieuw" in said
    with closing(sqlite3.connect(database)) as migrated:  # every migration of the code applied
        applied = set(migrated.execute("SELECT app, name FROM django_migrations"))
    assert {(path.parts[-3], path.stem) for app in ("clubs", "tournament", "scoring")
            for path in (clone / app / "migrations").glob("0*.py")} <= applied


def test_the_update_refuses_and_changes_nothing(club, tmp_path):
    upstream, clone, env = club
    git(upstream, "commit", "--quiet", "--allow-empty", "-m", "Nieuwer")
    head = git(clone, "rev-parse", "HEAD")

    with (clone / "README.md").open("a") as readme:  # a volunteer's own edit
        readme.write("Eigen aantekening\n")
    changed = dev_py(clone, env, "update", "--no-install", "--port", str(free_port()))
    assert changed.returncode != 0
    assert "Bijwerken gaat niet: er zijn eigen wijzigingen" in changed.stderr
    assert "  README.md" in changed.stderr and "Er is niets veranderd." in changed.stderr
    git(clone, "checkout", "--", "README.md")

    with socket.socket() as site:  # the site still serving the room
        site.bind(("127.0.0.1", 0))
        site.listen()
        running = dev_py(clone, env, "update", "--no-install", "--port",
                         str(site.getsockname()[1]))
    assert running.returncode != 0
    assert "de site draait nog" in running.stderr
    with socket.socket() as site:  # the club house on another port, as it noted
        site.bind(("127.0.0.1", 0))
        site.listen()
        port = site.getsockname()[1]
        (tmp_path / "site_url.txt").write_text(f"http://192.168.1.20:{port}\n")
        elsewhere = dev_py(clone, env, "update", "--no-install", "--port", str(free_port()))
    assert elsewhere.returncode != 0
    assert f"de site draait nog (poort {port})" in elsewhere.stderr

    plain = tmp_path / "zip"  # the site unpacked from a zip: no git
    plain.mkdir()
    shutil.copy2(clone / "dev.py", plain / "dev.py")
    unpacked = dev_py(plain, env, "update", "--no-install")
    assert unpacked.returncode != 0
    assert "is geen git-checkout" in unpacked.stderr

    assert git(clone, "rev-parse", "HEAD") == head
    assert not (tmp_path / "backups").exists()


def test_the_files_a_running_site_writes_are_ignored_by_git():
    """Never listed as files of the site (git status), so never in the way of an update."""
    written = ["db.sqlite3", "db.sqlite3-wal", "db.sqlite3-shm", "secret_key.txt",
               "backups/klaverjas-2026-11-28-093000-start.sqlite3", "staticfiles/site.css"]
    ignored = subprocess.run(["git", "check-ignore", "--no-index", *written], cwd=dev.ROOT,
                             capture_output=True, text=True).stdout.split()
    assert ignored == written
