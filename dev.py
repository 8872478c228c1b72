#!/usr/bin/env python3
"""The project's commands, with nothing but Python 3.11+ and git needed.

    python3 dev.py run        # development: virtualenv, requirements, migrate, demo data,
                              # site on http://127.0.0.1:8000 for this computer only
    python3 dev.py test       # ruff, mypy and the whole pytest suite (extra args go to pytest)
    python3 dev.py clubhouse  # the club evening: the site for every phone on the club's WiFi
                              # (--address IP, --port N, --demo, --no-install; see --help)
    python3 dev.py manage ... # a manage.py command with the club house's settings
                              # (python3 dev.py manage backup club.json.gz)

All are idempotent: the virtualenv is made once and requirements are installed again only
when requirements*.txt change (the club house needs only requirements.txt).
"""

from __future__ import annotations

import argparse
import hashlib
import ipaddress
import os
import secrets
import socket
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PYTHON = BIN / ("python.exe" if os.name == "nt" else "python")
STAMP = VENV / ".requirements.sha256"
RUNTIME_STAMP = VENV / ".requirements-runtime.sha256"
REQUIREMENTS = ("requirements.txt", "requirements-dev.txt")
# Addresses a UDP socket is "connected" to, only to learn which of this computer's addresses
# the operating system would send from: connecting a UDP socket sends nothing, so this needs
# no DNS and no internet. First the default route (198.51.100.1 is a documentation address,
# never a real host), then the private ranges and link-local, for a network without a router.
ROUTE_PROBES = ("198.51.100.1", "10.254.254.254", "172.31.254.254", "192.168.254.254",
                "169.254.254.254")


def sh(*args: str | Path, env: dict[str, str] | None = None) -> None:
    print("$", " ".join(str(a) for a in args), flush=True)
    completed = subprocess.run([str(a) for a in args], cwd=ROOT, env=env)
    if completed.returncode != 0:
        sys.exit(completed.returncode)


def _digest(files: tuple[str, ...]) -> str:
    return hashlib.sha256(b"".join((ROOT / r).read_bytes() for r in files)).hexdigest()


def _installed(stamp: Path, files: tuple[str, ...]) -> bool:
    return stamp.exists() and stamp.read_text().strip() == _digest(files)


def ensure_venv(*, runtime_only: bool = False) -> None:
    """The virtualenv with the development requirements, or with requirements.txt alone
    (the club house: no test tools); a development install covers the runtime too."""
    if sys.version_info < (3, 11):  # noqa: UP036 - dev.py may be started by an older python3
        sys.exit("Python 3.11 or newer is needed (found {}.{}).".format(*sys.version_info[:2]))
    if not PYTHON.exists():
        print(f"Creating virtual environment in {VENV}", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    if _installed(STAMP, REQUIREMENTS):
        return
    files, stamp = (REQUIREMENTS[:1], RUNTIME_STAMP) if runtime_only else (REQUIREMENTS, STAMP)
    if runtime_only and _installed(stamp, files):
        return
    sh(PYTHON, "-m", "pip", "install", "--quiet", "--upgrade", "pip")
    sh(PYTHON, "-m", "pip", "install", "--quiet", "-r", files[-1])
    stamp.write_text(_digest(files))


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


def lan_address() -> str:
    """This computer's IPv4 address on its network, or 127.0.0.1 when it has none."""
    for probe in ROUTE_PROBES:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as udp:
            try:
                udp.connect((probe, 9))
                address = ipaddress.IPv4Address(udp.getsockname()[0])
            except OSError:
                continue  # no route to that range
        if not (address.is_loopback or address.is_unspecified):
            return str(address)
    return "127.0.0.1"


def secret_key() -> str:
    """The key in SECRET_KEY_FILE (default secret_key.txt beside this file), made on the
    first start and kept: sessions and printed codes stay valid across restarts."""
    path = Path(os.environ.get("SECRET_KEY_FILE") or ROOT / "secret_key.txt")
    try:  # O_EXCL: never overwrite a key; 0o600: only this user reads it (not on Windows)
        made = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        pass
    else:
        with os.fdopen(made, "w", encoding="ascii") as new:
            new.write(secrets.token_urlsafe(50) + "\n")
    key = path.read_text(encoding="ascii").strip()
    if not key:
        sys.exit(f"{path} is empty: delete it and start again to make a new key.")
    return key


def clubhouse_env(address: str, port: int) -> dict[str, str]:
    """Production settings for a club's own network: DEBUG off, the key from its file, plain
    HTTP (no TLS on a LAN: no redirect, no secure-only cookies, no HSTS), and the address
    the phones use as SITE_URL."""
    site = f"http://{address}:{port}"
    local = f"http://127.0.0.1:{port},http://localhost:{port}"
    return {**os.environ, "DEBUG": "0", "SECRET_KEY": secret_key(), "SITE_URL": site,
            "ALLOWED_HOSTS": f"{address},127.0.0.1,localhost",
            "CSRF_TRUSTED_ORIGINS": f"{site},{local}", "SECURE_SSL_REDIRECT": "0",
            "SECURE_COOKIES": "0", "SECURE_HSTS_SECONDS": "0",
            # The volunteer's window shows the site's own Dutch lines and real trouble,
            # not a log line for every login.
            "LOG_LEVEL": os.environ.get("LOG_LEVEL", "WARNING")}


def clubhouse_arguments(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python3 dev.py clubhouse",
        description="Serve the site to every phone on this computer's network (waitress).")
    parser.add_argument("--address", type=ipaddress.IPv4Address,
                        help="this computer's address for the phones (default: found by "
                             "itself; give it when the computer is on several networks)")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--demo", action="store_true",
                        help="load the demo club when the database has no club yet")
    parser.add_argument("--no-install", action="store_true",
                        help="use the virtualenv as it is (no pip, e.g. without internet)")
    return parser.parse_args(argv)


def clubhouse(argv: list[str]) -> None:
    options = clubhouse_arguments(argv)
    if not options.no_install:
        ensure_venv(runtime_only=True)
    address = str(options.address or lan_address())
    listen = {f"{address}:{options.port}", f"127.0.0.1:{options.port}"}
    backups = os.environ.get("BACKUP_DIR") or str(ROOT / "backups")
    command = [str(PYTHON), "manage.py", "clubhouse", "--backups", backups,
               *(f"--listen={a}" for a in sorted(listen)), *(["--demo"] if options.demo else [])]
    with subprocess.Popen(command, cwd=ROOT, env=clubhouse_env(address, options.port)) as site:
        try:
            sys.exit(site.wait())
        except KeyboardInterrupt:  # Ctrl+C reached the site too: it stops by itself
            sys.exit(site.wait())


def manage(argv: list[str]) -> None:
    """``manage.py`` with the club house's settings (its key, DEBUG off); ``--no-install``
    first uses the virtualenv as it is."""
    if argv[:1] == ["--no-install"]:
        argv = argv[1:]
    else:
        ensure_venv(runtime_only=True)
    sh(PYTHON, "manage.py", *argv, env=clubhouse_env(lan_address(), 8000))


def main() -> None:
    command, *rest = sys.argv[1:] or ["run"]
    if command == "clubhouse":
        clubhouse(rest)
    elif command == "manage":
        manage(rest)
    elif command in {"run", "test", "setup"}:
        ensure_venv()
        if command == "run":
            run()
        elif command == "test":
            test(rest)
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
