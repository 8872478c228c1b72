"""The live preview of a sheet, on every keystroke: the typed games read by the one parser
(``scoring.sheets.entry``), scored by the team game, and sent back as the parts of
the page that change (``scoring.sheets.fragments``). No form of 96 fields is built and no
stored sheet is read, so it stays a few milliseconds."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from django.http import HttpRequest, HttpResponse

from scoring.sheets import fragments
from scoring.sheets.entry import column_fields, read_games
from scoring.sheets.rows import RowResult
from tournament.models import Round, Seat

if TYPE_CHECKING:
    from scoring.sheets.team import TeamGame


@dataclass(frozen=True)
class Line:
    number: int
    result: RowResult | None
    total: tuple[int, int] | None
    errors: list[str] = field(default_factory=list)
    hints: list[str] = field(default_factory=list)


def preview(request: HttpRequest, round_: Round, table: int, sheet: TeamGame) -> HttpResponse:
    season = round_.evening.season
    columns = sheet.columns(season)
    seats = ([(n, str(n)) for n in Seat.objects.filter(round=round_, table=table)
              .values_list("number", flat=True)]
             if any(column.names_a_player for column in columns) else [])
    typed = read_games(request.POST, games=sheet.round_length(season).games,
                       fields=column_fields(columns, seats),
                       ends_game=[column.name for column in columns if column.ends_game])
    result = sheet.evaluate([typed_row for game in typed
                             if (typed_row := game.row(columns)) is not None], season)
    totals = result.shown_totals(broken=[game.number for game in typed if game.errors])
    lines = []
    for game in typed:
        scored = result.rows.get(game.number)
        errors = [message for messages in game.errors.values() for message in messages]
        errors += [sheet.problem_text(p) for p in scored.problems] if scored else []
        lines.append(Line(game.number, scored, totals.get(game.number), errors,
                          [sheet.problem_text(h) for h in scored.hints] if scored else []))
    problem = fragments.first_problem(lines)
    width = 3 + len([column for column in columns if column.name != "declarer"]) + 4
    return HttpResponse(fragments.preview(lines, result, problem, width, sheet.team_words(),
                                          sheet.words().target))
