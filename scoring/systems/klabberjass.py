"""The Klabberjass tournament for three (seed 001): individual players at tables of three
(or four, where the dealer sits out), two rounds of 24 or 32 games, game values.

What this system gives the shared code: a boom (Durchgang) of 24 games at a table of three
and 32 at a table of four (``boom``: the most rows a list offers), and a player's boom score
from the table's totals per seat (``boom_score``). Its sheet is its own: one row per game
(soloist, Original or Kleines, trump, won or a revoke), entered through
``scoring.sheets.klabberjass`` and scored by ``scoring.rules`` (``klabberjass_list``); the
klaverjas sheet's ``evaluate`` and ``check_totals`` never see a Klabberjass season.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from clubs.models import GameSystem, RuleFields
from scoring.rules import GameProblem, ScoringRules, klabberjass_games_per_round
from scoring.sheets.rows import Row, SheetResult
from scoring.systems.boom import Boom

LIST_FIELDS = ("soloist", "original", "trump", "turned", "won", "revoke_seat")
ROUNDS = 2  # 001: "zwei Durchgänge"


class NotThisSheet(RuntimeError):
    """A klaverjas sheet function was called for a Klabberjass season: a broken invariant
    (the sheet views send a Klabberjass season to its own list first)."""


@dataclass(frozen=True)
class Klabberjass:
    code: str = GameSystem.KLABBERJASS
    rounds: int = ROUNDS

    def row_fields(self, rules: RuleFields) -> tuple[str, ...]:
        """The inputs of one game on the list, in the order they are typed."""
        return LIST_FIELDS

    @property
    def extra_fields(self) -> tuple[str, ...]:
        return ()

    def scoring_rules(self, rules: RuleFields) -> ScoringRules:
        """Klabberjass has no club choices in ``scoring.rules``: the defaults."""
        return ScoringRules()

    def boom(self, rules: RuleFields, table_size: int = 4) -> Boom:
        """A round: 24 games at a table of three, 32 at a table of four (the default: the
        most rows a list needs)."""
        return Boom(klabberjass_games_per_round(table_size))

    def evaluate(self, rows: Sequence[Row], rules: RuleFields) -> SheetResult:
        raise NotThisSheet("a Klabberjass list is scored by scoring.sheets.klabberjass")

    def check_totals(self, total_a: int, total_b: int, rules: RuleFields) -> list[GameProblem]:
        raise NotThisSheet("Klabberjass totals are per seat: scoring.sheets.klabberjass")

    @staticmethod
    def boom_score(seat: int, totals: Sequence[int]) -> int:
        """A player's boom score is his own total: ``totals`` holds one total per seat
        number of the round, seat 1 first (``scoring.results.from_sheets``)."""
        return totals[seat - 1]


KLABBERJASS = Klabberjass()
