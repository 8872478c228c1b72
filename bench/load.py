"""A load test on loopback: gunicorn workers serving a built database, a bounded client.

The client is plain Python (threads and ``http.client``): a fixed number of requests at a
fixed concurrency, to 127.0.0.1 only. Pages are measured in interleaved blocks (health,
standings, evening, ... then again), so a burst of noise from other work on the machine
hits every page alike; each page's requests per second is its requests over the time its
own blocks took, comparable to running ``ab`` on that page alone.
"""

from __future__ import annotations

import http.client
import os
import socket
import statistics
import subprocess
import sys
import time
from collections.abc import Iterator, Mapping
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urlencode

HOST = "127.0.0.1"
TREE = Path(__file__).resolve().parent.parent  # the project this file belongs to
_TICKS = os.sysconf("SC_CLK_TCK")


@dataclass
class PageFigures:
    label: str
    latencies: list[float] = field(default_factory=list)  # seconds, one per request
    elapsed: float = 0.0  # seconds its blocks took
    cpu: float = 0.0  # CPU seconds of the workers and their database sessions meanwhile
    errors: int = 0  # responses other than 200

    @property
    def requests(self) -> int:
        return len(self.latencies)

    @property
    def per_second(self) -> float:
        return self.requests / self.elapsed if self.elapsed else 0.0

    def percentile(self, p: float) -> float:
        ordered = sorted(self.latencies)
        return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))] if ordered else 0.0

    @property
    def cpu_per_request(self) -> float:
        return self.cpu / self.requests if self.requests else 0.0


def free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        return int(s.getsockname()[1])


def server_env(database_url: str, static_root: Path, extra: Mapping[str, str]) -> dict[str, str]:
    """Production settings (DEBUG off) on plain http, for loopback only."""
    return {
        **os.environ, "DJANGO_SETTINGS_MODULE": "config.settings", "DEBUG": "0",
        "SECRET_KEY": "load-benchmark-only-" + "x" * 40, "ALLOWED_HOSTS": HOST,
        "SECURE_SSL_REDIRECT": "0", "SECURE_COOKIES": "0", "SECURE_HSTS_SECONDS": "0",
        "DATABASE_URL": database_url, "STATIC_ROOT": str(static_root), "LOG_LEVEL": "WARNING",
        **extra,
    }


def collect_static(env: Mapping[str, str], tree: Path = TREE) -> None:
    subprocess.run([sys.executable, "manage.py", "collectstatic", "--noinput", "-v", "0"],
                   cwd=tree, env=dict(env), check=True)


@dataclass
class Server:
    process: subprocess.Popen[bytes]
    port: int

    def cpu_seconds(self, database: str) -> float:
        """CPU used so far by the gunicorn workers and the database sessions of ``database``."""
        total = 0
        for stat in Path("/proc").glob("[0-9]*/stat"):
            try:
                fields = stat.read_text().rsplit(")", 1)[1].split()
                cmdline = (stat.parent / "cmdline").read_bytes()
            except OSError:
                continue  # the process ended meanwhile
            worker = int(fields[1]) == self.process.pid
            session = cmdline.startswith(b"postgres: ") and f" {database} ".encode() in cmdline
            if worker or session:
                total += int(fields[11]) + int(fields[12])  # utime + stime
        return total / _TICKS


@contextmanager
def gunicorn(env: Mapping[str, str], *, workers: int, tree: Path = TREE) -> Iterator[Server]:
    """gunicorn on a free loopback port, until the block ends; ``tree`` is the project it
    serves (another checkout for a before-and-after run)."""
    port = free_port()
    with _serving([sys.executable, "-m", "gunicorn", "config.wsgi", "--workers", str(workers),
                   "--bind", f"{HOST}:{port}", "--log-level", "warning"], env, port,
                  tree) as server:
        yield server


@contextmanager
def club_house(env: Mapping[str, str], backups: Path) -> Iterator[Server]:
    """The club-house server (``manage.py clubhouse``: waitress, its threads, one process)
    on a free loopback port, until the block ends."""
    port = free_port()
    with _serving([sys.executable, "manage.py", "clubhouse", "--listen", f"{HOST}:{port}",
                   "--backups", str(backups)], env, port) as server:
        yield server


@contextmanager
def _serving(command: list[str], env: Mapping[str, str], port: int, tree: Path = TREE
             ) -> Iterator[Server]:
    process = subprocess.Popen(command, cwd=tree, env=dict(env),
                               stdout=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 300  # the club house writes its backup first
        while fetch(port, "/health/")[1] != 200:
            if process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"{command[2]} did not start")
            time.sleep(0.2)
        yield Server(process, port)
    finally:
        process.terminate()
        process.wait(timeout=30)


def fetch(port: int, path: str) -> tuple[float, int]:
    """(seconds, status) of one GET on a new connection, as a phone makes it; status 0
    when the connection failed."""
    start = time.perf_counter()
    connection = http.client.HTTPConnection(HOST, port, timeout=30)
    try:
        connection.request("GET", path, headers={"Accept-Language": "nl"})
        response = connection.getresponse()
        response.read()
        status = response.status
    except OSError:
        status = 0
    finally:
        connection.close()
    return time.perf_counter() - start, status


def run_load(server: Server, pages: Mapping[str, list[str]], *, requests: int,
             concurrency: int, blocks: int, database: str) -> dict[str, PageFigures]:
    """``requests`` per page at ``concurrency``, in ``blocks`` interleaved blocks per page.

    A page may have several paths (the player page for each player): they take turns."""
    figures = {label: PageFigures(label) for label in pages}
    per_block = max(1, requests // blocks)
    turn = dict.fromkeys(pages, 0)
    with ThreadPoolExecutor(concurrency) as pool:
        # Warm up: every worker loads its code, templates and catalogues, and remembers.
        warm_up = [path for paths in pages.values() for path in paths] * 2
        list(pool.map(lambda path: fetch(server.port, path), warm_up))
        for _block in range(blocks):
            for label, paths in pages.items():
                chosen = [paths[(turn[label] + i) % len(paths)] for i in range(per_block)]
                turn[label] += per_block
                cpu = server.cpu_seconds(database)
                start = time.perf_counter()
                results = list(pool.map(lambda path: fetch(server.port, path), chosen))
                figures[label].elapsed += time.perf_counter() - start
                figures[label].cpu += server.cpu_seconds(database) - cpu
                figures[label].latencies.extend(seconds for seconds, _ in results)
                figures[label].errors += sum(status != 200 for _, status in results)
    return figures


def rush(server: Server, pages: Mapping[str, str], *, phones: int, within: float
         ) -> dict[str, PageFigures]:
    """``phones`` phones, their starts spread evenly over ``within`` seconds, each opening
    every page one after the other on a new connection: the room right after the prize
    list is read out."""
    figures = {label: PageFigures(label) for label in pages}
    begin = time.perf_counter() + 0.2

    def phone(index: int) -> list[tuple[float, int]]:
        time.sleep(max(0.0, begin + within * index / phones - time.perf_counter()))
        return [fetch(server.port, path) for path in pages.values()]

    with ThreadPoolExecutor(phones) as pool:
        for answers in pool.map(phone, range(phones)):
            for f, (seconds, status) in zip(figures.values(), answers, strict=True):
                f.latencies.append(seconds)
                f.errors += status != 200
    end = time.perf_counter()
    for f in figures.values():
        f.elapsed = end - begin
    return figures


def sequential_medians(servers: Mapping[str, Server], pages: Mapping[str, list[str]], *,
                       requests: int) -> dict[str, dict[str, float]]:
    """Each page's median latency on each server, one request at a time, pages and servers
    taking turns (so a burst of other work on the machine hits all of them alike)."""
    times: dict[str, dict[str, list[float]]] = {
        name: {label: [] for label in pages} for name in servers}
    for i in range(requests):
        for label, paths in pages.items():
            for name, server in servers.items():
                seconds, status = fetch(server.port, paths[i % len(paths)])
                if status != 200:
                    raise RuntimeError(f"{label} on {name}: status {status}")
                times[name][label].append(seconds)
    return {name: {label: statistics.median(values) for label, values in by_page.items()}
            for name, by_page in times.items()}


class FormFields(HTMLParser):
    """The fields every form of a page posts as rendered (inputs, chosen options, text
    areas): what a browser sends when nothing is typed."""

    def __init__(self) -> None:
        super().__init__()
        self.forms: list[dict[str, str]] = []
        self.inside = False
        self.select: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "form":
            self.inside = True
            self.forms.append({})
        if not self.inside:
            return
        fields = self.forms[-1]
        if tag == "option" and self.select and "selected" in a:
            fields[self.select] = a.get("value", "")
        elif not a.get("name"):
            return
        elif tag == "input" and a.get("type") not in {"submit", "button", "checkbox", "radio"}:
            fields[a["name"]] = a.get("value", "")
        elif tag == "input" and "checked" in a:
            fields[a["name"]] = a.get("value", "on")
        elif tag in {"select", "textarea"}:
            self.select = a["name"]
            fields.setdefault(a["name"], "")

    def handle_endtag(self, tag: str) -> None:
        if tag == "form":
            self.inside = False
        elif tag in {"select", "textarea"}:
            self.select = None


def form_fields(html: str, having: str) -> dict[str, str]:
    """The fields of the page's form that has a field named ``having``."""
    reader = FormFields()
    reader.feed(html)
    found = next((fields for fields in reader.forms if having in fields), None)
    if found is None:
        raise ValueError(f"No form with a field {having!r} on the page.")
    return found


class Phone:
    """A phone's browser on loopback: its own cookies (the CSRF cookie), one new connection
    per request, no redirects followed."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.cookies: dict[str, str] = {}

    def request(self, method: str, path: str, fields: Mapping[str, str] | None = None,
                extra: Mapping[str, str] | None = None) -> tuple[int, dict[str, str], str]:
        """(status, headers, body). Raises ConnectionError when no whole answer came (the
        server refused the connection, or stopped in the middle)."""
        headers = {"Accept-Language": "nl", "Host": f"{HOST}:{self.port}", **(extra or {})}
        if self.cookies:
            headers["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        body = None
        if fields is not None:
            body = urlencode(fields)
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        connection = http.client.HTTPConnection(HOST, self.port, timeout=30)
        try:
            connection.request(method, path, body=body, headers=headers)
            response = connection.getresponse()
            text = response.read().decode()
        except http.client.HTTPException as error:  # e.g. an answer cut off
            raise ConnectionError(f"{method} {path}: {error!r}") from error
        finally:
            connection.close()
        for cookie in response.headers.get_all("Set-Cookie") or []:
            name, _, value = cookie.split(";", 1)[0].partition("=")
            self.cookies[name.strip()] = value
        return response.status, dict(response.headers), text

    def submit(self, path: str, typed: Mapping[str, str]) -> tuple[int, str]:
        """Open the page, type ``typed`` into the form that has those fields and send it,
        as a person does: the CSRF token and the hidden fields (the sheet's version, the
        seating) come from the rendered page. (status, the answer's Location or body)."""
        status, _headers, page = self.request("GET", path)
        if status != 200:
            raise RuntimeError(f"GET {path}: status {status}")
        fields = {**form_fields(page, next(iter(typed))), **typed}
        status, headers, body = self.request("POST", path, fields)
        return status, headers.get("Location", body)


def sheet_points(points_a: list[int]) -> dict[str, str]:
    """A klaverjas sheet as typed on the phone: pair A's points per game (B's follow)."""
    typed: dict[str, str] = {}
    for number, points in enumerate(points_a, start=1):
        typed[f"g{number}-points_a"] = str(points)
        typed[f"g{number}-points_b"] = ""
    return typed

