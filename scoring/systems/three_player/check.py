"""Another player of the table checks a sheet of klaverjas for three that the table entered,
when the club requires it (``RuleFields.table_confirmation``): the one who kept the sheet
hands his phone to a table-mate, or the table-mate scans the code on the slip at the foot of
the printed sheet. He confirms it, or says what is wrong and types the games as he has them;
the organisers then see both versions and decide (``scoring.sheets.confirm``, the same path
as the other pair's check at klaverjas).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _

from clubs.errors import UserError
from scoring.models import ScoreSheet, SheetStatus
from scoring.sheets import confirm
from scoring.sheets.pages import posted_version
from scoring.sheets.system import Entry
from scoring.systems.three_player.pages import games_page
from scoring.systems.three_player.save import game_rows, history
from scoring.systems.three_player.versions import version_lines
from tournament.models import Round

if TYPE_CHECKING:
    from scoring.systems.three_player import ThreePlayer


def seat_totals(sheet: ScoreSheet) -> dict[str, Any]:
    """What the club's log keeps of a checked sheet: each player's total."""
    return {"seat_totals": sheet.seat_totals}


def check_page(request: HttpRequest, round_: Round, table: int, entry: Entry,
               system: ThreePlayer) -> HttpResponse:
    """The entered sheet, read-only, with "it is right" and "it is not right" (the
    checker's own version, previewed while typing like the sheet); ``entry.done_url`` is
    where the checker lands after either."""
    stored = ScoreSheet.objects.filter(round=round_, table=table).first()
    if stored is None or stored.status != SheetStatus.COMPLETE:
        return render(request, "scoring/table_check_wait.html",
                      {"round": round_, "table": table, "check": system.words().check})
    page = games_page(round_, table, system)
    sheet = page.typed(request, stored)
    if request.method == "POST" and request.POST.get("preview"):
        return render(request, page.preview, page.context(sheet))
    links = entry.links or 0
    if request.method == "POST":
        try:
            if request.POST.get("action") == "confirm":
                confirm.confirm(round_, table, version=posted_version(request), links=links,
                                user=request.user, logged=seat_totals)
                return redirect(entry.done_url)
            if not sheet.has_problems and sheet.complete:
                counter = history(stored, game_rows(sheet, stored))
                counter["seat_totals"] = list(sheet.totals)
                confirm.record_dispute(
                    round_, table, version=posted_version(request),
                    reason=request.POST.get("reason", ""), links=links, user=request.user,
                    counter=counter, logged={"seat_totals": counter["seat_totals"]})
                return redirect(entry.done_url)
            messages.error(request, _("Your version has mistakes; correct the marked games."))
        except UserError as error:
            messages.error(request, error.message)
    entered = history(stored, list(stored.games.all()))
    return render(request, "scoring/systems/three_player/check.html", {
        "round": round_, "evening": round_.evening, "club": round_.evening.season.club,
        "table": table, "stored": stored, "entered": version_lines(entered, page.seats.lines),
        "entered_totals": stored.seat_totals, "reason": request.POST.get("reason", ""),
        "disputing": request.method == "POST", **page.context(sheet)})
