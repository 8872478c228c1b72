"""Public result pages: evening results with prizes, season standings, a player's season."""

from __future__ import annotations

from django.http import Http404, HttpRequest, HttpResponse
from django.views.decorators.http import require_safe

from clubs.access import club_for_visitor, visible_to
from clubs.models import Member
from clubs.prepared import Prepared
from scoring.results.fragments import evening_body, player_body, records_body, standings_body
from scoring.results.labels import result_labels
from scoring.results.loaders import season_state
from scoring.results.stored import club_mark
from tournament.access import evening_for_visitor, season_for_visitor
from tournament.memo import digest, render_for_visitors
from tournament.models import Season


@require_safe
def evening_results(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    evening = evening_for_visitor(request, slug, pk)
    body = evening_body(evening, club_slug=slug, sort=request.GET.get("sort", ""))
    return render_for_visitors(request, "scoring/evening_results.html", {
        "club": evening.club, "season": evening.season, "evening": evening, "body": body.html,
    }, key=body.key + digest(evening.club.name, evening.season.pk, evening.date))


@require_safe
def season_standings(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    season = season_for_visitor(request, slug, pk)
    state, body = standings_body(season, club_slug=slug, sort=request.GET.get("sort", ""))
    return render_for_visitors(request, "scoring/season_standings.html", {
        "club": season.club, "season": season, "body": body.html,
        "evenings_held": result_labels().evenings_held(state.held),
    }, key=body.key + digest(season.club.name, season.name))


# The club's seasons, newest first, with the club (compiled once: every player page asks).
_SEASONS = Prepared(lambda slug: Season.objects.select_related("club").filter(club__slug=slug),
                    slug="\x01slug")


@require_safe
def player(request: HttpRequest, slug: str, member: int) -> HttpResponse:
    seasons = _SEASONS.all(slug=slug)
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


# The club's members' names (compiled once: the records page asks on every request).
_NAMES = Prepared(lambda club: Member.objects.filter(club_id=club).values_list("pk", "name"),
                  club=-7_007)


@require_safe
def records(request: HttpRequest, slug: str) -> HttpResponse:
    """The club's records: public when its standings are."""
    club = club_for_visitor(request, slug)
    names = dict(_NAMES.rows(club=club.pk))
    body = records_body(club, names=names, mark=club_mark(club.pk))
    return render_for_visitors(request, "scoring/records.html", {
        "club": club, "body": body.html}, key=body.key + digest(club.name))
