"""What every printed score sheet shares, whatever the game: the page and its sizes, the
heading with club, table, round and both pairs, the QR code, rows sized for a pen (continued
on a next page when a long round needs it), the dealer's cell, marks to circle and the other
pair's check slip, and the pages of all tables (``sheets_pdf``). Each game's package in
``scoring.systems`` draws its own grid with them (its ``printed`` module).
"""

from __future__ import annotations

import io
from collections.abc import Callable

import segno
from PIL import Image
from reportlab.lib.colors import Color
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.lib.utils import ImageReader, simpleSplit
from reportlab.pdfgen.canvas import Canvas

from tournament.printing.base import (
    ACCENT,
    FONT,
    FONT_BOLD,
    INK,
    MUTED,
    RULE,
    TINT_A,
    TINT_B,
    WHITE,
    Labels,
    TextStyle,
    draw_text,
    new_canvas,
    roles,
    round_of,
    round_title,
    text_width,
)
from tournament.seating.named import RoundSeating, SeatLine, TableSeating

PAGE_WIDTH, PAGE_HEIGHT = A4
MARGIN = 36.0
CONTENT = PAGE_WIDTH - 2 * MARGIN
QR_SIZE = 84.0
QR_PIXELS_PER_MODULE = 4  # whole pixels per module: module edges stay sharp when scaled
QR_BORDER = 2  # modules of white around a code
# Any of the eight masks makes a valid code; choosing the "best" one costs 85% of the
# encoding time. A fixed mask keeps the sheets fast; the tests decode every code printed.
QR_MASK = 0
HEAD_ROW = 20.0
MAX_ROW = 32.0
MIN_ROW = 7 * mm  # room for a pen
ROOM_BELOW = 96.0  # the marks hint and the signature lines
GRID_TOP = PAGE_HEIGHT - MARGIN - 184  # where the heading ends and the grid begins
DEALER_NUMBER = 30.0  # a dealer column with his number alone
DEALER_NAMES = 80.0  # narrower, the dealer column has no room for names
DEALER_NAME = 9.5  # pt: the dealer's name, one line or two
DEALER_TWO_LINES = 2.05  # a row's height for two lines of a name, in units of their size
SLIP = 104.0  # the other pair's check slip at the foot of the page, below a cut line
GREY = Color(0.93, 0.93, 0.93)
HEADING = TextStyle(FONT_BOLD, 10.5, WHITE, "center", min_ratio=10 / 10.5)
SUBHEADING = TextStyle(FONT, 10, WHITE, "center", min_ratio=1.0)
TOTAL_STYLE = TextStyle(FONT_BOLD, 11, align="right")
FOOTNOTE = TextStyle(FONT, 10, INK)
NOTE = TextStyle(FONT_BOLD, 10, INK, min_ratio=1.0)
NOTE_LINE = 13.0


def sheet_pages(games: int, top: float, below: float = ROOM_BELOW, note: float = 0.0
                ) -> list[range]:
    """The game numbers on each page of a table's sheet, at least MIN_ROW per row.

    Only the last page carries the totals and what ``below`` makes room for (hints,
    signatures, the slip); every page keeps ``note`` free under its grid. A round that
    outgrows one page fills the pages before the last with whole rounds of four deals, as
    few rounds as give the fewest pages, so that their rows are as large as they can be."""
    grid = top - 2 * HEAD_ROW - MARGIN - note
    last = max(1, int((grid - below) // MIN_ROW) - 2)
    if games <= last:
        return [range(1, games + 1)]
    least, most = int(grid // MAX_ROW), int(grid // MIN_ROW)
    splits = [_split(games, per_page, last)
              for per_page in sorted({*range(max(4, least - least % 4), most + 1, 4), most})]
    return min(splits, key=len)  # the first of the fewest: the largest rows


def _split(games: int, per_page: int, last: int) -> list[range]:
    """``per_page`` games on each page until at most ``last`` are left for the last page."""
    pages, first = [], 1
    while games - first + 1 > last:
        end = min(first + per_page, games)  # the last page keeps a game or more
        pages.append(range(first, end))
        first = end
    return [*pages, range(first, games + 1)]


# Draws one page's grid: (canvas, top, row height, table, the games on the page, whether it
# is the table's last page, which carries the totals) -> the grid's bottom edge.
DrawGrid = Callable[[Canvas, float, float, TableSeating, range, bool], float]
# Draws what follows the grid on a table's last page (hints, signatures), below ``bottom``.
DrawFooter = Callable[[Canvas, float], None]


def sheets_pdf(
    seating: RoundSeating, *, games: int, labels: Labels, draw_grid: DrawGrid,
    draw_footer: DrawFooter, qr_urls: dict[int, str] | None = None,
    checks: dict[int, tuple[str, str]] | None = None, notice: str = "", note: str = "",
    compress: bool = True,
) -> bytes:
    """A page per table in table order, or more when a long round outgrows a page at
    pen-sized rows: it continues on the next page under the same heading, numbered on, and
    the totals, the footer and the other pair's slip come on the last. ``qr_urls`` maps a
    table to the address its QR code opens (a table without one gets no code); ``checks``
    maps a table to the other pair's check address and its six digits; ``notice`` is
    printed under the heading; ``note`` under the grid of every page, in bold (a round
    played to a target says so)."""
    if games < 1:
        raise ValueError(f"a round needs at least one game, not {games}")
    buffer = io.BytesIO()
    canvas = new_canvas(buffer, title=f"{labels.score_sheet} \u00b7 "
                        f"{round_title(seating, labels)}", compress=compress)
    note_lines = simpleSplit(note, NOTE.font, NOTE.size, CONTENT) if note else []
    note_room = NOTE_LINE * len(note_lines) + (6 if note_lines else 0)
    for table in seating.tables:
        url = (qr_urls or {}).get(table.table)
        check = (checks or {}).get(table.table)
        below = ROOM_BELOW + (SLIP if check else 0)
        pages = sheet_pages(games, GRID_TOP, below, note_room)
        for index, numbers in enumerate(pages):
            top = draw_heading(canvas, seating, table, labels, url, notice)
            last = index == len(pages) - 1
            row = (row_height(len(numbers), top, below + note_room) if last else
                   row_height(len(numbers), top, note_room, totals=False))
            bottom = draw_grid(canvas, top, row, table, numbers, last)
            for line, text in enumerate(note_lines):
                draw_text(canvas, MARGIN, bottom - 14 - NOTE_LINE * line, text, NOTE, CONTENT)
            if last:
                draw_footer(canvas, bottom - note_room)
                if check:
                    draw_slip(canvas, table, labels, *check)
            canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def row_height(games: int, top: float = GRID_TOP, below: float = ROOM_BELOW, *,
               totals: bool = True) -> float:
    """The height of a game's row below a heading ending at ``top``: as much as the page
    leaves, at most ``MAX_ROW``, never less than ``MIN_ROW`` (``sheet_pages`` puts no more
    games on a page than fit at that size); ``totals``: the page has the two totals rows."""
    room = (top - 2 * HEAD_ROW - MARGIN - below) / (games + (2 if totals else 0))
    return max(MIN_ROW, min(MAX_ROW, room))


def draw_heading(
    canvas: Canvas, seating: RoundSeating, table: TableSeating, labels: Labels, url: str | None,
    notice: str = "",
) -> float:
    """Club, table, round and both pairs; returns where the grid starts."""
    top = PAGE_HEIGHT - MARGIN
    width = CONTENT - (QR_SIZE + 30 if url else 0)
    heading = f"{labels.score_sheet} \u00b7 {seating.club_name}"
    draw_text(canvas, MARGIN, top - 11, heading, TextStyle(FONT, 12, MUTED), width)
    table_text = labels.table.format(table=table.table)
    draw_text(canvas, MARGIN, top - 46, table_text, TextStyle(FONT_BOLD, 34, ACCENT), width)
    title = round_title(seating, labels)
    draw_text(canvas, MARGIN, top - 68, title, TextStyle(FONT_BOLD, 14), width)
    sub = f"{round_of(seating, labels)} \u00b7 {roles(table, labels)}"
    draw_text(canvas, MARGIN, top - 86, sub, TextStyle(FONT, 11, MUTED), width)
    if notice:
        draw_text(canvas, MARGIN, top - 101, notice, TextStyle(FONT_BOLD, 10, INK), width)
    if url:
        draw_qr(canvas, url, labels.qr_caption, x=PAGE_WIDTH - MARGIN - QR_SIZE, top=top)

    pairs_top = top - 110
    box_width = (CONTENT - 12) / 2
    draw_pair(canvas, MARGIN, pairs_top, box_width, labels.pair_a, table.pair_a, TINT_A)
    right = MARGIN + box_width + 12
    draw_pair(canvas, right, pairs_top, box_width, labels.pair_b, table.pair_b, TINT_B)
    return pairs_top - 74  # == GRID_TOP


def qr_image(url: str) -> Image.Image:
    """The QR code of ``url`` as a small grey-scale image with a two-module margin.

    One image per code instead of a vector square per module: reportlab's QR widget drew
    some 800 shapes per code and, with its mask search, made the sheets ten times slower."""
    code = segno.make_qr(url, error="m", boost_error=False, mask=QR_MASK)
    matrix = [list(row) for row in code.matrix_iter(border=QR_BORDER)]
    size = len(matrix)
    image = Image.new("L", (size, size), 255)
    image.putdata([0 if dark else 255 for row in matrix for dark in row])
    scaled = size * QR_PIXELS_PER_MODULE
    return image.resize((scaled, scaled), Image.Resampling.NEAREST)


def draw_qr(canvas: Canvas, url: str, caption: str, *, x: float, top: float) -> None:
    canvas.drawImage(ImageReader(qr_image(url)), x, top - QR_SIZE, QR_SIZE, QR_SIZE)
    style = TextStyle(FONT, 9, INK, "center", min_ratio=0.8)
    if text_width(caption, FONT, 9) > QR_SIZE + 28:  # two lines rather than tiny type
        words = caption.split()
        half = len(words) // 2
        lines = [" ".join(words[:half]), " ".join(words[half:])]
    else:
        lines = [caption]
    for index, line in enumerate(lines):
        y = top - QR_SIZE - 10 - index * 10
        draw_text(canvas, x + QR_SIZE / 2, y, line, style, QR_SIZE + 28)


def draw_pair(
    canvas: Canvas,
    x: float,
    top: float,
    width: float,
    heading: str,
    seats: tuple[SeatLine, SeatLine],
    tint: Color,
) -> None:
    canvas.setFillColor(tint)
    canvas.setStrokeColor(RULE)
    canvas.setLineWidth(0.8)
    canvas.roundRect(x, top - 62, width, 62, 5, stroke=1, fill=1)
    numbers = " & ".join(str(seat.number) for seat in seats)
    draw_text(canvas, x + 10, top - 16, f"{heading}: {numbers}", TextStyle(FONT_BOLD, 12), width)
    for index, seat in enumerate(seats):
        baseline = top - 35 - index * 18
        canvas.setFont(FONT_BOLD, 13)
        canvas.setFillColor(INK)
        canvas.drawRightString(x + 38, baseline, str(seat.number))
        name = TextStyle(FONT, 13, min_ratio=0.75)
        draw_text(canvas, x + 46, baseline, seat.name, name, width - 56)


def draw_dealer(
    canvas: Canvas, span: tuple[float, float], baseline: float, seat: SeatLine,
    row: float = 0.0,
) -> None:
    """The dealer's number and name, the name at the size of every other name
    (``DEALER_NAME``): a long one on two lines where the ``row`` has room for them at that
    size (cut at the end of the second where even that is short), only as much smaller as
    a short row asks; and in a column too narrow for names (``DEALER_NAMES``) the number
    alone, centred: the pairs' boxes above the grid have every name whole."""
    left, right = span
    canvas.setFont(FONT_BOLD, 10)
    canvas.setFillColor(INK)
    if right - left < DEALER_NAMES:
        canvas.drawCentredString((left + right) / 2, baseline, str(seat.number))
        return
    canvas.drawRightString(left + 24, baseline, str(seat.number))
    width = right - left - 33
    lines = simpleSplit(seat.name, FONT, DEALER_NAME, width)
    if len(lines) < 2:
        draw_text(canvas, left + 29, baseline, seat.name,
                  TextStyle(FONT, DEALER_NAME, min_ratio=0.8), width)
        return
    # Two lines take about twice their size (with the leading and the descenders).
    size = max(DEALER_NAME * 0.8, min(DEALER_NAME, row / DEALER_TWO_LINES))
    lines = _two_lines(seat.name, size, width)  # the second cut where even that is short
    middle = baseline + 0.15 * row  # of the row
    for index, line in enumerate(lines):
        y = middle + 0.3 * size - index * 1.05 * size
        draw_text(canvas, left + 29, y, line, TextStyle(FONT, size, min_ratio=1.0), width)


def _two_lines(name: str, size: float, width: float) -> list[str]:
    """``name`` over two lines, the first as full as it can be, broken at a space or after
    a hyphen ("Gerrit Hofstede-" / "van der Molen")."""
    breaks = [i for i in range(1, len(name)) if name[i] == " " or name[i - 1] == "-"]
    fitting = [i for i in breaks if text_width(name[:i], FONT, size) <= width]
    cut = max(fitting, default=breaks[0] if breaks else len(name))
    return [name[:cut].rstrip(), name[cut:].strip()]


def draw_marks(
    canvas: Canvas, span: tuple[float, float], baseline: float, marks: tuple[str, ...]
) -> None:
    """Faint marks spread over a column, to circle one (a game's own value: a suit, say)."""
    left, right = span[0] + 3, span[1] - 3
    step = (right - left) / len(marks)
    canvas.setFont(FONT, 10)
    canvas.setFillColor(MUTED)
    for index, mark in enumerate(marks):
        canvas.drawCentredString(left + step * (index + 0.5), baseline, mark)


def draw_slip(canvas: Canvas, table: TableSeating, labels: Labels, url: str, number: str
               ) -> None:
    """A strip below a dashed cut line for pair A (the scorekeeper, the highest number, is
    in pair B): their own code to check the sheet the scorekeeper's pair enters."""
    cut = MARGIN + SLIP - 8
    canvas.setStrokeColor(INK)
    canvas.setLineWidth(0.8)
    canvas.setDash(4, 3)
    canvas.line(MARGIN, cut, MARGIN + CONTENT, cut)
    canvas.setDash()
    size = SLIP - 24
    canvas.drawImage(ImageReader(qr_image(url)), MARGIN + CONTENT - size, MARGIN, size, size)
    seats = " & ".join(str(seat.number) for seat in table.pair_a)
    width = CONTENT - size - 12
    title = labels.slip_title.format(pair=labels.pair_a, seats=seats, table=table.table)
    draw_text(canvas, MARGIN, cut - 22, title, TextStyle(FONT_BOLD, 14), width)
    draw_text(canvas, MARGIN, cut - 42, labels.slip_hint, FOOTNOTE, width)
    spaced = f"{number[:3]} {number[3:]}"
    draw_text(canvas, MARGIN, cut - 72, spaced, TextStyle(FONT_BOLD, 22), width)
