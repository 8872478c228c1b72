"""Fixed tables, partners rotate (the tournament form of seed 000): each table keeps its
four and the partners change, so that in three rounds everyone partners each table-mate
once (``tournament.draw.fixed``). The organiser can still draw a round anew, for a round with
other players present or for new partners after the third."""

from __future__ import annotations

from dataclasses import dataclass

from django.utils.translation import gettext_lazy as _
from django_stubs_ext import StrOrPromise

from clubs.games import GameSpec, GameWords
from clubs.models import RuleFields
from tournament import draw as drawing
from tournament.formats.competitor import PLAYERS, Competitor, CompetitorWords
from tournament.models import DrawMode, Evening, Season

HELP = _(
    "Fixed tables: the first %(round)s draws new tables; after it each table keeps the four "
    "players of the %(round)s before and the partners change, so that in three %(rounds)s "
    "everyone partners each table-mate once. A fourth %(round)s at fixed tables keeps the "
    "tables and starts again with the partners of the first; for new partners choose a new "
    "random draw. Whoever sat out comes back in the chair of the one who sits out now, so "
    "nobody sits out twice while another has not sat out yet."
)


@dataclass(frozen=True)
class FixedTable:
    modes: tuple[DrawMode, ...] = (DrawMode.FIXED_TABLES, DrawMode.RANDOM)

    has_pairs: bool = False
    ranked: CompetitorWords = PLAYERS

    def plays(self, spec: GameSpec) -> bool:
        return spec.fixed_tables

    def draw(self, evening: Evening, number: int, players: list[int], seed: int,
             earlier: list[drawing.Draw], *, mode: str,
             variety: drawing.SeasonHistory | None = None) -> drawing.Draw | None:
        """At the tables of the round before, partners rotated; a new random draw is the
        game's tables' (None)."""
        if not self.keeps_tables(mode):
            return None
        previous = earlier[-1] if earlier else None
        return drawing.fixed_table_draw(
            players=players, seed=seed,
            previous=previous if isinstance(previous, drawing.RoundDraw) else None,
            max_byes=evening.season.max_byes_per_evening, variety=variety)

    def keeps_tables(self, mode: str) -> bool:
        return mode == DrawMode.FIXED_TABLES

    def swap(self, draw: drawing.Draw, member_a: int, member_b: int) -> drawing.Draw | None:
        return None

    def competitors(self, season: Season) -> tuple[Competitor, ...]:
        return ()

    def draw_help(self, words: GameWords, rules: RuleFields) -> StrOrPromise:
        return words.fill(HELP)


FIXED_TABLE = FixedTable()
