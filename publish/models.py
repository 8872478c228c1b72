"""What the calendar feed last said about each evening, so that a change is announced as one.

A phone that subscribed to the feed keeps each evening under its UID and replaces it when
the feed shows a higher SEQUENCE (and a newer DTSTAMP). Evenings have no "changed at" of
their own and may change in many ways (a date, the club's starting hour or place, an
evening deleted and planned again), so the feed compares what it would say now with what it
said last time (``facts``, a digest), and counts a change when they differ.
"""

from __future__ import annotations

from django.db import models

from tournament.models import Evening


class CalendarEntry(models.Model):
    evening = models.OneToOneField(Evening, on_delete=models.CASCADE, primary_key=True,
                                   related_name="+")
    facts = models.CharField(max_length=64)
    sequence = models.PositiveIntegerField(default=0)
    changed_at = models.DateTimeField()

    def __str__(self) -> str:
        return f"{self.evening_id} #{self.sequence}"
