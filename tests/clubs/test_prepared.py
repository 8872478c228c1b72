"""The lookups compiled once (clubs.prepared) give what the ORM gives, field for field."""

from __future__ import annotations

from datetime import date

import pytest
from django.db import connection
from django.db.models import Model
from django.test.utils import CaptureQueriesContext

from clubs.prepared import Prepared
from scoring.models import EveningResult
from tests.factories import make_club, make_evening, make_members, make_season
from tests.scoring.results.helpers import play_evening
from tournament.models import Evening, Season

pytestmark = pytest.mark.django_db

SEASONS = Prepared(lambda club: Season.objects.filter(club_id=club), club=-7_101)
RESULTS = Prepared(lambda member: EveningResult.objects.filter(member_id=member).values_list(
    "evening_id", "rounds", "byes", "prize").order_by("evening_id"), member=-7_102)

EVENING = Prepared(lambda slug, pk: Evening.objects.select_related("season__club").filter(
    season__club__slug=slug, pk=pk), slug="\x01slug", pk=-7_001)


def fields(obj: Model) -> dict[str, object]:
    return {f.attname: getattr(obj, f.attname) for f in obj._meta.concrete_fields}


def test_an_evening_with_its_season_and_club_as_the_orm_builds_them():
    club = make_club("Ruiten Troef", standings_public=True)
    evening = make_evening(make_season(club, name="Najaar"), day=4)
    make_evening(make_season(make_club("Ander"), name="Najaar"), day=4)
    orm = Evening.objects.select_related("season__club").get(pk=evening.pk)

    with CaptureQueriesContext(connection) as queries:
        found = EVENING.first(slug=club.slug, pk=evening.pk)
        assert found is not None
        season, found_club = found.season, found.season.club
    assert len(queries) == 1  # the parents came with the row
    assert fields(found) == fields(orm) and isinstance(found.date, date)
    assert fields(season) == fields(orm.season) and fields(found_club) == fields(orm.club)
    assert found_club.standings_public is True and found._state.adding is False


def test_nothing_for_another_clubs_address_or_an_unknown_evening():
    evening = make_evening(make_season(make_club("Eigen")))
    other = make_club("Ander")
    assert EVENING.first(slug=other.slug, pk=evening.pk) is None
    assert EVENING.first(slug=evening.season.club.slug, pk=evening.pk + 1000) is None


def test_every_season_of_a_club_in_the_orms_order_and_none_of_another_club():
    club = make_club("Harten Vrouw")
    for name, start in (("Voorjaar", date(2026, 1, 7)), ("Najaar", date(2026, 9, 2)),
                        ("Zomer", date(2026, 6, 3))):
        make_season(club, name=name, start_date=start)
    make_season(make_club("Ander"), name="Elders")

    found = SEASONS.all(club=club.pk)
    orm = list(club.seasons.all())
    assert [s.name for s in found] == ["Najaar", "Zomer", "Voorjaar"]  # newest first
    assert [fields(s) for s in found] == [fields(s) for s in orm]
    assert SEASONS.all(club=-1) == [] and SEASONS.first(club=club.pk) is not None


def test_rows_come_back_converted_as_values_list_converts_them(club, organiser):
    members = make_members(club, 8)
    play_evening(make_season(club), members, 1, organiser)
    orm = list(EveningResult.objects.filter(member_id=members[0].pk).values_list(
        "evening_id", "rounds", "byes", "prize").order_by("evening_id"))

    found = RESULTS.rows(member=members[0].pk)
    assert found == orm and len(found) == 1
    assert isinstance(found[0][1], list) and isinstance(found[0][2], list)  # JSON, parsed
    assert RESULTS.rows(member=-1) == []


def test_rows_refuses_what_values_list_would_reshape():
    from django.db.models import F

    flat = Prepared(lambda club: Season.objects.filter(club_id=club).values_list(
        "name", flat=True), club=-7_103)
    annotated = Prepared(lambda club: Season.objects.filter(club_id=club).annotate(
        club_name=F("club__name")).values_list("name", "club_name"), club=-7_104)
    for prepared in (flat, annotated, SEASONS):
        with pytest.raises(TypeError):
            prepared.rows(club=1)
