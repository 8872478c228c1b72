"""Reading the typed games of a sheet: one parser for the form that saves and for the live
preview that runs on every keystroke.

Each column is checked by one Django form field (``column_fields``: the same field classes,
limits and messages as the inputs on the page), so the preview needs no form of 96 fields
and both paths read a game identically.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field, fields
from typing import Any

from django import forms
from django.core.exceptions import ValidationError
from django.utils.text import capfirst
from django.utils.translation import gettext_lazy as _

from clubs.fields import NumberField
from scoring.rules import GAME_POINTS
from scoring.sheets.rows import Row, forced_declarer

# The values every team game has of a game; any other column holds one of the game's own.
SHARED = frozenset(f.name for f in fields(Row)) - {"detail"}

TEAMS = [("", "-"), ("A", "A"), ("B", "B")]
# A column's choices of the table's players: (seat number, "number name").
SeatChoices = Sequence[tuple[int, str]]


def number(label: str, maximum: int) -> forms.IntegerField:
    # Which number is wrong, not "this value": the sheet has eight in a row.
    words = {"field": capfirst(label), "maximum": maximum}
    return NumberField(
        label=label, required=False, min_value=0, max_value=maximum,
        error_messages={"max_value": _("%(field)s can be at most %(maximum)s.") % words,
                        "min_value": _("%(field)s cannot be negative.") % words},
        widget=forms.NumberInput(attrs={"inputmode": "numeric", "autocomplete": "off"}),
    )


@dataclass(frozen=True)
class Column:
    """One input of a game on a team sheet: its name (``g<n>-<name>``), the form field that
    checks and shows it, and the field of ``Row`` and ``scoring.models.Game`` it fills."""

    name: str
    field: Callable[[SeatChoices], forms.Field]  # given the table's players
    holds: str = ""  # the Row and Game field; its name when empty
    blank: int | None = None  # the stored value an empty input stands for (roem 0, x1)
    names_a_player: bool = False  # its choices are the table's players (``field``'s seats)
    needed: bool = False  # a game needs it typed: Enter stops at it on the way to the points
    stop: bool = False  # Enter stops at it on the way to the points, though it may stay empty
    # A value typed here means the game stopped and its card points do not count (a revoke
    # when the other pair gets 162): the points may stay empty.
    ends_game: bool = False

    def __post_init__(self) -> None:
        if not self.holds:
            object.__setattr__(self, "holds", self.name)


# The columns of the klaverjas sheet, which other team games use too.
DECLARER = Column("declarer", lambda seats: forms.ChoiceField(
    label=_("plays"), choices=TEAMS, required=False), needed=True)
POINTS_A = Column("points_a", lambda seats: number(str(_("points pair A")), GAME_POINTS))
POINTS_B = Column("points_b", lambda seats: number(str(_("points pair B")), GAME_POINTS))
ROEM_A = Column("roem_a", lambda seats: number(str(_("roem pair A")), 1000), blank=0)
ROEM_B = Column("roem_b", lambda seats: number(str(_("roem pair B")), 1000), blank=0)
PIT = Column("pit", lambda seats: forms.ChoiceField(
    label=_("pit"), choices=TEAMS, required=False))
REVOKE = Column("revoke", lambda seats: forms.ChoiceField(
    label=_("revoked"), choices=TEAMS, required=False))
REVOKE_SEAT = Column("revoke_seat", lambda seats: forms.TypedChoiceField(
    label=_("who revoked"), coerce=int, empty_value=None, required=False,
    choices=[("", "-"), *seats]), names_a_player=True)


def column_fields(columns: Sequence[Column], seats: SeatChoices) -> dict[str, forms.Field]:
    """One form field per column of the sheet: what checks and shows that column's input."""
    return {column.name: column.field(seats) for column in columns}


@dataclass
class TypedGame:
    """One game as typed: its values (checked per column) and the mistakes per column."""

    number: int
    filled: bool
    values: dict[str, Any] = field(default_factory=dict)
    errors: dict[str, list[str]] = field(default_factory=dict)

    def row(self, columns: Sequence[Column]) -> Row | None:
        """The game as plain data for the rules; None when empty or a column is wrong."""
        if not self.filled or self.errors:
            return None
        held = {column.holds: self.values.get(column.name) for column in columns}
        value = held.get
        a: int | None = value("points_a")
        b: int | None = value("points_b")
        if a is None and b is not None:
            a = GAME_POINTS - b
        elif b is None and a is not None:
            b = GAME_POINTS - a
        if a is None or b is None:  # read_games: only a game that ended without them
            a = b = 0
        return Row(
            number=self.number, declarer=value("declarer") or forced_declarer(self.number),
            points_a=a, points_b=b, roem_a=value("roem_a") or 0, roem_b=value("roem_b") or 0,
            pit=value("pit") or None, revoke=value("revoke") or None,
            revoke_seat=value("revoke_seat"),
            # The game's own inputs, an empty one as what it stands for (x1, or "").
            detail={column.holds: self.values.get(column.name) or (
                        "" if column.blank is None else column.blank)
                    for column in columns if column.holds not in SHARED},
        )


def read_games(data: Mapping[str, Any], *, games: int, fields: Mapping[str, forms.Field],
               prefix: Callable[[str], str] = str,
               ends_game: Collection[str] = ()) -> list[TypedGame]:
    """Every game of the posted sheet. A game counts as filled once any of its fields is
    (who played aside); an empty game is one not entered yet. A filled game needs its
    points, unless a column of ``ends_game`` (``Column.ends_game``) is typed."""
    typed = []
    for n in range(1, games + 1):
        raw = {name: data.get(prefix(f"g{n}-{name}"), "") for name in fields}
        game = TypedGame(n, any(str(raw[name]).strip() for name in fields if name != "declarer"))
        for name, column in fields.items():
            try:
                game.values[name] = column.clean(raw[name])
            except ValidationError as error:
                game.errors[name] = list(error.messages)
        points = (game.values.get("points_a"), game.values.get("points_b"))
        ended = any(game.values.get(name) for name in ends_game)
        if (game.filled and not game.errors and "points_a" in fields and points == (None, None)
                and not ended):
            game.errors["points_a"] = [str(_("Fill in the points of game %(n)s.") % {"n": n})]
        if game.filled and "declarer" in fields and not game.values.get("declarer"):
            game.errors.setdefault("declarer", []).append(
                str(_("Who played game %(n)s?") % {"n": n}))
        typed.append(game)
    return typed
