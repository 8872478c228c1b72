"""What every game of single players shares (each for himself at a table of three or four):
a total per seat instead of per side, and the page, form and save for only the totals.

A sheet of such a game stores ``ScoreSheet.seat_totals`` (table seat 1, the lowest number,
first); the results read them through ``table_totals`` and ``boom_score`` as the team
games' pair totals, so ranks, prizes, standings, PDF and Excel stay the shared ones. A game
of single players takes these members from ``SinglePlayers`` (``scoring.systems.interface``
documents them).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from django.contrib import messages
from django.db import transaction
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.translation import gettext as _

from clubs.actors import Actor
from clubs.fields import NumberField
from clubs.numbers import local_number
from scoring.models import Game, ScoreSheet, SheetStatus
from scoring.sheets import save
from scoring.sheets.forms import OpenedForm
from scoring.sheets.saved import saved_sheet, store
from scoring.sheets.seats import table_seats
from scoring.sheets.system import Entry, SheetSystem, TablePoints
from tournament.models import Round
from tournament.seating.named import SeatLine

# A stored sheet as its history keeps it (``save.sheet_values`` and the game's own values),
# and what the club's log keeps of that.
History = Callable[[ScoreSheet, list[Game]], dict[str, Any]]
Logged = Callable[[Mapping[str, Any]], dict[str, Any]]


class SinglePlayers:
    """A player's boom score is his own total; there are no card points to break ties."""

    def short_totals(self, total_a: int, total_b: int, seat_totals: Sequence[int] | None
                     ) -> str:
        return " \u00b7 ".join(local_number(total) for total in seat_totals or ())

    def table_totals(self, total_a: int, total_b: int, seat_totals: Sequence[int] | None,
                     seats: Sequence[int]) -> tuple[int, ...]:
        """The totals per seat (table seat 1 first) as a tuple by seat number - 1; the seats
        of other tables 0."""
        totals = [0] * max(seats, default=0)
        for number, total in zip(sorted(seats), seat_totals or (), strict=False):
            totals[number - 1] = total
        return tuple(totals)

    def boom_score(self, seat: int, totals: Sequence[int]) -> int:
        """A player's boom score is his own total (``table_totals``: by seat number)."""
        return totals[seat - 1]

    def card_points(self, evening_ids: Sequence[int]) -> TablePoints:
        return {}


class PlayerTotalsForm(OpenedForm):
    """Each player's boom total, for clubs that keep only the totals (``seat_1``, ...: the
    names ``scoring.sheets.entry_mode`` knows a totals form by)."""

    def __init__(self, *args: Any, seats: Sequence[SeatLine], most: int = 999,
                 **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        for index, seat in enumerate(seats, start=1):
            self.fields[f"seat_{index}"] = NumberField(
                label=f"{seat.number} {seat.name}", min_value=-most, max_value=most)

    def totals(self) -> list[int]:
        return [self.cleaned_data[name] for name in self.fields if name.startswith("seat_")]


@transaction.atomic
def save_seat_totals(
    round_: Round, table: int, totals: list[int], *, version: int, user: Actor,
    history: History, logged: Logged, seating: str | None = None, by_table: bool = False,
    links: int | None = None, attempt: str = "",
) -> ScoreSheet:
    """Each player's boom total instead of the games, through the sheets' one save path (the
    evening's lock, the sheet's version, its history, the activity log); the caller has
    checked the totals. Another player of the table checks them like a sheet of games, when
    the club requires it."""
    round_ = save.open_round(round_, table, seating=seating, by_table=by_table, links=links)
    sheet, old_games = save.current_sheet(round_, table, version, attempt)
    old = history(sheet, old_games) if sheet else None
    sheet = save.touch_sheet(sheet, round_, table, user, by_table, SheetStatus.COMPLETE,
                             totals_only=True, total_a=0, total_b=0, seat_totals=totals)
    if old_games:
        sheet.games.all().delete()
    save.record_change(sheet, round_, old, history(sheet, []), user, by_table, logged=logged,
                       attempt=attempt)
    return sheet


def totals_page(request: HttpRequest, round_: Round, table: int, entry: Entry,
                system: SheetSystem, *, sizes: Sequence[int],
                problems: Callable[[list[int], list[SeatLine]], list[str]],
                history: History, logged: Logged, lead: str, most: int = 999) -> HttpResponse:
    """Each player's boom total instead of the games: ``problems`` says in words why totals
    cannot be (the players in number order), ``lead`` what the page asks for."""
    seats = table_seats(round_, table, sizes=sizes)
    stored = ScoreSheet.objects.filter(round=round_, table=table).first()
    initial: dict[str, Any] = {"version": stored.version if stored else 0, "seating": seats.key}
    if stored and stored.seat_totals:
        initial.update({f"seat_{i}": t for i, t in enumerate(stored.seat_totals, start=1)})
    form = PlayerTotalsForm(request.POST or None, initial=initial, seats=seats.lines,
                            most=most)
    others: list[str] = []  # the totals someone saved meanwhile, in words
    if request.method == "POST" and form.is_valid():
        found = problems(form.totals(), seats.lines)
        for problem in found:
            form.add_error(None, problem)
        if not found:
            answer = store(
                request, entry, form,
                lambda **who: save_seat_totals(round_, table, form.totals(), history=history,
                                               logged=logged, **who),
                lambda saved: saved_sheet(saved, round_, (), seats.lines, system),
                changed=lambda now: others.append(
                    saved_sheet(now, round_, (), seats.lines, system).totals))
            if answer is not None:
                return answer
    elif request.method == "POST":
        messages.error(request, _("Nothing is saved: correct the marked fields."))
    title = system.words().sheet_title % {"number": round_.number, "table": table}
    return render(request, "scoring/player_totals.html", {
        "round": round_, "evening": round_.evening, "club": round_.evening.season.club,
        "table": table, "seats": seats.lines, "form": form, "done_url": entry.done_url,
        "by_table": entry.by_table, "title": title, "lead": lead,
        "other": others[0] if others else ""})
