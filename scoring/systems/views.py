"""The sheet pages: a table's sheet of one boom for the organisers and (by QR code) for the
table, and the other pair's check. Each finds the season's game (``system_of``) and lets it
answer: its sheet game by game, only the totals, or the check (``interface.System``).
"""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.views.decorators.http import require_POST, require_safe

from clubs.errors import UserError
from scoring.models import Confirmation, ScoreSheet, SheetSource, SheetStatus
from scoring.sheets import confirm
from scoring.sheets.entry_mode import sheet_takes_totals
from scoring.sheets.saved import stored_sheet
from scoring.sheets.system import Entry
from scoring.sheets.tokens import check_token, read_check_token, read_token
from scoring.systems import system_of
from tournament.access import evening_for_organiser
from tournament.models import Round


def _page(request: HttpRequest, round_: Round, table: int, entry: Entry) -> HttpResponse:
    system = system_of(round_.evening.season)
    if sheet_takes_totals(request, round_, table):
        return system.totals_page(request, round_, table, entry)
    return system.sheet_page(request, round_, table, entry)


@login_required
def sheet(request: HttpRequest, slug: str, pk: int, number: int, table: int) -> HttpResponse:
    evening = evening_for_organiser(request, slug, pk)
    round_ = get_object_or_404(Round, evening=evening, number=number)
    round_.evening = evening
    return _page(request, round_, table, Entry(reverse("scoring:dashboard", args=[slug, pk])))


def table_sheet(request: HttpRequest, token: str) -> HttpResponse:
    """The sheet for the players at the table, reached by the QR code on the paper sheet."""
    round_, table, links = read_token(token)
    entry = Entry(reverse("scoring:table_sheet_done", args=[token]), by_table=True, links=links)
    return _page(request, round_, table, entry)


@require_safe
def table_sheet_done(request: HttpRequest, token: str) -> HttpResponse:
    """After the scorekeeper's pair saved: where the other pair's check comes in."""
    round_, table, _links = read_token(token)
    sheet = ScoreSheet.objects.filter(round=round_, table=table).first()
    # A table's sheet that needs no check (a game without pairs) is not waiting for one.
    waiting = (sheet is not None and sheet.source == SheetSource.TABLE
               and sheet.status == SheetStatus.COMPLETE
               and sheet.confirmation not in (Confirmation.CONFIRMED, Confirmation.NOT_NEEDED))
    system = system_of(round_.evening.season)
    return render(request, "scoring/table_done.html", {
        "round": round_, "table": table, "sheet": sheet, "waiting": waiting, "token": token,
        "check": system.words().check,
        "saved": (stored_sheet(sheet, round_, system, system.spec.table_sizes)
                  if sheet else None)})


@require_POST
def table_check_number(request: HttpRequest, token: str) -> HttpResponse:
    """The other pair types the six digits from their slip on the scorekeeper's phone."""
    round_, table, links = read_token(token)
    try:
        right = confirm.check_number(round_, table, request.POST.get("number", ""),
                                     links=links)
    except UserError as error:
        messages.error(request, error.message)
    else:
        if right:
            return redirect("scoring:table_check", check_token(round_, table))
        messages.error(request, system_of(round_.evening.season).words().check.wrong_number)
    return redirect("scoring:table_sheet_done", token)


def table_check(request: HttpRequest, token: str) -> HttpResponse:
    """The entered sheet, read-only, with "it is right" and "it is not right"."""
    round_, table, links = read_check_token(token)
    entry = Entry(reverse("scoring:table_check_done", args=[token]), by_table=True, links=links)
    return system_of(round_.evening.season).check_page(request, round_, table, entry)


@require_safe
def table_check_done(request: HttpRequest, token: str) -> HttpResponse:
    round_, table, _links = read_check_token(token)
    sheet = ScoreSheet.objects.filter(round=round_, table=table).first()
    return render(request, "scoring/table_check_done.html",
                  {"round": round_, "table": table, "sheet": sheet})
