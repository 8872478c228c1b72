"""The other pair's check of a sheet their table entered (scoring.sheets.confirm): reached by
the code on their slip, or by typing its six digits on the scorekeeper's phone."""

from __future__ import annotations

from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST, require_safe

from clubs.errors import UserError
from scoring.models import Confirmation, ScoreSheet, SheetSource, SheetStatus
from scoring.sheets import confirm
from scoring.sheets.preview import preview
from scoring.sheets.save import snapshot
from scoring.sheets.saved import stored_sheet
from scoring.sheets.seats import table_seats
from scoring.sheets.tokens import check_token, read_check_token, read_token
from scoring.sheets.views import (
    rules_marks,
    sheet_context,
    sheet_form,
)


@require_safe
def table_sheet_done(request: HttpRequest, token: str) -> HttpResponse:
    """After the scorekeeper's pair saved: where the other pair's check comes in."""
    round_, table, _links = read_token(token)
    sheet = ScoreSheet.objects.filter(round=round_, table=table).first()
    waiting = (sheet is not None and sheet.source == SheetSource.TABLE
               and sheet.status == SheetStatus.COMPLETE
               # issue 16: NOT_NEEDED, a Klabberjass list entered by its table
               and sheet.confirmation not in (Confirmation.CONFIRMED, Confirmation.NOT_NEEDED))
    return render(request, "scoring/table_done.html", {
        "round": round_, "table": table, "sheet": sheet, "waiting": waiting, "token": token,
        "saved": stored_sheet(sheet, round_) if sheet else None})


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
        messages.error(request, _("That is not the number on the other pair's slip."))
    return redirect("scoring:table_sheet_done", token)


def table_check(request: HttpRequest, token: str) -> HttpResponse:
    """The entered sheet, read-only, with "it is right" and "it is not right"."""
    round_, table, links = read_check_token(token)
    stored = ScoreSheet.objects.filter(round=round_, table=table).first()
    if stored is None or stored.status != SheetStatus.COMPLETE:
        return render(request, "scoring/table_check_wait.html",
                      {"round": round_, "table": table})
    if request.method == "POST" and request.POST.get("preview"):
        return preview(request, round_, table)
    seats = table_seats(round_, table)
    form, result = sheet_form(request, round_, seats, stored)
    done = reverse("scoring:table_check_done", args=[token])
    if request.method == "POST":
        try:
            if request.POST.get("action") == "confirm":
                confirm.confirm(round_, table, version=_version(request), links=links,
                                user=request.user)
                return redirect(done)
            if form.is_valid() and not result.has_problems:
                confirm.dispute(round_, table, form.rows(), version=_version(request),
                                reason=request.POST.get("reason", ""), links=links,
                                user=request.user)
                return redirect(done)
            messages.error(request, _("Your version has mistakes; correct the marked games."))
        except UserError as error:
            messages.error(request, error.message)
    season = round_.evening.season
    return render(request, "scoring/table_check.html", {
        "round": round_, "evening": round_.evening, "club": season.club, "table": table,
        "seats": seats.lines, "stored": stored, "entered": snapshot(stored),
        "reason": request.POST.get("reason", ""), "disputing": request.method == "POST",
        **sheet_context(form, result, stored), **rules_marks(season),
    })


@require_safe
def table_check_done(request: HttpRequest, token: str) -> HttpResponse:
    round_, table, _links = read_check_token(token)
    sheet = ScoreSheet.objects.filter(round=round_, table=table).first()
    return render(request, "scoring/table_check_done.html",
                  {"round": round_, "table": table, "sheet": sheet})


def _version(request: HttpRequest) -> int:
    try:
        return int(request.POST.get("version", ""))
    except ValueError as error:
        raise UserError("page_incomplete", _("This page was not loaded completely; reload it "
                                             "and try again.")) from error
