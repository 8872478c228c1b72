"""The players' calendar of a season: what a phone reads from it, and that it follows a
moved, re-timed or deleted evening the way a subscribed phone needs."""

from __future__ import annotations

from datetime import date, datetime, time, timedelta
from typing import Any
from zoneinfo import ZoneInfo

import icalendar
import pytest
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from publish.models import CalendarEntry
from tests.factories import make_evening, make_season
from tournament.evenings.deletion import delete_evening
from tournament.models import Evening, EveningStatus

AMSTERDAM = ZoneInfo("Europe/Amsterdam")


@pytest.fixture
def season(club):
    season = make_season(club, name="Seizoen 2026-2027")
    make_evening(season, round_count=4, status=EveningStatus.CLOSED, day=1)
    make_evening(season, round_count=4, status=EveningStatus.PLANNED, day=29)
    Evening.objects.create(season=season, date=date(2026, 12, 2), round_count=3)  # winter time
    return season


def events(client: Client, season, **headers: Any) -> dict[int, Any]:
    """The feed's events by evening pk (read from the UID), parsed as a phone would."""
    response = client.get(f"/club/{season.club.slug}/seizoen/{season.pk}/agenda.ics",
                          **headers)
    assert response.status_code == 200
    assert response["Content-Type"] == "text/calendar; charset=utf-8"
    calendar = icalendar.Calendar.from_ical(response.content)
    found = {}
    for event in calendar.walk("VEVENT"):
        prefix = f"{season.club.slug}-evening-"
        uid = str(event["UID"])
        assert uid.startswith(prefix) and uid.endswith("@klaverjassen")
        found[int(uid.removeprefix(prefix).removesuffix("@klaverjassen"))] = event
    return found


def sequence(event: Any) -> int:
    return int(str(event["SEQUENCE"]))


def local_start(event: Any) -> datetime:
    start: datetime = event.decoded("DTSTART")
    return start.astimezone(AMSTERDAM)


def test_every_evening_of_the_season_is_there_at_the_clubs_hour_and_place(season, client):
    found = events(client, season)
    evenings = list(season.evenings.order_by("date"))
    assert sorted(found) == sorted(e.pk for e in evenings)
    for evening in evenings:
        event = found[evening.pk]
        assert local_start(event) == datetime.combine(evening.date, time(19, 30), AMSTERDAM)
        assert event.decoded("DTEND") - event.decoded("DTSTART") == timedelta(hours=3,
                                                                               minutes=30)
        assert str(event["LOCATION"]) == "Orvelte"
        assert str(event["SUMMARY"]) == "Klaverjassen: De Troefboer"
        assert str(event["URL"]) == (f"http://testserver/club/{season.club.slug}/avond/"
                                     f"{evening.pk}/")
        assert sequence(event) == 0
    winter = found[evenings[-1].pk]
    assert winter.decoded("DTSTART").utcoffset() == timedelta(0)
    assert winter.decoded("DTSTART").hour == 18  # 19:30 CET is 18:30 UTC; October: 17:30
    assert "3 bomen" in str(winter["DESCRIPTION"])


def test_reading_it_again_changes_nothing(season, client):
    url = f"/club/{season.club.slug}/seizoen/{season.pk}/agenda.ics"
    first = client.get(url)
    again = client.get(url)
    assert again.content == first.content and again["ETag"] == first["ETag"]
    assert client.get(url, HTTP_IF_NONE_MATCH=first["ETag"]).status_code == 304
    assert set(CalendarEntry.objects.values_list("sequence", flat=True)) == {0}


def test_a_moved_evening_keeps_its_uid_with_a_higher_sequence_and_a_newer_stamp(season,
                                                                                client):
    evening = season.evenings.get(date=date(2026, 10, 29))
    before = events(client, season)[evening.pk]
    CalendarEntry.objects.filter(evening=evening).update(
        changed_at=timezone.now() - timedelta(days=3))  # shown to the phones days ago
    before_stamp = events(client, season)[evening.pk].decoded("DTSTAMP")
    evening.date = date(2026, 10, 30)
    evening.save()
    after = events(client, season)[evening.pk]
    assert after["UID"] == before["UID"]
    assert sequence(after) == sequence(before) + 1
    assert after.decoded("DTSTAMP") > before_stamp
    assert after.decoded("LAST-MODIFIED") == after.decoded("DTSTAMP")
    assert local_start(after).date() == date(2026, 10, 30)
    others = [e for pk, e in events(client, season).items() if pk != evening.pk]
    assert all(sequence(e) == 0 for e in others)
    assert sequence(events(client, season)[evening.pk]) == 1  # counted once


def test_a_new_place_of_the_club_changes_every_evening(season, client):
    events(client, season)
    club = season.club
    club.place = "Assen"
    club.save()
    for event in events(client, season).values():
        assert sequence(event) == 1
        assert local_start(event).time() == time(19, 30) and str(event["LOCATION"]) == "Assen"


def test_a_new_starting_hour_re_times_the_evenings_to_come_not_those_played(season,
                                                                            organiser_client,
                                                                            client):
    played, to_come, winter = season.evenings.order_by("date")
    assert played.status == EveningStatus.CLOSED
    club = season.club
    club.evening_start = time(20, 0)
    club.save()
    found = events(client, season)
    assert local_start(found[played.pk]) == datetime(2026, 10, 1, 19, 30, tzinfo=AMSTERDAM)
    assert sequence(found[played.pk]) == 0
    assert local_start(found[to_come.pk]) == datetime(2026, 10, 29, 20, 0, tzinfo=AMSTERDAM)
    assert local_start(found[winter.pk]) == datetime(2026, 12, 2, 20, 0, tzinfo=AMSTERDAM)
    assert sequence(found[to_come.pk]) == sequence(found[winter.pk]) == 1


def test_reading_the_feed_writes_nothing(season, client):
    """An anonymous GET changes nothing: the records are written when an evening changes."""
    url = f"/club/{season.club.slug}/seizoen/{season.pk}/agenda.ics"
    CalendarEntry.objects.all().delete()  # evenings written around the recording
    with CaptureQueriesContext(connection) as queries:
        events(client, season)
    writes = [q["sql"] for q in queries.captured_queries
              if q["sql"].split()[0].upper() in {"INSERT", "UPDATE", "DELETE"}]
    assert writes == []
    assert client.get(url).content == client.get(url).content
    assert not CalendarEntry.objects.exists()


def test_a_deleted_evening_or_one_in_a_state_not_listed_disappears(season, client, organiser):
    events(client, season)
    kept, deleted, cancelled = season.evenings.order_by("date")
    delete_evening(deleted, user=organiser)  # a mistaken or cancelled evening goes this way
    # A status the calendar does not know (whatever a later version may call a cancelled
    # evening) is not an evening that will be held.
    Evening.objects.filter(pk=cancelled.pk).update(status="CANCELLED")
    assert list(events(client, season)) == [kept.pk]
    assert not CalendarEntry.objects.filter(evening_id=deleted.pk).exists()


def test_it_speaks_the_readers_language(season, client):
    english = events(client, season, HTTP_ACCEPT_LANGUAGE="en")
    assert {str(e["SUMMARY"]) for e in english.values()} == {"Klaverjas evening: De Troefboer"}
    assert set(CalendarEntry.objects.values_list("sequence", flat=True)) == {0}
    events(client, season)  # and in Dutch: the words are not a change
    assert set(CalendarEntry.objects.values_list("sequence", flat=True)) == {0}
