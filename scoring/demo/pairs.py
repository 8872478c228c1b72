"""The demo's pairs season (``tournament.formats.fixed_pairs.demo``): three closed evenings
of four rounds, pairs against pairs, and one planned; the games simulated as in the other
demo seasons."""

from __future__ import annotations

import random
from datetime import timedelta

from django.contrib.auth.models import User
from django.db import transaction

from clubs.models import Club
from scoring.closing.service import close_evening
from scoring.demo.season import play_round
from tournament.formats.fixed_pairs import demo
from tournament.models import Evening, Round, Season
from tournament.seating.store import draw_round


@transaction.atomic
def build_pairs_season(club: Club, user: User) -> Season:
    season, created = Season.objects.get_or_create(
        club=club, name=demo.PAIRS_SEASON,
        defaults={"start_date": demo.FIRST_EVENING, **club.current_rules().rule_values(),
                  **demo.RULES},
    )
    if not created:
        return season
    pairs = demo.demo_pairs(club, season)
    rng = random.Random(2027)
    for index in range(demo.CLOSED_EVENINGS + 1):
        evening = Evening.objects.create(
            season=season, date=demo.FIRST_EVENING + timedelta(weeks=index),
            round_count=season.rounds_per_evening)
        if index == demo.CLOSED_EVENINGS:
            continue
        demo.check_in_demo_pairs(evening, pairs, rng)
        for number in range(1, evening.round_count + 1):
            draw_round(evening, number, seed=evening.date.toordinal() + number)
            play_round(Round.objects.get(evening=evening, number=number), user)
        close_evening(evening, user)
    return season
