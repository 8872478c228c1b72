"""What a saved sheet says to whoever saved it, in its game's words: its totals, and while
it is incomplete which games are missing. The organisers read it in the message after saving
(``saved_message``), a table on its own page after sending (``table_done.html``); both read
it from the stored sheet, so the page says the same after a reload.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass

from django.contrib import messages
from django.forms import BaseForm
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.utils.text import get_text_list
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from clubs.errors import UserError
from clubs.games import GameWords, game_spec
from clubs.numbers import local_number
from clubs.versions import rebind
from scoring.models import ScoreSheet, SheetStatus
from scoring.rules import GameProblem
from scoring.sheets.save import StaleSheet
from scoring.sheets.seats import table_seats
from scoring.sheets.system import Entry, SheetSystem
from tournament.models import Round
from tournament.seating.named import SeatLine


@dataclass(frozen=True)
class SavedSheet:
    words: GameWords  # how the game names its rounds
    round_number: int
    table: int
    complete: bool
    totals: str  # the totals in words: per pair, per team in big points, or per player
    missing: str  # what keeps an incomplete sheet from counting, in words; "" if complete


def game_numbers(numbers: Sequence[int]) -> str:
    """Game numbers for a sentence: a run of three or more as "5 to 12", the rest listed:
    "3, 5 to 12 and 14"."""
    runs: list[list[int]] = []
    for n in sorted(numbers):
        if runs and n == runs[-1][-1] + 1:
            runs[-1].append(n)
        else:
            runs.append([n])
    parts: list[str] = []
    for run in runs:
        if len(run) >= 3:
            parts.append(_("%(first)s to %(last)s") % {"first": run[0], "last": run[-1]})
        else:
            parts.extend(str(n) for n in run)
    return str(get_text_list(parts, _("and")))


def missing_games(filled: Collection[int], *, games: int) -> str:
    """``games`` games were to be filled in, ``filled`` are."""
    missing = [n for n in range(1, games + 1) if n not in filled]
    if not missing:
        return ""
    return ngettext("Game %(games)s is not filled in yet.",
                    "Games %(games)s are not filled in yet.", len(missing)) % {
        "games": game_numbers(missing)}


def saved_sheet(sheet: ScoreSheet, round_: Round, filled: Collection[int],
                seats: Sequence[SeatLine], system: SheetSystem) -> SavedSheet:
    """``filled``: the numbers of the games stored; ``seats``: the table's, in number order.

    A round to a target misses the games before the last one filled in, or else the games
    that reach the target."""
    season = round_.evening.season
    complete = sheet.status == SheetStatus.COMPLETE
    totals = system.totals_text(sheet, seats)
    round_length = system.round_length(season, table_size=len(seats))
    last = round_length.games if round_length.target is None else max(filled, default=0)
    missing = missing_games(filled, games=last)
    if not missing and round_length.target is not None:
        target = system.words().target % {"target": local_number(round_length.target)}
        missing = system.problem_text(GameProblem("target_not_reached", {
            "total_a": local_number(sheet.total_a),
            "total_b": local_number(sheet.total_b), "target": target}))
    return SavedSheet(game_spec(season).words, round_.number, sheet.table, complete, totals,
                      "" if complete else missing)


def stored_sheet(sheet: ScoreSheet, round_: Round, system: SheetSystem,
                 sizes: Sequence[int]) -> SavedSheet:
    """What a stored sheet says, read again: its games' numbers and the table's players
    (``sizes``: the table sizes the game has)."""
    seats = table_seats(round_, sheet.table, sizes=sizes).lines
    return saved_sheet(sheet, round_, set(sheet.games.values_list("number", flat=True)),
                       seats, system)


def saved_message(request: HttpRequest, saved: SavedSheet, *, by_table: bool) -> None:
    """The message after saving. A table's phone goes to its own page, which says it all
    (``table_done.html``): no message there."""
    if by_table:
        return
    values = {"table": saved.table, "number": saved.round_number, "totals": saved.totals,
              "missing": saved.missing}
    if saved.complete:
        messages.success(request, saved.words.sentence(
            _("Table %(table)s of %(round)s %(number)s is saved: %(totals)s."), **values))
    else:
        messages.warning(request, saved.words.sentence(_(
            "Table %(table)s of %(round)s %(number)s is saved as incomplete. %(missing)s So "
            "far: %(totals)s. Open the sheet again to fill in the rest."), **values))


def store(request: HttpRequest, entry: Entry, form: BaseForm, save: Callable[..., ScoreSheet],
          said: Callable[[ScoreSheet], SavedSheet],
          changed: Callable[[ScoreSheet], None] = lambda stored: None) -> HttpResponse | None:
    """Stores a sheet that has no mistakes: ``save`` gets the version and seating the form
    was opened against, and who saves (``entry``). Stored: on to ``entry.done_url`` with what
    is stored in words (``said``). Refused: the message and None, so the page shows the form
    again; for a sheet someone changed meanwhile (``changed`` is shown it) the form is now
    opened against that version, so saving again after comparing overwrites it."""
    try:
        saved = save(version=form.cleaned_data["version"], seating=form.cleaned_data["seating"],
                     user=request.user, by_table=entry.by_table, links=entry.links,
                     attempt=entry.attempt)
    except StaleSheet as error:
        messages.error(request, error.message)
        rebind(form, "version", error.sheet.version)
        changed(error.sheet)
        return None
    except UserError as error:
        messages.error(request, error.message)
        return None
    saved_message(request, said(saved), by_table=entry.by_table)
    return redirect(entry.done_url)
