"""A club's checkout to update (``python3 dev.py update``): a repository holding this
checkout as it is (the upstream), a clone of it that uses this checkout's virtualenv, and
the commands run in it with the club's settings only."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
from pathlib import Path

import dev

# Settings this process (the test suite) has and the club's commands must not inherit.
INHERITED = ("DJANGO_SETTINGS_MODULE", "DEBUG", "SECRET_KEY", "SECRET_KEY_FALLBACKS",
             "SITE_URL", "ALLOWED_HOSTS", "CSRF_TRUSTED_ORIGINS", "CACHE")
IDENTITY = {"GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.org",
            "GIT_COMMITTER_NAME": "Test", "GIT_COMMITTER_EMAIL": "test@example.org"}


def git(folder: Path, *args: str) -> str:
    return subprocess.run(["git", *args], cwd=folder, check=True, capture_output=True,
                          text=True, env={**os.environ, **IDENTITY}).stdout.strip()


def this_checkout(folder: Path) -> Path:
    """A repository holding this checkout's files as they are (its changes committed)."""
    git(dev.ROOT.parent, "clone", "--quiet", str(dev.ROOT), str(folder))
    git(folder, "checkout", "--quiet", "-B", "main")  # a branch to follow, also when this
    # checkout is a detached HEAD (a CI checkout of one commit)
    for name in git(dev.ROOT, "ls-files", "-m", "-o", "--exclude-standard").splitlines():
        if name != ".venv" and (dev.ROOT / name).is_file():
            (folder / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(dev.ROOT / name, folder / name)
    for name in git(dev.ROOT, "ls-files", "-d").splitlines():
        (folder / name).unlink(missing_ok=True)
    git(folder, "add", "-A")
    if git(folder, "status", "--porcelain"):
        git(folder, "commit", "--quiet", "-m", "This checkout as it is")
    return folder


def club_checkout(upstream: Path, folder: Path) -> Path:
    """The club's clone of ``upstream``, with this checkout's virtualenv."""
    git(folder.parent, "clone", "--quiet", str(upstream), str(folder))
    (folder / ".venv").symlink_to(dev.VENV.resolve())
    return folder


def club_env(folder: Path) -> dict[str, str]:
    """The club's settings: its database, key file and backups in ``folder``."""
    env = {k: v for k, v in os.environ.items() if k not in INHERITED}
    return {**env, **IDENTITY, "DATABASE_URL": f"sqlite:///{folder / 'club.sqlite3'}",
            "SECRET_KEY_FILE": str(folder / "secret_key.txt"),
            "BACKUP_DIR": str(folder / "backups"), "STATIC_ROOT": str(folder / "static")}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def dev_py(folder: Path, env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "dev.py", *args], cwd=folder, env=env,
                          capture_output=True, text=True, timeout=600)
