"""Demo data beyond the fixture: a season of eight closed evenings whose games come from the
rules module's simulator, one evening in progress and a few planned ones.

Deterministic (fixed seeds), so the demo looks the same on every machine.
"""

from __future__ import annotations

import random
from datetime import date, timedelta

from django.contrib.auth.models import User
from django.db import transaction

from clubs.models import Club, Variant
from scoring.closing.service import close_evening
from scoring.rules import Variant as RulesVariant
from scoring.rules import simulate_game
from scoring.sheets.rows import Row
from scoring.sheets.save import save_games
from tournament.models import Attendance, Evening, EveningStatus, Round, Season
from tournament.seating.store import draw_round

DEMO_SEASON = "Seizoen 2026-2027"
FIRST_EVENING = date(2026, 9, 30)  # a Wednesday
CLOSED_EVENINGS = 8
PLANNED_AFTER = 3


def simulated_rows(seed: int, games: int, variant: str) -> list[Row]:
    """The rows of one score sheet: ``games`` simulated games, dealt in turn by seats 1-4."""
    rng = random.Random(seed)
    rules_variant = RulesVariant[Variant(variant).name]
    rows = []
    for number in range(1, games + 1):
        entry = simulate_game(rng, variant=rules_variant, dealer=(number - 1) % 4 + 1).entry
        rows.append(Row(number=number, declarer=entry.declarer, points_a=entry.points_a,
                        points_b=entry.points_b, roem_a=entry.roem_a, roem_b=entry.roem_b,
                        pit=entry.pit))
    return rows


def play_round(round_: Round, user: User, *, tables: int | None = None) -> None:
    """Enter simulated sheets for the round's tables (all, or the first ``tables``)."""
    season = round_.evening.season
    numbers = sorted({t for t in round_.seats.values_list("table", flat=True) if t is not None})
    for table in numbers[:tables]:
        rows = simulated_rows(round_.seed * 100 + table, season.games_per_round, season.variant)
        save_games(round_, table, rows, version=0, user=user)


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
            rounds=season.rounds_per_evening,
        )
        if index > CLOSED_EVENINGS:
            continue
        # Tonight 23 players: five tables and three byes (staande nummers) per boom.
        _check_in(evening, club, rng, 23 if index == CLOSED_EVENINGS else rng.randint(20, 28))
        bomen = evening.rounds if index < CLOSED_EVENINGS else 2
        for number in range(1, bomen + 1):
            draw_round(evening, number, seed=evening.date.toordinal() + number)
            round_ = Round.objects.get(evening=evening, number=number)
            # The evening in progress: boom 1 is entered, boom 2 half.
            play_round(round_, user, tables=None if index < CLOSED_EVENINGS or number == 1
                       else 2)
        if index < CLOSED_EVENINGS:
            close_evening(evening, user)
    return season
