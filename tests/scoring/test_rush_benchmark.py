"""The rush after a closing, as ``manage.py benchmark_load`` measures it, at a tiny size so
it cannot rot: gunicorn warm on the test database, the season's last evening reopened and
closed again, then phones at once on its results and the standings."""

from __future__ import annotations

from io import StringIO
from pathlib import Path

import pytest
from django.db import connection

from bench.load import collect_static, server_env
from bench.public_load import Command
from bench.season import build_large_season
from scoring.models import EveningEvent

pytestmark = [
    pytest.mark.load,
    pytest.mark.django_db(transaction=True),  # committed: gunicorn reads it
    pytest.mark.skipif(connection.vendor != "postgresql",
                       reason="gunicorn workers share the database: PostgreSQL only"),
]


def test_the_rush_after_a_closing_is_measured_on_a_freshly_closed_evening(tmp_path: Path):
    season = build_large_season(players=8, evenings=2, round_count=2, present=8)
    command = Command(stdout=StringIO())
    env = server_env(command.database_url(), tmp_path, {})
    collect_static(env)
    options = {"workers": 2, "rush_phones": 6, "rush_seconds": 0.5}

    figures = command.rush_after_closing(env, season, options)
    command.report_rush(figures, options)

    last = season.evenings.order_by("date").last()
    assert [e.kind for e in EveningEvent.objects.filter(evening=last).order_by("pk")] == [
        "CLOSED", "REOPENED", "CLOSED"]  # closed again while the server ran
    assert list(figures) == ["evening results", "season standings", "evening results, again",
                             "season standings, again", "/health/ instead"]
    assert [f.requests for f in figures.values()] == [6, 6, 6, 6, 12]
    assert all(f.errors == 0 for f in figures.values())
    assert "p99 <= 300 ms" in command.stdout.getvalue()
