"""The calendar's record gets the hour each evening starts at, and every evening a record,
so that the feed no longer writes when it is read: the hour already shown (the club's), and
for an evening the feed never showed, what it would show now with sequence 0."""

import hashlib
from datetime import datetime, time, timedelta
from zoneinfo import ZoneInfo

from django.conf import settings
from django.db import migrations, models
from django.utils import timezone


def facts(evening, start_time):
    # What publish.calendar's CalendarEvening.facts said when this migration was written.
    club, season = evening.season.club, evening.season
    start = datetime.combine(evening.date, start_time, tzinfo=ZoneInfo(settings.TIME_ZONE))
    end = start + timedelta(hours=3, minutes=30)
    parts = (start.isoformat(), end.isoformat(), club.place, club.name, season.name,
             evening.rounds)
    return hashlib.blake2b(repr(parts).encode(), digest_size=16).hexdigest()


def fill(apps, schema_editor):
    Evening = apps.get_model("tournament", "Evening")
    CalendarEntry = apps.get_model("publish", "CalendarEntry")
    known = {e.evening_id: e for e in CalendarEntry.objects.all()}
    now = timezone.now()
    for evening in Evening.objects.select_related("season__club"):
        start_time = evening.season.club.evening_start
        entry = known.get(evening.pk)
        if entry is None:
            CalendarEntry.objects.create(evening_id=evening.pk, start=start_time,
                                         facts=facts(evening, start_time), changed_at=now)
        else:
            entry.start = start_time
            entry.save(update_fields=["start"])


class Migration(migrations.Migration):

    dependencies = [
        ("publish", "0001_initial"),
        ("clubs", "0017_club_rules_format"),
        ("tournament", "0013_season_format_from_fixed_table_draws"),
    ]

    operations = [
        migrations.AddField(
            model_name="calendarentry",
            name="start",
            field=models.TimeField(default=time(19, 30)),
            preserve_default=False,
        ),
        migrations.RunPython(fill, migrations.RunPython.noop),
    ]
