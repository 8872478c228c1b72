"""The evening results and the season standings as Excel workbooks (openpyxl).

Same inputs as the PDFs (scoring.exports_pdf). Every score is a real number, so the club can
sort and sum; what the PDF marks in print is marked with fonts and number formats here: a bye
in italic with a comment, an evening that does not count grey and in brackets (as on the page
and in the PDF, explained below the table in the same words) while staying a number. The
header row and the rank and name columns stay in view when scrolling.
"""

from __future__ import annotations

import io
import re
from collections.abc import Mapping, Sequence
from datetime import date

from openpyxl import Workbook
from openpyxl.cell.cell import ILLEGAL_CHARACTERS_RE
from openpyxl.comments import Comment
from openpyxl.styles import Alignment, Font, PatternFill
from openpyxl.utils import get_column_letter
from openpyxl.worksheet.worksheet import Worksheet

from scoring.results.decided import NO_DECIDERS, Decided, Deciders
from scoring.results.labels import PrizeEntry, ResultLabels, prize_entries, prize_notes
from scoring.results.numbers import score_decimals
from scoring.results.prizes import Prize
from scoring.results.ranking import EveningLine
from scoring.results.season import SeasonLine

WHOLE = "#,##0"
DECIMAL = "#,##0.0"
PENALTY = '#,##0;-#,##0;""'  # a zero penalty stays 0 but shows nothing
HEADER_FONT = Font(bold=True, color="FFFFFF")
HEADER_FILL = PatternFill("solid", fgColor="1F5130")  # the PDFs' club-table green
BOLD = Font(bold=True)
BYE = Font(italic=True)
DROPPED_FONT = Font(color="808080")
FREEZE = "C2"  # the header row, and rank and name beside every score
MAX_WIDTH = 40


def evening_workbook(
    *,
    club_name: str,
    evening_date: date,
    prizes: Sequence[Prize],
    lines: Sequence[EveningLine],
    rounds: int,
    labels: ResultLabels,
    deciders: Deciders = NO_DECIDERS,
    worths: Mapping[int, str] | None = None,
    side: Sequence[PrizeEntry] = (),
) -> bytes:
    """Two sheets: the evening results (place, name, each round, penalty, total, and what
    decided places between equal totals: ``deciders``) and the prizes with the tie-break
    that decided them, the ``side`` prizes after the places (what won it as the total)."""
    workbook = Workbook()
    sheet = workbook.active
    assert sheet is not None  # a new workbook always has one sheet
    sheet.title = _sheet_title(labels.evening_sheet)
    workbook.properties.title = labels.prize_title.format(date=labels.day(evening_date))
    workbook.properties.creator = club_name
    _header(sheet, [*labels.evening_columns(rounds), *_decider_headings(deciders, labels)])
    for line in sorted(lines, key=lambda line: line.position):
        round_scores = line.player.round_scores(rounds)
        _append(
            sheet,
            [
                line.position,
                line.player.name,
                *(score for score, _ in round_scores),
                line.player.penalty,
                line.player.total,
                *_decider_values(line, deciders, labels),
            ]
        )
        row = sheet.max_row
        for index, (score, bye) in enumerate(round_scores):
            cell = sheet.cell(row, 3 + index)
            cell.number_format = WHOLE
            if bye and score is not None:
                # The same "S" as the page and the PDF, while the cell stays a number.
                cell.number_format = f'{WHOLE}" {_quoted(labels.bye_mark)}"'
                cell.font = BYE
                cell.comment = Comment(labels.bye_comment, club_name)
        sheet.cell(row, 3 + rounds).number_format = PENALTY
        total = sheet.cell(row, 4 + rounds)
        total.number_format = WHOLE
        total.font = BOLD
    _finish(sheet, FREEZE)

    prize_sheet = workbook.create_sheet(_sheet_title(labels.prizes_sheet))
    headings = [labels.prize, labels.name, labels.total, labels.tie_break_heading, labels.remark]
    # A season whose prizes name no worth keeps the columns it had.
    worth = bool(worths) or any(entry.worth for entry in side)
    _header(prize_sheet, [*headings, labels.worth] if worth else headings)
    rows = [(entry, labels.shared_prize if entry.shared else None)
            for entry in prize_entries(prizes, labels, worths)]
    rows += [(entry, entry.note or None) for entry in side]  # "2 pits · shared"
    for entry, remark in rows:
        values = [entry.place or None, entry.name, entry.total, entry.tie_breaks or None,
                  remark or None]
        _append(prize_sheet, [*values, entry.worth or None] if worth else values)
        prize_sheet.cell(prize_sheet.max_row, 3).number_format = WHOLE
    _finish(prize_sheet, "A2")
    notes = prize_notes(prizes, labels)
    if notes:  # below the table, outside its filter and column widths
        prize_sheet.append([])
        for note in notes:
            _append(prize_sheet, [note])
    return _save(workbook)


def standings_workbook(
    *,
    club_name: str,
    season_name: str,
    evening_dates: Sequence[date],
    lines: Sequence[SeasonLine],
    labels: ResultLabels,
    deciders: Deciders = NO_DECIDERS,
    prizes: Sequence[tuple[str, str, str]] = (),
) -> bytes:
    """One sheet: rank, name, each evening (empty when absent), evenings played, season
    score and a remark for the champion and the unqualified players, in the given order;
    with season ``prizes`` (place, names, worth) a second sheet lists them."""
    workbook = Workbook()
    sheet = workbook.active
    assert sheet is not None  # a new workbook always has one sheet
    sheet.title = _sheet_title(labels.standings_sheet)
    workbook.properties.title = labels.standings_title.format(season=season_name)
    workbook.properties.creator = club_name
    evenings = len(evening_dates)
    days = [labels.day(day) for day in evening_dates]
    _header(sheet, [labels.rank, labels.name, *days, labels.played, labels.score, labels.remark,
                    *_decider_headings(deciders, labels)])
    decimals = score_decimals(lines)
    dropped = _dropped_format(labels)
    for line in sorted(lines, key=lambda line: not line.qualified):
        champion = line.qualified and line.rank == 1
        scores = [
            line.player.evenings[i] if i < len(line.player.evenings) else None
            for i in range(evenings)
        ]
        remark = labels.champion if champion else None
        if not line.qualified:
            remark = labels.unqualified_short
        score = round(line.score, 1) if decimals else round(line.score)
        rank = line.rank if line.qualified else None
        _append(sheet, [rank, line.player.name, *scores, line.played, score, remark,
                        *_decider_values(line, deciders, labels)])
        row = sheet.max_row
        for index in range(evenings):
            cell = sheet.cell(row, 3 + index)
            cell.number_format = WHOLE
            counted = index < len(line.counted) and line.counted[index]
            if not counted and cell.value is not None:
                cell.font = DROPPED_FONT
                cell.number_format = dropped
        total = sheet.cell(row, 4 + evenings)
        total.number_format = DECIMAL if decimals else WHOLE
        total.font = BOLD
        if champion:
            sheet.cell(row, 2).font = BOLD
    _finish(sheet, FREEZE)
    # Below the table, outside its filter and column widths: what the brackets mean.
    sheet.append([])
    _append(sheet, [labels.dropped_legend])
    if prizes:
        prize_sheet = workbook.create_sheet(_sheet_title(labels.prizes_sheet))
        _header(prize_sheet, [labels.prize, labels.name, labels.worth])
        for place, names, worth in prizes:
            _append(prize_sheet, [place, names, worth or None])
        _finish(prize_sheet, "A2")
    return _save(workbook)


def _decider_headings(deciders: Deciders, labels: ResultLabels) -> list[str]:
    return ([labels.card_points] if deciders.card_points else []) + (
        [labels.tie_break_heading] if deciders.tie_breaks else [])


def _decider_values(line: Decided, deciders: Deciders, labels: ResultLabels) -> list[object]:
    values: list[object] = [line.player.card_points] if deciders.card_points else []
    if deciders.tie_breaks:
        values.append(labels.tie_break_labels(deciders.keys_of(line)) or None)
    return values


def _dropped_format(labels: ResultLabels) -> str:
    """The number format that writes a number as ``labels.dropped`` does: "(4.818)"."""
    before, _, after = labels.dropped.partition("{score}")
    text = f'"{_quoted(before)}"{WHOLE}"{_quoted(after)}"'
    negative = f'"{_quoted(before)}"-{WHOLE}"{_quoted(after)}"'
    return f"{text};{negative}"


def _quoted(text: str) -> str:
    """Text inside a quoted part of an Excel number format: a quote is doubled."""
    return text.replace('"', '""')


def _sheet_title(title: str) -> str:
    """Excel refuses these characters in a sheet title and more than 31 of them."""
    return re.sub(r"[\[\]:*?/\\]", "", title)[:31] or "Sheet"


def _append(sheet: Worksheet, values: Sequence[object]) -> None:
    """Append a row in which every text stays text: a member called "=2+3" or
    "=HYPERLINK(...)" must never become a live formula in a file the public downloads, and
    characters Excel refuses are left out instead of failing the download."""
    sheet.append([ILLEGAL_CHARACTERS_RE.sub("", v) if isinstance(v, str) else v for v in values])
    for cell in sheet[sheet.max_row]:
        if cell.data_type == "f":
            cell.data_type = "s"


def _header(sheet: Worksheet, titles: Sequence[str]) -> None:
    _append(sheet, list(titles))
    for cell in sheet[1]:
        cell.font = HEADER_FONT
        cell.fill = HEADER_FILL
        cell.alignment = Alignment(horizontal="center", vertical="center", wrap_text=True)


def _finish(sheet: Worksheet, freeze: str) -> None:
    """Freeze the header, filter on it and size each column to its longest text."""
    sheet.freeze_panes = freeze
    sheet.auto_filter.ref = sheet.dimensions
    for index, column in enumerate(sheet.iter_cols(), start=1):
        width = max(_shown_length(cell) for cell in column) + 2
        letter = get_column_letter(index)
        sheet.column_dimensions[letter].width = min(max(width, 6), MAX_WIDTH)


def _shown_length(cell: object) -> int:
    value = getattr(cell, "value", None)
    if value is None:
        return 0
    if isinstance(value, float):
        return len(f"{value:,.1f}")
    if isinstance(value, int):
        return len(f"{value:,}") + 2  # brackets or a minus sign
    return len(str(value))


def _save(workbook: Workbook) -> bytes:
    buffer = io.BytesIO()
    workbook.save(buffer)
    return buffer.getvalue()


__all__ = ["ResultLabels", "evening_workbook", "standings_workbook"]
