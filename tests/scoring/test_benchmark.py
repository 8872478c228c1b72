"""The benchmark's data and its hand-written SQL agree with the pages' numbers."""

from __future__ import annotations

from io import StringIO

from bench.pages import FROM_GAMES_SQL, Command
from bench.season import build_large_season
from scoring.models import Game


def test_the_sql_aggregate_and_the_standings_agree_on_a_small_season(db: None):
    season = build_large_season(players=10, evenings=2, round_count=2, present=9)
    assert Game.objects.count() == 2 * 2 * 2 * 12  # two tables, one bye per round
    command = Command(stdout=StringIO())
    command.check_same_totals(season)  # raises when they differ
    totals = command.sql_totals(season, FROM_GAMES_SQL, season.pk)
    assert len(totals) == 2 * 9
    assert "Totals agree for 18 player-evenings" in command.stdout.getvalue()
