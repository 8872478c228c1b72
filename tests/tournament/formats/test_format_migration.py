"""The format became a club rule: a season whose evenings drew a round at fixed tables (then
a choice per round) plays "fixed tables, partners rotate" after the update, and so do its
club's rules; every other season and club keeps the individual draw. Read from the
migration run on rows made before it."""

from __future__ import annotations

from datetime import date

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

BEFORE = [("clubs", "0016_merge_0014_prize_ties_0015_screen_and_variety"),
          ("tournament", "0012_merge_0011_prize_ties_0011_season_variety_evenings")]
AFTER = [("clubs", "0017_club_rules_format"),
         ("tournament", "0013_season_format_from_fixed_table_draws")]


@pytest.mark.django_db(transaction=True)
def test_seasons_that_drew_fixed_tables_get_the_fixed_table_format() -> None:
    executor = MigrationExecutor(connection)
    executor.migrate(BEFORE)
    old = executor.loader.project_state(BEFORE).apps
    Club, ClubRules = old.get_model("clubs", "Club"), old.get_model("clubs", "ClubRules")
    Season, Evening = old.get_model("tournament", "Season"), old.get_model("tournament",
                                                                          "Evening")
    Round = old.get_model("tournament", "Round")
    seasons = {}
    for name, modes in (("vast", ["RANDOM", "FIXED_TABLES"]), ("los", ["RANDOM"])):
        club = Club.objects.create(name=f"Club {name}", slug=f"club-{name}")
        ClubRules.objects.create(club=club)
        season = Season.objects.create(club=club, name=name, start_date=date(2026, 9, 1))
        evening = Evening.objects.create(season=season, date=date(2026, 10, 1), rounds=2)
        for number, mode in enumerate(modes, start=1):
            Round.objects.create(evening=evening, number=number, seed=number, mode=mode)
        seasons[name] = season.pk

    executor = MigrationExecutor(connection)
    executor.migrate(AFTER)
    new = executor.loader.project_state(AFTER).apps
    Season = new.get_model("tournament", "Season")
    ClubRules = new.get_model("clubs", "ClubRules")
    assert Season.objects.get(pk=seasons["vast"]).format == "FIXED_TABLE"
    assert Season.objects.get(pk=seasons["los"]).format == "INDIVIDUAL_DRAW"
    assert dict(ClubRules.objects.values_list("club__name", "format")) == {
        "Club vast": "FIXED_TABLE", "Club los": "INDIVIDUAL_DRAW"}

    executor = MigrationExecutor(connection)
    executor.migrate(executor.loader.graph.leaf_nodes())
