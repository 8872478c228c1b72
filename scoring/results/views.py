"""Public result pages: evening results with prizes, season standings, a player's season."""

from __future__ import annotations

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.utils.translation import gettext as _
from django_tables2 import RequestConfig

from clubs.access import club_for_visitor, is_organiser
from clubs.models import Member, SeasonAggregate, SeasonCounting
from scoring.results.chart import NARROW, WIDE, Point, evening_chart_svg
from scoring.results.grid import standings_table_html
from scoring.results.labels import prize_entries, result_labels
from scoring.results.reports import evening_report, player_report, season_over, season_report
from scoring.results.tables import evening_table
from tournament.access import evening_for_visitor, season_for_visitor
from tournament.models import Season


def evening_results(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    evening = evening_for_visitor(request, slug, pk)
    report = evening_report(evening)
    table = evening_table(report.lines, rounds=evening.rounds, club_slug=slug)
    RequestConfig(request, paginate=False).configure(table)
    return render(request, "scoring/evening_results.html", {
        "club": evening.club, "season": evening.season, "evening": evening, "report": report,
        "table": table, "prize_entries": prize_entries(report.prizes, result_labels()),
        "can_manage": is_organiser(request, evening.club),
    })


def season_standings(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    season = season_for_visitor(request, slug, pk)
    report = season_report(season)
    table = standings_table_html(
        report.lines, evening_labels=[f"{e.date:%-d-%-m}" for e in report.data.evenings],
        club_slug=slug, sort=request.GET.get("sort", ""),
    )
    return render(request, "scoring/season_standings.html", {
        "club": season.club, "season": season, "report": report, "table": table,
        "counting_text": counting_text(season),
        "season_over": season_over(season),
    })


def counting_text(season: Season) -> str:
    if season.season_counting == SeasonCounting.BEST_N:
        text = _("The best %(n)s evenings count.") % {"n": season.season_count_n}
    else:
        text = _("All evenings count except the %(n)s lowest; an absence counts as 0.") % {
            "n": season.season_count_n}
    if season.season_aggregate == SeasonAggregate.AVERAGE:
        text += " " + _("The score is the average of the evenings that count.")
    if season.min_evenings:
        text += " " + _("At least %(n)s evenings are needed for a place.") % {
            "n": season.min_evenings}
    return text


def player(request: HttpRequest, slug: str, member: int) -> HttpResponse:
    club = club_for_visitor(request, slug)
    # Only members who played (had a seat): the rest of the member list stays private.
    person = get_object_or_404(Member.objects.filter(seats__isnull=False).distinct(),
                               club=club, pk=member)
    seasons = club.seasons.all()
    season = seasons.first()
    if "seizoen" in request.GET:
        try:
            season = get_object_or_404(Season, club=club, pk=int(request.GET["seizoen"]))
        except ValueError as error:
            raise Http404("Unknown season") from error
    if season is None:
        raise Http404("No season yet")
    report = player_report(season_report(season), person.pk)
    charts = ""
    if report is not None:
        points = [Point(f"{e.evening.date:%-d-%-m}", e.total) for e in report.evenings]
        title = _("Evening scores of %(name)s") % {"name": person.name}
        # One drawing for wide screens, one for phones; CSS shows one of them.
        charts = "".join(
            evening_chart_svg(points, title=title, average_label=_("average"), layout=layout,
                              css_class=f"chart {name}")
            for layout, name in ((WIDE, "chart-wide"), (NARROW, "chart-narrow")))
    return render(request, "scoring/player.html", {
        "club": club, "member": person, "season": season, "seasons": seasons,
        "report": report, "chart": charts,
    })
