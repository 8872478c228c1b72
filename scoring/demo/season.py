"""Demo data beyond the fixture: a season of eight closed evenings whose games come from the
rules module's simulator (each game plays its own tables: ``System.play_table``), one evening
in progress and a few planned ones; and the seasons the games add (``System.demo_seasons``).

Deterministic (fixed seeds), so the demo looks the same on every machine.
"""

from __future__ import annotations

import random
from datetime import date, timedelta

from django.contrib.auth.models import User
from django.db import transaction

from clubs.models import Club
from scoring.closing.service import close_evening
from scoring.systems import SYSTEMS, system_of
from scoring.systems.interface import DemoSeason
from tournament.models import Attendance, Evening, EveningStatus, Round, Season
from tournament.seating.store import draw_round

DEMO_SEASON = "Seizoen 2026-2027"
FIRST_EVENING = date(2026, 9, 30)  # a Wednesday
CLOSED_EVENINGS = 8
PLANNED_AFTER = 3


def play_round(round_: Round, user: User, *, tables: int | None = None) -> None:
    """Enter simulated sheets for the round's tables (all, or the first ``tables``), each
    played by the season's game (``System.play_table``)."""
    system = system_of(round_.evening.season)
    numbers = sorted({t for t in round_.seats.values_list("table", flat=True) if t is not None})
    for table in numbers[:tables]:
        system.play_table(round_, table, seed=round_.seed * 100 + table, user=user)


def _check_in(evening: Evening, club: Club, rng: random.Random, count: int) -> None:
    members = list(club.members.active().order_by("pk"))
    present = rng.sample(members, min(count, len(members)))
    Attendance.objects.bulk_create(Attendance(evening=evening, member=m) for m in present)
    evening.status = EveningStatus.CHECK_IN
    evening.save(update_fields=["status"])


@transaction.atomic
def build_season(club: Club, user: User) -> Season:
    season, created = Season.objects.get_or_create(
        club=club, name=DEMO_SEASON,
        defaults={"start_date": FIRST_EVENING, **club.current_rules().rule_values()},
    )
    if not created:
        return season
    rng = random.Random(2026)
    for index in range(CLOSED_EVENINGS + 1 + PLANNED_AFTER):
        evening = Evening.objects.create(
            season=season, date=FIRST_EVENING + timedelta(weeks=index),
            round_count=season.rounds_per_evening,
        )
        if index > CLOSED_EVENINGS:
            continue
        # Tonight 23 players: five tables and three byes (staande nummers) per round.
        _check_in(evening, club, rng, 23 if index == CLOSED_EVENINGS else rng.randint(20, 28))
        rounds = evening.round_count if index < CLOSED_EVENINGS else 2
        for number in range(1, rounds + 1):
            draw_round(evening, number, seed=evening.date.toordinal() + number)
            round_ = Round.objects.get(evening=evening, number=number)
            # The evening in progress: round 1 is entered, round 2 half.
            play_round(round_, user, tables=None if index < CLOSED_EVENINGS or number == 1
                       else 2)
        if index < CLOSED_EVENINGS:
            close_evening(evening, user)
    return season


def build_game_seasons(club: Club, user: User) -> list[Season]:
    """The seasons the games add to the demo club (``System.demo_seasons``)."""
    return [build_demo_season(club, user, demo)
            for system in SYSTEMS.values() for demo in system.demo_seasons]


@transaction.atomic
def build_demo_season(club: Club, user: User, demo: DemoSeason) -> Season:
    """A season of ``demo``: its closed evenings played and closed, one more planned."""
    season, created = Season.objects.get_or_create(
        club=club, name=demo.name,
        defaults={"start_date": demo.first_evening, **club.current_rules().rule_values(),
                  **demo.rules},
    )
    if not created:
        return season
    rng = random.Random(demo.seed)
    for index in range(demo.closed + 1):
        evening = Evening.objects.create(
            season=season, date=demo.first_evening + timedelta(weeks=index),
            round_count=season.rounds_per_evening,
        )
        if index == demo.closed:
            continue
        _check_in(evening, club, rng, rng.randint(*demo.players))
        for number in range(1, evening.round_count + 1):
            draw_round(evening, number, seed=evening.date.toordinal() + number)
            play_round(Round.objects.get(evening=evening, number=number), user)
        close_evening(evening, user)
    return season
