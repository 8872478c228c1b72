"""Downloads of results: the prize list and standings as PDF, both as Excel."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.utils.text import slugify

from scoring import exports_excel, exports_pdf
from scoring.exports_labels import result_labels
from scoring.reports import evening_report, season_over, season_report
from tournament.access import evening_for_visitor, season_for_visitor
from tournament.views_print import pdf_response

XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"


def xlsx_response(content: bytes, filename: str) -> HttpResponse:
    response = HttpResponse(content, content_type=XLSX)
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response


def evening_pdf(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    evening = evening_for_visitor(request, slug, pk)
    report = evening_report(evening)
    content = exports_pdf.prize_list_pdf(
        club_name=evening.club.name, evening_date=evening.date, prizes=report.prizes,
        lines=report.lines, rounds=evening.rounds, labels=result_labels(),
    )
    return pdf_response(content, f"prijslijst-{evening.date:%Y-%m-%d}.pdf")


def evening_xlsx(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    evening = evening_for_visitor(request, slug, pk)
    report = evening_report(evening)
    content = exports_excel.evening_workbook(
        club_name=evening.club.name, evening_date=evening.date, prizes=report.prizes,
        lines=report.lines, rounds=evening.rounds, labels=result_labels(),
    )
    return xlsx_response(content, f"uitslag-{evening.date:%Y-%m-%d}.xlsx")


def standings_pdf(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    season = season_for_visitor(request, slug, pk)
    report = season_report(season)
    content = exports_pdf.standings_pdf(
        club_name=season.club.name, season_name=season.name,
        evening_dates=[e.date for e in report.data.evenings], lines=report.lines,
        labels=result_labels(season_over=season_over(season)),
    )
    return pdf_response(content, f"stand-{slugify(season.name)}.pdf")


def standings_xlsx(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    season = season_for_visitor(request, slug, pk)
    report = season_report(season)
    content = exports_excel.standings_workbook(
        club_name=season.club.name, season_name=season.name,
        evening_dates=[e.date for e in report.data.evenings], lines=report.lines,
        labels=result_labels(season_over=season_over(season)),
    )
    return xlsx_response(content, f"stand-{slugify(season.name)}.xlsx")
