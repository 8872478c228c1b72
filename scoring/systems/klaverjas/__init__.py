"""Klaverjas and klaverjas with Kraken (wilde boom): one sheet, two systems.

Both keep the klaverjas sheet (``sheet``: points, roem, pit and revoke per game, pairs A and
B) and score it with ``scoring.rules``; Kraken adds two inputs per game, the trump suit and
the doubling (seed 000 "Kraken"), turns on the club's Kraken rules and prints them on the
sheet (``printed``). The team sheet's pages and a player's round score (his pair's total) are
``scoring.sheets.team.TeamGame``'s.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from django import forms
from django.utils.html import escape, format_html
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from clubs.actors import Actor
from clubs.games import KrakenTie as KrakenTieChoice
from clubs.models import DeclarerRule, GameSystem, RuleFields
from clubs.models import RevokePolicy as RevokeChoice
from clubs.numbers import local_format, local_number
from scoring.rules import GAME_POINTS, GameProblem, KrakenTie, RevokePolicy, ScoringRules
from scoring.sheets.detail import DetailSchema
from scoring.sheets.entry import (
    DECLARER,
    PIT,
    POINTS_A,
    POINTS_B,
    REVOKE,
    REVOKE_SEAT,
    ROEM_A,
    ROEM_B,
    Column,
)
from scoring.sheets.figures import TEAM_FIGURES, Counts, Figure, StoredGame
from scoring.sheets.forms import TRUMPS
from scoring.sheets.fragments import TeamWords
from scoring.sheets.messages import problem_text
from scoring.sheets.round_length import RoundLength, most_games
from scoring.sheets.rows import Row, SheetResult, team_of_seat
from scoring.sheets.system import Words
from scoring.sheets.team import SheetTemplates, TeamGame
from scoring.systems.interface import DemoSeason, SheetCodes
from scoring.systems.klaverjas import demo, printed
from scoring.systems.klaverjas.detail import DETAIL, INVALID_DOUBLING
from scoring.systems.klaverjas.figures import KRAKEN_FIGURES, kraken_figures
from scoring.systems.klaverjas.sheet import check_totals, evaluate_sheet
from tournament.models import Round
from tournament.printing.labels import print_labels
from tournament.seating.named import RoundSeating

# Kraken (seed 000): the factor said before play; empty is an ordinary game. The digit
# first, so that typing 2, 4 or 8 on the keyboard chooses it (as a suit's first letter does).
DOUBLINGS = [("", "-"), (2, "2\u00d7"), (4, "4\u00d7"), (8, "8\u00d7")]
TRUMP = Column("trump", lambda seats: forms.ChoiceField(
    label=gettext_lazy("trump"), choices=TRUMPS, required=False), needed=True)
DOUBLING = Column("doubling", lambda seats: forms.TypedChoiceField(
    label=gettext_lazy("doubling"), choices=DOUBLINGS, coerce=int, empty_value=None,
    required=False), blank=1, stop=True)  # the hint says: type 2, 4 or 8 on the way

# Under these policies a revoke stops the game and the other pair gets a fixed award: the
# game's card points do not count, so they may stay empty.
REVOKE_AWARDS = frozenset({RevokeChoice.AWARD_162, RevokeChoice.AWARD_262_ALL_ROEM})
REVOKE_ENDS_GAME = replace(REVOKE, ends_game=True)

MESSAGES = {
    "invalid_doubling": INVALID_DOUBLING,
    "doubling_without_kraken": gettext_lazy(
        "This season plays without kraken: a game cannot be doubled (x%(doubling)s)."),
    "trump_missing": gettext_lazy("Choose the trump suit: with kraken, spades count double."),
}

TEMPLATES = SheetTemplates(table="scoring/systems/klaverjas/table.html",
                           hint="scoring/systems/klaverjas/hint.html",
                           stale="scoring/systems/klaverjas/stale.html")


@dataclass(frozen=True)
class Klaverjas(TeamGame):
    """What a klaverjas season's sheets, scores and rounds look like; ``kraken`` adds the
    doubling. Everything takes the season (or any ``RuleFields``: its frozen rules)."""

    code: str
    kraken: bool = False

    @property
    def detail(self) -> DetailSchema:
        return DETAIL

    @property
    def figures(self) -> tuple[Figure, ...]:
        return TEAM_FIGURES + KRAKEN_FIGURES if self.kraken else TEAM_FIGURES

    def game_figures(self, games: Sequence[StoredGame], seat: int, seats: Sequence[int]
                     ) -> Counts:
        """His pair's games (``TeamGame``); with kraken also the kraken his pair said."""
        counts = super().game_figures(games, seat, seats)
        if self.kraken:
            counts.update(kraken_figures(games, team_of_seat(seat)))
        return counts

    @property
    def templates(self) -> SheetTemplates:
        return TEMPLATES

    def columns(self, rules: RuleFields) -> tuple[Column, ...]:
        """The declarer is typed only under free choice, the revoking player only under the
        personal penalty; Kraken adds the trump and the doubling."""
        return (
            *((DECLARER,) if rules.declarer_rule == DeclarerRule.FREE else ()),
            *((TRUMP, DOUBLING) if self.kraken else ()),
            POINTS_A, POINTS_B, ROEM_A, ROEM_B, PIT,
            REVOKE_ENDS_GAME if rules.revoke_policy in REVOKE_AWARDS else REVOKE,
            *((REVOKE_SEAT,) if rules.revoke_policy == RevokeChoice.PENALTY else ()),
        )

    def first_column(self, rules: RuleFields) -> str:
        """Who played under free choice (typed in the plays column), else a Kraken game's
        trump, else the points: a game starts with the first field it needs."""
        if rules.declarer_rule == DeclarerRule.FREE:
            return "declarer"
        return "trump" if self.kraken else "points_a"

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

    def round_length(self, rules: RuleFields, *, table_size: int = 4) -> RoundLength:
        """A fixed number of games, or to the target: every game hands out at least 162."""
        if rules.play_to_target:
            games = most_games(rules.target_score, least_per_game=GAME_POINTS)
            return RoundLength(games, rules.target_score)
        return RoundLength(rules.games_per_round)

    def evaluate(self, rows: Sequence[Row], rules: RuleFields) -> SheetResult:
        round_length = self.round_length(rules)
        return evaluate_sheet(rows, games=round_length.games, target=round_length.target,
                              rules=self.scoring_rules(rules))

    def check_totals(self, total_a: int, total_b: int, rules: RuleFields) -> list[GameProblem]:
        round_length = self.round_length(rules)
        return check_totals(total_a, total_b, games=round_length.games, target=round_length.target,
                            rules=self.scoring_rules(rules))

    def words(self) -> Words:
        return Words(sheet_title=_("Boom %(number)s, table %(table)s"), target="%(target)s",
                     sheets_file="scorekaarten-{date}-boom-{number}.pdf",
                     round_title=_("Boom %(number)s"))

    def team_words(self) -> TeamWords:
        return TeamWords(
            escape(_("Score A")), escape(_("Score B")), escape(_("Total A")),
            escape(_("Total B")), format_html(' <span class="badge warn">{}</span>', _("nat")),
            escape(_("penalty for the player who revoked")), local_format(),
            totals_first=False, so_far=_("Total so far: pair A %(a)s, pair B %(b)s"),
            totals=_("pair A %(a)s, pair B %(b)s"), total=_("Total"), side_a=_("Pair A"),
            side_b=_("Pair B"), total_field_a=_("total pair A"),
            total_field_b=_("total pair B"), points_help=_(
                "Type the points of pair A or of pair B; the other one is 162 minus that."),
            round_over=(
                _("This boom is played to %(target)s: it is over in the game in which a pair "
                  "reaches it."),
                _("Boom over: both pairs reached %(target)s in game %(game)s."),
                _("Boom over: pair %(pair)s reached %(target)s in game %(game)s.")))

    def problem_text(self, problem: GameProblem) -> str:
        return problem_text(problem, MESSAGES)

    def printed_sheets(self, round_: Round, seating: RoundSeating, codes: SheetCodes) -> bytes:
        """The blank sheet with its grid of games (``printed``): who plays printed under
        the forced rule, the trump and doubling to circle under Kraken."""
        season = round_.evening.season
        round_length = self.round_length(season)
        note = "" if round_length.target is None else _(
            "This boom is played to %(target)s: it is over in the game in which a pair "
            "reaches it.") % {"target": self.words().target % {
                "target": local_number(round_length.target)}}
        return printed.score_sheets_pdf(
            seating, games=round_length.games, labels=print_labels(),
            qr_urls=codes.qr_urls, checks=codes.checks, notice=codes.notice,
            forced=season.declarer_rule == DeclarerRule.FORCED, kraken=self.kraken,
            kraken_labels=printed.kraken_print_labels(), target_note=note)

    @property
    def demo_seasons(self) -> tuple[DemoSeason, ...]:
        """Kraken adds a summer season with rounds to 1500."""
        return (demo.SUMMER,) if self.kraken else ()

    def play_table(self, round_: Round, table: int, *, seed: int, user: Actor) -> None:
        demo.play_table(self, round_, table, seed=seed, user=user)


KLAVERJAS = Klaverjas(GameSystem.KLAVERJAS)
KRAKEN = Klaverjas(GameSystem.KRAKEN, kraken=True)
