"""The calendar of a season's evenings (iCalendar) that players subscribe to on their phone.

An evening knows its date; the hour is the club's (``Club.evening_start``, 19:30 unless the
board says otherwise) when the evening was last changed, kept for an evening already played
when the club later changes it; the place is the club's place. Each evening is one event:

- its UID is the evening's own, so a phone keeps one event per evening whatever changes;
- SEQUENCE counts the changes (``publish.models.CalendarEntry``, written when an evening,
  its season or its club is saved, never when the feed is read), and DTSTAMP and
  LAST-MODIFIED are when the current version was recorded, so a moved evening replaces
  the old event instead of standing beside it;
- an evening that is deleted is no longer in the feed, and a subscribed phone removes it
  on its next refresh; so is an evening whose status is not one of ``LISTED``.

Times are written in UTC (the evening's local hour converted for its own date), so the feed
needs no time zone definition and every phone shows the local hour.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, time, timedelta
from zoneinfo import ZoneInfo

import icalendar
from django.conf import settings
from django.db.models import F
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from publish.models import CalendarEntry
from tournament.memo import digest
from tournament.models import Evening, EveningStatus, Season

# An evening's events need an end; four rounds with a break take about this long.
EVENING_LENGTH = timedelta(hours=3, minutes=30)
# The evenings a calendar shows: every one that is held or will be.
LISTED = (EveningStatus.PLANNED, EveningStatus.CHECK_IN, EveningStatus.PLAYING,
          EveningStatus.CLOSED)


@dataclass(frozen=True)
class CalendarEvening:
    """What an evening's event says (its words aside, which follow the reader's language)."""

    pk: int
    start: datetime
    end: datetime
    place: str
    club: str
    season: str
    round_count: int

    @property
    def facts(self) -> str:
        return digest(self.start.isoformat(), self.end.isoformat(), self.place, self.club,
                      self.season, self.round_count)


def held(evening: Evening) -> bool:
    """An evening that is being or has been played keeps the hour it was played at."""
    return evening.status in (EveningStatus.PLAYING, EveningStatus.CLOSED)


def calendar_evening(evening: Evening, start_time: time) -> CalendarEvening:
    season = evening.season
    club = season.club
    start = datetime.combine(evening.date, start_time, tzinfo=ZoneInfo(settings.TIME_ZONE))
    return CalendarEvening(pk=evening.pk, start=start, end=start + EVENING_LENGTH,
                           place=club.place, club=club.name, season=season.name,
                           round_count=evening.round_count)


def record_calendar(evenings: Iterable[Evening], *, now: datetime) -> None:
    """Write down what the feed says about each evening after a change to it, its season or
    its club: a new evening gets sequence 0, an evening whose facts changed one more than
    before. An evening already played keeps its hour when the club's starting hour changes.

    Two saves that record the same change at once count it once: the update only applies
    while the stored facts are still the old ones.
    """
    for evening in evenings:
        entry = CalendarEntry.objects.filter(evening_id=evening.pk).first()
        start_time = evening.season.club.evening_start
        if entry is not None and held(evening):
            start_time = entry.start
        facts = calendar_evening(evening, start_time).facts
        if entry is None:
            CalendarEntry.objects.get_or_create(
                evening_id=evening.pk,
                defaults={"facts": facts, "start": start_time, "changed_at": now})
        elif entry.facts != facts:
            CalendarEntry.objects.filter(evening_id=evening.pk, facts=entry.facts).update(
                facts=facts, start=start_time, sequence=F("sequence") + 1, changed_at=now)


def calendar_evenings(season: Season) -> tuple[list[CalendarEvening], dict[int, CalendarEntry]]:
    """The evenings the feed lists, as recorded (``record_calendar``); reading writes nothing.
    An evening written around the recording (a bulk load) shows at the club's hour."""
    evenings = list(season.evenings.filter(status__in=LISTED).order_by("date"))
    entries = CalendarEntry.objects.in_bulk([e.pk for e in evenings])
    result = []
    for evening in evenings:
        evening.season = season
        entry = entries.get(evening.pk)
        if entry is None:
            start = datetime.combine(evening.date, season.club.evening_start,
                                     tzinfo=ZoneInfo(settings.TIME_ZONE))
            entry = entries[evening.pk] = CalendarEntry(
                evening_id=evening.pk, start=season.club.evening_start, changed_at=start)
        result.append(calendar_evening(evening, entry.start))
    return result, entries


def calendar_feed(season: Season, evenings: Sequence[CalendarEvening],
                  entries: dict[int, CalendarEntry], *, evening_url: Callable[[int], str],
                  season_url: str) -> bytes:
    """The iCalendar file, in the active language; the same bytes for the same data."""
    club = season.club
    calendar = icalendar.Calendar.new(
        name=f"{club.name} \u2013 {season.name}", prodid="-//Klaverjassen//Speelavonden//NL",
        uid=f"{club.slug}-season-{season.pk}@klaverjassen", url=season_url,
        refresh_interval=timedelta(hours=6))
    for evening in evenings:
        entry = entries[evening.pk]
        changed = entry.changed_at.astimezone(UTC)
        rounds = ngettext("%(n)s boom", "%(n)s bomen", evening.round_count) % {
            "n": evening.round_count}
        calendar.add_component(icalendar.Event.new(
            uid=f"{club.slug}-evening-{evening.pk}@klaverjassen",
            start=evening.start.astimezone(UTC),
            end=evening.end.astimezone(UTC),
            summary=_("Klaverjas evening: %(club)s") % {"club": club.name},
            description=f"{season.name} \u00b7 {rounds}\n{evening_url(evening.pk)}",
            location=evening.place or None, url=evening_url(evening.pk),
            sequence=entry.sequence, stamp=changed, last_modified=changed))
    return bytes(calendar.to_ical())
