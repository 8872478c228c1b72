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
from pathlib import Path

from django.conf import settings

HOST = "127.0.0.1"
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


def collect_static(env: Mapping[str, str]) -> None:
    subprocess.run([sys.executable, "manage.py", "collectstatic", "--noinput", "-v", "0"],
                   cwd=settings.BASE_DIR, env=dict(env), check=True)


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
def gunicorn(env: Mapping[str, str], *, workers: int) -> Iterator[Server]:
    """gunicorn on a free loopback port, until the block ends."""
    port = free_port()
    process = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "config.wsgi", "--workers", str(workers),
         "--bind", f"{HOST}:{port}", "--log-level", "warning"],
        cwd=settings.BASE_DIR, env=dict(env))
    try:
        deadline = time.monotonic() + 60
        while fetch(port, "/health/")[1] != 200:
            if process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError("gunicorn did not start")
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
