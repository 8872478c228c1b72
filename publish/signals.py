"""Record the calendar's view of an evening when it, its season or its club is saved, so
that the feed itself never writes (``publish.calendar.record_calendar``)."""

from __future__ import annotations

from typing import Any

from django.db.models.signals import post_save
from django.dispatch import receiver
from django.utils import timezone

from clubs.models import Club
from publish.calendar import record_calendar
from tournament.models import Evening, Season

# What the feed says about a club.
CLUB_FACTS = {"name", "place", "evening_start"}


@receiver(post_save, sender=Evening, dispatch_uid="calendar-evening")
def evening_saved(sender: type, instance: Evening, raw: bool = False, **kwargs: Any) -> None:
    if not raw:
        record_calendar([instance], now=timezone.now())


@receiver(post_save, sender=Season, dispatch_uid="calendar-season")
def season_saved(sender: type, instance: Season, raw: bool = False, **kwargs: Any) -> None:
    if not raw:
        evenings = instance.evenings.all()
        for evening in evenings:
            evening.season = instance
        record_calendar(evenings, now=timezone.now())


@receiver(post_save, sender=Club, dispatch_uid="calendar-club")
def club_saved(sender: type, instance: Club, raw: bool = False,
               update_fields: frozenset[str] | None = None, **kwargs: Any) -> None:
    if not raw and (update_fields is None or CLUB_FACTS & update_fields):
        record_calendar(Evening.objects.filter(season__club=instance).select_related(
            "season__club"), now=timezone.now())
