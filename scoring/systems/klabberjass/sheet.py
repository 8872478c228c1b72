"""A Klabberjass list (seed 001) as typed: the games read by the sheets' one parser
(``scoring.sheets.entry.read_games``), turned into ``scoring.rules`` entries, checked, and
scored into the paper list's running columns. Used by the page, the live preview and saving.

What wins when inputs disagree: a revoke decides the game, whatever "won" says (the rules
module's ``KlabberjassEntry``). The running columns stop at the first game with a mistake,
as on the klaverjas sheet.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from scoring.rules import (
    KlabberjassEntry,
    KlabberjassListRow,
    Suit,
    check_klabberjass_game,
    check_klabberjass_round,
    klabberjass_games_per_round,
    klabberjass_list,
    klabberjass_sitting_out,
)
from scoring.sheets.entry import read_games
from scoring.sheets.forms import TRUMPS
from scoring.sheets.fragments import first_problem
from scoring.sheets.messages import problem_text
from scoring.systems.klabberjass.detail import DETAIL
from scoring.systems.klabberjass.messages import MESSAGES

KINDS = [("", "-"), ("O", _("Original")), ("K", _("Kleines"))]
RESULTS = [("", "-"), ("W", _("won")), ("L", _("lost"))]
MISSING = {
    "soloist": _("Who played game %(n)s alone?"),
    "original": _("Original or Kleines in game %(n)s?"),
    "trump": _("Which trump in game %(n)s?"),
    "won": _("Won or lost in game %(n)s? (Or who revoked.)"),
}


def list_fields(seats: Sequence[tuple[int, str]]) -> dict[str, forms.Field]:
    """One form field per column; ``seats`` are (table seat, label) pairs."""
    seat_choices = [("", "-"), *seats]
    return {
        "soloist": forms.TypedChoiceField(label=_("soloist"), choices=seat_choices, coerce=int,
                                          empty_value=None, required=False),
        "original": forms.TypedChoiceField(label=_("game"), choices=KINDS,
                                           coerce=lambda v: v == "O", empty_value=None,
                                           required=False),
        "trump": forms.ChoiceField(label=_("trump"), choices=TRUMPS, required=False),
        "turned": forms.ChoiceField(label=_("turned suit"), choices=TRUMPS, required=False),
        "won": forms.TypedChoiceField(label=_("result"), choices=RESULTS,
                                      coerce=lambda v: v == "W", empty_value=None,
                                      required=False),
        "revoke_seat": forms.TypedChoiceField(label=_("revoked"), choices=seat_choices,
                                              coerce=int, empty_value=None, required=False),
    }


@dataclass
class ListGame:
    """One game of the list: what was typed, the entry when it is whole, and its mistakes."""

    number: int
    filled: bool
    raw: dict[str, Any]
    entry: KlabberjassEntry | None = None
    errors: list[str] = field(default_factory=list)
    row: KlabberjassListRow | None = None  # the running columns, up to the first mistake
    sits_out: int | None = None  # the table seat that deals and sits out (table of four)


@dataclass
class KlabberjassSheet:
    table_size: int
    games: list[ListGame]
    round_problems: list[str]

    @property
    def entries(self) -> list[KlabberjassEntry]:
        return [g.entry for g in self.games if g.entry is not None]

    @property
    def has_problems(self) -> bool:
        return bool(self.round_problems) or any(g.errors for g in self.games)

    @property
    def complete(self) -> bool:
        return len(self.entries) == klabberjass_games_per_round(self.table_size)

    @property
    def totals(self) -> tuple[int, ...]:
        rows = [g.row for g in self.games if g.row is not None]
        return rows[-1].totals if rows else (0,) * self.table_size

    def first_problem(self) -> str:
        """The first game's mistake (linked to it), else the round's."""
        return first_problem(self.games) or (self.round_problems[0] if self.round_problems
                                             else "")


def _entry(number: int, values: Mapping[str, Any]) -> tuple[KlabberjassEntry | None, list[str]]:
    missing = [name for name in ("soloist", "original", "trump") if values.get(name) in
               (None, "")]
    if values.get("won") is None and values.get("revoke_seat") is None:
        missing.append("won")
    if missing:
        return None, [str(MISSING[name] % {"n": number}) for name in missing]
    turned = values.get("turned")
    return KlabberjassEntry(
        number=number, soloist=values["soloist"], original=values["original"],
        trump=Suit(values["trump"]), won=bool(values.get("won")),
        turned=Suit(turned) if turned else None, revoke=values.get("revoke_seat"),
    ), []


def read_list(data: Mapping[str, Any], *, table_size: int,
              seats: Sequence[tuple[int, str]]) -> KlabberjassSheet:
    """The posted list (``g<n>-<column>``), checked game by game and as a round."""
    games_per_round = klabberjass_games_per_round(table_size)
    fields = list_fields(seats)
    games: list[ListGame] = []
    for typed in read_games(data, games=games_per_round, fields=fields):
        game = ListGame(typed.number, typed.filled,
                        {name: data.get(f"g{typed.number}-{name}", "") for name in fields},
                        sits_out=klabberjass_sitting_out(typed.number, table_size))
        game.errors = [m for messages in typed.errors.values() for m in messages]
        if typed.filled and not game.errors:
            game.entry, game.errors = _entry(typed.number, typed.values)
        if game.entry is not None:
            problems = check_klabberjass_game(game.entry, table_size=table_size)
            game.errors = [problem_text(p, MESSAGES) for p in problems]
            if problems:
                game.entry = None
        games.append(game)
    sheet = KlabberjassSheet(table_size, games, [])
    filled = [g for g in games if g.filled]
    if filled and filled[-1].number != len(filled):
        gap = next(g for g in games if not g.filled)
        gap.errors.append(str(_("Game %(n)s is empty while later games are filled in.")
                              % {"n": gap.number}))
    else:
        sheet.round_problems = [problem_text(p, MESSAGES) for p in check_klabberjass_round(
            sheet.entries, table_size=table_size)]
    _run(sheet)
    return sheet


def _run(sheet: KlabberjassSheet) -> None:
    """The running columns, for the games before the first mistake."""
    whole: list[ListGame] = []
    for game in sheet.games:
        if game.errors or game.entry is None:
            break
        whole.append(game)
    rows = klabberjass_list([g.entry for g in whole if g.entry], table_size=sheet.table_size)
    for game, row in zip(whole, rows, strict=True):
        game.row = row


def entries_data(entries: Sequence[KlabberjassEntry]) -> dict[str, Any]:
    """Games as the list's form data (a simulated round, for the demo)."""
    data: dict[str, Any] = {}
    for e in entries:
        data.update({
            f"g{e.number}-soloist": e.soloist, f"g{e.number}-original": "O" if e.original
            else "K", f"g{e.number}-trump": e.trump.value,
            f"g{e.number}-turned": e.turned.value if e.turned else "",
            f"g{e.number}-won": "W" if e.won else "L",
            f"g{e.number}-revoke_seat": e.revoke or "",
        })
    return data


def stored_list(games: Sequence[Any]) -> dict[str, Any]:
    """A stored list's games as form data (``scoring.models.Game`` rows)."""
    data: dict[str, Any] = {}
    for g in games:
        d = DETAIL.unpack(g.detail)
        data.update({
            f"g{g.number}-soloist": d["soloist"] or "",
            f"g{g.number}-original": "" if d["original"] is None else "O" if d["original"]
            else "K",
            f"g{g.number}-trump": d["trump"], f"g{g.number}-turned": d["turned"],
            f"g{g.number}-won": "" if d["won"] is None else "W" if d["won"] else "L",
            f"g{g.number}-revoke_seat": g.revoke_seat or "",
        })
    return data
