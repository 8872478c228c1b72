"""The Klabberjass list of one table in one round (seed 001): one row per game, the running
column per player and the game's value beside them, as on the paper list. Reached through
the sheets' own URLs (``scoring.systems.views``); saved through ``save``, previewed live
like the team sheets (htmx).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any

from django import forms
from django.http import HttpRequest, HttpResponse
from django.utils.safestring import SafeString
from django.utils.translation import gettext as _

from clubs.games import game_spec
from scoring.rules import klabberjass_dealer
from scoring.sheets import players
from scoring.sheets.messages import problem_text
from scoring.sheets.seats import TableSeats, table_seats
from scoring.sheets.system import Entry, SheetSystem
from scoring.systems.klabberjass.messages import MESSAGES
from scoring.systems.klabberjass.save import history, save_list, totals_problems
from scoring.systems.klabberjass.sheet import (
    KlabberjassSheet,
    ListGame,
    list_fields,
    read_list,
    stored_list,
)
from tournament.models import Round
from tournament.seating.named import SeatLine


def list_table(round_: Round, table: int) -> TableSeats:
    return table_seats(round_, table, sizes=game_spec(round_.evening.season).table_sizes)


@dataclass(frozen=True)
class ListLine(players.GameLine):
    """One game on the page: its inputs, who deals (and sits out), the running columns."""

    game: ListGame
    fields: dict[str, forms.Field]
    dealer: SeatLine
    cells: tuple[str, ...]  # each seat's running total ("-": unchanged) and the value
    labels: tuple[str, ...]  # what each cell is, for the phone's card per game

    @property
    def labelled(self) -> list[tuple[str, str]]:
        return list(zip(self.labels, self.cells, strict=True))

    @cached_property
    def inputs(self) -> dict[str, SafeString]:
        """The game's inputs as typed, rendered only for the page (the live preview sends
        the running columns and the mistakes alone: most of a list's time was its inputs)."""
        n = self.game.number
        attrs = {"aria-describedby": f"errors-{n}",
                 **({"aria-invalid": "true"} if self.game.errors else {})}
        return {name: field.widget.render(f"g{n}-{name}", self.game.raw.get(name, ""), attrs={
            "id": f"id_g{n}-{name}", "aria-label": f"{field.label} {n}", **attrs})
            for name, field in self.fields.items()}


def _lines(sheet: KlabberjassSheet, table: TableSeats) -> list[ListLine]:
    fields = list_fields(table.choices)
    labels = (*(f"{s.number} {s.name}" for s in table.lines), _("Game value"))
    lines = []
    for game in sheet.games:
        cells = game.row.cells() if game.row else ("",) * (table.size + 1)
        dealer = table.lines[klabberjass_dealer(game.number, table.size) - 1]
        lines.append(ListLine(game, fields, dealer, cells, labels))
    return lines


def _totals(sheet: KlabberjassSheet, table: TableSeats) -> list[tuple[str, str]]:
    """The line under the games: each player's total so far, signed as on the list; a
    question mark while a game has a mistake (the running columns stop there)."""
    wrong = any(game.errors for game in sheet.games)
    return [(f"{seat.number} {seat.name}", "?" if wrong else players.signed(total))
            for seat, total in zip(table.lines, sheet.totals, strict=True)]


def _context(sheet: KlabberjassSheet, table: TableSeats) -> dict[str, Any]:
    return {"lines": _lines(sheet, table), "sheet": sheet, "seats": table.lines,
            "problem": sheet.first_problem(), "totals": _totals(sheet, table),
            "width": 9 + table.size}  # game, deals, six inputs, a column per seat, value


def list_page(request: HttpRequest, round_: Round, table: int, entry: Entry,
              system: SheetSystem) -> HttpResponse:
    """The list game by game (``scoring.sheets.players.games_page``)."""
    seats = list_table(round_, table)
    return players.games_page(request, round_, table, entry, system, players.GamesPage(
        seats=seats, stored=stored_list, save=save_list,
        read=lambda data: read_list(data, table_size=seats.size, seats=seats.choices),
        context=lambda sheet: _context(sheet, seats),
        template="scoring/systems/klabberjass/list.html",
        preview="scoring/systems/klabberjass/preview.html"))


def totals_page(request: HttpRequest, round_: Round, table: int, entry: Entry,
                system: SheetSystem) -> HttpResponse:
    """Each player's round total instead of the games (``scoring.sheets.players``); as the
    list, nobody else checks it."""

    def problems(totals: list[int], seats: list[SeatLine]) -> list[str]:
        return [problem_text(problem, MESSAGES)
                for problem in totals_problems(totals, table_size=len(seats))]

    return players.totals_page(
        request, round_, table, entry, system, sizes=game_spec(round_.evening.season).table_sizes,
        problems=problems, history=history, logged=players.logged_totals, checked=False,
        lead=_("Each player's total of the round, as at the bottom of the paper list."))
