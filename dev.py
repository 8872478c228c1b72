#!/usr/bin/env python3
"""The project's commands, with nothing but Python 3.11+ and git needed.

    python3 dev.py run        # development: virtualenv, requirements, migrate, demo data,
                              # site on http://127.0.0.1:8000 for this computer only
    python3 dev.py test       # ruff, mypy and the whole pytest suite (extra args go to pytest)
    python3 dev.py clubhouse  # the club evening: the site for every phone on the club's WiFi
                              # (--address IP, --port N, --demo, --no-install; see --help)
    python3 dev.py manage ... # a manage.py command with the club house's settings
                              # (python3 dev.py manage backup club.json.gz)
    python3 dev.py update     # the newest release: a backup first, git pull, requirements,
                              # migrations; says what changed (--no-install, --port N)

All are idempotent: the virtualenv is made once and requirements are installed again only
when requirements*.txt change (the club house needs only requirements.txt).
"""

from __future__ import annotations

import argparse
import datetime
import hashlib
import ipaddress
import os
import re
import secrets
import shutil
import socket
import subprocess
import sys
import urllib.parse
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


def run_env() -> dict[str, str]:
    """Development settings (DEBUG on unless set) with the club house's key file."""
    return {"DEBUG": "1", **os.environ, **key_env()}


def run() -> None:
    env = run_env()
    manage = (PYTHON, "manage.py")
    sh(*manage, "migrate", "--no-input", env=env)
    sh(*manage, "load_demo", env=env)
    sh(*manage, "runserver", "127.0.0.1:8000", env=env)


def test(pytest_args: list[str]) -> None:
    sh(BIN / "ruff", "check", ".")
    sh(BIN / "mypy", ".")
    # One pytest worker per processor and one more (pytest-xdist), each with its own test
    # database; a worker that finishes early takes tests from another's queue. A browser test
    # spends part of its time waiting (for the page's timers, for an answer), and the extra
    # worker uses the processor meanwhile (two cores: 21% idle with two workers, 5% with
    # three; README "How long"). `-n 0` runs in one.
    workers = [] if any(a.startswith(("-n", "--numprocesses")) for a in pytest_args) else [
        "--numprocesses", str((os.cpu_count() or 1) + 1), "--dist", "worksteal"]
    # The whole suite keeps no screenshots of the browser tests (SCREENSHOTS=1 keeps them);
    # a run of a few tests with pytest itself does, to look at.
    sh(PYTHON, "-m", "pytest", *workers, *pytest_args,
       env={"SCREENSHOTS": "0", **os.environ})


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


# The key the earlier release's ``python3 dev.py run`` signed with (the development key of
# config.settings): a database it served has codes printed and logins made with it.
DEVELOPMENT_KEY = "django-insecure-development-only-key-never-use-in-production"
# The earlier release's development key is public: it is accepted only for the evening in
# play at the update (two days from the key file's making), never for good.
EARLIER_KEYS_DAYS = 2
EARLIER_KEYS_NOTE = ("# Eerdere sleutels voor codes geprint en inlogs gedaan voor de update, "
                     "geldig tot en met {until}.\n# Daarna tellen ze niet "
                     "meer; deze regels mogen dan weg.")
EARLIER_KEYS_UNTIL = re.compile(r"geldig tot en met (\d{4}-\d{2}-\d{2})")


def database_file() -> Path | None:
    """The SQLite database file the site uses (DATABASE_URL or db.sqlite3 here), else None."""
    url = os.environ.get("DATABASE_URL") or f"sqlite:///{ROOT / 'db.sqlite3'}"
    return Path(url.removeprefix("sqlite:///")) if url.startswith("sqlite:///") else None


def key_file() -> Path:
    return Path(os.environ.get("SECRET_KEY_FILE") or ROOT / "secret_key.txt")


def served_file() -> Path:
    """Where ``dev.py clubhouse`` notes the address it serves the phones on (beside the key
    file), for the links ``dev.py manage`` prints (new_club's invitation)."""
    return key_file().with_name("site_url.txt")


def secret_keys() -> tuple[str, list[str]]:
    """The key in SECRET_KEY_FILE (default secret_key.txt beside this file) and the earlier
    keys listed after it, still accepted (SECRET_KEY_FALLBACKS). Made on the first start of
    any command and kept, so every command signs alike and sessions and printed codes stay
    valid across restarts. Made beside a database the earlier release served (it signed
    with the development key), it lists that key as an earlier one, accepted until the date
    written above it, EARLIER_KEYS_DAYS after the file was made (that key is public); an
    earlier key without that date is not accepted."""
    path = key_file()
    database = database_file()
    earlier = database is not None and database.exists() and not path.exists()
    try:  # O_EXCL: never overwrite a key; 0o600: only this user reads it (not on Windows)
        made = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        pass
    else:
        with os.fdopen(made, "w", encoding="ascii") as new:
            new.write(secrets.token_urlsafe(50) + "\n")
            if earlier:
                last = datetime.date.today() + datetime.timedelta(days=EARLIER_KEYS_DAYS)
                new.write(f"{EARLIER_KEYS_NOTE.format(until=last)}\n{DEVELOPMENT_KEY}\n")
    lines = [line.strip() for line in path.read_text(encoding="ascii").splitlines()]
    keys = [line for line in lines if line and not line.startswith("#")]
    if not keys:
        sys.exit(f"{path} is empty: delete it and start again to make a new key.")
    until = next((found.group(1) for line in lines if (found := EARLIER_KEYS_UNTIL.search(line))),
                 "")
    if until < datetime.date.today().isoformat():
        return keys[0], []
    return keys[0], keys[1:]


def key_env() -> dict[str, str]:
    """The settings of the key file, the same for every command that serves the site."""
    key, earlier = secret_keys()
    return {"SECRET_KEY": key, "SECRET_KEY_FALLBACKS": ",".join(earlier)}


def clubhouse_env(address: str, port: int) -> dict[str, str]:
    """Production settings for a club's own network: DEBUG off, the key from its file, plain
    HTTP (no TLS on a LAN: no redirect, no secure-only cookies, no HSTS), and the address
    the phones use as SITE_URL: the one the club sets (a club-house name on its own
    network, say) or else this computer's address. Either host is accepted."""
    own = f"http://{address}:{port}"
    site = os.environ.get("SITE_URL", "").strip().rstrip("/") or own
    host = urllib.parse.urlsplit(site).hostname or address
    hosts = ",".join(dict.fromkeys([host, address, "127.0.0.1", "localhost"]))
    origins = ",".join(dict.fromkeys(
        [site, own, f"http://127.0.0.1:{port}", f"http://localhost:{port}"]))
    return {**os.environ, "DEBUG": "0", **key_env(), "SITE_URL": site,
            "ALLOWED_HOSTS": hosts,
            "CSRF_TRUSTED_ORIGINS": origins, "SECURE_SSL_REDIRECT": "0",
            "SECURE_COOKIES": "0", "SECURE_HSTS_SECONDS": "0",
            # The volunteer's window shows the site's own Dutch lines and real trouble,
            # not a log line for every login.
            "LOG_LEVEL": os.environ.get("LOG_LEVEL", "WARNING"),
            # Nor Django's English line for every page not found or refused.
            "REQUEST_LOG_LEVEL": os.environ.get("REQUEST_LOG_LEVEL", "ERROR")}


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
    env = clubhouse_env(address, options.port)
    served_file().write_text(env["SITE_URL"] + "\n", encoding="utf-8")
    with subprocess.Popen(command, cwd=ROOT, env=env) as site:
        try:
            sys.exit(site.wait())
        except KeyboardInterrupt:  # Ctrl+C reached the site too: it stops by itself
            sys.exit(site.wait())


def manage(argv: list[str]) -> None:
    """``manage.py`` with the club house's settings (its key, DEBUG off, its address);
    ``--no-install`` first uses the virtualenv as it is."""
    if argv[:1] == ["--no-install"]:
        argv = argv[1:]
    else:
        ensure_venv(runtime_only=True)
    env = clubhouse_env(lan_address(), 8000)
    # The links it prints lead where the phones go: SITE_URL as the club sets it, else the
    # address the club house serves on (its port too), else this computer's on port 8000.
    served = served_file()
    env["SITE_URL"] = (os.environ.get("SITE_URL") or (
        served.read_text(encoding="utf-8").strip() if served.exists() else "")
        or env["SITE_URL"])
    sh(PYTHON, "manage.py", *argv, env=env)


def git(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True)


def refuse(reason: str) -> None:
    sys.exit(f"Bijwerken gaat niet: {reason}\nEr is niets veranderd.")


def update_arguments(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python3 dev.py update",
        description="De nieuwste versie van de site: eerst een backup, dan git pull, de "
                    "requirements, de migraties; zegt wat er veranderd is.")
    parser.add_argument("--port", type=int, default=8000,
                        help="de poort waarop de site draait (om te zien of hij nog draait)")
    parser.add_argument("--no-install", action="store_true",
                        help="de virtualenv laten zoals hij is (geen pip)")
    return parser.parse_args(argv)


def site_answers(port: int) -> bool:
    """Whether something listens on this computer's port (the site, still running)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.settimeout(1)
        return probe.connect_ex(("127.0.0.1", port)) == 0


def served_port() -> list[int]:
    """The port ``dev.py clubhouse`` last served on, when it noted one."""
    served = served_file()
    if not served.exists():
        return []
    port = urllib.parse.urlsplit(served.read_text(encoding="utf-8").strip()).port
    return [port] if port else []


def update(argv: list[str]) -> None:
    """Back up the data, fetch the newest release (fast-forward only) and bring the
    virtualenv and the database to it; the steps after the fetch are the new dev.py's
    (``update_after_pull``), so a release's own install steps are the ones run."""
    options = update_arguments(argv)
    if shutil.which("git") is None:
        refuse("git is niet geïnstalleerd (https://git-scm.com); installeer het en probeer "
               "het opnieuw.")
    if git("rev-parse", "--is-inside-work-tree").stdout.strip() != "true":
        refuse(f"{ROOT} is geen git-checkout (een uitgepakte zip?). Haal de site opnieuw op "
               "met git clone, zoals de README zegt, en zet db.sqlite3, secret_key.txt en "
               "backups/ erin over.")
    changed = git("status", "--porcelain", "--untracked-files=no").stdout.splitlines()
    if changed:
        files = "\n".join(f"  {line[3:]}" for line in changed)
        refuse(f"er zijn eigen wijzigingen in bestanden van de site:\n{files}\nZet ze "
               "apart (git stash) of maak ze ongedaan (git checkout -- BESTAND) en probeer "
               "het opnieuw.")
    if git("rev-parse", "--abbrev-ref", "--symbolic-full-name", "@{u}").returncode != 0:
        refuse("deze checkout volgt geen branch van een andere plek (git pull weet niet waar "
               "hij moet ophalen).")
    for port in sorted({options.port, *served_port()}):
        if site_answers(port):
            refuse(f"de site draait nog (poort {port}). Stop hem eerst: Ctrl+C in zijn "
                   "venster.")
    if not options.no_install:
        ensure_venv(runtime_only=not STAMP.exists())
    database = database_file()
    if database is None or database.exists():
        print("Eerst een backup van alle gegevens.", flush=True)
        sh(PYTHON, "manage.py", "backup", "--occasion", "before-update",
           env=clubhouse_env("127.0.0.1", options.port))
    old = git("rev-parse", "HEAD").stdout.strip()
    print("De nieuwste versie ophalen.", flush=True)
    if subprocess.run(["git", "pull", "--ff-only"], cwd=ROOT).returncode != 0:
        sys.exit("Ophalen lukte niet (zie hierboven): geen internet, of de versie hier en "
                 "de nieuwe zijn uit elkaar gegroeid. De site is niet veranderd.")
    sh(sys.executable, ROOT / "dev.py", "update-after-pull", old,
       *(["--no-install"] if options.no_install else []), "--port", str(options.port))


def update_after_pull(argv: list[str]) -> None:
    """The rest of ``update``, run by the dev.py just fetched: requirements, migrations,
    the static files when the club house has collected them, and what changed."""
    old, *rest = argv
    options = update_arguments(rest)
    if not options.no_install:
        ensure_venv(runtime_only=not STAMP.exists())
    env = clubhouse_env("127.0.0.1", options.port)
    sh(PYTHON, "manage.py", "migrate", "--no-input", env=env)
    if Path(os.environ.get("STATIC_ROOT") or ROOT / "staticfiles").exists():
        sh(PYTHON, "manage.py", "collectstatic", "--no-input", "--verbosity", "0", env=env)
    new = git("rev-parse", "HEAD").stdout.strip()
    if new == old:
        print("\nDe site was al bij: er is geen nieuwere versie.")
        return
    subjects = git("log", "--no-merges", "--format=%s", f"{old}..{new}").stdout.splitlines()
    shown = 30
    print(f"\nBijgewerkt van {old[:7]} naar {new[:7]}: {len(subjects)} wijziging(en).")
    print("Wat er veranderd is:")
    for subject in subjects[:shown]:
        print(f"  - {subject}")
    if len(subjects) > shown:
        print(f"  ... en nog {len(subjects) - shown} (git log {old[:7]}..{new[:7]}).")
    print("Start de site opnieuw: python3 dev.py clubhouse (of python3 dev.py run).")


def main() -> None:
    command, *rest = sys.argv[1:] or ["run"]
    if command == "clubhouse":
        clubhouse(rest)
    elif command == "manage":
        manage(rest)
    elif command == "update":
        update(rest)
    elif command == "update-after-pull":
        update_after_pull(rest)
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
