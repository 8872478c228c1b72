"""The organiser's scores page of an evening: the dashboard, approving a round, closing and
reopening, and the history of every change."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods, require_POST, require_safe

from clubs.errors import UserError
from clubs.games import game_spec
from clubs.log_lines import log_lines
from clubs.models import Activity, EntryMode
from scoring.closing import service
from scoring.closing.dashboard import evening_grid
from scoring.models import SheetChange
from scoring.sheets import entry_mode
from scoring.sheets.confirm import waiting_checks
from scoring.systems import system_of
from tournament.access import evening_for_organiser
from tournament.models import Evening, EveningStatus, Round
from tournament.signals import closing_warnings


def _closing_context(evening: Evening) -> dict[str, object]:
    """What closing waits for: sheets still missing, rounds not drawn yet, sheets the other
    pair has yet to check."""
    missing = service.missing_sheets(evening)
    undrawn = evening.round_count - Round.objects.filter(evening=evening).count()
    waiting = waiting_checks(evening)
    return {"club": evening.club, "evening": evening, "missing": missing, "undrawn": undrawn,
            "waiting": waiting,
            "can_close": evening.status != EveningStatus.CLOSED and not missing
            and undrawn <= 0 and not waiting,
            # A round may switch to only the totals when the season enters every game.
            "per_game": evening.season.entry_mode == EntryMode.PER_GAME}


@login_required
@require_safe
def dashboard(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    evening = evening_for_organiser(request, slug, pk)
    context = {**_closing_context(evening), "grid": evening_grid(evening)}
    if request.headers.get("X-Refresh"):  # static/js/refresh.js asks for the grid only
        return render(request, "scoring/dashboard_grid.html", context)
    return render(request, "scoring/dashboard.html", context)


@login_required
@require_POST
def approve_round(request: HttpRequest, slug: str, pk: int, number: int) -> HttpResponse:
    evening = evening_for_organiser(request, slug, pk)
    round_ = get_object_or_404(Round, evening=evening, number=number)
    choice = request.POST.get("approved", "1")
    if choice not in ("0", "1"):
        messages.error(request, _("Unknown choice: nothing is changed."))
        return redirect("scoring:dashboard", slug, pk)
    approved = choice == "1"
    try:
        service.approve_round(round_, approved=approved, user=request.user)
    except UserError as error:
        messages.error(request, error.message)
    else:
        if approved:
            messages.success(request, game_spec(evening.season).words.sentence(
                _("%(round)s %(number)s is approved: the tables can no longer change their "
                  "sheets."), number=number))
    return redirect("scoring:dashboard", slug, pk)


@login_required
@require_http_methods(["GET", "POST"])
def round_entry(request: HttpRequest, slug: str, pk: int, number: int) -> HttpResponse:
    """GET asks to confirm switching the round to only the totals, or back to every game;
    POST switches it (``totals_only`` 1 or 0, so pressing twice does not switch back)."""
    evening = evening_for_organiser(request, slug, pk)
    round_ = get_object_or_404(Round, evening=evening, number=number)
    round_.evening = evening
    if request.method == "GET":
        return render(request, "scoring/round_entry.html", {
            "club": evening.club, "evening": evening, "round": round_,
            "season_totals": evening.season.entry_mode == EntryMode.TOTALS_ONLY,
            "totals_stored": list(round_.sheets.filter(totals_only=True)
                                  .order_by("table").values_list("table", flat=True))})
    choice = request.POST.get("totals_only")
    if choice not in ("0", "1"):
        messages.error(request, _("Unknown choice: nothing is changed."))
        return redirect("scoring:dashboard", slug, pk)
    try:
        entry_mode.set_totals_only(round_, totals_only=choice == "1", user=request.user)
    except UserError as error:
        messages.error(request, error.message)
    else:
        done = (_("%(round)s %(number)s: the sheets still to enter take only the totals.")
                if choice == "1"
                else _("%(round)s %(number)s: the sheets still to enter take every game "
                       "again."))
        messages.success(request, game_spec(evening.season).words.sentence(done,
                                                                           number=number))
    return redirect("scoring:dashboard", slug, pk)


@login_required
@require_http_methods(["GET", "POST"])
def close(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """GET asks for confirmation (a page, so it works without JavaScript); POST closes and
    shows the prize list, which is what the organiser reads out next."""
    evening = evening_for_organiser(request, slug, pk)
    if request.method == "GET":
        if evening.status == EveningStatus.CLOSED:
            return redirect("scoring:evening_results", slug, pk)
        return render(request, "scoring/close_confirm.html", _closing_context(evening))
    try:
        service.close_evening(evening, request.user)
    except UserError as error:
        messages.error(request, error.message)
        return redirect("scoring:dashboard", slug, pk)
    messages.success(request, _("The evening is closed. These are the results and prizes."))
    for warning in filter(None, (check() for check in closing_warnings)):
        messages.warning(request, warning)
    return redirect("scoring:evening_results", slug, pk)


@login_required
@require_POST
def reopen(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    evening = evening_for_organiser(request, slug, pk)
    try:
        service.reopen_evening(evening, request.user, request.POST.get("reason", ""))
    except UserError as error:
        messages.error(request, error.message)
        return redirect(evening)
    messages.success(request, _("The evening is reopened; the reason is recorded."))
    return redirect("scoring:dashboard", slug, pk)


@login_required
@require_safe
def history(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    evening = evening_for_organiser(request, slug, pk)
    changes = (SheetChange.objects.filter(sheet__round__evening=evening)
               .select_related("sheet__round", "user"))
    activity = Activity.objects.filter(club=evening.club, evening_id=evening.pk).select_related(
        "user")
    system = system_of(evening.season)
    return render(request, "scoring/history.html", {
        "club": evening.club, "evening": evening, "changes": changes,
        "activity": log_lines(activity),
        "values_template": system.history_values, "detail": system.detail})
