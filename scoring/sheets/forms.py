"""The score sheet form, shaped like the paper sheet: one row of fields per game."""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from django import forms
from django.forms import BoundField
from django.utils.functional import lazy
from django.utils.text import format_lazy
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from clubs.fields import NumberField
from clubs.versions import require_hidden
from scoring.models import SUIT_CHOICES, SUIT_SYMBOLS
from scoring.sheets.entry import Column, SeatChoices, TypedGame, column_fields, read_games
from scoring.sheets.rows import Row, forced_declarer


def _suit_letter(index: int) -> str:
    # The first letters of the suits' names, as on the printed sheet: K S H R in Dutch.
    return gettext("C S H D").split()[index]


# The letter first, so that typing it on the keyboard chooses the suit; short, so that the
# sheet keeps its width with a trump column.
TRUMPS = [("", "-"), *((value, format_lazy("{} {}", lazy(_suit_letter, str)(index),
                                           SUIT_SYMBOLS[value]))
                       for index, (value, _name) in enumerate(SUIT_CHOICES))]


@dataclass
class RowFields:
    """The bound fields of one game, for the template."""

    number: int
    forced_declarer: str
    fields: dict[str, BoundField]
    problems: list[str]

    def __getattr__(self, name: str) -> BoundField:
        try:
            return self.fields[name]
        except KeyError as error:
            raise AttributeError(name) from error

    @property
    def errors(self) -> list[str]:
        field_errors = [str(e) for f in self.fields.values() for e in f.errors]
        return field_errors + self.problems


class OpenedForm(forms.Form):
    """What a sheet form was opened against: the sheet's version (0: no sheet yet) and the
    table's seating (``tournament.seating.store.table_key``); both checked when saving."""

    version = forms.IntegerField(widget=forms.HiddenInput, min_value=0, required=False)
    seating = forms.CharField(widget=forms.HiddenInput, required=False, max_length=200)

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        require_hidden(self, "version", "seating")
        return data


class SheetForm(OpenedForm):
    """``games`` rows of ``columns`` (the team game's, ``scoring.sheets.team``): the
    declarer, for example, is an input only when the club plays free choice (else the sheet
    shows who must play). ``first`` is where typing a game starts; ``seats`` are the table's
    players for a column that names one.

    A row counts as filled once any of its fields is; an empty row is a game not yet
    entered (the sheet is then saved as incomplete). An empty input reads as its column's
    ``blank`` (roem 0, a game's own factor 1).
    """

    def __init__(
        self, *args: Any, games: int, columns: Sequence[Column], first: str,
        seats: SeatChoices, **kwargs: Any,
    ) -> None:
        super().__init__(*args, **kwargs)
        self.games = games
        self.column_defs = tuple(columns)
        self.columns = tuple(column.name for column in columns)
        self.first_column = first
        self.free_choice = "declarer" in self.columns
        self.row_problems: dict[int, list[str]] = {}
        self.column_fields = column_fields(columns, seats)
        self.typed: list[TypedGame] = []
        for n in range(1, games + 1):
            for name in self.columns:
                field = copy.deepcopy(self.column_fields[name])
                # The sheet is a grid without a label per cell: each field says what it is,
                # and points to the line under its game that names a mistake.
                field.widget.attrs.update({
                    "aria-label": _("Game %(number)s, %(field)s") % {
                        "number": n, "field": field.label},
                    "aria-describedby": f"errors-{n}",
                })
                self.fields[f"g{n}-{name}"] = field

    @property
    def opening(self) -> str:
        """The columns typed before a game's points, from the first one: Enter moves from
        each to the points (``static/js/sheet.js``)."""
        columns = list(self.columns)
        if self.first_column not in columns or "points_a" not in columns:
            return ""
        return " ".join(columns[columns.index(self.first_column):columns.index("points_a")])

    @property
    def stops(self) -> str:
        """Of ``opening``, the columns a game needs typed (a declarer, a trump to score by)
        and those typed on the way (``Column.stop``): Enter in an opening column goes
        to the next of these, after the last to the points, so Enter alone visits every field
        a game must have."""
        opening = self.opening.split()
        return " ".join(column.name for column in self.column_defs
                        if (column.needed or column.stop) and column.name in opening)

    def focus(self, filled: set[int]) -> None:
        """Put the cursor where the work is: on the first field with a mistake, or else on
        the first game not filled in yet (``filled``: the game numbers already there)."""
        wrong = [name for name in self.fields if name in self.errors and name.startswith("g")]
        wrong += [f"g{n}-{self.first_column}" for n in sorted(self.row_problems)]
        todo = next((n for n in range(1, self.games + 1) if n not in filled), 1)
        target = wrong[0] if wrong else f"g{todo}-{self.first_column}"
        if target in self.fields:
            self.fields[target].widget.attrs["autofocus"] = True

    def row_fields(self) -> list[RowFields]:
        """The games; every input of a game with a mistake is marked invalid, as the live
        preview marks them (``static/js/sheet.js``): a rules problem is the game's, not one
        field's."""
        rows = [
            RowFields(
                number=n,
                forced_declarer="" if self.free_choice else forced_declarer(n),
                fields={name: self[f"g{n}-{name}"] for name in self.columns},
                problems=self.row_problems.get(n, []),
            )
            for n in range(1, self.games + 1)
        ]
        for row in rows:
            if row.errors:
                for bound in row.fields.values():
                    bound.field.widget.attrs["aria-invalid"] = "true"
        return rows

    def _clean_fields(self) -> None:
        """The hidden fields the usual way; the games with ``read_games``, the one parser
        the live preview uses too."""
        for name in ("version", "seating"):
            try:
                self.cleaned_data[name] = self.fields[name].clean(self[name].data)
            except forms.ValidationError as error:
                self.add_error(name, error)
        self.typed = read_games(self.data, games=self.games, fields=self.column_fields,
                                prefix=self.add_prefix, ends_game=[
                                    column.name for column in self.column_defs
                                    if column.ends_game])
        for game in self.typed:
            for name, value in game.values.items():
                self.cleaned_data[f"g{game.number}-{name}"] = value
            for name, messages in game.errors.items():
                self.add_error(f"g{game.number}-{name}", messages)

    def rows(self) -> list[Row]:
        """The filled games without a mistake in a column, as plain data (after
        ``is_valid``). Games with one are left out, so the rules can still check the others
        and every mistake on the sheet shows at once."""
        return [row for game in self.typed
                if (row := game.row(self.column_defs)) is not None]


class TotalsForm(OpenedForm):
    """For clubs that keep only the round total per pair."""
    total_a = NumberField(label=_("total pair A"), min_value=0, max_value=99999)
    total_b = NumberField(label=_("total pair B"), min_value=0, max_value=99999)
