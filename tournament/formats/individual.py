"""The individual draw (the rule texts' club evening): before every round a new draw, no
fixed partner, staande nummers (``tournament.draw.engine``)."""

from __future__ import annotations

from dataclasses import dataclass

from django_stubs_ext import StrOrPromise

from clubs.games import GameSpec, GameWords
from clubs.models import RuleFields
from tournament import draw as drawing
from tournament.formats.competitor import PLAYERS, Competitor, CompetitorWords
from tournament.models import DrawMode, Evening, Season


@dataclass(frozen=True)
class IndividualDraw:
    modes: tuple[DrawMode, ...] = (DrawMode.RANDOM,)

    has_pairs: bool = False
    ranked: CompetitorWords = PLAYERS

    def plays(self, spec: GameSpec) -> bool:
        return True

    def draw(self, evening: Evening, number: int, players: list[int], seed: int,
             earlier: list[drawing.Draw], *, mode: str,
             variety: drawing.SeasonHistory | None = None) -> drawing.Draw | None:
        return None

    def keeps_tables(self, mode: str) -> bool:
        return False

    def swap(self, draw: drawing.Draw, member_a: int, member_b: int) -> drawing.Draw | None:
        return None

    def competitors(self, season: Season) -> tuple[Competitor, ...]:
        return ()

    def draw_help(self, words: GameWords, rules: RuleFields) -> StrOrPromise:
        return ""


INDIVIDUAL_DRAW = IndividualDraw()
