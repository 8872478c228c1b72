"""The periods of a season: the board names them by dates, each with its counting rule
and prizes; fixed with the season's rules once the season has a score sheet."""

from __future__ import annotations

from datetime import date

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db import IntegrityError, transaction
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from clubs.constraints import violated
from clubs.log import record
from clubs.models import Action
from tournament.access import season_for_board
from tournament.models import Period, Season
from tournament.periods.forms import PeriodForm

FROZEN = _("The season has scores: its periods are fixed, as its rules are.")


def _next_start(season: Season) -> date | None:
    """The start of the club's next season: this season ends the day before."""
    return (Season.objects.filter(club_id=season.club_id, start_date__gt=season.start_date)
            .order_by("start_date").values_list("start_date", flat=True).first())


def outside_periods(season: Season, periods: list[Period]) -> list[date]:
    """The season's evenings that no period holds (none when it has no periods)."""
    if not periods:
        return []
    days = season.evenings.order_by("date").values_list("date", flat=True)
    return [day for day in days if not any(period.holds(day) for period in periods)]


def _save(request: HttpRequest, form: PeriodForm, season: Season, done: str) -> bool:
    """Save the period; False (and an error at the name) when the season has one by
    that name already."""
    period = form.save(commit=False)
    period.season = season
    try:
        with transaction.atomic():
            period.save()
            record(season.club_id, request.user, Action.SEASON_RULES,
                   f"{season.name}: {period.name}",
                   new={"period": period.name, "first_date": str(period.first_date),
                        "last_date": str(period.last_date),
                        "best_evenings": period.best_evenings,
                        "prize_worth": period.prize_worth})
    except IntegrityError as error:
        if violated(error) != "period_name_unique_per_season":
            raise
        form.add_error("name", _("The season already has a period with this name."))
        return False
    messages.success(request, done % {"name": period.name})
    return True


@login_required
def periods(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """The season's periods and a new one."""
    season = season_for_board(request, slug, pk)
    frozen = season.rules_frozen()
    form = PeriodForm(request.POST or None, season=season, next_start=_next_start(season))
    if request.method == "POST":
        if frozen:
            messages.error(request, FROZEN)
            return redirect("tournament:periods", slug, pk)
        if form.is_valid() and _save(request, form, season, _("Period %(name)s is saved.")):
            return redirect("tournament:periods", slug, pk)
    existing = list(season.periods.all())
    return render(request, "tournament/periods.html", {
        "club": season.club, "season": season, "periods": existing, "form": form,
        "frozen": frozen, "outside": outside_periods(season, existing)})


@login_required
def period_edit(request: HttpRequest, slug: str, pk: int, period: int) -> HttpResponse:
    season = season_for_board(request, slug, pk)
    chosen = get_object_or_404(Period, season=season, pk=period)
    frozen = season.rules_frozen()
    form = PeriodForm(request.POST or None, instance=chosen, season=season,
                      next_start=_next_start(season))
    if frozen:
        for field in form.fields.values():
            field.disabled = True
    if request.method == "POST":
        if frozen:
            messages.error(request, FROZEN)
            return redirect("tournament:period", slug, pk, period)
        if form.is_valid() and _save(request, form, season, _("Period %(name)s is saved.")):
            return redirect("tournament:periods", slug, pk)
    return render(request, "tournament/period_form.html", {
        "club": season.club, "season": season, "period": chosen, "form": form,
        "frozen": frozen})


@login_required
@require_POST
def period_delete(request: HttpRequest, slug: str, pk: int, period: int) -> HttpResponse:
    season = season_for_board(request, slug, pk)
    chosen = get_object_or_404(Period, season=season, pk=period)
    if season.rules_frozen():
        messages.error(request, FROZEN)
        return redirect("tournament:period", slug, pk, period)
    chosen.delete()
    record(season.club_id, request.user, Action.SEASON_RULES, f"{season.name}: {chosen.name}",
           old={"period": chosen.name})
    messages.success(request, _("Period %(name)s is removed.") % {"name": chosen.name})
    return redirect("tournament:periods", slug, pk)
