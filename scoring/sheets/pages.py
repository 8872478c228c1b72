"""The team sheet's pages, for every team game (``scoring.sheets.team.TeamGame``): the sheet
of one table in one round game by game, its live preview, only its totals, and the other
pair's check. The game is passed in (``sheet``); the pages of ``scoring.systems.views``
find it and call these through it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.text import get_text_list
from django.utils.translation import gettext as _

from clubs.errors import UserError
from clubs.models import RevokePolicy
from scoring.models import Confirmation, ScoreSheet, SheetStatus
from scoring.rules import GAME_POINTS
from scoring.sheets import confirm
from scoring.sheets import save as services
from scoring.sheets.forms import RowFields, SheetForm, TotalsForm
from scoring.sheets.fragments import first_problem
from scoring.sheets.preview import preview
from scoring.sheets.rows import Row, RowResult, SheetResult
from scoring.sheets.saved import saved_sheet, store
from scoring.sheets.seats import TableSeats, table_seats
from scoring.sheets.system import Entry
from tournament.models import Round, Season

if TYPE_CHECKING:
    from scoring.sheets.team import TeamGame


@dataclass(frozen=True)
class SheetLine:
    """One game on the page: its fields, its score and the running totals after it."""

    fields: RowFields
    result: RowResult | None
    total: tuple[int, int] | None
    hints: list[str]

    @property
    def number(self) -> int:
        return self.fields.number

    @property
    def errors(self) -> list[str]:
        return self.fields.errors


def sheet_lines(form: SheetForm, result: SheetResult, sheet: TeamGame) -> list[SheetLine]:
    """The games with their running totals, which stop at the first game with a mistake
    (also one the form refused before the rules saw it, such as 170 points)."""
    rows = form.row_fields()
    totals = result.shown_totals(broken=[f.number for f in rows if f.errors])
    lines = []
    for fields in rows:
        scored = result.rows.get(fields.number)
        hints = [sheet.problem_text(h) for h in scored.hints] if scored else []
        lines.append(SheetLine(fields, scored, totals.get(fields.number), hints))
    return lines


def _initial(stored: ScoreSheet | None, seating: str, sheet: TeamGame,
             season: Season) -> dict[str, Any]:
    if stored is None:
        return {"version": 0, "seating": seating}
    initial: dict[str, Any] = {"version": stored.version, "seating": seating}
    if stored.totals_only:
        initial.update(total_a=stored.total_a, total_b=stored.total_b)
    columns = sheet.columns(season)
    for g in stored.games.all():
        own = sheet.detail.unpack(g.detail)
        for column in columns:
            value = own[column.holds] if column.holds in own else getattr(g, column.holds)
            initial[f"g{g.number}-{column.name}"] = None if value == column.blank else value
        if g.points_a + g.points_b == GAME_POINTS:
            # Pair B's points follow from A's (shown as a hint), so correcting A alone works.
            initial[f"g{g.number}-points_b"] = None
    return initial


def _stored_rows(stored: ScoreSheet | None) -> list[Row]:
    if stored is None:
        return []
    return [
        Row(number=g.number, declarer=g.declarer,  # type: ignore[arg-type]
            points_a=g.points_a, points_b=g.points_b, roem_a=g.roem_a, roem_b=g.roem_b,
            pit=g.pit or None, revoke=g.revoke or None,  # type: ignore[arg-type]
            revoke_seat=g.revoke_seat, detail=g.detail)
        for g in stored.games.all()
    ]


def refused(request: HttpRequest, form: SheetForm | TotalsForm) -> None:
    """The message for a form that cannot be saved as posted."""
    if form.non_field_errors():
        messages.error(request, str(form.non_field_errors()[0]))
    else:
        messages.error(request, _("Nothing is saved: correct the marked games."))


def sheet_form(request: HttpRequest, round_: Round, seats: TableSeats,
               stored: ScoreSheet | None, sheet: TeamGame) -> tuple[SheetForm, SheetResult]:
    """The sheet's form, posted or filled with ``stored``, and its games scored by the
    game (a problem per game, for the page and the live preview)."""
    season = round_.evening.season
    kwargs: dict[str, Any] = {
        "games": sheet.round_length(season).games, "columns": sheet.columns(season),
        "first": sheet.first_column(season),
        "seats": [(s.number, f"{s.number} {s.name}") for s in seats.lines],
    }
    if request.method != "POST":
        form = SheetForm(initial=_initial(stored, seats.key, sheet, season), **kwargs)
        return form, sheet.evaluate(_stored_rows(stored), season)
    form = SheetForm(request.POST, **kwargs)
    form.is_valid()
    result = sheet.evaluate(form.rows(), season)
    for n, row in result.rows.items():
        if row.problems:
            form.row_problems[n] = [sheet.problem_text(p) for p in row.problems]
    return form, result


def sheet_context(form: SheetForm, result: SheetResult, stored: ScoreSheet | None,
                  sheet: TeamGame, round_: Round, table: int) -> dict[str, Any]:
    """What the sheet's table (its ``templates.table``) and its preview need."""
    if not form.data.get("preview"):
        form.focus({row.number for row in (form.rows() if form.is_bound
                                           else _stored_rows(stored))})
    lines = sheet_lines(form, result, sheet)
    words = sheet.words()
    # How many columns come before the scores (game, dealer, plays and every input but the
    # declarer, which sits in the plays column) and in all.
    lead = 3 + len([name for name in form.columns if name != "declarer"])
    return {"form": form, "result": result, "lines": lines, "problem": first_problem(lines),
            "columns": form.columns, "lead": lead, "width": lead + 4,
            "templates": sheet.templates, "team_words": sheet.team_words(), "words": words,
            "detail": sheet.detail,
            "title": words.sheet_title % {"number": round_.number, "table": table}}


def rules_marks(season: Season) -> dict[str, bool]:
    return {"penalty": season.revoke_policy == RevokePolicy.PENALTY,
            "replay": season.revoke_policy == RevokePolicy.REPLAY}


def _dispute(stored: ScoreSheet | None, entry: Entry, own: Mapping[str, Any]
             ) -> dict[str, Any]:
    """For the organisers, a disputed sheet as the table entered it and the games that
    differ from the other pair's version (``stored.counter_version``)."""
    if stored is None or entry.by_table or stored.confirmation != Confirmation.DISPUTED:
        return {"disputed": None}
    entered = services.snapshot(stored, own)
    differs = confirm.differing_games(entered or {}, stored.counter_version or {}, own)
    return {"disputed": entered, "differs": differs,
            "differs_text": get_text_list([str(n) for n in differs], _("and"))}


def sheet_page(request: HttpRequest, round_: Round, table: int, entry: Entry,
               sheet: TeamGame) -> HttpResponse:
    if request.method == "POST" and request.POST.get("preview"):
        return preview(request, round_, table, sheet)
    season = round_.evening.season
    seats = table_seats(round_, table)
    stored = ScoreSheet.objects.filter(round=round_, table=table).first()
    others: list[dict[str, Any] | None] = []  # the values someone saved meanwhile
    form, result = sheet_form(request, round_, seats, stored, sheet)
    if request.method == "POST":
        if form.is_valid() and not result.has_problems:
            filled = {row.number for row in form.rows()}
            answer = store(
                request, entry, form,
                lambda **who: services.save_games(round_, table, form.rows(), sheet=sheet,
                                                  **who)[0],
                lambda saved: saved_sheet(saved, round_, filled, seats.lines, sheet),
                changed=lambda now: others.append(
                    services.snapshot(now, sheet.history_keys)))
            if answer is not None:
                return answer
        else:
            refused(request, form)
    return render(request, "scoring/sheet.html", {
        "round": round_, "evening": round_.evening, "club": season.club, "table": table,
        "seats": seats.lines, "stored": stored, "other": others[0] if others else None,
        **_dispute(stored, entry, sheet.history_keys),
        "by_table": entry.by_table, "done_url": entry.done_url,
        **sheet_context(form, result, stored, sheet, round_, table), **rules_marks(season),
    })


def totals_page(request: HttpRequest, round_: Round, table: int, entry: Entry,
                sheet: TeamGame) -> HttpResponse:
    season = round_.evening.season
    seats = table_seats(round_, table)
    stored = ScoreSheet.objects.filter(round=round_, table=table).first()
    form = TotalsForm(request.POST or None, initial=_initial(stored, seats.key, sheet, season))
    team_words = sheet.team_words()
    form.fields["total_a"].label = team_words.total_field_a
    form.fields["total_b"].label = team_words.total_field_b
    others: list[str] = []  # the totals someone saved meanwhile, in words
    if request.method == "POST" and not form.is_valid():
        refused(request, form)
    if request.method == "POST" and form.is_valid():
        total_a, total_b = form.cleaned_data["total_a"], form.cleaned_data["total_b"]
        problems = sheet.check_totals(total_a, total_b, season)
        for problem in problems:
            form.add_error(None, sheet.problem_text(problem))
        if not problems:
            answer = store(
                request, entry, form,
                lambda **who: services.save_totals(round_, table, total_a, total_b,
                                                   sheet=sheet, **who),
                lambda saved: saved_sheet(saved, round_, (), seats.lines, sheet),
                changed=lambda now: others.append(
                    saved_sheet(now, round_, (), seats.lines, sheet).totals))
            if answer is not None:
                return answer
    return render(request, "scoring/totals.html", {
        "round": round_, "evening": round_.evening, "club": season.club, "table": table,
        "seats": seats.lines, "form": form, "done_url": entry.done_url,
        "by_table": entry.by_table, "other": others[0] if others else "",
        "team_words": team_words,
    })


def check_page(request: HttpRequest, round_: Round, table: int, entry: Entry,
               sheet: TeamGame) -> HttpResponse:
    """The entered sheet, read-only, with "it is right" and "it is not right";
    ``entry.done_url`` is where the other pair lands after either."""
    stored = ScoreSheet.objects.filter(round=round_, table=table).first()
    if stored is None or stored.status != SheetStatus.COMPLETE:
        return render(request, "scoring/table_check_wait.html",
                      {"round": round_, "table": table, "check": sheet.words().check})
    if request.method == "POST" and request.POST.get("preview"):
        return preview(request, round_, table, sheet)
    seats = table_seats(round_, table)
    form, result = sheet_form(request, round_, seats, stored, sheet)
    done, links = entry.done_url, entry.links or 0
    if request.method == "POST":
        try:
            if request.POST.get("action") == "confirm":
                confirm.confirm(round_, table, version=posted_version(request), links=links,
                                user=request.user)
                return redirect(done)
            if form.is_valid() and not result.has_problems:
                confirm.dispute(round_, table, form.rows(), sheet=sheet,
                                version=posted_version(request),
                                reason=request.POST.get("reason", ""), links=links,
                                user=request.user)
                return redirect(done)
            messages.error(request, _("Your version has mistakes; correct the marked games."))
        except UserError as error:
            messages.error(request, error.message)
    season = round_.evening.season
    return render(request, "scoring/table_check.html", {
        "round": round_, "evening": round_.evening, "club": season.club, "table": table,
        "seats": seats.lines, "stored": stored,
        "entered": services.snapshot(stored, sheet.history_keys),
        "reason": request.POST.get("reason", ""), "disputing": request.method == "POST",
        **sheet_context(form, result, stored, sheet, round_, table), **rules_marks(season),
    })


def posted_version(request: HttpRequest) -> int:
    """The sheet's version the page was opened with (a hidden field)."""
    try:
        return int(request.POST.get("version", ""))
    except ValueError as error:
        raise UserError("page_incomplete", _("This page was not loaded completely; reload it "
                                             "and try again.")) from error
