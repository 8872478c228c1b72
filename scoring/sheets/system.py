"""What the shared sheet code asks of the season's game system, and what it hands over.

The shared code in ``scoring.sheets`` never looks a system up: the pages of
``scoring.systems`` find the season's system and pass it in. ``SheetSystem`` is the part of
the interface (``scoring.systems.interface.System``) that the shared sheet code calls;
the team sheet (``scoring.sheets.team``) asks more of the games that use it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from django.utils.translation import gettext_lazy as _
from django_stubs_ext import StrOrPromise

from clubs.models import RuleFields
from scoring.models import ScoreSheet
from scoring.rules import GameProblem
from scoring.sheets.round_length import RoundLength
from tournament.seating.named import SeatLine

# Per evening, per (round, table): a number for each side of the table, as the totals are.
TablePoints = dict[int, dict[tuple[int, int], tuple[int, ...]]]


@dataclass(frozen=True)
class CheckWords:
    """Who checks a sheet its table entered, in the words of the scorekeeper's phone."""

    heading: StrOrPromise  # "Now the other pair checks it"
    how: StrOrPromise  # how the checker reaches the check: his slip's code or its digits
    digits: StrOrPromise  # the label of the six digits' field
    confirmed: StrOrPromise  # the sheet was confirmed
    wrong_number: StrOrPromise
    waiting: StrOrPromise  # the check page while the sheet is not complete


BY_THE_OTHER_PAIR = CheckWords(
    heading=_("Now the other pair checks it"),
    how=_("The other pair scans the code on their slip with their own phone, or types the six "
          "digits from their slip here."),
    digits=_("The six digits on the other pair's slip"),
    confirmed=_("The other pair has confirmed the sheet."),
    wrong_number=_("That is not the number on the other pair's slip."),
    waiting=_("The sheet is not complete yet. Open this page again when the other pair has "
              "entered every game."))


@dataclass(frozen=True)
class Words:
    """A game's own words for its sheets, in the active language."""

    sheet_title: str
    """A table's sheet of a round: "Boom %(number)s, table %(table)s" (or a "Round" where
    the game calls a round so), filled with ``number`` and ``table``."""
    target: str
    """How the target of a round is written, filled with ``target``: "%(target)s" (a score)
    or "%(target)s big points"."""
    sheets_file: str
    """The file name of a round's printed sheets, with ``{date}`` and ``{number}``."""
    round_title: str
    """A round by its number, as the club house screen heads it: "Boom %(number)s" (or
    "Round %(number)s"), filled with ``number``."""
    check: CheckWords = BY_THE_OTHER_PAIR
    """Who checks a sheet its table entered (when the game has such a check)."""


@dataclass(frozen=True)
class Entry:
    """Where a sheet page saves to and who saves: the organisers, or a table by its code."""

    done_url: str
    by_table: bool = False
    links: int | None = None  # the link generation of the table's code
    attempt: str = ""  # the phone's key of this press of "save" (static/js/draft.js)


class SheetSystem(Protocol):
    """The members of a game system (``scoring.systems.interface.System``) that the shared
    sheet code calls."""

    def words(self) -> Words:
        """The game's own words for its sheets, in the active language."""
        ...

    def round_length(self, rules: RuleFields, *, table_size: int) -> RoundLength:
        """How long a round lasts at a table of ``table_size`` under ``rules``: the most games
        its sheet has rows for, and the target that ends it early (None: a fixed number of
        games)."""
        ...

    def problem_text(self, problem: GameProblem) -> str:
        """A ``scoring.rules`` problem of this game in the user's words (active language)."""
        ...

    @property
    def history_keys(self) -> Mapping[str, Any]:
        """The game's own keys of a game in the sheet's history and log (beside the shared
        ones: ``scoring.sheets.save.sheet_values``), in order, each with the value a key not
        stored in a game's ``detail``, or missing in an older snapshot, means."""
        ...

    def totals_text(self, sheet: ScoreSheet, seats: Sequence[SeatLine]) -> str:
        """A stored sheet's totals in words, for the message after saving and the table's
        page: "pair A 1.234, pair B 567", or per player with ``seats`` (the table's, in
        number order)."""
        ...
