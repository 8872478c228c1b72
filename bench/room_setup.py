"""Build the room's database: the benchmark club and tonight's evenings, ready to type.

Run from the project whose code should build it (so an older checkout builds its own
schema for a before-and-after run), with ``DATABASE_URL`` naming the throwaway database:

    cd <project> && DATABASE_URL=... python <this file> --runs 6 --tables 20

It migrates the database, builds the benchmark season (100 players, 40 closed evenings of 4
rounds of 12 games) and one evening in progress per run (80 players checked in: 20 tables,
round 1 drawn, table entry on), and prints as its last line a JSON object with each run's
sheet links and public pages. ``--verify RUN`` instead prints, for run RUN, how many of its
tables have a complete sheet of 12 games whose totals are the sum of its games.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from datetime import timedelta
from importlib import import_module
from pathlib import Path
from typing import Any

sys.path.insert(0, os.getcwd())  # the project it is started from, not this file's
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings")
os.environ.setdefault("SECRET_KEY", "room-benchmark-only-" + "x" * 40)


def season_builders() -> tuple[Any, Any]:
    """``build_large_season`` and ``evening_in_progress`` of the project started from."""
    own = (Path(os.getcwd()) / "bench" / "season.py").exists()
    season = import_module("bench.season" if own else "scoring.demo.benchmark")  # or older
    return season.build_large_season, season.evening_in_progress


def build(runs: int, tables: int, players: int, evenings: int) -> dict[str, object]:
    from django.db import transaction
    from django.urls import reverse

    build_large_season, _tonight = season_builders()
    from scoring.sheets.tokens import table_token
    from tournament.models import Attendance, Evening, EveningStatus
    from tournament.seating.finder import finder_url
    from tournament.seating.store import draw_round

    season = build_large_season(players=players, evenings=evenings, present=players * 9 // 10)
    season.table_entry = True
    season.save()
    club = season.club
    members = list(club.members.order_by("pk"))
    last = season.evenings.order_by("date").last()
    assert last is not None
    found: list[dict[str, object]] = []
    for run in range(runs):
        with transaction.atomic():
            evening = Evening.objects.create(
                season=season, date=last.date + timedelta(weeks=run + 1), round_count=4,
                status=EveningStatus.PLAYING)
            Attendance.objects.bulk_create(Attendance(evening=evening, member=m)
                                           for m in members[:tables * 4])
            draw_round(evening, 1, seed=run + 1)
        round_ = evening.rounds.get(number=1)
        found.append({
            "evening": evening.pk,
            "sheets": [reverse("scoring:table_sheet", args=[table_token(round_, t)])
                       for t in range(1, tables + 1)],
            "pages": {"seats": finder_url(evening),
                      "evening": f"/club/{club.slug}/avond/{evening.pk}/",
                      "standings": f"/club/{club.slug}/seizoen/{season.pk}/stand/"}})
    return {"runs": found}


def verify(evening_pk: int) -> dict[str, int]:
    from django.db.models import Count, Sum

    from scoring.models import ScoreSheet, SheetStatus

    sheets = (ScoreSheet.objects.filter(round__evening_id=evening_pk, round__number=1)
              .annotate(played=Count("games"), a=Sum("games__score_a"),
                        b=Sum("games__score_b")))
    whole = [s for s in sheets if s.status == SheetStatus.COMPLETE and s.played == 12
             and (s.total_a, s.total_b) == (s.a, s.b)]
    return {"stored": len(whole), "sheets": len(sheets)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=6)
    parser.add_argument("--tables", type=int, default=20)
    parser.add_argument("--players", type=int, default=100)
    parser.add_argument("--evenings", type=int, default=40)
    parser.add_argument("--verify", type=int, help="the evening of a run: its stored sheets")
    args = parser.parse_args()
    import django

    django.setup()
    from django.core.management import call_command
    from django.db import connection

    if args.verify:
        print(json.dumps(verify(args.verify)))
        return
    call_command("migrate", verbosity=0)
    answer = build(args.runs, args.tables, args.players, args.evenings)
    if connection.vendor == "postgresql":
        with connection.cursor() as cursor:
            cursor.execute("ANALYZE")  # as autovacuum does on a live server
    print(json.dumps(answer))


if __name__ == "__main__":
    main()
