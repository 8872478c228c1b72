"""Season and evening pages: thin views that load, call a service and render."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db import IntegrityError, transaction
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from django.views.decorators.http import require_POST

from clubs.access import club_for_organiser, is_organiser
from clubs.errors import UserError, form_errors
from tournament import services
from tournament.access import (
    evening_for_organiser,
    evening_for_visitor,
    season_for_organiser,
    season_for_visitor,
)
from tournament.forms import DrawForm, EveningForm, SeasonForm, SeasonRulesForm, SwapForm
from tournament.models import EveningStatus, Season
from tournament.seating import evening_seating


@login_required
def season_create(request: HttpRequest, slug: str) -> HttpResponse:
    club = club_for_organiser(request, slug)
    form = SeasonForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        season = Season(club=club, **club.current_rules().rule_values())
        season.name = form.cleaned_data["name"]
        season.start_date = form.cleaned_data["start_date"]
        try:
            with transaction.atomic():
                season.save()
        except IntegrityError:  # the unique name per club, also when two post at once
            form.add_error("name", _("The club already has a season with this name."))
        else:
            messages.success(request, _("Season created with a copy of the club's rules."))
            return redirect(season)
    return render(request, "tournament/season_form.html", {"club": club, "form": form})


def season_detail(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    season = season_for_visitor(request, slug, pk)
    return render(
        request,
        "tournament/season_detail.html",
        {"club": season.club, "season": season, "evenings": season.evenings.all(),
         "can_manage": is_organiser(request, season.club)},
    )


@login_required
def evening_create(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    season = season_for_organiser(request, slug, pk)
    form = EveningForm(request.POST or None, season=season)
    if request.method == "POST" and form.is_valid():
        evening = form.save(commit=False)
        evening.season = season
        evening.save()
        messages.success(request, _("Evening planned."))
        return redirect(evening)
    return render(
        request, "tournament/evening_form.html",
        {"club": season.club, "season": season, "form": form},
    )


def evening_detail(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    evening = evening_for_visitor(request, slug, pk)
    can_manage = is_organiser(request, evening.club)
    seating = evening_seating(evening)
    context = {
        "club": evening.club, "season": evening.season, "evening": evening,
        "seating": seating, "can_manage": can_manage,
        "present_count": evening.attendances.count(),
        "next_round": next((b.number for b in seating if not b.drawn), None),
    }
    if can_manage:
        players = sorted(
            ((a.member_id, a.member.name) for a in evening.attendances.select_related("member")),
            key=lambda p: p[1],
        )
        context["draw_form"] = DrawForm()
        context["swap_form"] = SwapForm(players=players)
        context["next_status"] = _next_statuses(evening.status)
    return render(request, "tournament/evening_detail.html", context)


STATUS_ACTIONS = {
    (EveningStatus.PLANNED, EveningStatus.CHECK_IN): gettext_lazy("Open check-in"),
    (EveningStatus.CHECK_IN, EveningStatus.PLANNED): gettext_lazy("Back to planned"),
    (EveningStatus.CHECK_IN, EveningStatus.PLAYING): gettext_lazy("Start playing"),
    (EveningStatus.PLAYING, EveningStatus.CHECK_IN): gettext_lazy("Back to check-in"),
    (EveningStatus.PLAYING, EveningStatus.CLOSED): gettext_lazy("Close the evening"),
    (EveningStatus.CLOSED, EveningStatus.PLAYING): gettext_lazy("Reopen the evening"),
}


def _next_statuses(status: str) -> list[tuple[str, str]]:
    """The buttons for the allowed next steps, forward first."""
    from tournament.models import EVENING_TRANSITIONS

    order = list(EveningStatus)
    # Closing and reopening are done from the scores page, which checks the sheets.
    allowed = {s for s in EVENING_TRANSITIONS[status] if EveningStatus.CLOSED not in (s, status)}
    targets = sorted(allowed, key=lambda s: -order.index(EveningStatus(s)))
    return [(target, str(STATUS_ACTIONS[(EveningStatus(status), EveningStatus(target))]))
            for target in targets]


@login_required
@require_POST
def evening_status(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    evening = evening_for_organiser(request, slug, pk)
    status = request.POST.get("status", "")
    if EveningStatus.CLOSED in (status, evening.status):
        messages.error(request, _("Close or reopen the evening on the scores page."))
        return redirect(evening)
    try:
        services.move_evening(evening, status)
    except UserError as error:
        messages.error(request, error.message)
    except ValueError:
        messages.error(request, _("Unknown status."))
    return redirect(evening)


@login_required
@require_POST
def draw_round(request: HttpRequest, slug: str, pk: int, number: int) -> HttpResponse:
    evening = evening_for_organiser(request, slug, pk)
    form = DrawForm(request.POST)
    if not form.is_valid():
        messages.error(request, _("Check the draw settings: %(errors)s") % {
            "errors": " ".join(str(e) for errs in form.errors.values() for e in errs)})
        return redirect(evening)
    try:
        result = services.draw_round(
            evening, number, seed=form.cleaned_data["seed"], mode=form.cleaned_data["mode"]
        )
    except UserError as error:
        messages.error(request, error.message)
    else:
        messages.success(request, _("Boom %(number)s drawn (seed %(seed)s).") % {
            "number": number, "seed": result.seed})
    return redirect(f"{evening.get_absolute_url()}#boom-{number}")


@login_required
@require_POST
def swap_seats(request: HttpRequest, slug: str, pk: int, number: int) -> HttpResponse:
    evening = evening_for_organiser(request, slug, pk)
    players = [(a.member_id, str(a.member_id)) for a in evening.attendances.all()]
    form = SwapForm(request.POST, players=players)
    if not form.is_valid():
        for error in form_errors(form):
            messages.error(request, error)
        return redirect(evening)
    try:
        services.swap_players(
            evening, number, form.cleaned_data["member_a"], form.cleaned_data["member_b"]
        )
    except UserError as error:
        messages.error(request, error.message)
    else:
        messages.success(request, _("Seats swapped in boom %(number)s.") % {"number": number})
    return redirect(f"{evening.get_absolute_url()}#boom-{number}")


@login_required
def season_rules(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """The season's copy of the rules: editable until the season's first score sheet."""
    season = season_for_organiser(request, slug, pk)
    frozen = season.rules_frozen()
    form = SeasonRulesForm(request.POST or None, instance=season, frozen=frozen)
    if request.method == "POST":
        if frozen:
            messages.error(request, _("The season has scores: its rules are fixed."))
            return redirect("tournament:season_rules", slug, pk)
        if form.is_valid():
            form.save()
            messages.success(request, _("The rules of this season are saved."))
            return redirect(season)
    return render(request, "tournament/season_rules.html",
                  {"club": season.club, "season": season, "form": form, "frozen": frozen})
