"""The sheet of klaverjas for three of one table in one round: one row per game (who played,
each player's points and roem, all ten tricks, a revoke) and each player's running total,
as on the paper sheet. Reached through the sheets' own URLs (``scoring.systems.views``);
saved through ``save``, previewed live like every sheet (htmx).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from django import forms
from django.http import HttpRequest, HttpResponse
from django.utils.safestring import SafeString
from django.utils.translation import gettext as _

from clubs.numbers import local_number
from scoring.models import Confirmation, ScoreSheet
from scoring.rules import three_player_dealer
from scoring.sheets import players
from scoring.sheets.messages import problem_text
from scoring.sheets.seats import TableSeats, table_seats
from scoring.sheets.system import Entry
from scoring.systems.three_player.messages import MESSAGES
from scoring.systems.three_player.save import history, save_sheet, totals_problems
from scoring.systems.three_player.sheet import (
    SheetGame,
    ThreePlayerSheet,
    read_sheet,
    sheet_fields,
    stored_data,
)
from scoring.systems.three_player.versions import version_lines
from tournament.models import Round
from tournament.seating.named import SeatLine

if TYPE_CHECKING:
    from scoring.systems.three_player import ThreePlayer


@dataclass(frozen=True)
class PlayerCell:
    """One player's part of a game's row: his inputs (none when he deals and sits out)."""

    seat: SeatLine
    points: SafeString | None
    roem: SafeString | None


@dataclass(frozen=True)
class SheetLine(players.GameLine):
    """One game on the page: its inputs, who deals, each player's total and game score."""

    game: SheetGame
    dealer: SeatLine
    declarer: SafeString
    players: list[PlayerCell]
    pit: SafeString
    revoke: SafeString
    cells: list[tuple[str, str, str, bool]]  # per seat: label, total, game score, sits out
    result: str  # nat, replayed, or ""


def _cells(game: SheetGame, seats: list[SeatLine]) -> list[tuple[str, str, str, bool]]:
    cells = []
    for index, seat in enumerate(seats, start=1):
        total = local_number(game.totals[index - 1]) if game.totals else ""
        score = (players.signed(game.scores[index - 1]) if game.scores and index != game.out
                 else "")
        cells.append((f"{seat.number} {seat.name}", total, score, index == game.out))
    return cells


def _result(game: SheetGame) -> str:
    outcome = game.outcome if game.scores else None
    if outcome is None:
        return ""
    if game.replayed:
        return _("replayed")
    return _("nat") if outcome.nat else ""


def _widget(fields: dict[str, forms.Field], name: str, game: SheetGame) -> SafeString:
    """A game's input as the grid shows it: named for screen readers ("Game 3, points 5
    Anna"), pointing at the line under its game, marked while that line names a mistake."""
    n = game.number
    attrs = {"id": f"id_g{n}-{name}", "aria-describedby": f"errors-{n}",
             "aria-label": _("Game %(number)s, %(field)s") % {"number": n,
                                                               "field": fields[name].label},
             **({"aria-invalid": "true"} if game.errors else {})}
    return SafeString(fields[name].widget.render(f"g{n}-{name}", game.raw.get(name, ""),
                                                 attrs=attrs))


def _lines(sheet: ThreePlayerSheet, seats: TableSeats) -> list[SheetLine]:
    fields = sheet_fields(seats.choices)
    lines = []
    for game in sheet.games:
        cells = [PlayerCell(seat, None, None) if index == game.out else
                 PlayerCell(seat, _widget(fields, f"points_{index}", game),
                            _widget(fields, f"roem_{index}", game))
                 for index, seat in enumerate(seats.lines, start=1)]
        dealer = seats.lines[three_player_dealer(game.number, len(seats.lines)) - 1]
        lines.append(SheetLine(game, dealer, _widget(fields, "declarer", game), cells,
                               _widget(fields, "pit", game), _widget(fields, "revoke", game),
                               _cells(game, seats.lines), _result(game)))
    return lines


def page_context(sheet: ThreePlayerSheet, seats: TableSeats) -> dict[str, Any]:
    size = len(seats.lines)
    return {"lines": _lines(sheet, seats), "sheet": sheet, "seats": seats.lines,
            "problem": sheet.first_problem(), "round_length": sheet.round_length,
            "width": 6 + 3 * size}  # game, deals, plays, points, roem, pit, revoked, totals


def games_page(round_: Round, table: int, system: ThreePlayer
               ) -> players.GamesPage[ThreePlayerSheet]:
    """The sheet game by game as the shared page and the check read and show it."""
    season = round_.evening.season
    seats = table_seats(round_, table, sizes=system.spec.table_sizes)
    round_length = system.round_length(season, table_size=seats.size)
    rules = system.scoring_rules(season)
    return players.GamesPage(
        seats=seats, stored=stored_data, save=save_sheet,
        read=lambda data: read_sheet(data, seats=seats.choices, round_length=round_length,
                                     rules=rules),
        context=lambda sheet: page_context(sheet, seats),
        template="scoring/systems/three_player/sheet.html",
        preview="scoring/systems/three_player/preview.html")


def sheet_page(request: HttpRequest, round_: Round, table: int, entry: Entry,
               system: ThreePlayer) -> HttpResponse:
    """The sheet game by game (``scoring.sheets.players.games_page``), with both versions of
    a disputed sheet for the organisers."""
    page = games_page(round_, table, system)
    return players.games_page(request, round_, table, entry, system, page,
                              more=lambda stored: _dispute(stored, page.seats, entry))


def _dispute(stored: ScoreSheet | None, seats: TableSeats, entry: Entry) -> dict[str, Any]:
    """For the organisers, a sheet another player of the table disputed: both versions."""
    if stored is None or entry.by_table or stored.confirmation != Confirmation.DISPUTED:
        return {}
    counter = stored.counter_version or {}
    return {"disputed": version_lines(history(stored, list(stored.games.all())), seats.lines),
            "counter": version_lines(counter, seats.lines),
            "counter_totals": counter.get("seat_totals", ())}


def totals_page(request: HttpRequest, round_: Round, table: int, entry: Entry,
                system: ThreePlayer) -> HttpResponse:
    """Each player's round total instead of the games (``scoring.sheets.players``)."""
    season = round_.evening.season

    def problems(totals: list[int], seats: list[SeatLine]) -> list[str]:
        found = totals_problems(
            totals, round_length=system.round_length(season, table_size=len(seats)),
            games_each=system.games_each(season), rules=system.scoring_rules(season),
            names=[f"{s.number} {s.name}" for s in seats])
        return [problem_text(problem, MESSAGES) for problem in found]

    return players.totals_page(
        request, round_, table, entry, system, sizes=system.spec.table_sizes,
        problems=problems, history=history, logged=players.logged_totals, most=99999,
        lead=_("Each player's total of the boom, as at the bottom of the paper sheet."))
