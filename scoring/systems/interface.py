"""The one interface every game system implements (``System``), and what it is handed.

Shared code (the sheet pages, results, closing, exports, demo) finds the season's system in
the registry (``scoring.systems.system_of``) and calls these members; it never asks which
system it has. A member says what differs between the games, and nothing else. The team
games (two sides, a row per game) get most members from ``scoring.sheets.team.TeamGame``
by filling its hooks; a game of single players implements its own (a list per table).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from typing import Protocol

from django.http import HttpRequest, HttpResponse

from clubs.actors import Actor
from clubs.games import GameSpec
from scoring.sheets.detail import DetailSchema
from scoring.sheets.figures import Counts, Figure, StoredGame
from scoring.sheets.system import Entry, SheetSystem, TablePoints
from tournament.models import Round
from tournament.seating.named import RoundSeating


@dataclass(frozen=True)
class DemoSeason:
    """A season a game adds to the demo club (``scoring.demo.season``): weekly evenings from
    ``first_evening``, ``closed`` of them played and closed and one more planned, the club's
    rules with ``rules`` over them, and between ``players`` present (drawn by ``seed``)."""

    name: str
    first_evening: date
    closed: int
    rules: Mapping[str, object]
    seed: int
    players: tuple[int, int]


@dataclass(frozen=True)
class SheetCodes:
    """What a round's printed sheets carry when tables enter their own sheet (else empty)."""

    qr_urls: dict[int, str] | None = None  # table -> the address its entry code opens
    checks: dict[int, tuple[str, str]] | None = None  # table -> the other side's check
    notice: str = ""  # under the heading: after a reopen only the codes of this print work


class System(SheetSystem, Protocol):
    """A game a season can play. Besides the members below, ``SheetSystem`` gives its words
    (``words``), the length of a round (``round_length``), its problems in words (``problem_text``)
    and a stored sheet's totals in words (``totals_text``)."""

    @property
    def code(self) -> str:
        """The season's choice this system plays (``clubs.models.GameSystem``)."""
        ...

    @property
    def spec(self) -> GameSpec:
        """Its row of ``clubs.games``: the rule fields it uses, how its tables are formed
        (sizes, partners, byes), its rounds per evening and its tie-breaks."""
        ...

    # Entering a table's sheet (the pages of scoring.systems.views call these).

    def sheet_page(self, request: HttpRequest, round_: Round, table: int,
                   entry: Entry) -> HttpResponse:
        """A table's sheet game by game: shown, answered while typing (a POST with
        ``preview``: the scores, totals and mistakes that changed) and saved through
        ``scoring.sheets.save`` (the evening's lock, the sheet's version, its history)."""
        ...

    def totals_page(self, request: HttpRequest, round_: Round, table: int,
                    entry: Entry) -> HttpResponse:
        """The same sheet with only the round totals (the season's entry mode or the round's
        switch), refused when no games could give them."""
        ...

    def check_page(self, request: HttpRequest, round_: Round, table: int,
                   entry: Entry) -> HttpResponse:
        """The other side's check of a sheet its table entered (by the code on their slip:
        ``entry.links``): confirm it, or dispute it with their own version, then go to
        ``entry.done_url``. ``Http404`` for a game whose sheets need no such check."""
        ...

    # Reading stored sheets.

    def short_totals(self, total_a: int, total_b: int, seat_totals: Sequence[int] | None
                     ) -> str:
        """A stored sheet's totals as the scores page shows them under its table: "A 1.234
        · B 567", or one number per player."""
        ...

    @property
    def history_values(self) -> str:
        """The template that shows one version of a sheet in the sheet's history."""
        ...

    # Results.

    def table_totals(self, total_a: int, total_b: int, seat_totals: Sequence[int] | None,
                     seats: Sequence[int]) -> tuple[int, ...]:
        """A complete sheet's stored totals as ``round_score`` reads them: per side (A, B),
        or per seat number (``seats``: the numbers at the table, in order)."""
        ...

    def round_score(self, seat: int, totals: Sequence[int]) -> int:
        """A player's round score: what his seat number takes of his table's totals (his
        pair's, his team's or his own)."""
        ...

    def card_points(self, evening_ids: Sequence[int]) -> TablePoints:
        """The card points of each complete sheet per side, for the card-points tie-break
        (read like the totals, through ``round_score``); empty, without a query, for a game
        without that tie-break."""
        ...

    @property
    def detail(self) -> DetailSchema:
        """What this game stores of one game beyond the columns every game shares
        (``scoring.models.Game.detail``): its keys with their types and choices. Shared code
        stores and reads ``detail`` whole; only the game's own package reads its keys."""
        ...

    # A player's figures (``scoring.results.figures``: the player page and the records).

    @property
    def figures(self) -> tuple[Figure, ...]:
        """The figures this game counts of a player's games, in the order the player page
        shows them, each with its words."""
        ...

    def game_figures(self, games: Sequence[StoredGame], seat: int, seats: Sequence[int]
                     ) -> Counts:
        """What the stored ``games`` of one complete sheet say about the player at
        ``seat`` (his drawn number; ``seats``: the numbers at the table): a count for each
        of ``figures``' keys and for the keys they are shown against."""
        ...

    def partner(self, seat: int, seats: Sequence[int]) -> int | None:
        """The seat number of the player's partner at the table, or None in a game where
        each plays for himself."""
        ...

    # Printing and demo data.

    def printed_sheets(self, round_: Round, seating: RoundSeating, codes: SheetCodes) -> bytes:
        """A round's sheets to print, one page (or more) per table, as a PDF: blank, or with
        the games already entered when the game's list keeps them."""
        ...

    @property
    def demo_seasons(self) -> tuple[DemoSeason, ...]:
        """The seasons this game adds to the demo club (none for most games): the demo's
        main season plays the club's own game."""
        ...

    def play_table(self, round_: Round, table: int, *, seed: int,
                   user: Actor) -> None:
        """Enter a simulated sheet for a table of a drawn round (the demo data): games dealt
        and played by ``scoring.rules``' simulator, the same for the same ``seed``."""
        ...
