"""The seat list of one round: a page to pin on the club wall, readable from two metres. Each
table is a block with its number, the four seat numbers and names, the partner pairs (fixed
pairs: each pair's seats and name, "1 & 3: Paar 7: Jan de Vries & Piet Bakker") and who
deals first and who keeps the score; the byes (the staand paar) get a block of their own.
The blocks grow as large as the page allows, and the orientation is whichever gives the
larger text. No text in a block is ever smaller than 18 pt, readable from two metres for
most players, and every name is printed whole: a long name wraps onto more lines, its block
grows, and a large club gets more pages instead of smaller type; every name on a page has
the same size. A page breaks between blocks, never inside one, and every page of a list has
the same orientation.
"""

from __future__ import annotations

import io
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial

from reportlab.lib.colors import Color
from reportlab.lib.pagesizes import A4, landscape
from reportlab.lib.units import cm
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
    TextStyle,
    draw_text,
    new_canvas,
    round_of,
    round_title,
    text_width,
)
from tournament.printing.sheet_page import QR_BORDER, QR_PIXELS_PER_MODULE, qr_image
from tournament.seating.named import RoundSeating, SeatLine

MARGIN = 28.0
FINDER_CODE = 3 * cm  # the "where do I sit?" code in the top corner, without its margin
FINDER_QR = 102.0  # the most the code takes with its margin (the smallest code: 21 modules)
HEADER = 72.0  # title and subtitle above the blocks
FINDER_HEADER = 90.0  # beside them the finder code, from 14 pt below the paper's edge down
FOOTER = 16.0
GAP = 10.0
# A block measured in units of its base font size (the size of a name).
BLOCK_WIDTH = 13.5
BLOCK_HEIGHT = 11.45  # four names of one line each and three lines below them
BAND = 1.6  # the heading's band
ROW = 1.45  # a seat with a name of one line
BELOW = 1.0  # between the seats and the lines below them
LINE_STEP = 1.15  # from one line below the seats to the next
LEADING = 1.15  # from one line of a wrapped name to the next, in units of its size
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
    widest: str  # the widest seat number of the list: the names of every block line up
    # Fixed pairs: a bold caption over the seats of each pair ("Paar 7" over seats 1 and 3,
    # which then come first), by the index of the pair's first seat; the lines then start
    # without a bold one (the captions say who plays against whom)
    captions: tuple[tuple[int, str], ...] = ()

    def caption(self, index: int) -> str:
        return next((text for at, text in self.captions if at == index), "")


@dataclass(frozen=True)
class _Layout:
    pagesize: tuple[float, float]
    columns: int
    cell_width: float
    unit: float
    header: float = HEADER  # above the blocks


@dataclass(frozen=True)
class _Wrapped:
    """One text of a block in the lines it takes at its size."""

    lines: tuple[str, ...]
    size: float


@dataclass(frozen=True)
class _Measured:
    """A block laid out at one unit and width: its names and lines wrapped, its height."""

    names: tuple[_Wrapped, ...]
    lines: tuple[_Wrapped, ...]
    unit: float
    number_width: float  # the seat numbers' column, with the space before the names
    captions: tuple[_Wrapped | None, ...] = ()  # over a seat's row, where a pair starts

    def row(self, index: int) -> float:
        name = self.names[index]
        return ROW * self.unit + (len(name.lines) - 1) * LEADING * name.size

    def caption(self, index: int) -> float:
        found = self.captions[index] if self.captions else None
        return len(found.lines) * LINE_STEP * self.unit if found else 0.0

    @property
    def height(self) -> float:
        u = self.unit
        rows = sum(self.row(i) + self.caption(i) for i in range(len(self.names)))
        below = sum(len(line.lines) for line in self.lines)
        return (BAND + 0.3 + BELOW + 0.45) * u + rows + (below - 1) * LINE_STEP * u


def seat_list_pdf(seating: RoundSeating, *, labels: Labels, compress: bool = True) -> bytes:
    """The seat list of a round as PDF bytes: as many pages as it takes to print every name
    whole and every text at 18 pt or more (up to six tables a page on A4)."""
    pages = _pages(_blocks(seating, labels), FINDER_HEADER if seating.finder_url else HEADER)
    title = round_title(seating, labels)
    subtitle = f"{seating.club_name} \u00b7 {round_of(seating, labels)}"
    if seating.fixed_tables:
        subtitle += f" \u00b7 {labels.fixed_tables}"

    buffer = io.BytesIO()
    canvas = new_canvas(buffer, title=title, compress=compress)
    for page_number, (page_blocks, layout) in enumerate(pages, start=1):
        width, height = layout.pagesize
        canvas.setPageSize(layout.pagesize)
        center = TextStyle(FONT_BOLD, 32, align="center", min_ratio=MIN_TEXT / 32)
        # The title centred in the room the "where do I sit?" code leaves in the corner.
        room = width - 2 * MARGIN - (FINDER_QR + 12 if seating.finder_url else 0)
        middle = MARGIN + room / 2
        draw_text(canvas, middle, height - MARGIN - 30, title, center, room)
        sub = TextStyle(FONT, 15, MUTED, align="center")
        draw_text(canvas, middle, height - MARGIN - 54, subtitle, sub, room)
        if seating.finder_url:
            _draw_finder(canvas, seating.finder_url, labels.finder_caption,
                         right=width - MARGIN, top=height - 14)
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


def _draw_finder(canvas: Canvas, url: str, caption: str, *, right: float, top: float) -> None:
    """The code with its dark modules ``FINDER_CODE`` wide (3 cm: a phone reads it from
    the wall), its caption below."""
    image = qr_image(url)
    modules = image.width // QR_PIXELS_PER_MODULE
    side = FINDER_CODE * modules / (modules - 2 * QR_BORDER)
    x = right - side
    canvas.drawImage(ImageReader(image), x, top - side, side, side)
    draw_text(canvas, x - 4, top - side + 8, caption, TextStyle(FONT_BOLD, 12, align="right"),
              FINDER_QR)


def _blocks(seating: RoundSeating, labels: Labels) -> list[_Block]:
    numbers = [seat.number for table in seating.tables for seat in table.seats]
    widest = str(max([*numbers, *(seat.number for seat in seating.byes)], default=0))
    blocks = []
    for table in seating.tables:
        if table.solo:  # each for himself: no pairs to print
            pairs = labels.solo_four if len(table.seats) == 4 else labels.solo_three
        else:
            (a1, a2), (b1, b2) = table.pair_a, table.pair_b
            pairs = labels.pairs.format(a1=a1.number, a2=a2.number, b1=b1.number,
                                        b2=b2.number)
        heading = labels.table.format(table=table.table)
        # Dealer and scorer each on a line of their own, as large as the pairs line.
        dealer = labels.deals_first.format(number=table.dealer.number)
        scorer = labels.keeps_score.format(number=table.scorekeeper.number)
        lines: tuple[str, ...] = (pairs, dealer, scorer)
        if table.fixed_pairs:  # each pair's seats together under its number
            seats = tuple(seat for pair in table.fixed_pairs for seat in pair.seats)
            captions = tuple((2 * k, pair.number)
                             for k, pair in enumerate(table.fixed_pairs))
            blocks.append(_Block(labels.table.format(table=table.table), seats, True,
                                 (dealer, scorer), ACCENT, widest, captions))
            continue
        if seating.fixed_tables and not table.solo:
            named = tuple(labels.partners_named.format(one=one.name, two=two.name)
                          for one, two in (table.pair_a, table.pair_b))
            lines = (pairs, *named, labels.fixed_seats, dealer, scorer)
        blocks.append(_Block(heading, table.seats, not table.solo, lines, ACCENT, widest))
    bye_line = labels.bye_score.format(score=seating.bye_score_text)
    if seating.standing_pair:  # the pair that sits out: a block of its own, named
        blocks.append(_Block(labels.standing_pair, seating.byes, False, (bye_line,), MUTED,
                             widest, ((0, seating.standing_pair),)))
        return blocks
    for start in range(0, len(seating.byes), 4):
        chunk = seating.byes[start : start + 4]
        heading = labels.byes if len(chunk) == 1 else labels.byes_many
        blocks.append(_Block(heading, chunk, False, (bye_line,), MUTED, widest))
    return blocks


def _pages(blocks: list[_Block], header: float = HEADER) -> list[tuple[list[_Block], _Layout]]:
    """The blocks over the fewest pages, all of one orientation (a list pinned up side by
    side, or stapled, does not turn): the orientation that needs fewer pages, or with as
    many the larger smallest text (portrait where both are alike)."""
    best: list[tuple[list[_Block], _Layout]] | None = None
    for pagesize in (A4, landscape(A4)):
        pages = _pages_of(blocks, header, pagesize)
        if best is None or (len(pages), -_smallest(pages)) < (len(best), -_smallest(best)):
            best = pages
    assert best is not None
    return best


def _smallest(pages: list[tuple[list[_Block], _Layout]]) -> float:
    return round(min(layout.unit for _chunk, layout in pages), 1)


def _pages_of(blocks: list[_Block], header: float, pagesize: tuple[float, float]
              ) -> list[tuple[list[_Block], _Layout]]:
    """The blocks split evenly over the fewest pages of ``pagesize`` on which each fits whole
    at 18 pt or more, each page with its own layout. A block too tall for any page on its
    own (a name of hundreds of letters) gets a page of its own at 18 pt."""
    # Blocks of one-line names fit the fewest pages; wrapped names can only need more.
    count = 1
    while count < len(blocks) and _grid_unit(math.ceil(len(blocks) / count), header,
                                             pagesize) < MIN_UNIT:
        count += 1
    while True:
        pages = []
        for chunk in _even_chunks(blocks, count):
            layout = _layout(chunk, header, pagesize)
            if layout is None and len(chunk) == 1:
                layout = _Layout(pagesize, 1, pagesize[0] - 2 * MARGIN, MIN_UNIT, header)
            if layout is None:
                break
            pages.append((chunk, layout))
        else:
            return pages
        count += 1


def _even_chunks(blocks: list[_Block], count: int) -> list[list[_Block]]:
    """``blocks`` in order over ``count`` pages, the first pages one more where they differ
    (17 over 5 pages: 4, 4, 3, 3, 3), so that no last page holds a single block."""
    count = max(1, min(count, len(blocks)))
    size, extra = divmod(len(blocks), count)
    chunks, start = [], 0
    for index in range(count):
        end = start + size + (1 if index < extra else 0)
        chunks.append(blocks[start:end])
        start = end
    return chunks


def _grid_unit(count: int, header: float, pagesize: tuple[float, float]) -> float:
    """The largest unit at which ``count`` blocks of one-line names fit a page."""
    best = 0.0
    width = pagesize[0] - 2 * MARGIN
    height = pagesize[1] - 2 * MARGIN - header - FOOTER
    for columns in range(1, max(count, 1) + 1):
        rows = math.ceil(count / columns) or 1
        cell_width = (width - (columns - 1) * GAP) / columns
        cell_height = (height - (rows - 1) * GAP) / rows
        best = max(best, min(cell_width / BLOCK_WIDTH, cell_height / BLOCK_HEIGHT, MAX_UNIT))
    return best


def _layout(blocks: Sequence[_Block], header: float, pagesize: tuple[float, float]
            ) -> _Layout | None:
    """Every column count on the page; the one with the largest text at which every block
    fits whole, or None when none fits at 18 pt."""
    best: _Layout | None = None
    width = pagesize[0] - 2 * MARGIN
    height = pagesize[1] - 2 * MARGIN - header - FOOTER
    for columns in range(1, max(len(blocks), 1) + 1):
        cell_width = (width - (columns - 1) * GAP) / columns
        top = min(cell_width / BLOCK_WIDTH, MAX_UNIT)
        if top < MIN_UNIT:
            break
        unit = _largest(partial(_fits, blocks, columns, cell_width, height), MIN_UNIT, top)
        if unit is not None and (best is None or unit > best.unit + 0.01):
            best = _Layout(pagesize, columns, _block_width(cell_width, unit), unit, header)
    return best


def _fits(blocks: Sequence[_Block], columns: int, cell_width: float, height: float,
          unit: float) -> bool:
    return _grid_height(blocks, columns, _block_width(cell_width, unit), unit) <= height


def _block_width(cell_width: float, unit: float) -> float:
    # A block may be wider than its unit asks, which leaves room for long names.
    return min(cell_width, unit * BLOCK_WIDTH * 1.5)


def _largest(fits: Callable[[float], bool], low: float, high: float) -> float | None:
    """The largest unit between ``low`` and ``high`` (to a tenth of a point) that fits."""
    if not fits(low):
        return None
    if fits(high):
        return high
    while high - low > 0.1:
        middle = (low + high) / 2
        low, high = (middle, high) if fits(middle) else (low, middle)
    return low


def _grid_height(blocks: Sequence[_Block], columns: int, width: float, unit: float) -> float:
    heights = [_measure(block, unit, width).height for block in blocks]
    rows = [max(heights[i : i + columns]) for i in range(0, len(heights), columns)]
    return sum(rows) + (len(rows) - 1) * GAP


def _measure(block: _Block, u: float, width: float) -> _Measured:
    number_width = text_width(block.widest, FONT_BOLD, 1.3 * u) + 0.5 * u
    name_width = width - 2 * 0.5 * u - number_width
    lines = tuple(_Wrapped(tuple(wrap(line, _line_font(block, index), LINE * u,
                                      width - u)), LINE * u)
                  for index, line in enumerate(block.lines))
    captions = tuple(
        _Wrapped(tuple(wrap(text, FONT_BOLD, LINE * u, width - u)), LINE * u)
        if (text := block.caption(index)) else None for index in range(len(block.seats)))
    return _Measured(tuple(_name(seat.name, u, name_width) for seat in block.seats), lines, u,
                     number_width, captions if block.captions else ())


def _line_font(block: _Block, index: int) -> str:
    """The first line below the seats is bold (the pairs, or the bye's score), unless
    captions over the seats name the pairs."""
    return FONT_BOLD if index == 0 and not block.captions else FONT


def _name(name: str, u: float, width: float) -> _Wrapped:
    """A name at the unit's size, the size of every name on the list: on one line, or
    whole over as many lines as it takes (a long name is not printed smaller)."""
    return _Wrapped(tuple(wrap(name, FONT, u, width)), u)


def wrap(text: str, font: str, size: float, width: float) -> list[str]:
    """``text`` whole, in lines no wider than ``width``, broken between words. A lower-case
    word (van, de, ter) stays with the word after it where a line has room ("de
    Haan-Scholten"), as do the numbers of a pair ("101 & 103 / tegen 102 & 104"); a word
    longer than a line breaks after a hyphen in it, or else where the line is full."""

    def fits(line: str) -> bool:
        return text_width(line, font, size) <= width

    lines: list[str] = []
    line = ""
    todo = _word_groups(text.split())
    while todo:
        group = todo.pop(0)
        joined = f"{line} {group}" if line else group
        if fits(joined):
            line = joined
            continue
        if " " in group and not fits(group):  # too long for a line of its own: word by word
            todo[:0] = group.split()
            continue
        if line:
            lines.append(line)
            line = ""
        if fits(group):
            line = group
        else:
            head = _head(group, fits)
            lines.append(head)
            todo.insert(0, group[len(head):])
    return [*lines, line] if line else lines


def _word_groups(words: list[str]) -> list[str]:
    """Words that read as one: a lower-case word with the next ("van der Veen"), and a
    pair of numbers ("1 & 3")."""
    groups: list[str] = []
    for index, word in enumerate(words):
        before = words[index - 1] if index else ""
        if word == "&" or before == "&" or before[:1].islower():
            groups[-1] = f"{groups[-1]} {word}"
        else:
            groups.append(word)
    return groups


def _head(word: str, fits: Callable[[str], bool]) -> str:
    """The longest start of ``word`` that fits a line: up to a hyphen where one fits."""
    for index in range(len(word) - 1, 0, -1):
        if word[index - 1] == "-" and fits(word[:index]):
            return word[:index]
    end = 1
    while end < len(word) and fits(word[: end + 1]):
        end += 1
    return word[:end]


def _draw_blocks(canvas: Canvas, layout: _Layout, blocks: Sequence[_Block]) -> None:
    page_width, page_height = layout.pagesize
    columns = min(layout.columns, len(blocks)) or 1
    grid_width = columns * layout.cell_width + (columns - 1) * GAP
    left = (page_width - grid_width) / 2
    measured = [_measure(block, layout.unit, layout.cell_width) for block in blocks]
    heights = [m.height for m in measured]
    rows = [max(heights[i : i + layout.columns]) for i in range(0, len(heights), layout.columns)]
    room = page_height - 2 * MARGIN - layout.header - FOOTER - (sum(rows) + (len(rows) - 1) * GAP)
    top = page_height - MARGIN - layout.header - max(0.0, room) / 3  # a little above the middle
    for index, (block, sizes) in enumerate(zip(blocks, measured, strict=True)):
        row, column = divmod(index, layout.columns)
        x = left + column * (layout.cell_width + GAP)
        y = top - sum(rows[:row]) - row * GAP
        _draw_block(canvas, x, y, layout.cell_width, block, sizes)


def _draw_block(canvas: Canvas, x: float, top: float, width: float, b: _Block,
                m: _Measured) -> None:
    u = m.unit
    pad, band, number_width = 0.5 * u, BAND * u, m.number_width
    canvas.saveState()
    canvas.setLineWidth(max(0.8, u / 12))
    canvas.setStrokeColor(b.band)
    canvas.setFillColor(b.band)
    canvas.roundRect(x, top - m.height, width, m.height, 0.4 * u, stroke=1, fill=0)
    canvas.roundRect(x, top - band, width, band, 0.4 * u, stroke=0, fill=1)
    canvas.rect(x, top - band, width, band / 2, stroke=0, fill=1)  # square lower corners
    heading = TextStyle(FONT_BOLD, 1.2 * u, WHITE, min_ratio=MIN_TEXT / (1.2 * u))
    draw_text(canvas, x + pad, top - 1.15 * u, b.heading, heading, width - 2 * pad)

    y = top - band - 0.3 * u
    for index, seat in enumerate(b.seats):
        row = m.row(index)
        if caption := (m.captions[index] if m.captions else None):
            canvas.setFont(FONT_BOLD, caption.size)
            canvas.setFillColor(INK)
            for text in caption.lines:
                canvas.drawString(x + pad, y - 0.95 * u, text)
                y -= LINE_STEP * u
        if b.tinted:
            # the rows of a pair share a tint: seats 1 and 3 alternate with 2 and 4, or
            # with captions the pair's rows come together
            second = index // 2 % 2 if b.captions else index % 2
            canvas.setFillColor(TINT_B if second else TINT_A)
            canvas.rect(x + 0.15 * u, y - row, width - 0.3 * u, row, stroke=0, fill=1)
        baseline = y - (ROW - 0.4) * u  # the first line's, as in a row of one line
        canvas.setFont(FONT_BOLD, 1.3 * u)
        canvas.setFillColor(INK)
        canvas.drawRightString(x + pad + number_width - 0.5 * u, baseline, str(seat.number))
        name = m.names[index]
        canvas.setFont(FONT, name.size)
        for text in name.lines:
            canvas.drawString(x + pad + number_width, baseline, text)
            baseline -= LEADING * name.size
        y -= row

    y -= BELOW * u
    for index, wrapped in enumerate(m.lines):
        canvas.setFont(_line_font(b, index), wrapped.size)
        for text in wrapped.lines:
            canvas.drawString(x + pad, y, text)
            y -= LINE_STEP * u
    canvas.restoreState()
