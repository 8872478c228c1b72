"""The evening's prize list and the season standings as PDFs to read out and pin on the wall.

Plain data in (scoring.standings lines), PDF bytes out; nothing here touches the database.
The house style (Vera, the club-table green, the header band) is the seat list's, from
tournament.printing.base. Everything that tells a reader something is told by more than colour
(italic and "S" for a bye, brackets for an evening that does not count, as on the page and
in Excel, a frame for the champion), because club printers are black and white.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from datetime import date

from reportlab.lib.pagesizes import A4, landscape
from reportlab.pdfgen.canvas import Canvas

from scoring.exports.pdf_table import (
    FONT_ITALIC,
    Cell,
    Column,
    Layout,
    Row,
    draw_fitted,
    draw_table,
)
from scoring.exports.pdf_table import layout_table as _layout_table
from scoring.results.decided import NO_DECIDERS, Decided, Deciders
from scoring.results.labels import PrizeEntry, ResultLabels, prize_entries, prize_notes
from scoring.results.numbers import score_decimals
from scoring.results.prizes import Prize
from scoring.results.ranking import EveningLine
from scoring.results.season import SeasonLine, champions
from tournament.printing.base import (
    ACCENT,
    FONT,
    FONT_BOLD,
    INK,
    MUTED,
    RULE,
    TINT_B,
    TextStyle,
    new_canvas,
)

MARGIN = 24.0
PRIZE_ROW = 40.0
NOTE_ROW = 18.0  # a line under the prizes: a prize place not given
FOOT = MARGIN + 6  # the lowest a table may reach; the legend and page number sit below


def prize_list_pdf(
    *,
    club_name: str,
    evening_date: date,
    prizes: Sequence[Prize],
    lines: Sequence[EveningLine],
    rounds: int,
    labels: ResultLabels,
    deciders: Deciders = NO_DECIDERS,
    compress: bool = True,
    worths: Mapping[int, str] | None = None,
    side: Sequence[PrizeEntry] = (),
) -> bytes:
    """The prizes in large type above the full evening results, A4 portrait: up to about 65
    players on the first page, more on the next pages under a repeated header row. After
    the total: what decided places between equal totals (``deciders``). A prize's worth
    (``worths`` by place) stands in the small line under its winner; the ``side`` prizes
    follow the places."""
    title = labels.prize_title.format(date=labels.day(evening_date))
    ordered = sorted(lines, key=lambda line: line.position)
    winners = {id(w.line.player) for prize in prizes for w in prize.winners}
    columns = (
        Column(labels.rank),
        Column(labels.name, align="left", flexible=True),
        *(Column(labels.round.format(round=i)) for i in range(1, rounds + 1)),
        Column(labels.penalty),
        Column(labels.total),
        *_decider_columns(deciders, labels),
    )
    rows = [_evening_row(line, rounds, id(line.player) in winners, labels, deciders)
            for line in ordered]
    entries = [replace(entry, note=" \u00b7 ".join(filter(None, (entry.worth, entry.note))))
               for entry in [*prize_entries(prizes, labels, worths), *side]]
    notes = prize_notes(prizes, labels)
    width, height = A4
    block = 12 + PRIZE_ROW * len(entries) + NOTE_ROW * len(notes) if entries else 0.0
    table_top = height - MARGIN - 64 - (block + 18 if block else 0)
    layout = _layout_table(
        columns,
        rows,
        width=width - 2 * MARGIN,
        first_height=table_top - FOOT,
        other_height=height - MARGIN - 30 - FOOT,
        max_size=14,
        min_size=6,
        fill=True,
    )
    byes = any(any(line.player.byes) for line in ordered)
    legend = labels.bye_legend if byes else ""

    def first_page(canvas: Canvas) -> float:
        _draw_title(canvas, width, height, title, club_name, 26)
        if entries:
            _draw_prizes(canvas, height - MARGIN - 64, width, entries, labels)
            y = height - MARGIN - 64 - 12 - PRIZE_ROW * len(entries)
            for note in notes:
                y -= NOTE_ROW
                draw_fitted(canvas, MARGIN + 14, y + 4, note, TextStyle(FONT, 11, INK),
                            width - 2 * MARGIN - 28)
        return table_top

    return _pages(title=title, pagesize=(width, height), columns=columns, layout=layout,
                  legend=legend, labels=labels, compress=compress, first_page=first_page)


def standings_pdf(
    *,
    club_name: str,
    season_name: str,
    evening_dates: Sequence[date],
    lines: Sequence[SeasonLine],
    labels: ResultLabels,
    deciders: Deciders = NO_DECIDERS,
    compress: bool = True,
    prizes: Sequence[tuple[str, str, str]] = (),
    prizes_title: str = "",
) -> bytes:
    """The season standings, A4 landscape, one row per player and a column per evening.

    Qualified players first in the given order, then the unqualified ones below a separator
    with a note. The champion (rank 1) is framed and bold; mid-season the caller may call it
    the leader through ``labels.champion``. The ``prizes`` of the standings (place, names,
    worth: ``prize_money.standings_prize_lines``) stand under ``prizes_title`` above the
    table. ``season_name`` may name a period of the season too.
    """
    title = labels.standings_title.format(season=season_name)
    qualified = [line for line in lines if line.qualified]
    others = [line for line in lines if not line.qualified]
    decimals = score_decimals(lines)
    columns = (
        Column(labels.rank),
        Column(labels.name, align="left", flexible=True),
        *(
            Column(day.strftime(labels.short_date_format), condense=True, rotate=True)
            for day in evening_dates
        ),
        Column(labels.played),
        Column(labels.score),
        *_decider_columns(deciders, labels),
    )
    rows = [_season_row(line, len(evening_dates), decimals, labels, deciders)
            for line in qualified]
    if others:
        rows.append(Row(note=labels.unqualified))
        rows += [_season_row(line, len(evening_dates), decimals, labels, deciders)
                 for line in others]
    width, height = landscape(A4)
    block = NOTE_ROW * (len(prizes) + 1) + 8 if prizes else 0.0
    layout = _layout_table(
        columns,
        rows,
        width=width - 2 * MARGIN,
        first_height=height - MARGIN - 56 - block - FOOT,
        other_height=height - MARGIN - 30 - FOOT,
        max_size=12,
        min_size=6.5,
    )
    names = [line.player.name for line in champions(lines)]
    facts = [club_name, labels.evenings_held(len(evening_dates))]
    if names:
        facts.append(f"{labels.champion}: {' & '.join(names)}")
    legend = f"{labels.dropped_legend}   \u00b7   {labels.absent_legend}"

    def first_page(canvas: Canvas) -> float:
        _draw_title(canvas, width, height, title, "   \u00b7   ".join(facts), 22)
        top = height - MARGIN - 56
        if prizes:
            _draw_prize_lines(canvas, top, width, prizes_title, prizes)
        return top - block

    return _pages(title=title, pagesize=(width, height), columns=columns, layout=layout,
                  legend=legend, labels=labels, compress=compress, first_page=first_page)


def _pages(
    *, title: str, pagesize: tuple[float, float], columns: Sequence[Column], layout: Layout,
    legend: str, labels: ResultLabels, compress: bool, first_page: Callable[[Canvas], float],
) -> bytes:
    """Draw the table over its pages: ``first_page`` draws the heading of page 1 and says
    where the table starts; later pages get a short repeated title."""
    width, height = pagesize
    buffer = io.BytesIO()
    canvas = new_canvas(buffer, title=title, pagesize=pagesize, compress=compress)
    for page in range(len(layout.pages)):
        if page == 0:
            top = first_page(canvas)
        else:
            top = _draw_continued(canvas, width, height, title, labels)
        draw_table(canvas, MARGIN, top, columns, layout, page)
        _draw_footer(canvas, width, legend, page, layout, labels)
        canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def _decider_columns(deciders: Deciders, labels: ResultLabels) -> list[Column]:
    columns = []
    if deciders.card_points:
        columns.append(Column(labels.card_points))
    if deciders.tie_breaks:
        columns.append(Column(labels.tie_break_heading, align="left"))
    return columns


def _decider_cells(line: Decided, deciders: Deciders, labels: ResultLabels) -> list[Cell]:
    cells = []
    if deciders.card_points:
        cells.append(Cell(labels.number(line.player.card_points)))
    if deciders.tie_breaks:
        cells.append(Cell(labels.tie_break_labels(deciders.keys_of(line))))
    return cells


def _evening_row(line: EveningLine, rounds: int, winner: bool, labels: ResultLabels,
                 deciders: Deciders) -> Row:
    round_cells = []
    for score, bye in line.player.round_scores(rounds):
        if score is None:
            round_cells.append(Cell(labels.not_played, color=MUTED))
        elif bye:
            round_cells.append(Cell(labels.number(score), FONT_ITALIC, mark=labels.bye_mark))
        else:
            round_cells.append(Cell(labels.number(score)))
    penalty = line.player.penalty
    return Row(
        (
            Cell(str(line.position)),
            Cell(line.player.name, FONT_BOLD if winner else FONT),
            *round_cells,
            Cell(labels.number(penalty) if penalty else ""),
            Cell(labels.number(line.player.total), FONT_BOLD),
            *_decider_cells(line, deciders, labels),
        ),
        tint=TINT_B if winner else None,
    )


def _season_row(line: SeasonLine, evenings: int, decimals: int, labels: ResultLabels,
                deciders: Deciders) -> Row:
    champion = line.qualified and line.rank == 1
    cells = []
    for index in range(evenings):
        score = line.player.evenings[index] if index < len(line.player.evenings) else None
        counted = index < len(line.counted) and line.counted[index]
        if score is None:
            cells.append(Cell(labels.not_played, color=MUTED))
        else:
            text = labels.number(score)
            cells.append(Cell(text) if counted
                         else Cell(labels.dropped.format(score=text), color=MUTED))
    strong = FONT_BOLD if champion else FONT
    return Row(
        (
            Cell(str(line.rank) if line.qualified else ""),
            Cell(line.player.name, strong),
            *cells,
            Cell(str(line.played)),
            Cell(labels.number(line.score, decimals), FONT_BOLD),
            *_decider_cells(line, deciders, labels),
        ),
        tint=TINT_B if champion else None,
        frame=champion,
    )


def _draw_title(
    canvas: Canvas, width: float, height: float, title: str, subtitle: str, size: float
) -> None:
    room = width - 2 * MARGIN
    draw_fitted(canvas, width / 2, height - MARGIN - size, title, _center(size), room)
    sub = TextStyle(FONT, 12, MUTED, "center")
    draw_fitted(canvas, width / 2, height - MARGIN - size - 20, subtitle, sub, room)


def _draw_continued(
    canvas: Canvas, width: float, height: float, title: str, labels: ResultLabels
) -> float:
    text = labels.continued.format(title=title)
    draw_fitted(canvas, MARGIN, height - MARGIN - 12, text, TextStyle(FONT_BOLD, 14), width)
    return height - MARGIN - 24


def _center(size: float) -> TextStyle:
    return TextStyle(FONT_BOLD, size, INK, "center")


def _draw_prizes(
    canvas: Canvas, top: float, width: float, entries: Sequence[PrizeEntry], labels: ResultLabels
) -> None:
    left, right = MARGIN, width - MARGIN
    height = 12 + PRIZE_ROW * len(entries)
    canvas.setStrokeColor(ACCENT)
    canvas.setLineWidth(1.5)
    canvas.roundRect(left, top - height, right - left, height, 8, stroke=1, fill=0)
    label_width = 0.36 * (right - left)
    name_x = left + 14 + label_width
    y = top - 6
    for index, entry in enumerate(entries):
        label, name, note = entry.place, entry.name, entry.note
        total = labels.number(entry.total)
        if index and label:
            canvas.setStrokeColor(RULE)
            canvas.setLineWidth(0.6)
            canvas.line(left + 10, y, right - 10, y)
        # "Poedelprijs (op één na laatste)": the explanation goes on a smaller second line.
        main, paren, rest = label.partition(" (")
        place = TextStyle(FONT_BOLD, 16, ACCENT)
        draw_fitted(canvas, left + 14, y - (19 if paren else 25), main, place, label_width)
        if paren:
            draw_fitted(canvas, left + 14, y - 32, f"({rest}", TextStyle(FONT, 10), label_width)
        total_width = 90.0
        name_width = right - 14 - total_width - name_x
        baseline = y - (21 if note else 26)
        draw_fitted(canvas, name_x, baseline, name, TextStyle(FONT_BOLD, 20), name_width)
        if note:
            draw_fitted(canvas, name_x, y - 34, note, TextStyle(FONT, 9.5, MUTED), name_width)
        style = TextStyle(FONT_BOLD, 20, align="right")
        draw_fitted(canvas, right - 14, y - 26, total, style, total_width)
        y -= PRIZE_ROW


def _draw_prize_lines(canvas: Canvas, top: float, width: float, title: str,
                      prizes: Sequence[tuple[str, str, str]]) -> None:
    """The prizes of standings as short lines under a heading: place, names, worth."""
    room = width - 2 * MARGIN
    y = top - NOTE_ROW + 4
    draw_fitted(canvas, MARGIN, y, title, TextStyle(FONT_BOLD, 13, ACCENT), room)
    for place, names, worth in prizes:
        y -= NOTE_ROW
        draw_fitted(canvas, MARGIN + 14, y, place, TextStyle(FONT_BOLD, 11, INK), 130)
        draw_fitted(canvas, MARGIN + 150, y, names, TextStyle(FONT, 11, INK), room * 0.4)
        draw_fitted(canvas, MARGIN + 160 + room * 0.4, y, worth, TextStyle(FONT, 11, INK),
                    room * 0.6 - 174)


def _draw_footer(
    canvas: Canvas, width: float, legend: str, page: int, layout: Layout, labels: ResultLabels
) -> None:
    baseline = MARGIN - 8
    if legend:
        draw_fitted(canvas, MARGIN, baseline, legend, TextStyle(FONT, 8, INK), width / 2)
    if len(layout.pages) > 1:
        text = labels.page_of.format(page=page + 1, pages=len(layout.pages))
        style = TextStyle(FONT, 8, MUTED, "right")
        draw_fitted(canvas, width - MARGIN, baseline, text, style, width / 2)


__all__ = ["ResultLabels", "prize_list_pdf", "standings_pdf"]
