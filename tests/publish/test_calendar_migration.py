"""After the update every evening has its calendar record with the hour it was shown at, so
that the feed can be read without writing: an evening the feed showed keeps its sequence,
one it never showed gets sequence 0 and the facts the feed would write for it."""

from __future__ import annotations

from datetime import date, time

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor
from django.utils import timezone

BEFORE = [("publish", "0001_initial"), ("clubs", "0017_club_rules_format"),
          ("tournament", "0013_season_format_from_fixed_table_draws")]
AFTER = [("publish", "0002_calendar_entry_start_for_every_evening")]


@pytest.mark.django_db(transaction=True)
def test_every_evening_gets_its_record_with_the_clubs_hour() -> None:
    executor = MigrationExecutor(connection)
    executor.migrate(BEFORE)
    old = executor.loader.project_state(BEFORE).apps
    Club, Season = old.get_model("clubs", "Club"), old.get_model("tournament", "Season")
    Evening = old.get_model("tournament", "Evening")
    CalendarEntry = old.get_model("publish", "CalendarEntry")
    club = Club.objects.create(name="De Klaverheer", slug="klaverheer", place="Orvelte",
                               evening_start=time(20, 15))
    season = Season.objects.create(club=club, name="2026-2027", start_date=date(2026, 9, 1))
    shown = Evening.objects.create(season=season, date=date(2026, 10, 1), rounds=4,
                                   status="CLOSED")
    never = Evening.objects.create(season=season, date=date(2026, 10, 8), rounds=3)
    CalendarEntry.objects.create(evening_id=shown.pk, facts="shown twice", sequence=2,
                                 changed_at=timezone.now())

    executor = MigrationExecutor(connection)
    executor.migrate(executor.loader.graph.leaf_nodes())

    from publish.calendar import calendar_evening
    from publish.models import CalendarEntry as Entry
    from tournament.models import Evening as Current

    first, second = Entry.objects.get(pk=shown.pk), Entry.objects.get(pk=never.pk)
    assert (first.start, first.sequence, first.facts) == (time(20, 15), 2, "shown twice")
    assert (second.start, second.sequence) == (time(20, 15), 0)
    evening = Current.objects.select_related("season__club").get(pk=never.pk)
    assert second.facts == calendar_evening(evening, time(20, 15)).facts
    evening.save()  # saving it unchanged is not a change
    assert Entry.objects.get(pk=never.pk).sequence == 0
