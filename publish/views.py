"""The club's standings framed in another site, and the players' calendar of a season."""

from __future__ import annotations

from csp.decorators import csp_replace
from django.http import HttpRequest, HttpResponseBase
from django.shortcuts import render
from django.urls import reverse
from django.utils import timezone
from django.utils.cache import patch_cache_control
from django.views.decorators.clickjacking import xframe_options_exempt
from django.views.decorators.http import require_safe

from clubs.downloads import file_response
from clubs.links import absolute_url
from publish.access import published_club, published_season, running_season
from publish.calendar import calendar_evenings, calendar_feed
from publish.middleware import conditional_get
from scoring.results.labels import result_labels
from scoring.results.loaders import season_state
from scoring.results.numbers import score_decimals
from scoring.results.reports import season_report


# Other sites may frame this one page; the rest of the site says X-Frame-Options: DENY and
# Content-Security-Policy: frame-ancestors 'none'. (django-csp types its decorators for
# views that take the request alone.)
@require_safe
@xframe_options_exempt
@csp_replace({"frame-ancestors": ["*"]})  # type: ignore[arg-type]
def embedded_standings(request: HttpRequest, slug: str) -> HttpResponseBase:
    """The standings of the club's running season, small enough for a frame in the club's
    own web site: place, name, score and evenings played, from the standings' report."""
    club = published_club(slug)
    season = running_season(club, today=timezone.localdate())
    context: dict[str, object] = {"club": club, "season": season}
    if season is not None:
        season.club = club
        state = season_state(season)
        report = season_report(season, state)
        context.update(
            lines=report.lines, decimals=score_decimals(report.lines),
            labels=result_labels(season_over=state.over), champions=report.champions,
            held=result_labels().evenings_held(state.held),
            standings_url=absolute_url(request, reverse("scoring:standings",
                                                        args=[slug, season.pk])))
    response = render(request, "publish/embedded_standings.html", context)
    patch_cache_control(response, public=True, max_age=300)
    return conditional_get(request, response)


@require_safe
def season_calendar(request: HttpRequest, slug: str, pk: int) -> HttpResponseBase:
    """The season's evenings as an iCalendar feed (``publish.calendar``)."""
    season = published_season(slug, pk)
    evenings, entries = calendar_evenings(season)
    body = calendar_feed(
        season, evenings, entries,
        evening_url=lambda evening: absolute_url(
            request, reverse("tournament:evening", args=[slug, evening])),
        season_url=absolute_url(request, reverse("tournament:season", args=[slug, pk])))
    response = file_response(body, f"{slug}-{pk}.ics")
    patch_cache_control(response, public=True, max_age=900)
    return conditional_get(request, response)
