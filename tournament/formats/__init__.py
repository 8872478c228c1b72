"""The formats (spelvormen): how players are seated round after round, one module each behind
one interface (``Format``), as the games are behind ``scoring.systems``.

A season's format is a club rule (``clubs.models.PlayFormat``), frozen with the season's
other rules. Shared code (the draw, the draw form) asks ``format_of(season)`` what it needs
and never asks which format it is: ``individual`` (a new draw before every round, the rule
texts' club evening), ``fixed_table`` (the tournament form: fixed tables, partners
rotate) or ``fixed_pairs`` (koppelklaverjassen: the season's pairs against pairs). A game
says which formats it can be played in (``GameSpec.fixed_tables``, ``fixed_pairs``); any
other game plays the individual draw whatever the rule says. Adding a format: a
``PlayFormat`` choice, its module here, a line in ``FORMATS``, migrations and the Dutch catalogue.
"""

from __future__ import annotations

from typing import Protocol

from django_stubs_ext import StrOrPromise

from clubs.games import GameSpec, GameWords, game_spec
from clubs.models import PlayFormat, RuleFields
from tournament import draw as drawing
from tournament.formats.competitor import Competitor, CompetitorWords
from tournament.formats.fixed_pairs import FIXED_PAIRS
from tournament.formats.fixed_table import FIXED_TABLE
from tournament.formats.individual import INDIVIDUAL_DRAW
from tournament.models import DrawMode, Evening, Season


class Format(Protocol):
    """What shared code asks a format."""

    @property
    def modes(self) -> tuple[DrawMode, ...]:
        """The draws the organiser can choose for a round, the usual one first (the draw
        form's choice; a round posted with another is drawn the usual way)."""
        ...

    def draw_help(self, words: GameWords, rules: RuleFields) -> StrOrPromise:
        """What the draw form says about the choice, in the game's words, as the season's
        ``rules`` have it ("" for nothing)."""
        ...

    @property
    def has_pairs(self) -> bool:
        """Whether the season has pairs that the board or an organiser makes (the pairs
        page)."""
        ...

    def plays(self, spec: GameSpec) -> bool:
        """Whether a game (its row in ``clubs.games``) can be played in this format."""
        ...

    def draw(self, evening: Evening, number: int, players: list[int], seed: int,
             earlier: list[drawing.Draw], *, mode: str,
             variety: drawing.SeasonHistory | None = None) -> drawing.Draw | None:
        """Round ``number`` drawn the format's own way for the present ``players``
        (``earlier``: the rounds before; ``mode``: one of ``modes``; ``variety``: who met
        in the season's last evenings, when the club wants variety), or None when the
        game's tables draw it (``tournament.seating.store``). May refuse with a
        ``UserError``."""
        ...

    def keeps_tables(self, mode: str) -> bool:
        """Whether a round drawn in ``mode`` keeps the tables of the round before and changes
        the partners, so players change chairs (the seat list says so)."""
        ...

    def swap(self, draw: drawing.Draw, member_a: int, member_b: int) -> drawing.Draw | None:
        """The organiser's hand swap of two players done the format's own way, or None when
        the game's tables swap just the two (``tournament.seating.store``)."""
        ...

    @property
    def ranked(self) -> CompetitorWords:
        """How the results name who is ranked (a player, a pair)."""
        ...

    def competitors(self, season: Season) -> tuple[Competitor, ...]:
        """The players ranked as one (the evening's ranking, prizes and the season's
        standings: ``scoring.results.competitors``); () when each player is ranked for
        himself."""
        ...


FORMATS: dict[str, Format] = {
    PlayFormat.INDIVIDUAL_DRAW: INDIVIDUAL_DRAW,
    PlayFormat.FIXED_TABLE: FIXED_TABLE,
    PlayFormat.FIXED_PAIRS: FIXED_PAIRS,
}


def format_of(rules: RuleFields) -> Format:
    """The season's format; the individual draw for a game that cannot be played in it."""
    chosen = FORMATS[rules.format]
    return chosen if chosen.plays(game_spec(rules)) else INDIVIDUAL_DRAW


def draw_mode(rules: RuleFields, requested: str | None) -> DrawMode:
    """How a round is drawn: as ``requested`` when the format offers it, else its usual."""
    modes = format_of(rules).modes
    return next((mode for mode in modes if mode == requested), modes[0])
