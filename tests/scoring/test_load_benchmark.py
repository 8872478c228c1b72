"""The load benchmark's machinery at a tiny size, so it cannot rot: gunicorn on loopback
serving the test database, the bounded client, the report. The full run is
``manage.py benchmark_load`` (see the README); this takes a few seconds."""

from __future__ import annotations

from io import StringIO
from pathlib import Path

import pytest
from django.db import connection

from bench.load import collect_static, gunicorn, run_load, sequential_medians, server_env
from bench.public_load import Command, page_paths
from bench.season import build_large_season, evening_in_progress

pytestmark = [
    pytest.mark.load,
    pytest.mark.django_db(transaction=True),  # committed: gunicorn reads it
    pytest.mark.skipif(connection.vendor != "postgresql",
                       reason="gunicorn workers share the database: PostgreSQL only"),
]


def test_the_load_benchmark_serves_every_page_and_reports_it(tmp_path: Path):
    season = build_large_season(players=8, evenings=2, round_count=2, present=8)
    evening_in_progress(season)
    pages = page_paths(season)
    env = server_env(Command().database_url(), tmp_path, {})
    collect_static(env)

    with gunicorn(env, workers=2) as server:
        medians = sequential_medians({"one": server}, pages, requests=2)["one"]
        figures = run_load(server, pages, requests=8, concurrency=4, blocks=2,
                           database=str(connection.settings_dict["NAME"]))
    command = Command(stdout=StringIO())
    command.report(figures, {"requests": 8, "concurrency": 4, "workers": 2, "blocks": 2})

    assert set(medians) == set(figures) == {"/health/", "season standings", "evening results",
                                            "evening / seat page", "seat page, in progress",
                                            "player page"}
    assert all(f.requests == 8 and f.errors == 0 and f.per_second > 0
               for f in figures.values())
    assert sum(f.cpu for f in figures.values()) > 0  # 10 ms ticks: too coarse per page
    report = command.stdout.getvalue()
    assert "season standings" in report and "of health" in report and " 100%" in report
