#!/usr/bin/env python3
"""The project's two commands, with nothing but Python 3.11+ and git needed.

    python3 dev.py run    # virtualenv, requirements, migrate, demo data, site on :8000
    python3 dev.py test   # ruff, mypy and the whole pytest suite (extra args go to pytest)

Both are idempotent: the virtualenv is made once and requirements are installed again only
when requirements*.txt change.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PYTHON = BIN / ("python.exe" if os.name == "nt" else "python")
STAMP = VENV / ".requirements.sha256"
REQUIREMENTS = ("requirements.txt", "requirements-dev.txt")


def sh(*args: str | Path, env: dict[str, str] | None = None) -> None:
    print("$", " ".join(str(a) for a in args), flush=True)
    completed = subprocess.run([str(a) for a in args], cwd=ROOT, env=env)
    if completed.returncode != 0:
        sys.exit(completed.returncode)


def ensure_venv() -> None:
    if sys.version_info < (3, 11):  # noqa: UP036 - dev.py may be started by an older python3
        sys.exit("Python 3.11 or newer is needed (found {}.{}).".format(*sys.version_info[:2]))
    if not PYTHON.exists():
        print(f"Creating virtual environment in {VENV}", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    digest = hashlib.sha256(b"".join((ROOT / r).read_bytes() for r in REQUIREMENTS)).hexdigest()
    if not STAMP.exists() or STAMP.read_text().strip() != digest:
        sh(PYTHON, "-m", "pip", "install", "--quiet", "--upgrade", "pip")
        sh(PYTHON, "-m", "pip", "install", "--quiet", "-r", "requirements-dev.txt")
        STAMP.write_text(digest)


def run() -> None:
    env = {**os.environ}
    env.setdefault("DEBUG", "1")
    manage = (PYTHON, "manage.py")
    sh(*manage, "migrate", "--no-input", env=env)
    sh(*manage, "load_demo", env=env)
    sh(*manage, "runserver", "127.0.0.1:8000", env=env)


def test(pytest_args: list[str]) -> None:
    sh(BIN / "ruff", "check", ".")
    sh(BIN / "mypy", ".")
    sh(PYTHON, "-m", "pytest", *pytest_args)


def main() -> None:
    command, *rest = sys.argv[1:] or ["run"]
    if command not in {"run", "test", "setup"}:
        sys.exit(__doc__)
    ensure_venv()
    if command == "run":
        run()
    elif command == "test":
        test(rest)


if __name__ == "__main__":
    main()
