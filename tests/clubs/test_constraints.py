"""Which constraint a refused write violated, read from the real database's error (run on
SQLite and on PostgreSQL: each says it its own way)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

import pytest
from django.contrib.auth.models import User
from django.db import IntegrityError, transaction

from clubs.constraints import unique_field, violated
from clubs.models import Club, Member
from tests.factories import make_club, make_season
from tournament.models import Evening

pytestmark = pytest.mark.django_db


def refused(write: Callable[[], object]) -> IntegrityError:
    with pytest.raises(IntegrityError) as caught, transaction.atomic():
        write()
    return caught.value


def test_it_names_a_unique_constraint_over_an_expression() -> None:
    club = make_club()
    Member.objects.create(club=club, name="Truus")
    error = refused(lambda: Member.objects.create(club=club, name="truus"))
    assert violated(error) == "member_name_unique_per_club"


def test_it_names_a_unique_constraint_over_plain_columns() -> None:
    season = make_season(make_club())
    Evening.objects.create(season=season, date=date(2026, 9, 8))
    error = refused(lambda: Evening.objects.create(season=season, date=date(2026, 9, 8)))
    assert violated(error) == "evening_date_unique_per_season"


def test_it_names_a_check_constraint() -> None:
    season = make_season(make_club())
    error = refused(lambda: Evening.objects.create(season=season, date=date(2026, 9, 8),
                                                   round_count=9))
    assert violated(error) == "evening_round_count_1_8"


def test_it_tells_a_unique_field_by_table_and_column() -> None:
    User.objects.create(username="truus")
    error = refused(lambda: User.objects.create(username="truus"))
    assert violated(error) == unique_field(User, "username") == "auth_user.username"
    club = make_club()
    assert violated(refused(lambda: Club.objects.create(slug=club.slug))) == "clubs_club.slug"


@pytest.mark.parametrize("write", [
    # A NOT NULL column left empty, and a check Django added by itself (a positive
    # integer field), which nobody named.
    lambda club: Member.objects.create(club=club, name="Truus",
                                       version=None),  # type: ignore[misc]
    lambda club: Member.objects.create(club=club, name="Truus", version=-1),
], ids=["not null", "unnamed check"])
def test_it_names_nothing_for_a_constraint_nobody_named(write: Callable[[Club], object]
                                                         ) -> None:
    club = make_club()
    assert violated(refused(lambda: write(club))) is None
