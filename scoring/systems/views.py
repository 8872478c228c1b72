"""The sheet pages: a table's sheet of one round for the organisers and (by QR code) for the
table, and the other pair's check. Each finds the season's game (``system_of``) and lets it
answer: its sheet game by game, only the totals, or the check (``interface.System``).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.views.decorators.http import require_POST, require_safe

from clubs.errors import UserError
from scoring.models import Confirmation, ScoreSheet, SheetSource, SheetStatus
from scoring.sheets import confirm
from scoring.sheets.draft import save_attempt, stored_answer
from scoring.sheets.entry_mode import sheet_takes_totals
from scoring.sheets.save import AlreadySaved
from scoring.sheets.saved import stored_sheet
from scoring.sheets.system import Entry
from scoring.sheets.tokens import SheetClosed, check_token, read_check_token, read_token
from scoring.systems import system_of
from tournament.access import evening_for_organiser
from tournament.models import EveningStatus, Round
from tournament.seating.finder import finder_url

TableView = Callable[[HttpRequest, str], HttpResponse]


def closed_to_tables(view: TableView) -> TableView:
    """A table's link to a round the organisers approved (or an evening they closed) opens a
    page that says so and whom to ask, instead of a bare "not found"."""

    @wraps(view)
    def page(request: HttpRequest, token: str) -> HttpResponse:
        try:
            return view(request, token)
        except SheetClosed as closed:
            return sheet_closed(request, closed.round, closed.table)

    return page


def sheet_closed(request: HttpRequest, round_: Round, table: int) -> HttpResponse:
    evening = round_.evening
    return render(request, "scoring/table_closed.html", {
        "round": round_, "table": table, "evening": evening, "club": evening.season.club,
        "closed": evening.status == EveningStatus.CLOSED,
        "sent": request.method == "POST" and not request.POST.get("preview"),
        "seats_url": finder_url(evening)})


def _page(request: HttpRequest, round_: Round, table: int, done_url: str, *,
          by_table: bool = False, links: int | None = None) -> HttpResponse:
    """The sheet, game by game or only its totals. A save sent again (the same ``attempt``
    key: its first answer never reached the phone) answers as the first one did."""
    system = system_of(round_.evening.season)
    entry = Entry(done_url, by_table=by_table, links=links,
                  attempt=save_attempt(request))
    try:
        if sheet_takes_totals(request, round_, table):
            response = system.totals_page(request, round_, table, entry)
        else:
            response = system.sheet_page(request, round_, table, entry)
    except AlreadySaved:
        response = redirect(done_url)
    return stored_answer(request, response, done_url)


@login_required
def sheet(request: HttpRequest, slug: str, pk: int, number: int, table: int) -> HttpResponse:
    evening = evening_for_organiser(request, slug, pk)
    round_ = get_object_or_404(Round, evening=evening, number=number)
    round_.evening = evening
    return _page(request, round_, table, reverse("scoring:dashboard", args=[slug, pk]))


@closed_to_tables
def table_sheet(request: HttpRequest, token: str) -> HttpResponse:
    """The sheet for the players at the table, reached by the QR code on the paper sheet."""
    round_, table, links = read_token(token)
    return _page(request, round_, table, reverse("scoring:table_sheet_done", args=[token]),
                 by_table=True, links=links)


@require_safe
@closed_to_tables
def table_sheet_done(request: HttpRequest, token: str) -> HttpResponse:
    """After the scorekeeper's pair saved: where the other pair's check comes in."""
    round_, table, _links = read_token(token)
    sheet = ScoreSheet.objects.filter(round=round_, table=table).first()
    # A table's sheet that needs no check (a game without pairs, or the club's check is
    # switched off) shows no check; the page
    # follows the other pair's check by itself (static/js/refresh.js).
    checked = (sheet is not None and sheet.source == SheetSource.TABLE
               and sheet.status == SheetStatus.COMPLETE
               and sheet.confirmation != Confirmation.NOT_NEEDED
               and round_.evening.season.table_confirmation)
    system = system_of(round_.evening.season)
    return render(request, "scoring/table_done.html", {
        "round": round_, "table": table, "sheet": sheet, "checked": checked, "token": token,
        "check": system.words().check,
        "saved": (stored_sheet(sheet, round_, system, system.spec.table_sizes)
                  if sheet else None)})


@require_POST
@closed_to_tables
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


@closed_to_tables
def table_check(request: HttpRequest, token: str) -> HttpResponse:
    """The entered sheet, read-only, with "it is right" and "it is not right"."""
    round_, table, links = read_check_token(token)
    entry = Entry(reverse("scoring:table_check_done", args=[token]), by_table=True, links=links)
    return system_of(round_.evening.season).check_page(request, round_, table, entry)


@require_safe
@closed_to_tables
def table_check_done(request: HttpRequest, token: str) -> HttpResponse:
    round_, table, _links = read_check_token(token)
    sheet = ScoreSheet.objects.filter(round=round_, table=table).first()
    return render(request, "scoring/table_check_done.html",
                  {"round": round_, "table": table, "sheet": sheet})
