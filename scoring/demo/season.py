"""Demo data beyond the fixture: a season of eight closed evenings whose games come from the
rules module's simulator, one evening in progress and a few planned ones; and a small summer
season of Kraken (wilde boom) with bomen played to 1500.

Deterministic (fixed seeds), so the demo looks the same on every machine.
"""

from __future__ import annotations

import random
from datetime import date, timedelta

from django.contrib.auth.models import User
from django.db import transaction

from clubs.models import ByeScoreRule, Club, GameSystem, Variant
from scoring.closing.service import close_evening
from scoring.rules import ScoringRules, boom_over, simulate_game
from scoring.rules import Variant as RulesVariant
from scoring.sheets.rows import Row, evaluate_row
from scoring.sheets.save import save_games
from scoring.systems import system_of
from tournament.models import Attendance, Evening, EveningStatus, Round, Season
from tournament.seating.store import draw_round

DEMO_SEASON = "Seizoen 2026-2027"
FIRST_EVENING = date(2026, 9, 30)  # a Wednesday
CLOSED_EVENINGS = 8
PLANNED_AFTER = 3
KRAKEN_SEASON = "Kraken zomercompetitie 2026"
KRAKEN_FIRST_EVENING = date(2026, 7, 3)  # a Friday
KRAKEN_CLOSED_EVENINGS = 2


def simulated_rows(
    seed: int, games: int, variant: str, *, rules: ScoringRules | None = None,
    target: int | None = None,
) -> list[Row]:
    """The rows of one score sheet: up to ``games`` simulated games, dealt in turn by seats
    1-4; with Kraken ``rules`` each game has its trump and a doubling, and with a ``target``
    the sheet ends in the game in which a pair reaches it."""
    rng = random.Random(seed)
    rules_variant = RulesVariant[Variant(variant).name]
    kraken = rules is not None and rules.kraken
    rows = []
    totals = (0, 0)
    for number in range(1, games + 1):
        entry = simulate_game(rng, variant=rules_variant, dealer=(number - 1) % 4 + 1,
                              kraken=kraken).entry
        row = Row(number=number, declarer=entry.declarer, points_a=entry.points_a,
                  points_b=entry.points_b, roem_a=entry.roem_a, roem_b=entry.roem_b,
                  pit=entry.pit, doubling=entry.doubling, trump=entry.trump)
        rows.append(row)
        if rules is not None and target is not None:
            scored = evaluate_row(row, rules)
            totals = (totals[0] + scored.score_a, totals[1] + scored.score_b)
            if boom_over(totals, target):
                break
    return rows


def play_round(round_: Round, user: User, *, tables: int | None = None) -> None:
    """Enter simulated sheets for the round's tables (all, or the first ``tables``)."""
    season = round_.evening.season
    system = system_of(season)
    boom = system.boom(season)
    numbers = sorted({t for t in round_.seats.values_list("table", flat=True) if t is not None})
    for table in numbers[:tables]:
        rows = simulated_rows(round_.seed * 100 + table, boom.games, season.variant,
                              rules=system.scoring_rules(season), target=boom.target)
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


@transaction.atomic
def build_kraken_season(club: Club, user: User) -> Season:
    """A short summer season of Kraken with bomen to 1500: two closed evenings, one planned.
    Byes get the boom's average: a fixed score does not suit bomen of varying length."""
    season, created = Season.objects.get_or_create(
        club=club, name=KRAKEN_SEASON,
        defaults={"start_date": KRAKEN_FIRST_EVENING, **club.current_rules().rule_values(),
                  "game_system": GameSystem.KRAKEN, "play_to_target": True,
                  "target_score": 1500, "rounds_per_evening": 3,
                  "bye_score_rule": ByeScoreRule.ROUND_AVERAGE},
    )
    if not created:
        return season
    rng = random.Random(2000)
    for index in range(KRAKEN_CLOSED_EVENINGS + 1):
        evening = Evening.objects.create(
            season=season, date=KRAKEN_FIRST_EVENING + timedelta(weeks=index),
            rounds=season.rounds_per_evening,
        )
        if index == KRAKEN_CLOSED_EVENINGS:
            continue
        _check_in(evening, club, rng, rng.randint(14, 18))
        for number in range(1, evening.rounds + 1):
            draw_round(evening, number, seed=evening.date.toordinal() + number)
            play_round(Round.objects.get(evening=evening, number=number), user)
        close_evening(evening, user)
    return season
