"""The Klabberjass tournament for three (seed 001): individual players at tables of three
(or four, where the dealer sits out), two rounds of 24 or 32 games, game values.

Its sheet is its own list (``sheet``: one row per game, the soloist, Original or Kleines,
trump, won or a revoke; each player's running total), on its own pages (``pages``), saved
with a total per seat (``save``) and printed as the paper list (``printed``). A round is a
round of 24 games at a table of three and 32 at a table of four; a player's round score is his
own total. There are no pairs, so no pair checks the list its table entered.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from django.http import Http404, HttpRequest, HttpResponse
from django.utils.translation import gettext as _

from clubs.actors import Actor
from clubs.games import GAME_SPECS, GameSpec
from clubs.models import GameSystem, RuleFields
from clubs.numbers import local_number
from scoring.models import ScoreSheet
from scoring.rules import GameProblem, klabberjass_games_per_round, simulate_klabberjass_round
from scoring.sheets.detail import DetailSchema
from scoring.sheets.figures import Counts, Figure, StoredGame
from scoring.sheets.messages import problem_text
from scoring.sheets.players import SinglePlayers
from scoring.sheets.round_length import RoundLength
from scoring.sheets.system import Entry, Words
from scoring.systems.interface import DemoSeason, SheetCodes
from scoring.systems.klabberjass import pages, printed
from scoring.systems.klabberjass.detail import DETAIL, HISTORY_KEYS
from scoring.systems.klabberjass.figures import FIGURES, klabberjass_figures
from scoring.systems.klabberjass.messages import MESSAGES
from scoring.systems.klabberjass.save import save_list
from scoring.systems.klabberjass.sheet import entries_data, read_list
from tournament.models import Round
from tournament.seating.named import RoundSeating, SeatLine


@dataclass(frozen=True)
class Klabberjass(SinglePlayers):
    code: str = GameSystem.KLABBERJASS

    @property
    def spec(self) -> GameSpec:
        return GAME_SPECS[self.code]

    def words(self) -> Words:
        """Klabberjass says "Round" (Durchgang) where the other games say "Boom"."""
        return Words(sheet_title=_("Round %(number)s, table %(table)s"), target="%(target)s",
                     sheets_file="klabberjass-{date}-ronde-{number}.pdf",
                     round_title=_("Round %(number)s"))

    def round_length(self, rules: RuleFields, *, table_size: int = 4) -> RoundLength:
        """A round: 24 games at a table of three, 32 at a table of four (the default: the
        most rows a list needs)."""
        return RoundLength(klabberjass_games_per_round(table_size))

    def problem_text(self, problem: GameProblem) -> str:
        return problem_text(problem, MESSAGES)

    def totals_text(self, sheet: ScoreSheet, seats: Sequence[SeatLine]) -> str:
        """Each player's total, signed as on the list: "1 Anna +12, 2 Bert -4"."""
        return ", ".join(
            f"{seat.number} {seat.name} {'+' if total > 0 else ''}{local_number(total)}"
            for seat, total in zip(seats, sheet.seat_totals or (), strict=True))

    def sheet_page(self, request: HttpRequest, round_: Round, table: int,
                   entry: Entry) -> HttpResponse:
        return pages.list_page(request, round_, table, entry, self)

    def totals_page(self, request: HttpRequest, round_: Round, table: int,
                    entry: Entry) -> HttpResponse:
        return pages.totals_page(request, round_, table, entry, self)

    def check_page(self, request: HttpRequest, round_: Round, table: int,
                   entry: Entry) -> HttpResponse:
        """There are no pairs: the seed makes every player at the table answer for the list
        ("es sind aber alle für die Listenführung verantwortlich")."""
        raise Http404("A Klabberjass list needs no check.")

    @property
    def history_values(self) -> str:
        return "scoring/systems/klabberjass/history_values.html"

    @property
    def detail(self) -> DetailSchema:
        return DETAIL

    @property
    def history_keys(self) -> Mapping[str, Any]:
        return HISTORY_KEYS

    @property
    def figures(self) -> tuple[Figure, ...]:
        return FIGURES

    def game_figures(self, games: Sequence[StoredGame], seat: int, seats: Sequence[int]
                     ) -> Counts:
        return klabberjass_figures(games, seat, seats)

    def printed_sheets(self, round_: Round, seating: RoundSeating, codes: SheetCodes) -> bytes:
        """The seed's list per table, with the games already entered (there is no other
        pair, so no check slip)."""
        return printed.klabberjass_lists_pdf(seating, words=printed.list_words(),
                                             filled=printed.filled_lists(round_),
                                             qr_urls=codes.qr_urls, notice=codes.notice)

    @property
    def demo_seasons(self) -> tuple[DemoSeason, ...]:
        return ()

    def play_table(self, round_: Round, table: int, *, seed: int, user: Actor) -> None:
        """A round dealt and played by ``scoring.rules``' simulator for three."""
        seats = pages.list_table(round_, table)
        entries = simulate_klabberjass_round(random.Random(seed), table_size=seats.size)
        sheet = read_list(entries_data(entries), table_size=seats.size, seats=seats.choices)
        save_list(round_, table, sheet, version=0, user=user)


KLABBERJASS = Klabberjass()
