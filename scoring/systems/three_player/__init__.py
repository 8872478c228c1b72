"""Klaverjas for three (seed 000, "Das Spiel für drei Spieler"): each player for himself at
tables of three (the players left over sit out with a bye or join a table of four, where
the dealer sits out: a club setting), ten tricks, the player who names trump against the
other two.

Its sheet is its own (``sheet``: a row per game with who played, each player's points and
roem, all ten tricks and a revoke, and each player's running total), on its own pages
(``pages``), saved with a total per seat (``save``) and printed as the paper sheet
(``printed``). A round has 12, 15 or 18 games at a table of three (a third more at four) or
runs to a target; a player's round score is his own total. There are no pairs, so no pair
checks the sheet its table entered.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from typing import Any

from django.http import HttpRequest, HttpResponse
from django.utils.translation import gettext as _

from clubs.actors import Actor
from clubs.games import GAME_SPECS, GameSpec, LeftoverPlayers
from clubs.games import NatCredit as NatCreditChoice
from clubs.models import ByeScoreRule, GameSystem, RuleFields
from clubs.models import RevokePolicy as RevokeChoice
from clubs.models import Variant as VariantChoice
from clubs.numbers import local_number
from scoring.models import MAX_GAMES, ScoreSheet
from scoring.rules import (
    GAME_POINTS,
    GameProblem,
    NatCredit,
    RevokePolicy,
    ThreePlayerRules,
    Variant,
    simulate_three_player_round,
    three_player_games_per_round,
)
from scoring.sheets.detail import DetailSchema
from scoring.sheets.figures import Counts, Figure, StoredGame
from scoring.sheets.messages import problem_text
from scoring.sheets.players import SinglePlayers
from scoring.sheets.round_length import RoundLength, most_games
from scoring.sheets.seats import table_seats
from scoring.sheets.system import Entry, Words
from scoring.systems.interface import DemoSeason, SheetCodes
from scoring.systems.three_player import check, pages, printed
from scoring.systems.three_player.detail import DETAIL, HISTORY_KEYS
from scoring.systems.three_player.figures import FIGURES, three_player_figures
from scoring.systems.three_player.messages import BY_ANOTHER_PLAYER, MESSAGES
from scoring.systems.three_player.save import save_sheet
from scoring.systems.three_player.sheet import games_data, read_sheet
from tournament.models import Round
from tournament.seating.named import RoundSeating, SeatLine

PLAYERS = 3

# A spring season of klaverjas for three in the demo: two closed evenings, one planned;
# tables of three with byes, which get the round's average.
SPRING = DemoSeason(
    name="Klaverjassen met drie, voorjaar 2026", first_evening=date(2026, 4, 2), closed=2,
    rules={"game_system": GameSystem.THREE_PLAYER, "rounds_per_evening": 3,
           "three_player_leftovers": LeftoverPlayers.BYES,
           "bye_score_rule": ByeScoreRule.ROUND_AVERAGE},
    seed=3000, players=(10, 14))


@dataclass(frozen=True)
class ThreePlayer(SinglePlayers):
    code: str = GameSystem.THREE_PLAYER

    @property
    def spec(self) -> GameSpec:
        return GAME_SPECS[self.code]

    def words(self) -> Words:
        return Words(sheet_title=_("Boom %(number)s, table %(table)s"), target="%(target)s",
                     sheets_file="klaverjassen-met-drie-{date}-boom-{number}.pdf",
                     round_title=_("Boom %(number)s"), check=BY_ANOTHER_PLAYER)

    def scoring_rules(self, rules: RuleFields) -> ThreePlayerRules:
        """The club's choices for ``scoring.rules``."""
        return ThreePlayerRules(
            pit_bonus=rules.pit_bonus, defenders_can_pit=rules.defenders_can_pit,
            nat_credit=NatCredit[NatCreditChoice(rules.three_player_nat_credit).name],
            revoke_policy=RevokePolicy[RevokeChoice(rules.revoke_policy).name],
            revoke_penalty=rules.revoke_penalty)

    def variant(self, rules: RuleFields) -> Variant:
        return Variant[VariantChoice(rules.variant).name]

    def games_each(self, rules: RuleFields) -> int:
        """The games a player plays in a round: the club's number, or in a round to a target
        the most a table of three can take (``round_length``)."""
        if rules.play_to_target:
            return self.round_length(rules, table_size=PLAYERS).games
        return rules.three_player_games

    def round_length(self, rules: RuleFields, *, table_size: int = 4) -> RoundLength:
        """12, 15 or 18 games at a table of three and a third more at four (the default:
        the most rows a sheet needs), or to the target: every game hands out 162 or more
        to the players together."""
        if rules.play_to_target:
            games = most_games(rules.target_score, least_per_game=GAME_POINTS,
                               sides=table_size)
            return RoundLength(min(games, MAX_GAMES), rules.target_score)
        return RoundLength(three_player_games_per_round(rules.three_player_games, table_size))

    def problem_text(self, problem: GameProblem) -> str:
        return problem_text(problem, MESSAGES)

    def totals_text(self, sheet: ScoreSheet, seats: Sequence[SeatLine]) -> str:
        """Each player's total: "5 Anna 812, 6 Bert 640, 7 Cor 702"."""
        return ", ".join(f"{seat.number} {seat.name} {local_number(total)}"
                         for seat, total in zip(seats, sheet.seat_totals or (), strict=True))

    def sheet_page(self, request: HttpRequest, round_: Round, table: int,
                   entry: Entry) -> HttpResponse:
        return pages.sheet_page(request, round_, table, entry, self)

    def totals_page(self, request: HttpRequest, round_: Round, table: int,
                    entry: Entry) -> HttpResponse:
        return pages.totals_page(request, round_, table, entry, self)

    def check_page(self, request: HttpRequest, round_: Round, table: int,
                   entry: Entry) -> HttpResponse:
        """Another player of the table checks the sheet its keeper entered."""
        return check.check_page(request, round_, table, entry, self)

    @property
    def history_values(self) -> str:
        return "scoring/systems/three_player/history_values.html"

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
        return three_player_figures(games, seat, seats)

    def printed_sheets(self, round_: Round, seating: RoundSeating, codes: SheetCodes) -> bytes:
        """A sheet per table, blank, with the table's code when tables enter their own and a
        slip for the check by another player when the club requires it."""
        season = round_.evening.season
        return printed.sheets_pdf(seating, words=printed.sheet_words(season),
                                  games=lambda size: self.round_length(
                                      season, table_size=size).games,
                                  qr_urls=codes.qr_urls, checks=codes.checks,
                                  notice=codes.notice)

    @property
    def demo_seasons(self) -> tuple[DemoSeason, ...]:
        return (SPRING,)

    def play_table(self, round_: Round, table: int, *, seed: int, user: Actor) -> None:
        """Games dealt and played by ``scoring.rules``' simulator for three, up to the
        round's end (its games, or the game that reaches the target)."""
        season = round_.evening.season
        seats = table_seats(round_, table, sizes=self.spec.table_sizes)
        size = len(seats.lines)
        round_length = self.round_length(season, table_size=size)
        rules = self.scoring_rules(season)
        played = simulate_three_player_round(random.Random(seed), games=round_length.games,
                                             table_size=size, variant=self.variant(season))
        sheet = read_sheet(games_data([p.game for p in played], size), seats=seats.choices,
                           round_length=round_length, rules=rules)
        if sheet.reached is not None:  # a round to a target ends in that game
            last = sheet.reached
            sheet = read_sheet(games_data([p.game for p in played[:last]], size),
                               seats=seats.choices, round_length=round_length, rules=rules)
        save_sheet(round_, table, sheet, version=0, user=user)


THREE_PLAYER = ThreePlayer()
