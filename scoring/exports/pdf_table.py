"""A printed results table for the prize list and standings PDFs: size, pages, drawing.

The type is as large as the page width and the row count allow: it shrinks first (down to a
floor), then the rows go over more pages, each with the header row repeated. Numbers may be
set slightly condensed when there are many columns, which keeps 40 evenings readable.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Literal

from reportlab.lib.colors import Color
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

from tournament.printing.base import (
    ACCENT,
    FONT,
    FONT_BOLD,
    INK,
    RULE,
    TINT_A,
    WHITE,
    TextStyle,
    draw_text,
    fit_size,
    text_width,
)

# Italic marks a bye without relying on colour; Vera's italic ships with reportlab too.
FONT_ITALIC = "VeraIt"
pdfmetrics.registerFont(TTFont(FONT_ITALIC, "VeraIt.ttf"))

LEADING = 1.4  # row height in units of the type size
PAD = 0.3  # cell padding each side, same unit
MARK = 0.7  # a mark after a number, e.g. the bye "S", relative to the type size
CONDENSED = 0.82
COMFORTABLE = 8.0  # below this size numbers are condensed when that makes them larger
NOTE_ROWS = 1.8  # a separator note takes the height of this many rows
NAME_EM = 20.0  # a name column wider than this many ems only wastes room


def draw_fitted(
    canvas: Canvas, x: float, y: float, text: str, style: TextStyle, width: float
) -> None:
    """``draw_text``, except that a text that fits by shrinking is never cut with an
    ellipsis by a rounding error in the last decimal of its width."""
    size = fit_size(text, style.font, style.size, width * 0.999, style.size * style.min_ratio)
    draw_text(canvas, x, y, text, replace(style, size=size, min_ratio=1.0), width)


@dataclass(frozen=True)
class Cell:
    text: str = ""
    font: str = FONT
    color: Color = INK
    mark: str = ""


@dataclass(frozen=True)
class Column:
    header: str
    align: Literal["left", "right", "center"] = "right"
    flexible: bool = False  # the name: takes the width the other columns leave
    condense: bool = False  # numbers that may be set condensed when room is short
    rotate: bool = False  # the header may stand upright when it is wider than the numbers


@dataclass(frozen=True)
class Row:
    cells: tuple[Cell, ...] = ()
    note: str = ""  # a separator line with this note instead of cells
    tint: Color | None = None
    frame: bool = False


@dataclass(frozen=True)
class Layout:
    size: float
    widths: tuple[float, ...]
    scale: float  # horizontal scale of the condensable columns
    header_height: float
    pages: tuple[tuple[Row, ...], ...]
    offset: float = 0.0  # from the left edge of the given width, to centre a narrow table

    @property
    def row_height(self) -> float:
        return self.size * LEADING


def _cell_em(cell: Cell) -> float:
    mark = text_width(cell.mark, FONT, MARK) + 0.1 if cell.mark else 0.0
    return text_width(cell.text, cell.font, 1.0) + mark


def _column_ems(columns: Sequence[Column], rows: Sequence[Row]) -> list[float]:
    """The natural width of each column in ems: its widest cell, and its header unless that
    may stand upright."""
    ems = []
    for index, column in enumerate(columns):
        cells = [_cell_em(row.cells[index]) for row in rows if row.cells]
        widest = max(cells, default=0.0)
        if not column.rotate:
            widest = max(widest, text_width(column.header, FONT_BOLD, 0.9))
        ems.append(widest + 2 * PAD)
    return ems


def _paginate(
    rows: Sequence[Row], row_height: float, first: float, other: float
) -> list[tuple[Row, ...]]:
    pages: list[tuple[Row, ...]] = []
    page: list[Row] = []
    room = first
    for row in rows:
        height = row_height * (NOTE_ROWS if row.note else 1.0)
        if page and height > room + 0.01:
            pages.append(tuple(page))
            page, room = [], other
        page.append(row)
        room -= height
    pages.append(tuple(page))
    return pages


def layout_table(
    columns: Sequence[Column],
    rows: Sequence[Row],
    *,
    width: float,
    first_height: float,
    other_height: float,
    max_size: float,
    min_size: float,
    fill: bool = False,
) -> Layout:
    """The largest type that fits ``width``, as few pages as ``min_size`` allows, and the
    largest type that keeps to that page count. Heights are what the rows and the header
    row may use on the first and on later pages. Room to spare goes to the name, then to
    upright headers so they can lie down, then either to the name (``fill``) or to both
    sides, centring the table."""
    ems = _column_ems(columns, rows)
    flexible = next((i for i, col in enumerate(columns) if col.flexible), None)
    squeezed = [min(em, NAME_EM) if i == flexible else em for i, em in enumerate(ems)]

    def size_for(scale: float) -> float:
        total = sum(
            em * (scale if col.condense else 1.0) for em, col in zip(squeezed, columns, strict=True)
        )
        return width / total

    scale = 1.0
    size = min(max_size, size_for(1.0))
    if size < COMFORTABLE and any(col.condense for col in columns):
        scale, size = CONDENSED, min(max_size, size_for(CONDENSED))

    def widths_at(at: float) -> list[float]:
        widths = [
            em * at * (scale if col.condense else 1.0)
            for em, col in zip(squeezed, columns, strict=True)
        ]
        if flexible is not None:
            widths[flexible] += max(0.0, min(width - sum(widths), (ems[flexible] - NAME_EM) * at))
        wanted = [
            max(0.0, text_width(col.header, FONT_BOLD, at * 0.9) + 2 * PAD * at - w)
            if col.rotate
            else 0.0
            for col, w in zip(columns, widths, strict=True)
        ]
        if sum(wanted) <= width - sum(widths):
            widths = [w + extra for w, extra in zip(widths, wanted, strict=True)]
        if fill and flexible is not None:
            widths[flexible] += width - sum(widths)
        return widths

    def header_height(at: float) -> float:
        upright = [
            text_width(col.header, FONT_BOLD, at * 0.9) + 2 * PAD * at
            for col, w in zip(columns, widths_at(at), strict=True)
            if col.rotate and text_width(col.header, FONT_BOLD, at * 0.9) > w - 2 * PAD * at
        ]
        return max([at * 2.0, *upright])

    def pages_at(at: float) -> list[tuple[Row, ...]]:
        head = header_height(at)
        return _paginate(rows, at * LEADING, first_height - head, other_height - head)

    fewest = len(pages_at(min(min_size, size)))
    while size > min_size and len(pages_at(size)) > fewest:
        size = max(min_size, size - 0.25)
    widths = widths_at(size)
    return Layout(
        size,
        tuple(widths),
        scale,
        header_height(size),
        tuple(pages_at(size)),
        offset=(width - sum(widths)) / 2,
    )


def draw_table(
    canvas: Canvas, x: float, top: float, columns: Sequence[Column], layout: Layout, page: int
) -> float:
    """Draw the header row and the rows of ``page``; returns the bottom of the table."""
    size, widths = layout.size, layout.widths
    total = sum(widths)
    x += layout.offset
    canvas.setFillColor(ACCENT)
    canvas.rect(x, top - layout.header_height, total, layout.header_height, stroke=0, fill=1)
    left = x
    for column, width in zip(columns, widths, strict=True):
        _draw_header(canvas, left, top, column, width, layout)
        left += width

    y = top - layout.header_height
    first_index = sum(len(rows) for rows in layout.pages[:page])
    for offset, row in enumerate(layout.pages[page]):
        if row.note:
            height = layout.row_height * NOTE_ROWS
            canvas.setStrokeColor(INK)
            canvas.setLineWidth(max(0.8, size / 8))
            canvas.line(x, y - 0.25 * size, x + total, y - 0.25 * size)
            style = TextStyle(FONT_ITALIC, size, INK)
            draw_fitted(canvas, x + PAD * size, y - height + 0.5 * size, row.note, style, total)
            y -= height
            continue
        height = layout.row_height
        tint = row.tint or (TINT_A if (first_index + offset) % 2 else None)
        if tint is not None:
            canvas.setFillColor(tint)
            canvas.rect(x, y - height, total, height, stroke=0, fill=1)
        if row.frame:
            canvas.setStrokeColor(INK)
            canvas.setLineWidth(max(0.8, size / 9))
            canvas.rect(x, y - height, total, height, stroke=1, fill=0)
        left = x
        baseline = y - height + (height - 0.72 * size) / 2
        for column, width, cell in zip(columns, widths, row.cells, strict=True):
            scale = layout.scale if column.condense else 1.0
            _draw_cell(canvas, left, baseline, width, column, cell, size, scale)
            left += width
        y -= height
    canvas.setStrokeColor(RULE)
    canvas.setLineWidth(0.6)
    canvas.line(x, y, x + total, y)
    return y


def _draw_header(
    canvas: Canvas, left: float, top: float, column: Column, width: float, layout: Layout
) -> None:
    size = layout.size * 0.9
    pad = PAD * layout.size
    if column.rotate and text_width(column.header, FONT_BOLD, size) > width - 2 * pad:
        canvas.saveState()
        canvas.translate(left + width / 2 + 0.35 * size, top - layout.header_height + pad)
        canvas.rotate(90)
        canvas.setFont(FONT_BOLD, size)
        canvas.setFillColor(WHITE)
        canvas.drawString(0, 0, column.header)
        canvas.restoreState()
        return
    baseline = top - layout.header_height + pad + 0.15 * layout.size
    style = TextStyle(FONT_BOLD, size, WHITE, column.align, min_ratio=0.7)
    anchor = {"left": left + pad, "right": left + width - pad, "center": left + width / 2}
    draw_fitted(canvas, anchor[column.align], baseline, column.header, style, width - 2 * pad)


def _draw_cell(
    canvas: Canvas,
    left: float,
    baseline: float,
    width: float,
    column: Column,
    cell: Cell,
    size: float,
    scale: float,
) -> None:
    pad = PAD * size
    if column.flexible:
        style = TextStyle(cell.font, size, cell.color, min_ratio=0.75)
        draw_fitted(canvas, left + pad, baseline, cell.text, style, width - 2 * pad)
        return
    mark = text_width(cell.mark, FONT, size * MARK) + 0.1 * size if cell.mark else 0.0
    shown = text_width(cell.text, cell.font, size) * scale
    if column.align == "right":
        start = left + width - pad - mark - shown
    elif column.align == "center":
        start = left + (width - shown - mark) / 2
    else:
        start = left + pad
    canvas.saveState()
    canvas.translate(start, baseline)
    canvas.scale(scale, 1.0)
    canvas.setFont(cell.font, size)
    canvas.setFillColor(cell.color)
    canvas.drawString(0, 0, cell.text)
    canvas.restoreState()
    if cell.mark:
        canvas.setFont(FONT, size * MARK)
        canvas.setFillColor(cell.color)
        canvas.drawString(start + shown + 0.1 * size, baseline + 0.25 * size, cell.mark)
