"""Klammern (seed 002): the bidding team, contra/re, card points and melds per game; small
and big points; a round to a number of big points or a fixed number of games.

Every game is checked and scored by ``scoring.rules`` (``sheet``: laid out as the paper
does); the printed sheet is its own (``printed``). The sheet's row uses the team sheet's
``Row``: ``declarer`` is the bidding team, ``doubling`` 2 contra or 4 re, ``roem_a``/
``roem_b`` the sequence melds (Terz, Fifty) and ``bella`` the Bella's team. A player's round
score is his team's big points (``TeamGame``), card points break ties. See
docs/decisions.md, "Klammern evenings".
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

from django import forms
from django.db.models import Sum
from django.utils.html import escape
from django.utils.safestring import mark_safe
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from clubs.actors import Actor
from clubs.models import GameSystem, RuleFields
from clubs.numbers import local_format
from scoring.models import MAX_GAMES, Game, SheetStatus
from scoring.rules import (
    GAME_POINTS,
    GameProblem,
    KlammernEntry,
    simulate_klammern_game,
    simulate_klammern_round,
)
from scoring.sheets.detail import DetailSchema
from scoring.sheets.entry import DECLARER, TEAMS, Column
from scoring.sheets.entry import number as number_field
from scoring.sheets.figures import Counts, Figure, StoredGame
from scoring.sheets.fragments import TeamWords
from scoring.sheets.messages import problem_text
from scoring.sheets.round_length import RoundLength
from scoring.sheets.rows import Row
from scoring.sheets.save import save_games
from scoring.sheets.system import TablePoints, Words
from scoring.sheets.team import SheetTemplates, TeamGame
from scoring.systems.interface import DemoSeason, SheetCodes
from scoring.systems.klammern import printed
from scoring.systems.klammern.detail import DETAIL
from scoring.systems.klammern.figures import FIGURES, klammern_figures
from scoring.systems.klammern.sheet import (
    KlammernSheetResult,
    check_totals,
    evaluate_sheet,
    most_klammern_games,
)
from scoring.systems.klaverjas.detail import INVALID_DOUBLING
from tournament.models import Round
from tournament.printing.labels import print_labels
from tournament.seating.named import RoundSeating

# Contra doubles, re doubles again; stored as ``doubling`` 2 or 4.
CONTRA_CHOICES = [("", "-"), (2, gettext_lazy("contra")), (4, gettext_lazy("re"))]
CONTRA = Column("contra", lambda seats: forms.TypedChoiceField(
    label=gettext_lazy("contra/re"), choices=CONTRA_CHOICES, coerce=int, empty_value=None,
    required=False), holds="doubling", blank=1)
# The card points and melds in the game's words (teams and melds, not pairs and roem).
POINTS_A = Column("points_a", lambda seats: number_field(str(_("card points team A")), GAME_POINTS))
POINTS_B = Column("points_b", lambda seats: number_field(str(_("card points team B")), GAME_POINTS))
MELDS_A = Column("roem_a", lambda seats: number_field(str(_("melds team A")), 1000), blank=0)
MELDS_B = Column("roem_b", lambda seats: number_field(str(_("melds team B")), 1000), blank=0)
BELLA = Column("bella", lambda seats: forms.ChoiceField(
    label=gettext_lazy("Bella"), choices=TEAMS, required=False))

MESSAGES = {
    "invalid_doubling": INVALID_DOUBLING,  # contra and re are doublings
    # The shared texts speak of pairs; Klammern speaks of teams.
    "invalid_team": gettext_lazy("Choose A or B."),
    "impossible_points": gettext_lazy(
        "%(points)s card points for team %(team)s cannot be made with real tricks."),
    "target_not_reached": gettext_lazy(
        "The boom is not over yet: %(total_a)s and %(total_b)s big points, while a team has "
        "to reach %(target)s."),
    "impossible_melds": gettext_lazy(
        "Melds of %(melds)s for team %(team)s cannot exist in one game (Terz 20, Fifty 50)."),
    "sequences_both_teams": gettext_lazy(
        "Only one team scores its sequences: the team with the highest meld. Fill in melds for "
        "one team only."),
    "klammern_game_missing": gettext_lazy(
        "Game %(missing)s is not filled in or has a mistake: the small points of the games "
        "after it depend on it."),
    "klammern_too_many_big_points": gettext_lazy(
        "%(total)s big points together cannot come from %(games)s games (a big point takes two "
        "games at least)."),
    "klammern_big_points_impossible": gettext_lazy(
        "%(total_a)s and %(total_b)s big points cannot end a boom to %(target)s: one team "
        "reaches it (at most one more after 5:0), the other stays below."),
}

TEMPLATES = SheetTemplates(table="scoring/systems/klammern/table.html",
                           hint="scoring/systems/klammern/hint.html",
                           # the values someone else saved: as on the klaverjas sheet
                           stale="scoring/systems/klaverjas/stale.html")


@dataclass(frozen=True)
class Klammern(TeamGame):
    """What a Klammern season's sheets, scores and rounds look like."""

    code: str

    @property
    def templates(self) -> SheetTemplates:
        return TEMPLATES

    def columns(self, rules: RuleFields) -> tuple[Column, ...]:
        """The bidding team is always typed: in Klammern it follows the bidding."""
        return (DECLARER, CONTRA, POINTS_A, POINTS_B, MELDS_A, MELDS_B, BELLA)

    def first_column(self, rules: RuleFields) -> str:
        return "declarer"

    def round_length(self, rules: RuleFields, *, table_size: int = 4) -> RoundLength:
        if rules.play_to_target:
            target = rules.klammern_big_points
            return RoundLength(min(most_klammern_games(target), MAX_GAMES), target)
        return RoundLength(rules.games_per_round)

    def evaluate(self, rows: Sequence[Row], rules: RuleFields) -> KlammernSheetResult:
        return evaluate_sheet(rows, self.round_length(rules))

    def check_totals(self, total_a: int, total_b: int, rules: RuleFields) -> list[GameProblem]:
        return check_totals(total_a, total_b, self.round_length(rules))

    def words(self) -> Words:
        return Words(sheet_title=_("Boom %(number)s, table %(table)s"),
                     target=_("%(target)s big points"),
                     sheets_file="scorekaarten-{date}-boom-{number}.pdf",
                     round_title=_("Boom %(number)s"))

    def team_words(self) -> TeamWords:
        """Small points per game, big points as the running totals."""
        return TeamWords(
            escape(_("Small points A")), escape(_("Small points B")),
            escape(_("Big points A")), escape(_("Big points B")), mark_safe(""), "",
            local_format(), totals_first=True,
            so_far=_("Big points so far: team A %(a)s, team B %(b)s"),
            totals=_("team A %(a)s, team B %(b)s big points"), total=_("Big points"),
            side_a=_("Team A"), side_b=_("Team B"), total_field_a=_("Big points team A"),
            total_field_b=_("Big points team B"), points_help=_(
                "Type the card points of team A or of team B; the other one is 162 minus "
                "that."),
            round_over=(
                _("This boom is played to %(target)s: it is over in the game in which a team "
                  "reaches them."),
                _("Boom over: both teams reached %(target)s in game %(game)s."),
                _("Boom over: team %(pair)s reached %(target)s in game %(game)s.")))

    def problem_text(self, problem: GameProblem) -> str:
        return problem_text(problem, MESSAGES)

    def card_points(self, evening_ids: Sequence[int]) -> TablePoints:
        """The card points each team took on each complete sheet (one query): the cards
        typed, without melds, what the paper's "Kaart" columns add up to."""
        cards: TablePoints = {}
        for evening_id, number, table, a, b in (
            Game.objects.filter(sheet__round__evening_id__in=evening_ids,
                                sheet__status=SheetStatus.COMPLETE)
            .values_list("sheet__round__evening_id", "sheet__round__number", "sheet__table")
            .annotate(a=Sum("points_a"), b=Sum("points_b")).order_by()
        ):
            cards.setdefault(evening_id, {})[(number, table)] = (a or 0, b or 0)
        return cards

    @property
    def detail(self) -> DetailSchema:
        return DETAIL

    @property
    def figures(self) -> tuple[Figure, ...]:
        return FIGURES

    def game_figures(self, games: Sequence[StoredGame], seat: int, seats: Sequence[int]
                     ) -> Counts:
        """His team's games: bid, won or lost, contra and re, melds."""
        return klammern_figures(games, seat)

    def printed_sheets(self, round_: Round, seating: RoundSeating, codes: SheetCodes) -> bytes:
        season = round_.evening.season
        return printed.klammern_sheets_pdf(
            seating, games=self.round_length(season).games,
            labels=replace(print_labels(), pair_a=_("Team A"), pair_b=_("Team B")),
            words=printed.klammern_print_labels(), qr_urls=codes.qr_urls, checks=codes.checks,
            notice=codes.notice)

    @property
    def demo_seasons(self) -> tuple[DemoSeason, ...]:
        return ()

    def play_table(self, round_: Round, table: int, *, seed: int, user: Actor) -> None:
        """Simulated games (``scoring.rules``' Klammern simulator) until the round is over;
        seat 1 deals the first game."""
        season = round_.evening.season
        round_length = self.round_length(season)
        rng = random.Random(seed)
        if round_length.target is not None:
            entries = simulate_klammern_round(rng, target=round_length.target, first_dealer=1)
        else:
            entries = [simulate_klammern_game(rng, dealer=(n - 1) % 4 + 1).entry
                       for n in range(1, round_length.games + 1)]
        save_games(round_, table, [_row(n, e) for n, e in enumerate(entries, start=1)],
                   sheet=self, version=0, user=user)


def _row(number: int, entry: KlammernEntry) -> Row:
    return Row(number=number, declarer=entry.declarer, points_a=entry.points_a,
               points_b=entry.points_b, roem_a=entry.melds_a, roem_b=entry.melds_b,
               detail=DETAIL.pack(bella=entry.bella or "", doubling=entry.doubling))


KLAMMERN = Klammern(GameSystem.KLAMMERN)
