"""The lookups compiled once (clubs.prepared) give what the ORM gives, field for field."""

from __future__ import annotations

from datetime import date

import pytest
from django.db import connection
from django.db.models import Model
from django.test.utils import CaptureQueriesContext

from clubs.prepared import Prepared
from tests.factories import make_club, make_evening, make_season
from tournament.models import Evening

pytestmark = pytest.mark.django_db

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
