"""What every game of single players shares (each for himself at a table of three or four):
a total per seat instead of per side; the page game by game and its save, the game giving
its rows, reading, lines and templates (``GamesPage``, ``games_page``, ``save_games``); and
the page, form and save for only the totals.

A sheet of such a game stores ``ScoreSheet.seat_totals`` (table seat 1, the lowest number,
first); the results read them through ``table_totals`` and ``round_score`` as the team
games' pair totals, so ranks, prizes, standings, PDF and Excel stay the shared ones. A game
of single players takes these members from ``SinglePlayers`` (``scoring.systems.interface``
documents them).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any, Generic, Protocol, TypeVar

from django.contrib import messages
from django.db import transaction
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from clubs.actors import Actor
from clubs.errors import UserError
from clubs.fields import NumberField
from clubs.numbers import local_number
from scoring.models import Game, ScoreSheet, SheetStatus
from scoring.sheets import save
from scoring.sheets.forms import OpenedForm
from scoring.sheets.saved import saved_sheet, store
from scoring.sheets.seats import TableSeats, table_seats
from scoring.sheets.system import Entry, SheetSystem, TablePoints
from tournament.models import Round
from tournament.seating.named import SeatLine

# A stored sheet as its history keeps it (``save.sheet_values`` and the game's own values),
# and what the club's log keeps of that.
History = Callable[[ScoreSheet, list[Game]], dict[str, Any]]
Logged = Callable[[Mapping[str, Any]], dict[str, Any]]


class SinglePlayers:
    """A player's round score is his own total; there are no card points to break ties."""

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

    def round_score(self, seat: int, totals: Sequence[int]) -> int:
        """A player's round score is his own total (``table_totals``: by seat number)."""
        return totals[seat - 1]

    def card_points(self, evening_ids: Sequence[int]) -> TablePoints:
        return {}

    def partner(self, seat: int, seats: Sequence[int]) -> int | None:
        return None  # each plays for himself


def signed(score: int) -> str:
    """A player's score as the sheets of single players write it: +12, -4, 0."""
    return f"+{local_number(score)}" if score > 0 else local_number(score)


class TypedGame(Protocol):
    number: int
    errors: list[str]


class GameLine:
    """A game's line on a sheet of single players, as the line under it reads it
    (``scoring.sheets.fragments.problems_row``): its number, its mistakes, no hints."""

    game: TypedGame

    @property
    def number(self) -> int:
        return self.game.number

    @property
    def errors(self) -> list[str]:
        return self.game.errors

    @property
    def hints(self) -> list[str]:
        return []


class PlayerTotalsForm(OpenedForm):
    """Each player's round total, for clubs that keep only the totals (``seat_1``, ...: the
    names ``scoring.sheets.entry_mode`` knows a totals form by)."""

    def __init__(self, *args: Any, seats: Sequence[SeatLine], most: int = 999,
                 **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        for index, seat in enumerate(seats, start=1):
            self.fields[f"seat_{index}"] = NumberField(
                label=f"{seat.number} {seat.name}", min_value=-most, max_value=most)

    def totals(self) -> list[int]:
        return [self.cleaned_data[name] for name in self.fields if name.startswith("seat_")]


class TypedSheet(Protocol):
    """A game's sheet as typed (its own parser's answer): the whole games, whether any has a
    mistake, whether the round is complete, each player's total (table seat 1 first)."""

    @property
    def entries(self) -> Sequence[Any]: ...
    @property
    def has_problems(self) -> bool: ...
    @property
    def complete(self) -> bool: ...
    @property
    def totals(self) -> tuple[int, ...]: ...


S = TypeVar("S", bound=TypedSheet)


def seat_history(sheet: ScoreSheet, games: list[Game], own: Mapping[str, Any],
                 game_values: Callable[[Game], Mapping[str, Any]]) -> dict[str, Any]:
    """The snapshot a sheet's history keeps (``History``): the shared one with the game's
    ``own`` keys (``save.sheet_values``), each player's total and each game's own values
    (``game_values``)."""
    values = save.sheet_values(sheet, games, own)
    values["seat_totals"] = sheet.seat_totals
    by_number = {g.number: g for g in games}
    for game in values["games"]:
        game.update(game_values(by_number[game["number"]]))
    return values


def logged_totals(values: Mapping[str, Any]) -> dict[str, Any]:
    """A saved sheet of single players in the club's log: its status and each player's
    total."""
    return {"status": values["status"], "seat_totals": values["seat_totals"]}


def _replace(
    round_: Round, table: int, *, version: int, user: Actor, history: History, logged: Logged,
    own: Mapping[str, Any], checked: bool, seating: str | None, by_table: bool,
    links: int | None, attempt: str, status: str, totals: list[int],
    rows: Callable[[ScoreSheet], list[Game]] | None,
) -> ScoreSheet:
    """The sheet's games replaced with ``rows`` (None: only the totals), through the
    sheets' one save path: the evening's lock, the sheet's version, its history and the
    activity log (see ``save.open_round`` for refusals)."""
    round_ = save.open_round(round_, table, seating=seating, by_table=by_table, links=links)
    sheet, old_games = save.current_sheet(round_, table, version, attempt)
    old = history(sheet, old_games) if sheet else None
    sheet = save.touch_sheet(sheet, round_, table, user, by_table, status, checked=checked,
                             totals_only=rows is None, total_a=0, total_b=0,
                             seat_totals=totals)
    if old_games:
        sheet.games.all().delete()
    games = Game.objects.bulk_create(rows(sheet)) if rows is not None else []
    save.record_change(sheet, round_, old, history(sheet, games), user, by_table, logged=logged,
                       own=own, attempt=attempt)
    return sheet


@transaction.atomic
def save_games(
    round_: Round, table: int, typed: S, *, rows: Callable[[S, ScoreSheet], list[Game]],
    history: History, own: Mapping[str, Any], checked: bool = True, version: int, user: Actor,
    seating: str | None = None, by_table: bool = False, links: int | None = None,
    attempt: str = "",
) -> ScoreSheet:
    """Replace the sheet's games with the ``typed`` ones, stored as ``rows`` makes them;
    all or nothing. Another player of the table checks what a table saved, when the club
    requires it and the game has such a check (``checked``); ``own``: the game's own keys of
    a game in its history and log (``save.record_change``)."""
    if not typed.entries:
        raise UserError("sheet_empty",
                        gettext_lazy("Fill in at least one game; nothing is saved."))
    if typed.has_problems:
        raise UserError("sheet_has_problems",
                        gettext_lazy("The sheet has mistakes; nothing is saved."))
    return _replace(
        round_, table, version=version, user=user, history=history, logged=logged_totals,
        own=own, checked=checked, seating=seating, by_table=by_table, links=links, attempt=attempt,
        status=SheetStatus.COMPLETE if typed.complete else SheetStatus.DRAFT,
        totals=list(typed.totals), rows=lambda sheet: rows(typed, sheet))


@transaction.atomic
def save_seat_totals(
    round_: Round, table: int, totals: list[int], *, version: int, user: Actor,
    history: History, logged: Logged, own: Mapping[str, Any], checked: bool = True,
    seating: str | None = None, by_table: bool = False, links: int | None = None,
    attempt: str = "",
) -> ScoreSheet:
    """Each player's round total instead of the games; the caller has checked the totals.
    Another player of the table checks them like a sheet of games, when the club requires
    it and the game has such a check (``checked``)."""
    return _replace(
        round_, table, version=version, user=user, history=history, logged=logged, own=own,
        checked=checked, seating=seating, by_table=by_table, links=links, attempt=attempt,
        status=SheetStatus.COMPLETE, totals=totals, rows=None)


@dataclass(frozen=True)
class GamesPage(Generic[S]):
    """A game of single players' sheet game by game, as the shared page (``games_page``)
    and its check need it: the game's own rows, words and templates."""

    seats: TableSeats
    read: Callable[[Mapping[str, Any]], S]  # posted or stored values: the typed sheet
    stored: Callable[[list[Game]], dict[str, Any]]  # the stored games as posted values
    context: Callable[[S], dict[str, Any]]  # the lines, totals and problem: page and preview
    save: Callable[..., ScoreSheet]  # (round_, table, typed, version=, user=, ...)
    template: str
    preview: str  # the live preview's parts (htmx)

    def typed(self, request: HttpRequest, stored: ScoreSheet | None) -> S:
        """The sheet as posted, or as stored when the page opens."""
        if request.method == "POST":
            return self.read(request.POST)
        return self.read(self.stored(list(stored.games.all())) if stored else {})


def games_page(request: HttpRequest, round_: Round, table: int, entry: Entry,
               system: SheetSystem, page: GamesPage[S],
               more: Callable[[ScoreSheet | None], dict[str, Any]] = lambda stored: {}
               ) -> HttpResponse:
    """The sheet game by game; ``entry``: where it saves to and who saves; ``more``: what
    else the game's page shows of the stored sheet."""
    seats = page.seats
    stored = ScoreSheet.objects.filter(round=round_, table=table).first()
    opened = OpenedForm(request.POST or None, initial={
        "version": stored.version if stored else 0, "seating": seats.key})
    sheet = page.typed(request, stored)
    if request.method == "POST":
        if request.POST.get("preview"):
            return render(request, page.preview, page.context(sheet))
        if not opened.is_valid() or sheet.has_problems:
            messages.error(request, _("Nothing is saved: correct the marked games."))
        else:
            filled = {game.number for game in sheet.entries}
            answer = store(
                request, entry, opened, partial(page.save, round_, table, sheet),
                lambda saved: saved_sheet(saved, round_, filled, seats.lines, system))
            if answer is not None:
                return answer
    title = system.words().sheet_title % {"number": round_.number, "table": table}
    return render(request, page.template, {
        "round": round_, "evening": round_.evening, "club": round_.evening.season.club,
        "table": table, "stored": stored, "form": opened, "by_table": entry.by_table,
        "title": title, "done_url": entry.done_url, **more(stored), **page.context(sheet)})


def totals_page(request: HttpRequest, round_: Round, table: int, entry: Entry,
                system: SheetSystem, *, sizes: Sequence[int],
                problems: Callable[[list[int], list[SeatLine]], list[str]],
                history: History, logged: Logged, lead: str, most: int = 999,
                checked: bool = True) -> HttpResponse:
    """Each player's round total instead of the games: ``problems`` says in words why totals
    cannot be (the players in number order), ``lead`` what the page asks for, ``checked``
    whether another player of the table checks what the table saved (``save_seat_totals``)."""
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
                                               logged=logged, own=system.history_keys,
                                               checked=checked, **who),
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
