"""Plain functions that make test data; every test states what it needs."""

from __future__ import annotations

import itertools
from datetime import date

from django.contrib.auth.models import User

from clubs.models import Club, ClubRules, Member, Organiser, Role
from tournament.models import Evening, Season

_counter = itertools.count(1)


def make_club(name: str = "", **fields: object) -> Club:
    n = next(_counter)
    club = Club.objects.create(name=name or f"Club {n}", slug=f"club-{n}", **fields)
    ClubRules.objects.create(club=club)
    return club


def make_user(username: str = "", password: str = "secret-pass-123") -> User:
    return User.objects.create_user(username or f"user{next(_counter)}", password=password)


def make_organiser(club: Club, username: str = "", role: str = Role.BOARD) -> User:
    """An account with a role in the club: the board by default (it may do everything)."""
    user = make_user(username)
    Organiser.objects.create(club=club, user=user, role=role)
    return user


def make_members(club: Club, count: int, prefix: str = "Speler") -> list[Member]:
    return [Member.objects.create(club=club, name=f"{prefix} {i:03d}") for i in range(1, count + 1)]


def make_season(club: Club, **fields: object) -> Season:
    values = {**club.rules.rule_values(), **fields}
    values.setdefault("name", f"Seizoen {next(_counter)}")
    values.setdefault("start_date", date(2026, 9, 1))
    return Season.objects.create(club=club, **values)


def make_evening(
    season: Season, *, round_count: int = 4, status: str = "CHECK_IN", day: int = 1
) -> Evening:
    return Evening.objects.create(
        season=season, date=date(2026, 10, day), round_count=round_count, status=status
    )


def check_in(evening: Evening, members: list[Member]) -> None:
    from tournament.models import Attendance

    Attendance.objects.bulk_create(Attendance(evening=evening, member=m) for m in members)
