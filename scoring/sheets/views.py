"""Score entry: the sheet of one table in one boom, for organisers and (by QR code) tables."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _

from clubs.errors import UserError
from clubs.models import GameSystem, RevokePolicy
from clubs.versions import rebind
from scoring.closing.entry_mode import sheet_takes_totals
from scoring.models import Confirmation, ScoreSheet
from scoring.rules import GAME_POINTS, Suit
from scoring.sheets import klabberjass_views  # issue 16
from scoring.sheets import save as services
from scoring.sheets.forms import RowFields, SheetForm, TotalsForm
from scoring.sheets.fragments import first_problem
from scoring.sheets.messages import problem_text
from scoring.sheets.preview import preview
from scoring.sheets.rows import Row, RowResult, SheetResult
from scoring.sheets.saved import saved_message, saved_sheet
from scoring.sheets.seats import TableSeats, table_seats
from scoring.sheets.tokens import read_token
from scoring.systems import system_of
from tournament.access import evening_for_organiser
from tournament.models import Round, Season


@dataclass(frozen=True)
class SheetLine:
    """One game on the page: its fields, its score and the running totals after it."""

    fields: RowFields
    result: RowResult | None
    total: tuple[int, int] | None

    @property
    def number(self) -> int:
        return self.fields.number

    @property
    def errors(self) -> list[str]:
        return self.fields.errors

    @property
    def hints(self) -> list[str]:
        return [problem_text(h) for h in self.result.hints] if self.result else []


def sheet_lines(form: SheetForm, result: SheetResult) -> list[SheetLine]:
    """The games with their running totals, which stop at the first game with a mistake
    (also one the form refused before the rules saw it, such as 170 points)."""
    rows = form.row_fields()
    totals = result.shown_totals(broken=[f.number for f in rows if f.errors])
    return [SheetLine(f, result.rows.get(f.number), totals.get(f.number)) for f in rows]


@dataclass(frozen=True)
class Entry:
    """Where a sheet page saves to and who saves: the organisers, or a table by its code."""

    done_url: str
    by_table: bool = False
    links: int | None = None  # the link generation of the table's code


def _initial(sheet: ScoreSheet | None, seating: str) -> dict[str, Any]:
    if sheet is None:
        return {"version": 0, "seating": seating}
    initial: dict[str, Any] = {"version": sheet.version, "seating": seating}
    if sheet.totals_only:
        initial.update(total_a=sheet.total_a, total_b=sheet.total_b)
    for g in sheet.games.all():
        for name in ("declarer", "points_a", "points_b", "pit", "revoke", "revoke_seat",
                     "trump", "bella"):
            initial[f"g{g.number}-{name}"] = getattr(g, name)
        if g.points_a + g.points_b == GAME_POINTS:
            # Pair B's points follow from A's (shown as a hint), so correcting A alone works.
            initial[f"g{g.number}-points_b"] = None
        initial[f"g{g.number}-roem_a"] = g.roem_a or None
        initial[f"g{g.number}-roem_b"] = g.roem_b or None
        initial[f"g{g.number}-doubling"] = g.doubling if g.doubling != 1 else None
        initial[f"g{g.number}-contra"] = initial[f"g{g.number}-doubling"]  # Klammern
    return initial


def _stored_rows(sheet: ScoreSheet | None) -> list[Row]:
    if sheet is None:
        return []
    return [
        Row(number=g.number, declarer=g.declarer,  # type: ignore[arg-type]
            points_a=g.points_a, points_b=g.points_b, roem_a=g.roem_a, roem_b=g.roem_b,
            pit=g.pit or None, revoke=g.revoke or None,  # type: ignore[arg-type]
            revoke_seat=g.revoke_seat, doubling=g.doubling,
            trump=Suit(g.trump) if g.trump else None,
            bella=g.bella or None)  # type: ignore[arg-type]
        for g in sheet.games.all()
    ]


@login_required
def sheet(request: HttpRequest, slug: str, pk: int, number: int, table: int) -> HttpResponse:
    evening = evening_for_organiser(request, slug, pk)
    round_ = get_object_or_404(Round, evening=evening, number=number)
    round_.evening = evening
    entry = Entry(reverse("scoring:dashboard", args=[slug, pk]))
    if evening.season.game_system == GameSystem.KLABBERJASS:  # issue 16: its own list
        return klabberjass_views.list_page(request, round_, table, entry)
    if sheet_takes_totals(request, round_, table):
        return _totals_page(request, round_, table, entry)
    return sheet_page(request, round_, table, entry)


def table_sheet(request: HttpRequest, token: str) -> HttpResponse:
    """The sheet for the players at the table, reached by the QR code on the paper sheet."""
    round_, table, links = read_token(token)
    entry = Entry(reverse("scoring:table_sheet_done", args=[token]), by_table=True, links=links)
    if round_.evening.season.game_system == GameSystem.KLABBERJASS:  # issue 16
        return klabberjass_views.list_page(request, round_, table, entry)
    if sheet_takes_totals(request, round_, table):
        return _totals_page(request, round_, table, entry)
    return sheet_page(request, round_, table, entry)


def _refused(request: HttpRequest, form: SheetForm | TotalsForm) -> None:
    """The message for a form that cannot be saved as posted."""
    if form.non_field_errors():
        messages.error(request, str(form.non_field_errors()[0]))
    else:
        messages.error(request, _("Nothing is saved: correct the marked games."))


def _columns(form: SheetForm) -> dict[str, Any]:
    """The row's inputs, and how many columns come before the scores (game, dealer, plays
    and every input but the declarer, which sits in the plays column) and in all."""
    lead = 3 + len([name for name in form.columns if name != "declarer"])
    return {"columns": form.columns, "lead": lead, "width": lead + 4,
            "sheet_table": ("scoring/klammern_sheet_table.html" if "bella" in form.columns
                            else "scoring/sheet_table.html")}  # Klammern (issue 17)


def sheet_form(request: HttpRequest, round_: Round, seats: TableSeats,
               stored: ScoreSheet | None) -> tuple[SheetForm, SheetResult]:
    """The sheet's form, posted or filled with ``stored``, and its games scored by the
    season's game system (a problem per game, for the page and the live preview)."""
    season = round_.evening.season
    system = system_of(season)
    kwargs: dict[str, Any] = {
        "games": system.boom(season).games,
        "fields": system.row_fields(season),
        "penalty_seats": [(s.number, f"{s.number} {s.name}") for s in seats.lines]
        if season.revoke_policy == RevokePolicy.PENALTY else [],
    }
    if request.method != "POST":
        form = SheetForm(initial=_initial(stored, seats.key), **kwargs)
        return form, system.evaluate(_stored_rows(stored), season)
    form = SheetForm(request.POST, **kwargs)
    form.is_valid()
    result = system.evaluate(form.rows(), season)
    for n, row in result.rows.items():
        if row.problems:
            form.row_problems[n] = [problem_text(p) for p in row.problems]
    return form, result


def sheet_context(form: SheetForm, result: SheetResult, stored: ScoreSheet | None
                  ) -> dict[str, Any]:
    """What the sheet's table (templates/scoring/sheet_table.html) and its preview need."""
    if not request_is_preview(form):
        form.focus({row.number for row in (form.rows() if form.is_bound
                                           else _stored_rows(stored))})
    lines = sheet_lines(form, result)
    return {"form": form, "result": result, "lines": lines, "problem": first_problem(lines),
            **_columns(form)}


def request_is_preview(form: SheetForm) -> bool:
    return bool(form.data.get("preview"))


def sheet_page(request: HttpRequest, round_: Round, table: int, entry: Entry) -> HttpResponse:
    if request.method == "POST" and request.POST.get("preview"):
        return preview(request, round_, table)
    season = round_.evening.season
    seats = table_seats(round_, table)
    stored = ScoreSheet.objects.filter(round=round_, table=table).first()
    other: dict[str, Any] | None = None
    form, result = sheet_form(request, round_, seats, stored)
    if request.method == "POST":
        if form.is_valid() and not result.has_problems:
            try:
                saved, _result = services.save_games(
                    round_, table, form.rows(), version=form.cleaned_data["version"],
                    seating=form.cleaned_data["seating"], user=request.user,
                    by_table=entry.by_table, links=entry.links)
            except services.StaleSheet as error:
                messages.error(request, error.message)
                other = services.snapshot(error.sheet)
                # Saving again after comparing is a deliberate overwrite of their values.
                rebind(form, "version", error.sheet.version)
            except UserError as error:
                messages.error(request, error.message)
            else:
                filled = {row.number for row in form.rows()}
                saved_message(request, saved_sheet(saved, round_, filled, seats.lines),
                              by_table=entry.by_table)
                return redirect(entry.done_url)
        else:
            _refused(request, form)
    return render(request, "scoring/sheet.html", {
        "round": round_, "evening": round_.evening, "club": season.club, "table": table,
        "seats": seats.lines, "stored": stored, "other": other,
        "disputed": (services.snapshot(stored) if stored and not entry.by_table
                     and stored.confirmation == Confirmation.DISPUTED else None),
        "by_table": entry.by_table, "done_url": entry.done_url,
        **sheet_context(form, result, stored), **rules_marks(season),
    })


def rules_marks(season: Season) -> dict[str, bool]:
    return {"penalty": season.revoke_policy == RevokePolicy.PENALTY,
            "replay": season.revoke_policy == RevokePolicy.REPLAY}


def _totals_page(request: HttpRequest, round_: Round, table: int, entry: Entry) -> HttpResponse:
    season = round_.evening.season
    seats = table_seats(round_, table)
    stored = ScoreSheet.objects.filter(round=round_, table=table).first()
    form = TotalsForm(request.POST or None, initial=_initial(stored, seats.key))
    if request.method == "POST" and not form.is_valid():
        _refused(request, form)
    if request.method == "POST" and form.is_valid():
        total_a, total_b = form.cleaned_data["total_a"], form.cleaned_data["total_b"]
        problems = system_of(season).check_totals(total_a, total_b, season)
        for problem in problems:
            form.add_error(None, problem_text(problem))
        if not problems:
            try:
                saved = services.save_totals(round_, table, total_a, total_b,
                                     version=form.cleaned_data["version"],
                                     seating=form.cleaned_data["seating"], user=request.user,
                                     by_table=entry.by_table, links=entry.links)
            except UserError as error:
                messages.error(request, error.message)
            else:
                saved_message(request, saved_sheet(saved, round_, (), seats.lines),
                              by_table=entry.by_table)
                return redirect(entry.done_url)
    return render(request, "scoring/totals.html", {
        "round": round_, "evening": round_.evening, "club": season.club, "table": table,
        "seats": seats.lines, "form": form, "done_url": entry.done_url,
        "by_table": entry.by_table,
    })
