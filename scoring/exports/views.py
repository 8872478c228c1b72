"""Downloads: the prize list and the standings as PDF and Excel, and the blank score
sheets of a round (with a QR code per table when tables enter their own sheet)."""

from __future__ import annotations

from typing import Any

from django.contrib.auth.decorators import login_required
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404
from django.urls import reverse
from django.utils.text import slugify
from django.utils.translation import gettext as _
from django.views.decorators.http import require_safe

from clubs.downloads import file_response
from clubs.games import game_spec
from clubs.links import absolute_url, refuse_loopback_print
from scoring.exports import excel, pdf
from scoring.exports.money_excel import MoneyLabels, MoneyLine, money_workbook
from scoring.results.labels import result_labels
from scoring.results.loaders import season_state
from scoring.results.periods import period_over, period_report
from scoring.results.prize_money import (
    evening_prize_money,
    evening_side_prizes,
    season_money,
    season_prize_lines,
    standings_prize_lines,
)
from scoring.results.reports import SeasonReport, evening_report, season_report
from scoring.results.side_prizes import side_prize_entries
from scoring.sheets.tokens import check_number, check_token, table_token
from scoring.systems import system_of
from scoring.systems.interface import SheetCodes
from tournament.access import (
    evening_for_organiser,
    evening_for_visitor,
    period_for_visitor,
    season_for_board,
    season_for_visitor,
)
from tournament.models import Evening, Period, Round, Season
from tournament.seating.overview import round_seating_for_print


def _evening_results(request: HttpRequest, slug: str, pk: int) -> tuple[Evening, dict[str, Any]]:
    """An evening and what its prize list PDF and its Excel file show."""
    evening = evening_for_visitor(request, slug, pk)
    report = evening_report(evening)
    labels = result_labels(words=game_spec(evening.season).words)
    side = evening_side_prizes(evening, report)
    money = evening_prize_money(evening, report.prizes, side)
    return evening, {
        "club_name": evening.club.name, "evening_date": evening.date, "prizes": report.prizes,
        "lines": report.lines, "rounds": evening.round_count, "labels": labels,
        "deciders": report.deciders(), "worths": money.worths,
        "side": side_prize_entries(side, labels, money.inleg)}


@require_safe
def evening_pdf(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    evening, shown = _evening_results(request, slug, pk)
    return file_response(pdf.prize_list_pdf(**shown), f"prijslijst-{evening.date:%Y-%m-%d}.pdf")


@require_safe
def evening_xlsx(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    evening, shown = _evening_results(request, slug, pk)
    return file_response(excel.evening_workbook(**shown), f"uitslag-{evening.date:%Y-%m-%d}.xlsx")


def _standings(season: Season, name: str, report: SeasonReport, *, over: bool,
               prizes: list[tuple[str, str, str]]) -> dict[str, Any]:
    """What a standings PDF and its Excel file show, of a season or of one of its periods
    (``name``)."""
    return {"club_name": season.club.name, "season_name": name,
            "evening_dates": [e.date for e in report.data.evenings], "lines": report.lines,
            "labels": result_labels(season_over=over), "deciders": report.deciders(),
            "prizes": prizes}


def _season_standings(request: HttpRequest, slug: str, pk: int
                      ) -> tuple[Season, bool, dict[str, Any]]:
    """A season, whether it is over, and what its standings PDF and Excel file show."""
    season = season_for_visitor(request, slug, pk)
    state = season_state(season)
    report = season_report(season, state)
    return season, state.over, _standings(
        season, season.name, report, over=state.over,
        prizes=season_prize_lines(season, report.lines, result_labels()))


@require_safe
def standings_pdf(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    season, over, shown = _season_standings(request, slug, pk)
    content = pdf.standings_pdf(**shown, prizes_title=_("Season prizes") if over else _(
        "Season prizes (if the season ended now)"))
    return file_response(content, f"stand-{slugify(season.name)}.pdf")


@require_safe
def standings_xlsx(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    season, _over, shown = _season_standings(request, slug, pk)
    return file_response(excel.standings_workbook(**shown), f"stand-{slugify(season.name)}.xlsx")


def _period_standings(request: HttpRequest, slug: str, pk: int, period: int
                      ) -> tuple[Period, dict[str, Any]]:
    """A period and what its PDF and its Excel file show: the season's standings look,
    the period's evenings and its prizes."""
    chosen = period_for_visitor(request, slug, pk, period)
    season = chosen.season
    state = season_state(season)
    report = period_report(chosen, state)
    return chosen, _standings(
        season, f"{season.name} \u2014 {chosen.name}", report, over=period_over(chosen, state),
        prizes=standings_prize_lines(report.lines, chosen.prize_worth, result_labels()))


def _period_file(chosen: Period, suffix: str) -> str:
    return f"stand-{slugify(chosen.season.name)}-{slugify(chosen.name)}.{suffix}"


@require_safe
def period_pdf(request: HttpRequest, slug: str, pk: int, period: int) -> HttpResponse:
    """A period's standings as the season's PDF, with the period's prizes."""
    chosen, shown = _period_standings(request, slug, pk, period)
    content = pdf.standings_pdf(**shown, prizes_title=_("Period prizes"))
    return file_response(content, _period_file(chosen, "pdf"))


@require_safe
def period_xlsx(request: HttpRequest, slug: str, pk: int, period: int) -> HttpResponse:
    chosen, shown = _period_standings(request, slug, pk, period)
    return file_response(excel.standings_workbook(**shown), _period_file(chosen, "xlsx"))


# The query parameter of the score sheets printed without their codes.
WITHOUT_CODES = "zonder-codes"


@login_required
@require_safe
def season_money_xlsx(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """The season's money per closed evening, for the board's treasurer."""
    season = season_for_board(request, slug, pk)
    lines = [MoneyLine(day=line.evening.date, players=line.players, payers=line.payers,
                       inleg=line.money.inleg or 0, paid=line.money.paid, left=line.money.left)
             for line in season_money(season)]
    labels = MoneyLabels(title=_("Money"), total=_("Total"), headings=(
        _("Date"), _("Players"), _("Paid the inleg"), _("Inleg in"), _("Prizes paid"),
        _("Left for the club")))
    content = money_workbook(club_name=season.club.name, season_name=season.name,
                             lines=lines, labels=labels)
    return file_response(content, f"geld-{slugify(season.name)}.xlsx")


@login_required
@require_safe
def score_sheets(request: HttpRequest, slug: str, pk: int, number: int) -> HttpResponse:
    """The round's sheets to print, as the season's game prints them, with the codes of its
    tables when tables enter their own sheet."""
    evening = evening_for_organiser(request, slug, pk)
    seating = round_seating_for_print(evening, number)
    if seating is None:
        raise Http404("Round not drawn")
    # Without a network (the phones cannot reach this computer) the organiser is told why
    # and offered the sheets without codes, which say so and are typed in here.
    without_codes = WITHOUT_CODES in request.GET
    if evening.season.table_entry and not without_codes and (
            refused := refuse_loopback_print(request, back=evening.get_absolute_url())):
        return refused
    round_ = get_object_or_404(Round, evening=evening, number=number)
    codes = SheetCodes()
    if without_codes:
        codes = SheetCodes(notice=_("Printed without codes: phones cannot reach this site. "
                                    "Enter these sheets on this computer."))
    elif evening.season.table_entry:
        codes = SheetCodes(
            qr_urls={t.table: absolute_url(request, reverse(
                "scoring:table_sheet", args=[table_token(round_, t.table)]))
                for t in seating.tables},
            # The other pair's slip only when the club has them check a sheet.
            checks={t.table: (absolute_url(request, reverse(
                "scoring:table_check", args=[check_token(round_, t.table)])),
                check_number(round_, t.table))
                for t in seating.tables} if evening.season.table_confirmation else None,
            notice=_("Reopened: only the codes of this print work.")
            if evening.link_generation else "")
    system = system_of(evening.season)
    name = system.words().sheets_file.format(date=f"{evening.date:%Y-%m-%d}", number=number)
    return file_response(system.printed_sheets(round_, seating, codes), name)
