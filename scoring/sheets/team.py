"""What every team game shares: two sides, A and B, and one row per game on the sheet.

Most games are team games (``scoring.systems``): a game system fills the hooks of ``TeamGame``
(its columns, how its sheet is scored and checked through ``scoring.rules``, its templates
and words) and gets the rest of the interface (``scoring.systems.interface.System``) from
here: the sheet, totals and check pages (``scoring.sheets.pages``), the totals in words, and
a player's round score as his pair's (or team's) total.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from django.http import HttpRequest, HttpResponse

from clubs.games import GAME_SPECS, GameSpec
from clubs.models import RuleFields
from clubs.numbers import local_number
from scoring.models import ScoreSheet
from scoring.rules import GameProblem
from scoring.sheets import pages
from scoring.sheets.detail import NO_DETAIL, DetailSchema
from scoring.sheets.entry import Column
from scoring.sheets.figures import TEAM_FIGURES, Counts, Figure, StoredGame, team_figures
from scoring.sheets.fragments import TeamWords
from scoring.sheets.round_length import RoundLength
from scoring.sheets.rows import Row, SheetResult, team_of_seat
from scoring.sheets.system import Entry, TablePoints, Words
from tournament.models import Round
from tournament.seating.named import SeatLine


@dataclass(frozen=True)
class SheetTemplates:
    """A team game's own parts of the shared sheet page (``templates/scoring/sheet.html``)."""

    table: str  # the grid of games: a row of inputs, scores and running totals per game
    hint: str  # how to type it, under the pairs
    stale: str  # the values someone else saved meanwhile, beside the refused form


class TeamGame(ABC):
    """The hooks a team game fills (abstract) and what it gets for them."""

    code: str  # the season's choice it plays (``clubs.models.GameSystem``)

    @property
    def spec(self) -> GameSpec:
        return GAME_SPECS[self.code]

    # Hooks.

    @property
    @abstractmethod
    def templates(self) -> SheetTemplates:
        """Its parts of the shared sheet page."""

    @abstractmethod
    def columns(self, rules: RuleFields) -> tuple[Column, ...]:
        """The inputs of one game on the sheet under ``rules``, in the order they are
        typed (``scoring.sheets.entry``: each with its form field and the ``Row`` field it
        fills)."""

    @abstractmethod
    def first_column(self, rules: RuleFields) -> str:
        """Where typing a game starts: Enter in the game before goes there, and the
        columns from it up to the points are the ones Enter moves through to the points."""

    @abstractmethod
    def round_length(self, rules: RuleFields, *, table_size: int = 4) -> RoundLength:
        """How long a round lasts (a team game's table has four seats)."""

    @abstractmethod
    def evaluate(self, rows: Sequence[Row], rules: RuleFields) -> SheetResult:
        """Every filled game scored and checked by ``scoring.rules``: a score or the
        problems per game, the totals, and whether the sheet is complete."""

    @abstractmethod
    def check_totals(self, total_a: int, total_b: int, rules: RuleFields) -> list[GameProblem]:
        """Why round totals per side (a sheet of only the totals) cannot come from a round."""

    @abstractmethod
    def words(self) -> Words:
        """Its words for the sheet's title, its target and its printed sheets."""

    @abstractmethod
    def team_words(self) -> TeamWords:
        """The words of the sheet's scores and totals, in the active language."""

    @abstractmethod
    def problem_text(self, problem: GameProblem) -> str:
        """A problem of ``scoring.rules`` in the user's words."""

    # What the hooks give.

    def sheet_page(self, request: HttpRequest, round_: Round, table: int,
                   entry: Entry) -> HttpResponse:
        return pages.sheet_page(request, round_, table, entry, self)

    def totals_page(self, request: HttpRequest, round_: Round, table: int,
                    entry: Entry) -> HttpResponse:
        return pages.totals_page(request, round_, table, entry, self)

    def check_page(self, request: HttpRequest, round_: Round, table: int,
                   entry: Entry) -> HttpResponse:
        return pages.check_page(request, round_, table, entry, self)

    def totals_text(self, sheet: ScoreSheet, seats: Sequence[SeatLine]) -> str:
        totals = {"a": local_number(sheet.total_a), "b": local_number(sheet.total_b)}
        return self.team_words().totals % totals

    def short_totals(self, total_a: int, total_b: int, seat_totals: Sequence[int] | None
                     ) -> str:
        return f"A {local_number(total_a)} \u00b7 B {local_number(total_b)}"

    @property
    def history_values(self) -> str:
        return "scoring/team_history_values.html"

    def table_totals(self, total_a: int, total_b: int, seat_totals: Sequence[int] | None,
                     seats: Sequence[int]) -> tuple[int, ...]:
        return total_a, total_b

    def round_score(self, seat: int, totals: Sequence[int]) -> int:
        """His pair's total: seats 1+3 are pair A, 2+4 pair B."""
        return totals[0 if team_of_seat(seat) == "A" else 1]

    def card_points(self, evening_ids: Sequence[int]) -> TablePoints:
        return {}

    @property
    def detail(self) -> DetailSchema:
        return NO_DETAIL

    @property
    def history_keys(self) -> Mapping[str, Any]:
        return self.detail.defaults

    @property
    def figures(self) -> tuple[Figure, ...]:
        return TEAM_FIGURES

    def game_figures(self, games: Sequence[StoredGame], seat: int, seats: Sequence[int]
                     ) -> Counts:
        """His pair's games: seats 1+3 are pair A, 2+4 pair B."""
        return team_figures(games, team_of_seat(seat))

    def partner(self, seat: int, seats: Sequence[int]) -> int | None:
        """The other seat of his pair at the table."""
        return next((s for s in seats if s != seat and team_of_seat(s) == team_of_seat(seat)),
                    None)
