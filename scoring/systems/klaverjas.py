"""Klaverjas and klaverjas with Kraken (wilde boom): one sheet, two systems.

Both keep the klaverjas sheet of ``scoring.sheets.rows`` (points, roem, pit and revoke per
game, pairs A and B) and score it with ``scoring.rules``; Kraken adds two inputs per game,
the trump suit and the doubling (seed 000 "Kraken"), and turns on the club's Kraken rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from clubs.models import DeclarerRule, GameSystem, RuleFields
from clubs.models import KrakenTie as KrakenTieChoice
from clubs.models import RevokePolicy as RevokeChoice
from scoring.rules import GAME_POINTS, GameProblem, KrakenTie, RevokePolicy, ScoringRules
from scoring.sheets.rows import (
    Row,
    SheetResult,
    check_totals,
    evaluate_sheet,
    team_of_seat,
)
from scoring.systems.boom import Boom, most_games

KRAKEN_FIELDS = ("trump", "doubling")


@dataclass(frozen=True)
class Klaverjas:
    """What a klaverjas season's sheets, scores and bomen look like; ``kraken`` adds the
    doubling. Everything takes the season (or any ``RuleFields``: its frozen rules)."""

    code: str
    kraken: bool = False

    def row_fields(self, rules: RuleFields) -> tuple[str, ...]:
        """The inputs of one game on the sheet, in the order they are typed."""
        return (
            *(("declarer",) if rules.declarer_rule == DeclarerRule.FREE else ()),
            *(KRAKEN_FIELDS if self.kraken else ()),
            "points_a", "points_b", "roem_a", "roem_b", "pit", "revoke",
            *(("revoke_seat",) if rules.revoke_policy == RevokeChoice.PENALTY else ()),
        )

    @property
    def extra_fields(self) -> tuple[str, ...]:
        """What this system adds to the plain klaverjas row (for the printed sheet)."""
        return KRAKEN_FIELDS if self.kraken else ()

    def scoring_rules(self, rules: RuleFields) -> ScoringRules:
        """The club's choices for ``scoring.rules``; the Kraken ones only under Kraken."""
        kraken: dict[str, Any] = {}
        if self.kraken:
            kraken = {
                "kraken": True,
                "kraken_tie_goes_to": KrakenTie[KrakenTieChoice(rules.kraken_tie_goes_to).name],
                "kraken_spades_double": rules.kraken_spades_double,
            }
        return ScoringRules(
            pit_bonus=rules.pit_bonus,
            defenders_can_pit=rules.defenders_can_pit,
            revoke_policy=RevokePolicy[RevokeChoice(rules.revoke_policy).name],
            revoke_penalty=rules.revoke_penalty,
            **kraken,
        )

    def boom(self, rules: RuleFields) -> Boom:
        """A fixed number of games, or to the target: every game hands out at least 162."""
        if rules.play_to_target:
            games = most_games(rules.target_score, least_per_game=GAME_POINTS)
            return Boom(games, rules.target_score)
        return Boom(rules.games_per_round)

    def evaluate(self, rows: Sequence[Row], rules: RuleFields) -> SheetResult:
        boom = self.boom(rules)
        return evaluate_sheet(
            rows, games=boom.games, target=boom.target, rules=self.scoring_rules(rules))

    def check_totals(self, total_a: int, total_b: int, rules: RuleFields) -> list[GameProblem]:
        boom = self.boom(rules)
        return check_totals(total_a, total_b, games=boom.games, target=boom.target,
                            rules=self.scoring_rules(rules))

    @staticmethod
    def boom_score(seat: int, totals: Sequence[int]) -> int:
        """A player's boom score is the total of his pair: seats 1+3 pair A, 2+4 pair B."""
        return totals[0 if team_of_seat(seat) == "A" else 1]


KLAVERJAS = Klaverjas(GameSystem.KLAVERJAS)
KRAKEN = Klaverjas(GameSystem.KRAKEN, kraken=True)
