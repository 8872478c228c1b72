"""The day a new evening most likely falls on, for the date the "plan an evening" form
starts with (the organiser can always change it)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from datetime import date, timedelta


def next_evening_day(played: Sequence[date], *, today: date) -> date:
    """The first day after the last of ``played`` on the weekday the club plays on, and not
    before ``today`` (then the first such day from today on, today included); ``today``
    when nothing was played.

    The weekday is the one most of ``played`` fell on; when two are as common, the latest
    evening's weekday wins (a club that moved its evening)."""
    if not played:
        return today
    counts = Counter(day.weekday() for day in played)
    latest = max(played)
    weekday = max(counts, key=lambda wd: (counts[wd], wd == latest.weekday()))
    after = latest + timedelta(days=(weekday - latest.weekday() - 1) % 7 + 1)
    if after >= today:
        return after
    return today + timedelta(days=(weekday - today.weekday()) % 7)
