"""A large season for the benchmark: real simulated games, written with bulk inserts.

Every game comes from ``scoring.rules.simulate_game`` and is scored by ``evaluate_sheet``, as
the score entry would; only the saving is done in bulk, to build 48,000 games in a minute.
"""

from __future__ import annotations

import random
from datetime import date, timedelta

from django.db import transaction

from clubs.models import Club, ClubRules, Member
from scoring.models import EveningEvent, Game, ScoreSheet, SheetStatus
from scoring.results.stored import store_evening_results
from scoring.rules import ScoringRules
from scoring.sheets.rows import Row, SheetResult
from scoring.systems.klaverjas import KLAVERJAS
from scoring.systems.klaverjas.demo import simulated_rows
from scoring.systems.klaverjas.sheet import evaluate_sheet
from tournament import draw as drawing
from tournament.models import Attendance, Evening, EveningStatus, Round, Season, Seat
from tournament.seating.store import draw_round


@transaction.atomic
def build_large_season(*, players: int = 100, evenings: int = 40, round_count: int = 4,
                       present: int = 90, seed: int = 1, sheet_pool: int = 0) -> Season:
    """A club with one season of closed evenings, their results stored as closing stores
    them. ``sheet_pool`` > 0 simulates that many sheets once and reuses them: other clubs'
    data for the many-clubs benchmark, built in seconds instead of minutes."""
    club = Club.objects.create(name=f"Benchmarkclub {seed}", slug=f"benchmark-{seed}")
    rules = ClubRules.objects.create(club=club, rounds_per_evening=round_count)
    season = Season.objects.create(club=club, name="Benchmark", start_date=date(2026, 1, 7),
                                   **rules.rule_values())
    members = Member.objects.bulk_create(
        Member(club=club, name=f"Speler {i:03d}") for i in range(1, players + 1))
    rng = random.Random(seed)
    score_rules = KLAVERJAS.scoring_rules(season)  # the benchmark club plays klaverjas
    pool = [_simulated_sheet(rng, season, score_rules) for _ in range(sheet_pool)]
    for index in range(evenings):
        evening = Evening.objects.create(season=season, date=season.start_date +
                                         timedelta(weeks=index), round_count=round_count,
                                         status=EveningStatus.CLOSED)
        here = rng.sample(members, present)
        Attendance.objects.bulk_create(Attendance(evening=evening, member=m) for m in here)
        history = drawing.EveningHistory()
        for number in range(1, round_count + 1):
            draw = drawing.draw_round(players=[m.pk for m in here], seed=rng.randrange(10**9),
                                      history=history)
            history = history.with_draw(draw)
            round_ = Round.objects.create(evening=evening, number=number, seed=draw.seed,
                                          approved=True)
            Seat.objects.bulk_create(
                Seat(round=round_, member_id=s.player, number=s.number,
                     table=t.number if (t := draw.table_of(s.player)) else None)
                for s in draw.seats)
            results = [rng.choice(pool) if pool else _simulated_sheet(rng, season, score_rules)
                       for _table in draw.tables]
            sheets = ScoreSheet.objects.bulk_create(
                ScoreSheet(round=round_, table=t.number, status=SheetStatus.COMPLETE,
                           total_a=result.total_a, total_b=result.total_b)
                for t, (_rows, result) in zip(draw.tables, results, strict=True))
            games = [
                Game(sheet=sheet, number=row.number, declarer=row.declarer,
                     points_a=row.points_a, points_b=row.points_b, roem_a=row.roem_a,
                     roem_b=row.roem_b, pit=row.pit or "",
                     score_a=result.rows[row.number].score_a,
                     score_b=result.rows[row.number].score_b,
                     nat=result.rows[row.number].nat)
                for sheet, (rows, result) in zip(sheets, results, strict=True)
                for row in rows
            ]
            Game.objects.bulk_create(games, batch_size=2000)
        EveningEvent.objects.create(evening=evening, kind=EveningEvent.Kind.CLOSED)
        store_evening_results(evening)
    return season


@transaction.atomic
def evening_in_progress(season: Season, *, seed: int = 1) -> Evening:
    """Tonight, after the season's evenings: every member checked in and the first round
    drawn by the real draw, as the room sees it while the first sheets are played."""
    last = season.evenings.order_by("date").last()
    day = last.date + timedelta(weeks=1) if last else season.start_date
    evening = Evening.objects.create(season=season, date=day, round_count=4,
                                     status=EveningStatus.PLAYING)
    Attendance.objects.bulk_create(Attendance(evening=evening, member=m)
                                   for m in season.club.members.all())
    draw_round(evening, 1, seed=seed)
    return evening


def _simulated_sheet(rng: random.Random, season: Season, rules: ScoringRules
                     ) -> tuple[list[Row], SheetResult]:
    rows = simulated_rows(rng.randrange(10**9), season.games_per_round, season.variant)
    return rows, evaluate_sheet(rows, games=season.games_per_round, rules=rules)
