"""Public result pages: evening results with prizes, season standings, a player's season."""

from __future__ import annotations

from django.http import Http404, HttpRequest, HttpResponse
from django.views.decorators.http import require_safe

from clubs.access import club_for_visitor, is_board, is_organiser, visible_to
from clubs.models import Member
from scoring.results.fragments import (
    evening_body,
    period_body,
    player_body,
    records_body,
    standings_body,
)
from scoring.results.labels import result_labels
from scoring.results.loaders import season_state
from scoring.results.report_views import report_context
from scoring.results.stored import club_mark
from tournament.access import evening_for_visitor, period_for_visitor, season_for_visitor
from tournament.memo import digest, render_for_visitors
from tournament.models import EveningStatus, Season


@require_safe
def evening_results(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    evening = evening_for_visitor(request, slug, pk)
    body = evening_body(evening, club_slug=slug, sort=request.GET.get("sort", ""))
    context = {"club": evening.club, "season": evening.season, "evening": evening,
               "body": body.html}
    if evening.status == EveningStatus.CLOSED and is_organiser(request, evening.club):
        context.update(report_context(evening))  # logged in: rendered fresh, never shared
    return render_for_visitors(request, "scoring/evening_results.html", context,
                               key=body.key + digest(evening.club.name, evening.season.pk,
                                                     evening.date))


@require_safe
def season_standings(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    season = season_for_visitor(request, slug, pk)
    state, body = standings_body(season, club_slug=slug, sort=request.GET.get("sort", ""))
    periods = list(season.periods.values_list("pk", "name"))
    return render_for_visitors(request, "scoring/season_standings.html", {
        "club": season.club, "season": season, "body": body.html, "periods": periods,
        "evenings_held": result_labels().evenings_held(state.held),
    }, key=body.key + digest(season.club.name, season.name, periods))


@require_safe
def period_standings(request: HttpRequest, slug: str, pk: int, period: int) -> HttpResponse:
    chosen = period_for_visitor(request, slug, pk, period)
    season = chosen.season
    _state, body = period_body(chosen, club_slug=slug, sort=request.GET.get("sort", ""))
    periods = list(season.periods.values_list("pk", "name"))
    return render_for_visitors(request, "scoring/period_standings.html", {
        "club": season.club, "season": season, "period": chosen, "body": body.html,
        "periods": periods, "is_board": is_board(request, season.club),  # logged in: fresh
    }, key=body.key + digest(season.club.name, season.name, periods))


@require_safe
def player(request: HttpRequest, slug: str, member: int) -> HttpResponse:
    # The club's seasons, newest first (the model's order), with the club.
    seasons = list(Season.objects.select_related("club").filter(club__slug=slug))
    if not seasons:
        club_for_visitor(request, slug)  # 404 for a club that does not exist or publish
        raise Http404("No season yet")
    club = seasons[0].club
    visible_to(request, club)
    wanted = request.GET.get("seizoen")
    season = seasons[0] if wanted is None else next(
        (s for s in seasons if str(s.pk) == wanted), None)
    if season is None:
        raise Http404("Unknown season")
    # With every member's name (no query for the member) and the club's latest closing.
    state = season_state(season, club_mark=True)
    if member not in state.names:
        raise Http404("No such member")
    name = state.names[member]
    body = player_body(state, member, name, club_slug=slug)
    return render_for_visitors(request, "scoring/player.html", {
        "club": club, "member": {"pk": member, "name": name}, "season": season,
        "seasons": seasons, "body": body.html,
    }, key=body.key + digest(club.name, season.name, [(s.pk, s.name) for s in seasons]))


@require_safe
def records(request: HttpRequest, slug: str) -> HttpResponse:
    """The club's records: public when its standings are."""
    club = club_for_visitor(request, slug)
    names = dict(Member.objects.filter(club_id=club.pk).values_list("pk", "name"))
    body = records_body(club, names=names, mark=club_mark(club.pk))
    return render_for_visitors(request, "scoring/records.html", {
        "club": club, "body": body.html}, key=body.key + digest(club.name))
