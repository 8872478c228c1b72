"""Demo data beyond the fixture: a season with planned evenings and one evening drawn.

Deterministic (fixed seeds) so the demo looks the same on every machine.
"""

from __future__ import annotations

from datetime import date, timedelta

from clubs.models import Club
from tournament import services
from tournament.models import Attendance, Evening, EveningStatus, Season

DEMO_SEASON = "Seizoen 2026-2027"
SEASON_START = date(2026, 9, 2)  # a Wednesday
DRAWN_EVENING = date(2026, 11, 25)
PRESENT_TONIGHT = 23


def build_season(club: Club) -> Season:
    season, created = Season.objects.get_or_create(
        club=club, name=DEMO_SEASON,
        defaults={"start_date": SEASON_START, **club.rules.rule_values()},
    )
    if not created:
        return season
    day = SEASON_START
    while day <= date(2026, 12, 16):
        Evening.objects.create(season=season, date=day, rounds=season.rounds_per_evening)
        day += timedelta(weeks=1)
    evening = Evening.objects.get(season=season, date=DRAWN_EVENING)
    members = list(club.members.active().order_by("pk")[:PRESENT_TONIGHT])
    Attendance.objects.bulk_create(Attendance(evening=evening, member=m) for m in members)
    evening.status = EveningStatus.CHECK_IN
    evening.save(update_fields=["status"])
    services.draw_round(evening, 1, seed=20261125)
    return season
