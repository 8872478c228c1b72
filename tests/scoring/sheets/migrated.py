"""For the tests of a migration of ``Game``: the models at a migration, and a sheet to put
games on, made with them."""

from __future__ import annotations

from datetime import date
from typing import Any

from django.db import connection
from django.db.migrations.executor import MigrationExecutor


def apps_at(scoring: tuple[str, str]) -> Any:
    """The models with ``scoring`` at that migration and every other app at its newest."""
    executor = MigrationExecutor(connection)
    targets = [scoring, *(node for node in executor.loader.graph.leaf_nodes()
                          if node[0] != "scoring")]
    executor.migrate(targets)
    return executor.loader.project_state(targets).apps


def a_sheet(apps: Any) -> Any:
    """A score sheet of one round of a club's evening, made with the models of ``apps``."""
    Club, Season = apps.get_model("clubs", "Club"), apps.get_model("tournament", "Season")
    Evening, Round = apps.get_model("tournament", "Evening"), apps.get_model("tournament", "Round")
    ScoreSheet = apps.get_model("scoring", "ScoreSheet")
    club = Club.objects.create(name="Club", slug="club")
    season = Season.objects.create(club=club, name="s", start_date=date(2026, 9, 1))
    evening = Evening.objects.create(season=season, date=date(2026, 10, 1), round_count=1)
    round_ = Round.objects.create(evening=evening, number=1, seed=1)
    return ScoreSheet.objects.create(round=round_, table=1)


def migrate_to_newest() -> None:
    executor = MigrationExecutor(connection)
    executor.migrate(executor.loader.graph.leaf_nodes())
