"""``python3 dev.py clubhouse``, run for real: the site served to the room over this
machine's own network address by waitress, DEBUG off, as a phone at a table reaches it.

Each start runs in its own process group on a free port, with its database, key file,
static files and backups in a temporary folder, and is stopped as Ctrl+C stops it.
"""

from __future__ import annotations

import contextlib
import http.cookiejar
import io
import os
import re
import shutil
import signal
import socket
import sqlite3
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
import zxingcpp
from pypdf import PdfReader

import dev

ROOT = Path(__file__).resolve().parents[2]
# Settings this process (the test suite) has and the club house must not inherit.
INHERITED = ("DJANGO_SETTINGS_MODULE", "DEBUG", "SECRET_KEY", "SITE_URL", "ALLOWED_HOSTS",
             "CSRF_TRUSTED_ORIGINS", "SECURE_SSL_REDIRECT", "SECURE_COOKIES",
             "SECURE_HSTS_SECONDS", "DATABASE_URL", "STATIC_ROOT", "CACHE")
SETUP = """
from tests.factories import check_in, make_club, make_evening, make_members, make_organiser
from tests.factories import make_season
from tournament.seating.store import draw_round
club = make_club("De Troefboer")
make_organiser(club, "leiding")
evening = make_evening(make_season(club, table_entry=True, table_confirmation=True), round_count=1)
check_in(evening, make_members(club, 8))
draw_round(evening, 1, seed=3)
print(evening.get_absolute_url())
"""


def machine_addresses() -> list[str]:
    """This machine's IPv4 addresses other than loopback, as the system lists them."""
    if shutil.which("ip") is None:
        return []
    listed = subprocess.run(["ip", "-o", "-4", "addr", "show"], capture_output=True,
                            text=True, check=True).stdout
    return [a for a in re.findall(r"inet (\d+\.\d+\.\d+\.\d+)/", listed)
            if not a.startswith("127.")]


ADDRESSES = machine_addresses()
needs_a_network = pytest.mark.skipif(
    not ADDRESSES, reason="this machine lists no network address besides loopback (ip -4 "
                          "addr): no phone could reach it, so there is nothing to serve to")
pytestmark = [needs_a_network, pytest.mark.skipif(
    not dev.PYTHON.exists(), reason=f"no virtualenv at {dev.VENV}: run python3 dev.py setup")]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("", 0))
        return int(probe.getsockname()[1])


class NoRedirects(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args: object, **kwargs: object) -> None:
        return None  # a redirect comes back as the answer itself


def device(*, cookies: bool = False) -> urllib.request.OpenerDirector:
    """A browser: a phone (no cookies) or the organiser's (keeps its login)."""
    handlers: list[urllib.request.BaseHandler] = [NoRedirects()]
    if cookies:
        handlers.append(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))
    return urllib.request.build_opener(*handlers)


def fetch(opener: urllib.request.OpenerDirector, url: str, data: bytes | None = None
          ) -> tuple[int, dict[str, str], bytes]:
    try:
        with opener.open(url, data=data, timeout=20) as answer:
            return answer.status, dict(answer.headers), answer.read()
    except urllib.error.HTTPError as answer:
        return answer.code, dict(answer.headers), answer.read()


@contextlib.contextmanager
def club_house(folder: Path, port: int, *arguments: str) -> Iterator[Path]:
    """``python3 dev.py clubhouse`` until the block ends; yields its output file."""
    output = folder / f"output-{time.monotonic_ns()}.txt"
    with output.open("w") as log:
        site = subprocess.Popen(
            [sys.executable, "dev.py", "clubhouse", "--no-install", "--port", str(port),
             *arguments], cwd=ROOT, env=environment(folder), stdout=log,
            stderr=subprocess.STDOUT, start_new_session=True)
    try:
        deadline = time.monotonic() + 90
        while not answers(f"http://127.0.0.1:{port}/health/"):
            assert site.poll() is None, output.read_text()
            assert time.monotonic() < deadline, output.read_text()
            time.sleep(0.2)
        yield output
    finally:
        os.killpg(site.pid, signal.SIGINT)  # Ctrl+C in its window
        try:
            stopped = site.wait(timeout=60)  # slow to end on a busy machine
        except subprocess.TimeoutExpired:
            os.killpg(site.pid, signal.SIGKILL)
            site.wait()
            raise
    assert stopped == 0, output.read_text()
    assert "De site is gestopt." in output.read_text()


def answers(url: str) -> bool:
    try:
        return fetch(device(), url)[0] == 200
    except urllib.error.URLError:  # not listening yet
        return False


def environment(folder: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in INHERITED}
    return {**env, "DATABASE_URL": f"sqlite:///{folder / 'club.sqlite3'}",
            "SECRET_KEY_FILE": str(folder / "secret_key.txt"),
            "STATIC_ROOT": str(folder / "static"), "BACKUP_DIR": str(folder / "backups"),
            "PYTHONUNBUFFERED": "1"}


def test_it_finds_this_machines_network_address_without_dns_or_internet():
    assert dev.lan_address() in ADDRESSES


def test_the_club_house_serves_the_room_over_the_network():
    with tempfile.TemporaryDirectory(prefix="clubhouse-test-") as name:
        folder = Path(name)
        port = free_port()
        key_file = folder / "secret_key.txt"

        # A new laptop: its address found by itself, an empty database, a key made once.
        with club_house(folder, port) as output:
            shown = output.read_text()
            found = re.search(rf"Telefoons openen: http://([\d.]+):{port}/", shown)
            assert found and found.group(1) in ADDRESSES, shown
            assert "Er is nog geen club" in shown
            phones = f"http://{found.group(1)}:{port}"
            status, headers, body = fetch(device(), phones + "/")
            assert status == 200  # plain HTTP on the LAN: no redirect to https
            assert "Strict-Transport-Security" not in headers
            assert "default-src 'self'" in headers["Content-Security-Policy"]
            assert "Secure" not in headers["Set-Cookie"]
            css = re.search(rb'href="(/static/css/site\.[0-9a-f]{12}\.css)"', body)
            assert css, body[:2000]  # collected with hashed names: DEBUG is off
            status, headers, body = fetch(device(), phones + css.group(1).decode())
            assert status == 200 and headers["Content-Type"].startswith("text/css")
            assert "immutable" in headers["Cache-Control"]  # served by whitenoise
            status, _headers, body = fetch(device(), phones + "/bestaat-niet/")
            assert status == 404 and b"URLconf" not in body  # no debug page
            assert fetch(device(), phones + "/health/")[0] == 200
        key = key_file.read_text()

        # The club's data, made through the same settings (python3 dev.py manage ...).
        made = subprocess.run(
            [sys.executable, "dev.py", "manage", "--no-install", "shell", "-c", SETUP],
            cwd=ROOT, env=environment(folder), capture_output=True, text=True, timeout=120)
        assert made.returncode == 0, made.stdout + made.stderr
        evening = made.stdout.strip().splitlines()[-1]

        # The next evening, the address given by the organiser: the same key, a backup.
        with club_house(folder, port, "--address", found.group(1)) as output:
            shown = output.read_text()
            assert key_file.read_text() == key
            (backup,) = (folder / "backups").glob("klaverjas-*-start.sqlite3")
            assert f"Reservekopie van alle gegevens bij deze start: {backup}" in shown
            with contextlib.closing(sqlite3.connect(backup)) as copy:
                assert copy.execute("SELECT name FROM clubs_club").fetchall() == [
                    ("De Troefboer",)]
            laptop = f"http://127.0.0.1:{port}"
            organiser = device(cookies=True)
            _status, _headers, login = fetch(organiser, laptop + "/login/")
            token = re.search(rb'name="csrfmiddlewaretoken" value="([^"]+)"', login)
            assert token
            form = (f"csrfmiddlewaretoken={token.group(1).decode()}&username=leiding"
                    "&password=secret-pass-123").encode()
            status, headers, _body = fetch(organiser, laptop + "/login/", form)
            assert status == 302 and "/login/" not in headers["Location"]  # logged in

            _status, _headers, page = fetch(organiser, laptop + evening)
            assert f"Adres voor telefoons: <strong>{phones}/</strong>".encode() in page
            status, _headers, pdf = fetch(organiser, laptop + evening + "boom/1/scorekaarten.pdf")
            assert status == 200 and pdf.startswith(b"%PDF")
            first_page = PdfReader(io.BytesIO(pdf)).pages[0]
            codes = sorted(code.text for image in first_page.images
                           for code in zxingcpp.read_barcodes(image.image))
            assert [c.split("/")[3] for c in codes] == ["controle", "kaart"], codes
            assert all(c.startswith(phones + "/") for c in codes), codes
            # A phone at table 1 scans its code: over the network, no login.
            status, _headers, sheet = fetch(device(), codes[1])
            assert status == 200 and b"Boom 1, tafel 1" in sheet


def test_a_port_in_use_is_named_in_dutch():
    """The site already runs in another window: say so, instead of a traceback."""
    with tempfile.TemporaryDirectory(prefix="clubhouse-test-") as name, socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        started = subprocess.run(
            [sys.executable, "dev.py", "clubhouse", "--no-install", "--port", str(port)],
            cwd=ROOT, env=environment(Path(name)), capture_output=True, text=True, timeout=120)
    assert started.returncode == 1
    assert "De site kan niet starten op " in started.stderr
    assert "Draait hij al in een ander venster?" in started.stderr
    assert "Traceback" not in started.stderr
