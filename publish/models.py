"""What the calendar feed last said about each evening, so that a change is announced as one.

A phone that subscribed to the feed keeps each evening under its UID and replaces it when
the feed shows a higher SEQUENCE (and a newer DTSTAMP). Evenings have no "changed at" of
their own and may change in many ways (a date, the club's starting hour or place, an
evening deleted and planned again), so saving an evening, its season or its club compares
what the feed would say now with what it said before (``facts``, a digest) and counts a
change when they differ (``publish.calendar.record_calendar``); reading the feed writes
nothing. ``start`` is the hour the evening starts at: the club's when it was recorded, kept
for an evening already played when the club changes its hour.
"""

from __future__ import annotations

from django.db import models

from tournament.models import Evening


class CalendarEntry(models.Model):
    evening = models.OneToOneField(Evening, on_delete=models.CASCADE, primary_key=True,
                                   related_name="+")
    facts = models.CharField(max_length=64)
    sequence = models.PositiveIntegerField(default=0)
    start = models.TimeField()
    changed_at = models.DateTimeField()

    def __str__(self) -> str:
        return f"{self.evening_id} #{self.sequence}"
