"""The calendar of a season's evenings (iCalendar) that players subscribe to on their phone.

An evening knows its date; the hour is the club's (``Club.evening_start``, 19:30 unless the
board says otherwise) and the place is the club's place. Each evening is one event:

- its UID is the evening's own, so a phone keeps one event per evening whatever changes;
- SEQUENCE counts the changes the feed has shown (``publish.models.CalendarEntry``), and
  DTSTAMP and LAST-MODIFIED are when the feed first showed the current version, so a
  moved evening replaces the old event instead of standing beside it;
- an evening that is deleted is no longer in the feed, and a subscribed phone removes it
  on its next refresh; so is an evening whose status is not one of ``LISTED``.

Times are written in UTC (the evening's local hour converted for its own date), so the feed
needs no time zone definition and every phone shows the local hour.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import icalendar
from django.conf import settings
from django.db.models import F
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from publish.models import CalendarEntry
from tournament.memo import digest
from tournament.models import EveningStatus, Season

# An evening's events need an end; four bomen with a break take about this long.
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
    bomen: int

    @property
    def facts(self) -> str:
        return digest(self.start.isoformat(), self.end.isoformat(), self.place, self.club,
                      self.season, self.bomen)


def calendar_evenings(season: Season) -> list[CalendarEvening]:
    club = season.club
    zone = ZoneInfo(settings.TIME_ZONE)
    evenings = season.evenings.filter(status__in=LISTED).order_by("date")
    result = []
    for evening in evenings:
        start = datetime.combine(evening.date, club.evening_start, tzinfo=zone)
        result.append(CalendarEvening(
            pk=evening.pk, start=start, end=start + EVENING_LENGTH, place=club.place,
            club=club.name, season=season.name, bomen=evening.rounds))
    return result


def announced(evenings: Sequence[CalendarEvening], *, now: datetime) -> dict[int, CalendarEntry]:
    """Each evening's entry as the feed shows it now: a new evening gets sequence 0, an
    evening whose facts changed since the feed last showed it one more than before.

    Two requests that see the same change at once count it once: the update only applies
    while the stored facts are still the old ones, and the loser reads the winner's entry.
    """
    known = CalendarEntry.objects.in_bulk([e.pk for e in evenings])
    entries = {}
    for evening in evenings:
        facts = evening.facts
        entry = known.get(evening.pk)
        if entry is None:
            entry, _created = CalendarEntry.objects.get_or_create(
                evening_id=evening.pk, defaults={"facts": facts, "changed_at": now})
        if entry.facts != facts:
            CalendarEntry.objects.filter(evening_id=evening.pk, facts=entry.facts).update(
                facts=facts, sequence=F("sequence") + 1, changed_at=now)
            entry = CalendarEntry.objects.get(evening_id=evening.pk)
        entries[evening.pk] = entry
    return entries


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
        bomen = ngettext("%(n)s boom", "%(n)s bomen", evening.bomen) % {"n": evening.bomen}
        calendar.add_component(icalendar.Event.new(
            uid=f"{club.slug}-evening-{evening.pk}@klaverjassen",
            start=evening.start.astimezone(UTC),
            end=evening.end.astimezone(UTC),
            summary=_("Klaverjas evening: %(club)s") % {"club": club.name},
            description=f"{season.name} \u00b7 {bomen}\n{evening_url(evening.pk)}",
            location=evening.place or None, url=evening_url(evening.pk),
            sequence=entry.sequence, stamp=changed, last_modified=changed))
    return bytes(calendar.to_ical())
