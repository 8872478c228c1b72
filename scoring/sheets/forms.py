"""The score sheet form, shaped like the paper sheet: one row of fields per game."""

from __future__ import annotations

from collections.abc import Callable
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
from scoring.rules import GAME_POINTS, Suit
from scoring.sheets.rows import Row, forced_declarer

TEAMS = [("", "-"), ("A", "A"), ("B", "B")]


def _suit_letter(index: int) -> str:
    # The first letters of the suits' names, as on the printed sheet: K S H R in Dutch.
    return gettext("C S H D").split()[index]


# The letter first, so that typing it on the keyboard chooses the suit; short, so that the
# sheet keeps its width with the Kraken columns.
TRUMPS = [("", "-"), *((value, format_lazy("{} {}", lazy(_suit_letter, str)(index),
                                           SUIT_SYMBOLS[value]))
                       for index, (value, _name) in enumerate(SUIT_CHOICES))]
# Kraken (seed 000): the factor said before play (kraak, herkraak, superkraak, as the
# sheet's hint says); empty is an ordinary game. Short, so the sheet keeps its width.
DOUBLINGS = [("", "-"), (2, "\u00d72"), (4, "\u00d74"), (8, "\u00d78")]


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


def _number(label: str, maximum: int) -> forms.IntegerField:
    return NumberField(
        label=label, required=False, min_value=0, max_value=maximum,
        widget=forms.NumberInput(attrs={"inputmode": "numeric", "autocomplete": "off"}),
    )


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
    """``games`` rows of ``fields`` (the game system's row, ``scoring.systems``): the
    declarer is an input only when the club plays free choice, trump and doubling only
    under Kraken, the revoking player only under the personal penalty.

    A row counts as filled once any of its fields is; an empty row is a game not yet
    entered (the sheet is then saved as incomplete). An empty doubling is x1.
    """

    def __init__(
        self, *args: Any, games: int, fields: tuple[str, ...],
        penalty_seats: list[tuple[int, str]], **kwargs: Any,
    ) -> None:
        super().__init__(*args, **kwargs)
        self.games = games
        self.columns = fields
        self.free_choice = "declarer" in fields
        self.row_problems: dict[int, list[str]] = {}
        makers: dict[str, Callable[[], forms.Field]] = {
            "declarer": lambda: forms.ChoiceField(label=_("plays"), choices=TEAMS,
                                                  required=False),
            "trump": lambda: forms.ChoiceField(label=_("trump"), choices=TRUMPS,
                                               required=False),
            "doubling": lambda: forms.TypedChoiceField(
                label=_("doubling"), choices=DOUBLINGS, coerce=int, empty_value=None,
                required=False),
            "points_a": lambda: _number(str(_("points pair A")), GAME_POINTS),
            "points_b": lambda: _number(str(_("points pair B")), GAME_POINTS),
            "roem_a": lambda: _number(str(_("roem pair A")), 1000),
            "roem_b": lambda: _number(str(_("roem pair B")), 1000),
            "pit": lambda: forms.ChoiceField(label=_("pit"), choices=TEAMS, required=False),
            "revoke": lambda: forms.ChoiceField(label=_("revoked"), choices=TEAMS,
                                                required=False),
            "revoke_seat": lambda: forms.TypedChoiceField(
                label=_("who revoked"), coerce=int, empty_value=None, required=False,
                choices=[("", "-"), *penalty_seats]),
        }
        for n in range(1, games + 1):
            for name in fields:
                self.fields[f"g{n}-{name}"] = makers[name]()
                # The sheet is a grid without a label per cell: each field says what it is,
                # and points to the line under its game that names a mistake.
                self.fields[f"g{n}-{name}"].widget.attrs.update({
                    "aria-label": _("Game %(number)s, %(field)s") % {
                        "number": n, "field": self.fields[f"g{n}-{name}"].label},
                    "aria-describedby": f"errors-{n}",
                })

    @property
    def first_column(self) -> str:
        """Where a game starts when typing: its trump in a Kraken sheet, else the points."""
        return "trump" if "trump" in self.columns else "points_a"

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
        return [
            RowFields(
                number=n,
                forced_declarer="" if self.free_choice else forced_declarer(n),
                fields={name: self[f"g{n}-{name}"] for name in self.columns},
                problems=self.row_problems.get(n, []),
            )
            for n in range(1, self.games + 1)
        ]

    def _value(self, n: int, name: str) -> Any:
        return self.cleaned_data.get(f"g{n}-{name}")

    def clean(self) -> dict[str, Any]:
        data = super().clean()
        for n in range(1, self.games + 1):
            if not self._filled(n):
                continue
            a, b = self._value(n, "points_a"), self._value(n, "points_b")
            if a is None and b is None and not self._has_errors(n):
                self.add_error(f"g{n}-points_a", _("Fill in the points of game %(n)s.") % {"n": n})
            if self.free_choice and not self._value(n, "declarer"):
                self.add_error(f"g{n}-declarer", _("Who played game %(n)s?") % {"n": n})
        return data

    def _has_errors(self, n: int) -> bool:
        return any(f"g{n}-{name}" in self.errors for name in self.columns)

    def _filled(self, n: int) -> bool:
        raw = [self.data.get(self.add_prefix(f"g{n}-{name}"), "") for name in self.columns
               if name != "declarer"]
        return any(str(value).strip() for value in raw)

    def rows(self) -> list[Row]:
        """The filled rows without field errors, as plain data (call after ``is_valid``).

        Rows with a field error are left out, so the rules can still check the others and
        every mistake on the sheet shows at once."""
        rows = []
        for n in range(1, self.games + 1):
            if not self._filled(n) or self._has_errors(n):
                continue
            a, b = self._value(n, "points_a"), self._value(n, "points_b")
            if a is None:
                a = GAME_POINTS - b
            if b is None:
                b = GAME_POINTS - a
            trump = self._value(n, "trump")
            rows.append(Row(
                number=n,
                declarer=self._value(n, "declarer") or forced_declarer(n),
                points_a=a, points_b=b,
                roem_a=self._value(n, "roem_a") or 0, roem_b=self._value(n, "roem_b") or 0,
                pit=self._value(n, "pit") or None,
                revoke=self._value(n, "revoke") or None,
                revoke_seat=self._value(n, "revoke_seat"),
                doubling=self._value(n, "doubling") or 1,
                trump=Suit(trump) if trump else None,
            ))
        return rows


class TotalsForm(OpenedForm):
    """For clubs that keep only the boom total per pair."""
    total_a = NumberField(label=_("total pair A"), min_value=0, max_value=99999)
    total_b = NumberField(label=_("total pair B"), min_value=0, max_value=99999)
