"""The klaverjas games of the demo data: simulated sheets (``scoring.rules``' simulator deals
and plays legal games) and a summer season of Kraken with rounds to 1500.

Deterministic (fixed seeds), so the demo looks the same on every machine.
"""

from __future__ import annotations

import random
from datetime import date
from typing import TYPE_CHECKING

from clubs.actors import Actor
from clubs.models import ByeScoreRule, GameSystem, Variant
from scoring.rules import ScoringRules, round_over, simulate_game
from scoring.rules import Variant as RulesVariant
from scoring.sheets.rows import Row
from scoring.sheets.save import save_games
from scoring.systems.interface import DemoSeason
from scoring.systems.klaverjas.detail import DETAIL
from scoring.systems.klaverjas.sheet import evaluate_row
from tournament.models import Round

if TYPE_CHECKING:
    from scoring.systems.klaverjas import Klaverjas

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
                  pit=entry.pit, detail=DETAIL.pack(
                      trump=entry.trump.value if entry.trump else "", doubling=entry.doubling))
        rows.append(row)
        if rules is not None and target is not None:
            scored = evaluate_row(row, rules)
            totals = (totals[0] + scored.score_a, totals[1] + scored.score_b)
            if round_over(totals, target):
                break
    return rows


def play_table(system: Klaverjas, round_: Round, table: int, *, seed: int,
               user: Actor) -> None:
    """A simulated sheet for one table, saved as the organisers would."""
    season = round_.evening.season
    round_length = system.round_length(season)
    rows = simulated_rows(seed, round_length.games, season.variant,
                          rules=system.scoring_rules(season), target=round_length.target)
    save_games(round_, table, rows, sheet=system, version=0, user=user)


# A short summer season of Kraken with rounds to 1500: two closed evenings, one planned. Byes
# get the round's average: a fixed score does not suit rounds of varying length.
SUMMER = DemoSeason(
    name=KRAKEN_SEASON, first_evening=KRAKEN_FIRST_EVENING, closed=KRAKEN_CLOSED_EVENINGS,
    rules={"game_system": GameSystem.KRAKEN, "play_to_target": True, "target_score": 1500,
           "rounds_per_evening": 3, "bye_score_rule": ByeScoreRule.ROUND_AVERAGE},
    seed=2000, players=(14, 18))
