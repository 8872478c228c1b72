"""The evening page's plain SQL reads (tournament.seating.reads) against the ORM's answer."""

from __future__ import annotations

import pytest

from tests.factories import check_in, make_club, make_evening, make_members, make_season
from tournament.models import Attendance, Seat
from tournament.seating.reads import people_of
from tournament.seating.store import draw_round

pytestmark = pytest.mark.django_db


def test_people_are_the_present_and_the_seated_and_only_the_present_are_counted():
    club = make_club()
    season = make_season(club)
    members = make_members(club, 9)
    evening = make_evening(season, day=3)
    check_in(evening, members[:8])
    draw_round(evening, 1, seed=5)
    gone = members[0]  # seated in round 1, then checked out
    Attendance.objects.filter(evening=evening, member=gone).delete()
    other = make_evening(season, day=4)
    check_in(other, members)  # another evening's players are not this evening's

    names, present = people_of(evening)
    assert Seat.objects.filter(round__evening=evening, member=gone).exists()
    assert names == {m.pk: m.name for m in members[:8]}
    assert present == 7
    assert people_of(make_evening(season, day=5)) == ({}, 0)
