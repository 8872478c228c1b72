"""The seat list of one boom: a page to pin on the club wall, readable from two metres.

Each table is a block with its number, the four seat numbers and names, the partner pairs and
who deals first and who keeps the score; the byes get a block of their own. The blocks grow
as large as the page allows, and the orientation is whichever gives the larger text. No text
in a block is ever smaller than 18 pt, readable from two metres for most players: a large
club gets more pages instead of smaller type, and a name too long even then is cut short.
"""

from __future__ import annotations

import io
import math
from collections.abc import Sequence
from dataclasses import dataclass

from reportlab.lib.colors import Color
from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen.canvas import Canvas

from tournament.printing.base import (
    ACCENT,
    FONT,
    FONT_BOLD,
    INK,
    MUTED,
    TINT_A,
    TINT_B,
    WHITE,
    Labels,
    RoundSeating,
    SeatLine,
    TextStyle,
    draw_text,
    fit_size,
    new_canvas,
    round_of,
    round_title,
    text_width,
)
from tournament.printing.sheet_page import qr_image

MARGIN = 28.0
FINDER_QR = 56.0  # the "where do I sit?" code in the top corner
HEADER = 72.0  # title and subtitle above the blocks
FOOTER = 16.0
GAP = 10.0
# A block measured in units of its base font size (the size of a name).
BLOCK_WIDTH = 13.5
BLOCK_HEIGHT = 11.45
MAX_UNIT = 30.0  # one or two tables should not turn into a poster of a single name
MIN_TEXT = 18.0  # pt: names, seat numbers and every line of a block
LINE = 0.95  # the pairs, dealer and scorer lines, in units
MIN_UNIT = MIN_TEXT / LINE


@dataclass(frozen=True)
class _Block:
    heading: str
    seats: tuple[SeatLine, ...]
    tinted: bool  # pair rows tinted, for a table
    lines: tuple[str, ...]  # the first bold
    band: Color


@dataclass(frozen=True)
class _Layout:
    pagesize: tuple[float, float]
    columns: int
    cell_width: float
    unit: float


def seat_list_pdf(seating: RoundSeating, *, labels: Labels, compress: bool = True) -> bytes:
    """The seat list of a boom as PDF bytes: as many pages as it takes to keep every text
    at 18 pt or more (up to six tables a page on A4)."""
    blocks = _blocks(seating, labels)
    page_count = 1
    while _layout(math.ceil(len(blocks) / page_count)).unit < MIN_UNIT:
        page_count += 1
    per_page = max(1, math.ceil(len(blocks) / page_count))
    pages = [blocks[i : i + per_page] for i in range(0, len(blocks), per_page)] or [[]]
    title = round_title(seating, labels)
    subtitle = f"{seating.club_name} \u00b7 {round_of(seating, labels)}"

    buffer = io.BytesIO()
    canvas = new_canvas(buffer, title=title, compress=compress)
    for page_number, page_blocks in enumerate(pages, start=1):
        layout = _layout(len(page_blocks))
        width, height = layout.pagesize
        canvas.setPageSize(layout.pagesize)
        center = TextStyle(FONT_BOLD, 32, align="center")
        # Room on both sides of the title for the "where do I sit?" code in the corner.
        room = width - 2 * MARGIN - (2 * (FINDER_QR + 12) if seating.finder_url else 0)
        draw_text(canvas, width / 2, height - MARGIN - 30, title, center, room)
        sub = TextStyle(FONT, 15, MUTED, align="center")
        draw_text(canvas, width / 2, height - MARGIN - 54, subtitle, sub, room)
        if seating.finder_url:
            _draw_finder(canvas, seating.finder_url, labels.finder_caption,
                         x=width - MARGIN - FINDER_QR, top=height - MARGIN + 8)
        if len(pages) > 1:
            footer = labels.page_of.format(page=page_number, pages=len(pages))
            draw_text(
                canvas,
                width - MARGIN,
                MARGIN / 2,
                footer,
                TextStyle(FONT, 10, MUTED, "right"),
                width,
            )
        _draw_blocks(canvas, layout, page_blocks)
        canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def _draw_finder(canvas: Canvas, url: str, caption: str, *, x: float, top: float) -> None:
    canvas.drawImage(ImageReader(qr_image(url)), x, top - FINDER_QR, FINDER_QR, FINDER_QR)
    draw_text(canvas, x + FINDER_QR / 2, top - FINDER_QR - 12, caption,
              TextStyle(FONT_BOLD, 12, align="center"), FINDER_QR + 24)


def _blocks(seating: RoundSeating, labels: Labels) -> list[_Block]:
    blocks = []
    for table in seating.tables:
        if table.solo:  # issue 16: Klabberjass, each for himself
            pairs = labels.solo_four if len(table.seats) == 4 else labels.solo_three
        else:
            (a1, a2), (b1, b2) = table.pair_a, table.pair_b
            pairs = labels.pairs.format(a1=a1.number, a2=a2.number, b1=b1.number,
                                        b2=b2.number)
        heading = labels.table.format(table=table.table)
        # Dealer and scorer each on a line of their own, as large as the pairs line.
        dealer = labels.deals_first.format(number=table.dealer.number)
        scorer = labels.keeps_score.format(number=table.scorekeeper.number)
        blocks.append(_Block(heading, table.seats, not table.solo, (pairs, dealer, scorer),
                             ACCENT))
    bye_line = labels.bye_score.format(score=seating.bye_score_text)
    for start in range(0, len(seating.byes), 4):
        chunk = seating.byes[start : start + 4]
        blocks.append(_Block(labels.byes, chunk, False, (bye_line,), MUTED))
    return blocks


def _layout(count: int) -> _Layout:
    """Try both orientations and every column count; keep the one with the largest text."""
    best: _Layout | None = None
    for pagesize in (A4, landscape(A4)):
        width = pagesize[0] - 2 * MARGIN
        height = pagesize[1] - 2 * MARGIN - HEADER - FOOTER
        for columns in range(1, max(count, 1) + 1):
            rows = math.ceil(count / columns) or 1
            cell_width = (width - (columns - 1) * GAP) / columns
            cell_height = (height - (rows - 1) * GAP) / rows
            unit = min(cell_width / BLOCK_WIDTH, cell_height / BLOCK_HEIGHT, MAX_UNIT)
            if best is None or unit > best.unit + 0.01:
                # A block may be wider than its unit asks, which leaves room for long names.
                block_width = min(cell_width, unit * BLOCK_WIDTH * 1.5)
                best = _Layout(pagesize, columns, block_width, unit)
    assert best is not None
    return best


def _draw_blocks(canvas: Canvas, layout: _Layout, blocks: Sequence[_Block]) -> None:
    page_width, page_height = layout.pagesize
    columns = min(layout.columns, len(blocks)) or 1
    grid_width = columns * layout.cell_width + (columns - 1) * GAP
    left = (page_width - grid_width) / 2
    row_height = layout.unit * BLOCK_HEIGHT + GAP
    rows = math.ceil(len(blocks) / layout.columns)
    room = page_height - 2 * MARGIN - HEADER - FOOTER - (rows * row_height - GAP)
    top = page_height - MARGIN - HEADER - max(0.0, room) / 3  # a little above the middle
    for index, block in enumerate(blocks):
        row, column = divmod(index, layout.columns)
        x = left + column * (layout.cell_width + GAP)
        _draw_block(canvas, x, top - row * row_height, layout.cell_width, layout.unit, block)


def _draw_block(canvas: Canvas, x: float, top: float, width: float, u: float, b: _Block) -> None:
    pad, band, row, number_width = 0.5 * u, 1.6 * u, 1.45 * u, 3.1 * u
    canvas.saveState()
    canvas.setLineWidth(max(0.8, u / 12))
    canvas.setStrokeColor(b.band)
    canvas.setFillColor(b.band)
    canvas.roundRect(x, top - BLOCK_HEIGHT * u, width, BLOCK_HEIGHT * u, 0.4 * u, stroke=1, fill=0)
    canvas.roundRect(x, top - band, width, band, 0.4 * u, stroke=0, fill=1)
    canvas.rect(x, top - band, width, band / 2, stroke=0, fill=1)  # square lower corners
    heading = TextStyle(FONT_BOLD, 1.2 * u, WHITE, min_ratio=MIN_TEXT / (1.2 * u))
    draw_text(canvas, x + pad, top - 1.15 * u, b.heading, heading, width - 2 * pad)

    y = top - band - 0.3 * u
    for index, seat in enumerate(b.seats):
        if b.tinted:
            canvas.setFillColor(TINT_A if index % 2 == 0 else TINT_B)
            canvas.rect(x + 0.15 * u, y - row, width - 0.3 * u, row, stroke=0, fill=1)
        baseline = y - row + 0.4 * u
        canvas.setFont(FONT_BOLD, 1.3 * u)
        canvas.setFillColor(INK)
        canvas.drawRightString(x + pad + number_width - 0.5 * u, baseline, str(seat.number))
        name_width = width - 2 * pad - number_width
        _draw_name(canvas, x + pad + number_width, baseline, seat.name, u, name_width)
        y -= row

    y = top - band - 0.3 * u - 4 * row - 1.0 * u
    for index, line in enumerate(b.lines):
        style = TextStyle(FONT_BOLD if index == 0 else FONT, LINE * u,
                          min_ratio=MIN_TEXT / (LINE * u))
        draw_text(canvas, x + pad, y - index * 1.15 * u, line, style, width - 2 * pad)
    canvas.restoreState()


def _draw_name(
    canvas: Canvas, x: float, baseline: float, name: str, u: float, width: float
) -> None:
    """A long name first shrinks a little (never below 18 pt), then breaks over two smaller
    lines in its row when those are still 18 pt, and is cut short when even that fails."""
    words = name.split()
    smallest = max(0.75 * u, MIN_TEXT)
    if fit_size(name, FONT, u, width, 0.0) >= smallest or len(words) < 2 or 0.68 * u < MIN_TEXT:
        draw_text(canvas, x, baseline, name, TextStyle(FONT, u, min_ratio=smallest / u), width)
        return
    splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
    first, second = min(splits, key=lambda pair: max(text_width(p, FONT, u) for p in pair))
    small = TextStyle(FONT, 0.68 * u)
    draw_text(canvas, x, baseline + 0.43 * u, first, small, width)
    draw_text(canvas, x, baseline - 0.27 * u, second, small, width)
