"""Seasons: create one, its page with the evenings, its copy of the rules; plan an evening."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db import IntegrityError, transaction
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_safe

from clubs.access import club_for_board, is_board, is_organiser
from clubs.constraints import violated
from clubs.log import record
from clubs.models import Action
from clubs.rules_summary import rules_summary
from clubs.versions import Logged, save_if_current
from tournament.access import (
    season_for_board,
    season_for_organiser,
    season_for_visitor,
)
from tournament.formats import format_of
from tournament.models import Evening, Season
from tournament.seasons.forms import EveningForm, SeasonForm, SeasonRulesForm


@login_required
def season_create(request: HttpRequest, slug: str) -> HttpResponse:
    club = club_for_board(request, slug)
    rules = club.current_rules()
    form = SeasonForm(request.POST or None, initial={"rules_version": rules.version})
    if form.is_bound and form.is_valid() and form.cleaned_data["rules_version"] != rules.version:
        # The club's rules changed after the page showed them: show the new ones first.
        form = SeasonForm(initial={**form.cleaned_data, "rules_version": rules.version})
        messages.error(request, _("The club's rules changed since this page was opened. "
                                  "Check them below, then create the season again."))
    elif request.method == "POST" and form.is_valid():
        season = Season(club=club, **rules.rule_values())
        season.name = form.cleaned_data["name"]
        season.start_date = form.cleaned_data["start_date"]
        try:
            with transaction.atomic():
                season.save()
                record(club.pk, request.user, Action.SEASON_CREATED, season.name)
        except IntegrityError as error:  # also when two post the same name at once
            if violated(error) != "season_name_unique_per_club":
                raise
            form.add_error("name", _("The club already has a season with this name."))
        else:
            messages.success(request, _("Season created with a copy of the club's rules."))
            return redirect(season)
    return render(request, "tournament/season_form.html", {
        "club": club, "form": form, "summary": rules_summary(rules)})


@require_safe
def season_detail(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    season = season_for_visitor(request, slug, pk)
    return render(
        request,
        "tournament/season_detail.html",
        {"club": season.club, "season": season, "evenings": season.evenings.all(),
         "summary": rules_summary(season),
         "can_manage": is_organiser(request, season.club),
         "has_pairs": format_of(season).has_pairs,
         "is_board": is_board(request, season.club)},
    )


@login_required
def evening_create(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    season = season_for_organiser(request, slug, pk)
    form = EveningForm(request.POST or None, season=season)
    if request.method == "POST" and form.is_valid():
        evening = form.save(commit=False)
        evening.season = season
        try:
            with transaction.atomic():
                evening.save()
                record(season.club_id, request.user, Action.EVENING_PLANNED, str(evening),
                       evening_id=evening.pk, new={"round_count": evening.round_count})
        except IntegrityError as error:
            if violated(error) != "evening_date_unique_per_season":
                raise
            # An evening on that date exists: planned before, or by this same form sent
            # twice (a double click). Either way the organiser wants that evening.
            existing = Evening.objects.get(season=season, date=evening.date)
            messages.info(request, _("The season already has an evening on that date: "
                                     "here it is."))
            return redirect(existing)
        messages.success(request, _("Evening planned."))
        return redirect(evening)
    return render(
        request, "tournament/evening_form.html",
        {"club": season.club, "season": season, "form": form},
    )


@login_required
def season_rules(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """The season's copy of the rules: editable until the season's first score sheet; after
    it only the rules that steer later draws (variety across the season)."""
    season = season_for_board(request, slug, pk)
    frozen = season.rules_frozen()
    form = SeasonRulesForm(request.POST or None, instance=season, frozen=frozen)
    stale = None
    # With scores only the draw's own rules can change (``SeasonRulesForm``).
    if request.method == "POST" and form.is_valid():
        stale = save_if_current(
            form, Logged(season.club_id, request.user, Action.SEASON_RULES, season.name))
        if stale is None:
            messages.success(request, _("The rules of this season are saved."))
            return redirect(season)
    return render(request, "tournament/season_rules.html", {
        "club": season.club, "season": season, "form": form, "frozen": frozen, "stale": stale})
