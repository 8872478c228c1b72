"""Downloads: the prize list and the standings as PDF and Excel, and the blank score
sheets of a boom (with a QR code per table when tables enter their own sheet)."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404
from django.urls import reverse
from django.utils.text import slugify
from django.utils.translation import gettext as _
from django.views.decorators.http import require_safe

from clubs.games import game_spec
from clubs.links import absolute_url, refuse_loopback_print
from scoring.exports import excel, pdf
from scoring.results.labels import result_labels
from scoring.results.loaders import season_state
from scoring.results.reports import evening_report, season_report
from scoring.sheets.tokens import check_number, check_token, table_token
from scoring.systems import system_of
from scoring.systems.interface import SheetCodes
from tournament.access import evening_for_organiser, evening_for_visitor, season_for_visitor
from tournament.models import Round
from tournament.printing.views import pdf_response
from tournament.seating.overview import round_seating_for_print

XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"


def xlsx_response(content: bytes, filename: str) -> HttpResponse:
    response = HttpResponse(content, content_type=XLSX)
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response


@require_safe
def evening_pdf(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    evening = evening_for_visitor(request, slug, pk)
    report = evening_report(evening)
    content = pdf.prize_list_pdf(
        club_name=evening.club.name, evening_date=evening.date, prizes=report.prizes,
        lines=report.lines, rounds=evening.rounds,
        labels=result_labels(words=game_spec(evening.season).words),
        deciders=report.deciders(),
    )
    return pdf_response(content, f"prijslijst-{evening.date:%Y-%m-%d}.pdf")


@require_safe
def evening_xlsx(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    evening = evening_for_visitor(request, slug, pk)
    report = evening_report(evening)
    content = excel.evening_workbook(
        club_name=evening.club.name, evening_date=evening.date, prizes=report.prizes,
        lines=report.lines, rounds=evening.rounds,
        labels=result_labels(words=game_spec(evening.season).words),
        deciders=report.deciders(),
    )
    return xlsx_response(content, f"uitslag-{evening.date:%Y-%m-%d}.xlsx")


@require_safe
def standings_pdf(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    season = season_for_visitor(request, slug, pk)
    state = season_state(season)
    report = season_report(season, state)
    content = pdf.standings_pdf(
        club_name=season.club.name, season_name=season.name,
        evening_dates=[e.date for e in report.data.evenings], lines=report.lines,
        labels=result_labels(season_over=state.over), deciders=report.deciders(),
    )
    return pdf_response(content, f"stand-{slugify(season.name)}.pdf")


@require_safe
def standings_xlsx(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    season = season_for_visitor(request, slug, pk)
    state = season_state(season)
    report = season_report(season, state)
    content = excel.standings_workbook(
        club_name=season.club.name, season_name=season.name,
        evening_dates=[e.date for e in report.data.evenings], lines=report.lines,
        labels=result_labels(season_over=state.over), deciders=report.deciders(),
    )
    return xlsx_response(content, f"stand-{slugify(season.name)}.xlsx")


@login_required
@require_safe
def score_sheets(request: HttpRequest, slug: str, pk: int, number: int) -> HttpResponse:
    """The boom's sheets to print, as the season's game prints them, with the codes of its
    tables when tables enter their own sheet."""
    evening = evening_for_organiser(request, slug, pk)
    seating = round_seating_for_print(evening, number)
    if seating is None:
        raise Http404("Boom not drawn")
    if evening.season.table_entry and (
            refused := refuse_loopback_print(request, back=evening.get_absolute_url())):
        return refused
    round_ = get_object_or_404(Round, evening=evening, number=number)
    codes = SheetCodes()
    if evening.season.table_entry:
        codes = SheetCodes(
            qr_urls={t.table: absolute_url(request, reverse(
                "scoring:table_sheet", args=[table_token(round_, t.table)]))
                for t in seating.tables},
            checks={t.table: (absolute_url(request, reverse(
                "scoring:table_check", args=[check_token(round_, t.table)])),
                check_number(round_, t.table))
                for t in seating.tables},
            notice=_("Reopened: only the codes of this print work.")
            if evening.link_generation else "")
    system = system_of(evening.season)
    name = system.words().sheets_file.format(date=f"{evening.date:%Y-%m-%d}", number=number)
    return pdf_response(system.printed_sheets(round_, seating, codes), name)
