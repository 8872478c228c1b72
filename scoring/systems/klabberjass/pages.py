"""The Klabberjass list of one table in one round (seed 001): one row per game, the running
column per player and the game's value beside them, as on the paper list. Reached through
the sheets' own URLs (``scoring.systems.views``); saved through ``save``, previewed live
like the team sheets (htmx).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from typing import Any

from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.safestring import SafeString
from django.utils.translation import gettext as _

from clubs.fields import NumberField
from clubs.games import game_spec
from clubs.numbers import local_number
from scoring.models import ScoreSheet
from scoring.rules import klabberjass_dealer
from scoring.sheets.forms import OpenedForm
from scoring.sheets.messages import problem_text
from scoring.sheets.saved import saved_sheet, store
from scoring.sheets.seats import table_seats
from scoring.sheets.system import Entry, SheetSystem
from scoring.systems.klabberjass.messages import MESSAGES
from scoring.systems.klabberjass.save import save_list, save_list_totals, totals_problems
from scoring.systems.klabberjass.sheet import (
    KlabberjassSheet,
    ListGame,
    list_fields,
    read_list,
    stored_list,
)
from tournament.models import Round
from tournament.seating.named import SeatLine


@dataclass(frozen=True)
class ListTable:
    seats: list[SeatLine]  # in number order: table seat 1 first
    key: str

    @property
    def size(self) -> int:
        return len(self.seats)

    @property
    def choices(self) -> list[tuple[int, str]]:
        return [(i, f"{s.number} {s.name}") for i, s in enumerate(self.seats, start=1)]


def list_table(round_: Round, table: int) -> ListTable:
    seats = table_seats(round_, table, sizes=game_spec(round_.evening.season).table_sizes)
    return ListTable(seats.lines, seats.key)


@dataclass(frozen=True)
class ListLine:
    """One game on the page: its inputs, who deals (and sits out), the running columns."""

    game: ListGame
    inputs: dict[str, SafeString]
    dealer: SeatLine
    cells: tuple[str, ...]  # each seat's running total ("-": unchanged) and the value
    labels: tuple[str, ...]  # what each cell is, for the phone's card per game

    @property
    def labelled(self) -> list[tuple[str, str]]:
        return list(zip(self.labels, self.cells, strict=True))

    # The line under the game (``scoring.sheets.fragments.problems_row``), as on every sheet.
    @property
    def number(self) -> int:
        return self.game.number

    @property
    def errors(self) -> list[str]:
        return self.game.errors

    @property
    def hints(self) -> list[str]:
        return []


def _lines(sheet: KlabberjassSheet, table: ListTable) -> list[ListLine]:
    fields = list_fields(table.choices)
    labels = (*(f"{s.number} {s.name}" for s in table.seats), _("Game value"))
    lines = []
    for game in sheet.games:
        n = game.number
        attrs = {"aria-describedby": f"errors-{n}",
                 **({"aria-invalid": "true"} if game.errors else {})}
        inputs = {name: field.widget.render(f"g{n}-{name}", game.raw.get(name, ""), attrs={
            "id": f"id_g{n}-{name}", "aria-label": f"{field.label} {n}", **attrs})
            for name, field in fields.items()}
        cells = game.row.cells() if game.row else ("",) * (table.size + 1)
        lines.append(ListLine(game, inputs, table.seats[klabberjass_dealer(n, table.size) - 1],
                              cells, labels))
    return lines


def _totals(sheet: KlabberjassSheet, table: ListTable) -> list[tuple[str, str]]:
    """The line under the games: each player's total so far, signed as on the list; a
    question mark while a game has a mistake (the running columns stop there)."""
    wrong = any(game.errors for game in sheet.games)
    return [(f"{seat.number} {seat.name}", "?" if wrong else _signed(total))
            for seat, total in zip(table.seats, sheet.totals, strict=True)]


def _signed(total: int) -> str:
    return f"+{local_number(total)}" if total > 0 else local_number(total)


def _context(sheet: KlabberjassSheet, table: ListTable) -> dict[str, Any]:
    return {"lines": _lines(sheet, table), "sheet": sheet, "seats": table.seats,
            "problem": sheet.first_problem(), "totals": _totals(sheet, table),
            "width": 9 + table.size}  # game, deals, six inputs, a column per seat, value


def list_page(request: HttpRequest, round_: Round, table: int, entry: Entry,
              system: SheetSystem) -> HttpResponse:
    """The list game by game; ``entry``: where it saves to and who saves."""
    season = round_.evening.season
    seats = list_table(round_, table)
    stored = ScoreSheet.objects.filter(round=round_, table=table).first()
    opened = OpenedForm(request.POST or None, initial={
        "version": stored.version if stored else 0, "seating": seats.key})
    if request.method != "POST":
        data = stored_list(list(stored.games.all())) if stored else {}
        sheet = read_list(data, table_size=seats.size, seats=seats.choices)
    else:
        sheet = read_list(request.POST, table_size=seats.size, seats=seats.choices)
        if request.POST.get("preview"):
            return render(request, "scoring/systems/klabberjass/preview.html",
                          _context(sheet, seats))
        if not opened.is_valid() or sheet.has_problems:
            messages.error(request, _("Nothing is saved: correct the marked games."))
        else:
            filled = {game.number for game in sheet.entries}
            answer = store(
                request, entry, opened, partial(save_list, round_, table, sheet),
                lambda saved: saved_sheet(saved, round_, filled, seats.seats, system))
            if answer is not None:
                return answer
    title = system.words().sheet_title % {"number": round_.number, "table": table}
    return render(request, "scoring/systems/klabberjass/list.html", {
        "round": round_, "evening": round_.evening, "club": season.club, "table": table,
        "stored": stored, "opened": opened, "by_table": entry.by_table, "title": title,
        "done_url": entry.done_url, **_context(sheet, seats)})


class ListTotalsForm(OpenedForm):
    """Each player's round total, for clubs that keep only the totals."""

    def __init__(self, *args: Any, seats: list[SeatLine], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        for index, seat in enumerate(seats, start=1):
            self.fields[f"seat_{index}"] = NumberField(
                label=f"{seat.number} {seat.name}", min_value=-999, max_value=999)

    def totals(self) -> list[int]:
        return [self.cleaned_data[name] for name in self.fields if name.startswith("seat_")]


def totals_page(request: HttpRequest, round_: Round, table: int, entry: Entry,
                system: SheetSystem) -> HttpResponse:
    """Each player's round total instead of the games."""
    seats = list_table(round_, table)
    stored = ScoreSheet.objects.filter(round=round_, table=table).first()
    initial: dict[str, Any] = {"version": stored.version if stored else 0, "seating": seats.key}
    if stored and stored.seat_totals:
        initial.update({f"seat_{i}": t for i, t in enumerate(stored.seat_totals, start=1)})
    form = ListTotalsForm(request.POST or None, initial=initial, seats=seats.seats)
    others: list[str] = []  # the totals someone saved meanwhile, in words
    if request.method == "POST" and form.is_valid():
        problems = totals_problems(form.totals(), table_size=seats.size)
        for problem in problems:
            form.add_error(None, problem_text(problem, MESSAGES))
        if not problems:
            answer = store(
                request, entry, form, partial(save_list_totals, round_, table, form.totals()),
                lambda saved: saved_sheet(saved, round_, (), seats.seats, system),
                changed=lambda now: others.append(
                    saved_sheet(now, round_, (), seats.seats, system).totals))
            if answer is not None:
                return answer
    elif request.method == "POST":
        messages.error(request, _("Nothing is saved: correct the marked fields."))
    title = system.words().sheet_title % {"number": round_.number, "table": table}
    return render(request, "scoring/systems/klabberjass/totals.html", {
        "round": round_, "evening": round_.evening, "club": round_.evening.season.club,
        "table": table, "seats": seats.seats, "form": form, "done_url": entry.done_url,
        "by_table": entry.by_table, "title": title, "other": others[0] if others else ""})

