"""The heading of a printed sheet of single players, one A4 page per table: the title, the
table, the round, the notice, who keeps the sheet and the game's own lines on how to fill it
in, each line whole (wrapped where it is long), and the table's code in the corner. The
games give their words and lines; the grid below is each game's own.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen.canvas import Canvas

from tournament.printing.base import (
    ACCENT,
    FONT,
    FONT_BOLD,
    INK,
    MUTED,
    TextStyle,
    draw_text,
    new_canvas,
)
from tournament.printing.seat_list import wrap
from tournament.printing.sheet_page import qr_image
from tournament.seating.named import RoundSeating, TableSeating

PAGE_WIDTH, PAGE_HEIGHT = A4
MARGIN = 34.0
QR_SIZE = 70.0
LINES_SIZE = 9.5  # the notice, who keeps the sheet and how to fill it in


@dataclass(frozen=True)
class HeadingWords:
    """The heading's words, in the active language."""

    title: str  # "{title} · {club}"
    table: str  # "Table {table}"
    round_heading: str  # "Boom {round} of {total} · {date}"
    qr_caption: str


@dataclass(frozen=True)
class Spacing:
    """How a game's heading is set (each game's sheet kept its own since it was drawn)."""

    shrink: float  # how far the title, table and round may shrink to fit (``TextStyle``)
    leading: float  # between two lines, beyond the type's size
    caption_leading: float  # between the lines of the code's caption
    below: float  # between the last line and the grid


def tables_pdf(seating: RoundSeating, *, words: HeadingWords,
               lines: Callable[[TableSeating], list[str]], spacing: Spacing,
               grid: Callable[[Canvas, TableSeating, float], None],
               qr_urls: Mapping[int, str] | None, notice: str, compress: bool) -> bytes:
    """A page per table of the round: the heading with the table's code (``qr_urls``) and
    ``lines``, then the game's ``grid`` from where the heading ends down."""
    buffer = io.BytesIO()
    canvas = new_canvas(buffer, title=f"{words.title} \u00b7 {seating.club_name}",
                        compress=compress)
    for table in seating.tables:
        top = draw_heading(canvas, seating, table, words, lines(table),
                           url=(qr_urls or {}).get(table.table), notice=notice,
                           spacing=spacing)
        grid(canvas, table, top)
        canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def draw_heading(canvas: Canvas, seating: RoundSeating, table: TableSeating,
                 words: HeadingWords, lines: Sequence[str], *, url: str | None, notice: str,
                 spacing: Spacing) -> float:
    """The heading of ``table``'s page; ``lines``: who keeps the sheet (in ink) and then the
    game's own (muted); ``notice`` in bold above them. Returns where the grid starts."""
    top = PAGE_HEIGHT - MARGIN
    width = PAGE_WIDTH - 2 * MARGIN - (QR_SIZE + 20 if url else 0)
    c = canvas
    draw_text(c, MARGIN, top - 11, f"{words.title} \u00b7 {seating.club_name}",
              TextStyle(FONT, 11, MUTED, min_ratio=spacing.shrink), width)
    draw_text(c, MARGIN, top - 44, words.table.format(table=table.table),
              TextStyle(FONT_BOLD, 30, ACCENT, min_ratio=spacing.shrink), width)
    sub = words.round_heading.format(round=seating.round_number, total=seating.rounds_total,
                                     date=seating.evening_date.strftime("%d-%m-%Y"))
    draw_text(c, MARGIN, top - 64, sub, TextStyle(FONT_BOLD, 13, min_ratio=spacing.shrink),
              width)
    step = LINES_SIZE + spacing.leading
    y = top - 82
    if notice:
        y = wrapped(c, MARGIN, y, notice, TextStyle(FONT_BOLD, LINES_SIZE, INK, min_ratio=1),
                     width, step)
    for index, line in enumerate(lines):
        style = TextStyle(FONT, LINES_SIZE, INK if index == 0 else MUTED, min_ratio=1)
        y = wrapped(c, MARGIN, y, line, style, width, step)
    if url:
        x = PAGE_WIDTH - MARGIN - QR_SIZE
        c.drawImage(ImageReader(qr_image(url)), x, top - QR_SIZE, QR_SIZE, QR_SIZE)
        below = wrapped(c, x + QR_SIZE / 2, top - QR_SIZE - 11, words.qr_caption,
                         TextStyle(FONT, 8, MUTED, "center", min_ratio=1), QR_SIZE + 20,
                         spacing.caption_leading)
        y = min(y, below)
    return y - spacing.below


def wrapped(canvas: Canvas, x: float, y: float, text: str, style: TextStyle, width: float,
            step: float | None = None) -> float:
    """``text`` whole over as many lines as it takes from ``y`` down, ``step`` apart (the
    type's size and 3 more); the next line's y."""
    step = style.size + 3 if step is None else step
    for line in wrap(text, style.font, style.size, width):
        draw_text(canvas, x, y, line, style, width)
        y -= step
    return y
