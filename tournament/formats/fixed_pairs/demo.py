"""The demo club's pairs season (koppelklaverjassen): its rules, its thirteen pairs and
who comes on an evening. The season is played by ``scoring.demo.pairs`` (the scores are
the games'); deterministic, as the rest of the demo."""

from __future__ import annotations

import random
from datetime import date

from clubs.models import Club, PlayFormat
from tournament.formats.fixed_pairs.pairs import check_in_pair, make_pair
from tournament.models import Evening, EveningStatus, Pair, Season

PAIRS_SEASON = "Koppelklaverjassen najaar 2026"
FIRST_EVENING = date(2026, 10, 2)  # a Friday: the club's Wednesday evenings go on
CLOSED_EVENINGS = 3
PAIRS = 13  # 26 of the club's members; an odd number, so a staand paar every round
NAMED = {2: "De Kanjers", 7: "Troef Troef"}  # a few pairs with a name of their own
RULES: dict[str, object] = {"format": PlayFormat.FIXED_PAIRS, "rounds_per_evening": 4,
                            "variety_evenings": 1}


def demo_pairs(club: Club, season: Season) -> list[Pair]:
    """The season's pairs: the club's first members two by two."""
    members = list(club.members.active().order_by("pk")[: 2 * PAIRS])
    return [make_pair(season, members[i], members[i + 1], name=NAMED.get(i // 2 + 1, ""))
            for i in range(0, len(members) - 1, 2)]


def check_in_demo_pairs(evening: Evening, pairs: list[Pair], rng: random.Random) -> None:
    """Eleven to all thirteen pairs come, both partners ticked present in one tap."""
    evening.status = EveningStatus.CHECK_IN
    evening.save(update_fields=["status"])
    for pair in sorted(rng.sample(pairs, rng.randint(len(pairs) - 2, len(pairs))),
                       key=lambda pair: pair.number):
        check_in_pair(evening, pair)
