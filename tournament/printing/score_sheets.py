"""Blank score sheets of one boom: one A4 page per table, all tables in one PDF.

A sheet carries both pairs with their numbers and names, one row per game with the dealer
already filled in (the deal passes clockwise from the lowest number), columns for the playing
team, points and roem of each pair and the nat / pit / verzaakt marks, a totals row and room
for signatures. With table entry switched on, a QR code leads to that table's online sheet.
A game system may add columns after "plays" (``extra_columns``: Kraken's trump and doubling,
``scoring.systems``); the other columns then narrow so that the dealer's name still fits.
"""

from __future__ import annotations

import io
from dataclasses import dataclass

from reportlab.graphics import renderPDF
from reportlab.graphics.barcode.qr import QrCodeWidget
from reportlab.graphics.shapes import Drawing
from reportlab.lib.colors import Color
from reportlab.lib.pagesizes import A4
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
    RoundSeating,
    SeatLine,
    TableSeating,
    TextStyle,
    draw_text,
    new_canvas,
    roles,
    round_of,
    round_title,
)

PAGE_WIDTH, PAGE_HEIGHT = A4
MARGIN = 36.0
CONTENT = PAGE_WIDTH - 2 * MARGIN
QR_SIZE = 84.0
HEAD_ROW = 17.0
MAX_ROW = 32.0
ROOM_BELOW = 96.0  # the marks hint and the signature lines
GREY = Color(0.93, 0.93, 0.93)
BOLD_9_WHITE = TextStyle(FONT_BOLD, 9, WHITE, "center")
TOTAL_STYLE = TextStyle(FONT_BOLD, 11, align="right")
SMALL_MUTED = TextStyle(FONT, 9, MUTED)


@dataclass(frozen=True)
class _Column:
    key: str
    width: float
    tint: Color | None = None


_COLUMNS = (
    _Column("game", 32),
    _Column("plays", 46),
    _Column("points_a", 54, TINT_A),
    _Column("roem_a", 44, TINT_A),
    _Column("points_b", 54, TINT_B),
    _Column("roem_b", 44, TINT_B),
    _Column("nat", 32),
    _Column("pit", 42),
    _Column("revoke", 54),
)
# Columns a game system may add after "plays", with the marks printed to circle.
_EXTRA = {"trump": _Column("trump", 56), "doubling": _Column("doubling", 44)}
MIN_DEALER = 100.0


def columns(extra: tuple[str, ...] = ()) -> tuple[_Column, ...]:
    """The grid's columns: the dealer column, second, takes the width the others leave,
    and when the extra columns leave it less than ``MIN_DEALER`` the others narrow evenly."""
    fixed = (*_COLUMNS[:2], *(_EXTRA[key] for key in extra), *_COLUMNS[2:])
    width = sum(c.width for c in fixed)
    scale = min(1.0, (CONTENT - MIN_DEALER) / width)
    fixed = tuple(_Column(c.key, c.width * scale, c.tint) for c in fixed)
    dealer = _Column("dealer", CONTENT - sum(c.width for c in fixed))
    return (fixed[0], dealer, *fixed[1:])


COLUMNS = columns()


def score_sheets_pdf(
    seating: RoundSeating,
    *,
    games: int,
    labels: Labels,
    qr_urls: dict[int, str] | None = None,
    compress: bool = True,
    extra_columns: tuple[str, ...] = (),
) -> bytes:
    """One page per table in table order; ``qr_urls`` maps a table number to the address its
    QR code opens, and a table without an entry gets no code. ``extra_columns`` are the
    game system's own (keys of ``_EXTRA``)."""
    if games < 1:
        raise ValueError(f"a boom needs at least one game, not {games}")
    buffer = io.BytesIO()
    title = f"{labels.score_sheet} \u00b7 {round_title(seating, labels)}"
    canvas = new_canvas(buffer, title=title, compress=compress)
    for table in seating.tables:
        url = (qr_urls or {}).get(table.table)
        top = _draw_heading(canvas, seating, table, labels, url)
        row = min(MAX_ROW, (top - 2 * HEAD_ROW - MARGIN - ROOM_BELOW) / (games + 2))
        bottom = _draw_grid(canvas, top, row, table, games=games, labels=labels,
                            grid=columns(extra_columns))
        _draw_footer(canvas, bottom, labels, kraken="doubling" in extra_columns)
        canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def _draw_heading(
    canvas: Canvas, seating: RoundSeating, table: TableSeating, labels: Labels, url: str | None
) -> float:
    """Club, table, boom and both pairs; returns where the grid starts."""
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
    if url:
        _draw_qr(canvas, url, labels.qr_caption, x=PAGE_WIDTH - MARGIN - QR_SIZE, top=top)

    pairs_top = top - 110
    box_width = (CONTENT - 12) / 2
    _draw_pair(canvas, MARGIN, pairs_top, box_width, labels.pair_a, table.pair_a, TINT_A)
    right = MARGIN + box_width + 12
    _draw_pair(canvas, right, pairs_top, box_width, labels.pair_b, table.pair_b, TINT_B)
    return pairs_top - 74


def _draw_qr(canvas: Canvas, url: str, caption: str, *, x: float, top: float) -> None:
    widget = QrCodeWidget(url, barLevel="M", barBorder=1)
    x1, y1, x2, y2 = widget.getBounds()
    scale = [QR_SIZE / (x2 - x1), 0, 0, QR_SIZE / (y2 - y1), 0, 0]
    drawing = Drawing(QR_SIZE, QR_SIZE, transform=scale)
    drawing.add(widget)
    renderPDF.draw(drawing, canvas, x, top - QR_SIZE)
    style = TextStyle(FONT, 8, MUTED, "center", min_ratio=0.75)
    draw_text(canvas, x + QR_SIZE / 2, top - QR_SIZE - 10, caption, style, QR_SIZE + 28)


def _draw_pair(
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


def _draw_grid(
    canvas: Canvas, top: float, row: float, table: TableSeating, *, games: int, labels: Labels,
    grid: tuple[_Column, ...] = COLUMNS,
) -> float:
    """Draw the game grid below ``top`` and return its bottom edge."""
    edges = [MARGIN]
    for column in grid:
        edges.append(edges[-1] + column.width)
    span = {c.key: (edges[i], edges[i + 1]) for i, c in enumerate(grid)}
    body_top = top - 2 * HEAD_ROW
    totals_top = body_top - games * row
    bottom = totals_top - 2 * row

    for column in grid:  # tinted pair columns
        left, right = span[column.key]
        if column.tint is not None:
            canvas.setFillColor(column.tint)
            canvas.rect(left, bottom, right - left, body_top - bottom, stroke=0, fill=1)
    canvas.setFillColor(GREY)  # the marks have no total
    canvas.rect(
        span["nat"][0], bottom, span["revoke"][1] - span["nat"][0], 2 * row, stroke=0, fill=1
    )
    extra = [c.key for c in grid if c.key in _EXTRA]
    if extra:
        left, right = span[extra[0]][0], span[extra[-1]][1]
        canvas.rect(left, bottom, right - left, 2 * row, stroke=0, fill=1)
    _draw_column_headings(canvas, top, span, table, labels)

    # One row per game; the dealer is printed, the rest is for the pen.
    for game in range(1, games + 1):
        baseline = body_top - game * row + row * 0.35
        canvas.setFont(FONT_BOLD, 11)
        canvas.setFillColor(INK)
        canvas.drawCentredString(sum(span["game"]) / 2, baseline, str(game))
        _draw_dealer(canvas, span["dealer"], baseline, table.dealer_of_game(game))
        for key in ("plays", "pit", "revoke"):
            _draw_choice(canvas, sum(span[key]) / 2, baseline, labels)
        for key in extra:
            marks = labels.suits if key == "trump" else ("2", "4", "8")
            _draw_marks(canvas, span[key], baseline, marks)
        canvas.setStrokeColor(RULE)
        canvas.rect(sum(span["nat"]) / 2 - 4.5, baseline - 1, 9, 9, stroke=1, fill=0)

    label_right, label_width = span["plays"][1] - 6, span["plays"][1] - MARGIN - 12
    for index, text in enumerate((labels.total, labels.grand_total)):
        y = totals_top - row * (index + 0.65)
        draw_text(canvas, label_right, y, text, TOTAL_STYLE, label_width)

    # Rules: thin per game, heavier after each round of four deals and around the totals.
    canvas.setStrokeColor(INK)
    for index in range(games + 3):
        heavy = index in (0, games, games + 2) or index % 4 == 0
        canvas.setLineWidth(1.2 if heavy else 0.4)
        y = body_top - index * row
        canvas.line(MARGIN, y, MARGIN + CONTENT, y)
    for index, x in enumerate(edges):
        outer = index in (0, len(edges) - 1)
        left_key = grid[index - 1].key if index else ""
        inside_pair = left_key in ("points_a", "points_b")
        canvas.setLineWidth(1.2 if outer else 0.5)
        # In the heading a pair's name spans its two columns.
        canvas.setStrokeColor(INK if outer else WHITE)
        canvas.line(x, body_top, x, top - HEAD_ROW if inside_pair else top)
        # The totals labels span the first three columns, a grand total a pair's two.
        low = totals_top if left_key in ("game", "dealer") else bottom + (row if inside_pair else 0)
        canvas.setStrokeColor(INK)
        canvas.line(x, low, x, body_top)
    canvas.setLineWidth(1.2)
    canvas.line(MARGIN, top, MARGIN + CONTENT, top)
    return bottom


def _draw_column_headings(
    canvas: Canvas,
    top: float,
    span: dict[str, tuple[float, float]],
    table: TableSeating,
    labels: Labels,
) -> None:
    """Pair names span their points and roem columns; the others span both heading rows."""
    canvas.setFillColor(ACCENT)
    canvas.rect(MARGIN, top - 2 * HEAD_ROW, CONTENT, 2 * HEAD_ROW, stroke=0, fill=1)
    whole = {
        "game": labels.game,
        "dealer": labels.dealer,
        "plays": labels.plays,
        "nat": labels.nat,
        "pit": labels.pit,
        "revoke": labels.revoke,
        "trump": labels.trump,
        "doubling": labels.doubling,
    }
    for key, text in whole.items():
        if key not in span:
            continue
        left, right = span[key]
        draw_text(
            canvas, (left + right) / 2, top - HEAD_ROW - 4, text, BOLD_9_WHITE, right - left - 4
        )
    for pair, seats, first, second in (
        (labels.pair_a, table.pair_a, "points_a", "roem_a"),
        (labels.pair_b, table.pair_b, "points_b", "roem_b"),
    ):
        left, right = span[first][0], span[second][1]
        group = f"{pair} ({seats[0].number} & {seats[1].number})"
        draw_text(
            canvas, (left + right) / 2, top - HEAD_ROW + 5, group, BOLD_9_WHITE, right - left - 4
        )
        for key, text in ((first, labels.points), (second, labels.roem)):
            a, b = span[key]
            style = TextStyle(FONT, 8.5, WHITE, "center")
            draw_text(canvas, (a + b) / 2, top - 2 * HEAD_ROW + 5, text, style, b - a - 4)


def _draw_dealer(
    canvas: Canvas, span: tuple[float, float], baseline: float, seat: SeatLine
) -> None:
    left, right = span
    canvas.setFont(FONT_BOLD, 10)
    canvas.setFillColor(INK)
    canvas.drawRightString(left + 24, baseline, str(seat.number))
    name = TextStyle(FONT, 9.5, min_ratio=0.8)
    draw_text(canvas, left + 29, baseline, seat.name, name, right - left - 33)


def _draw_choice(canvas: Canvas, middle: float, baseline: float, labels: Labels) -> None:
    """Faint team letters to circle."""
    canvas.setFont(FONT, 10)
    canvas.setFillColor(MUTED)
    canvas.drawCentredString(middle - 9, baseline, labels.team_a)
    canvas.drawCentredString(middle + 9, baseline, labels.team_b)


def _draw_marks(
    canvas: Canvas, span: tuple[float, float], baseline: float, marks: tuple[str, ...]
) -> None:
    """Faint marks spread over a column, to circle one (a trump suit, a doubling)."""
    left, right = span[0] + 3, span[1] - 3
    step = (right - left) / len(marks)
    canvas.setFont(FONT, 10)
    canvas.setFillColor(MUTED)
    for index, mark in enumerate(marks):
        canvas.drawCentredString(left + step * (index + 0.5), baseline, mark)


def _draw_footer(canvas: Canvas, bottom: float, labels: Labels, *, kraken: bool = False) -> None:
    draw_text(canvas, MARGIN, bottom - 16, labels.marks_hint, SMALL_MUTED, CONTENT)
    if kraken:
        draw_text(canvas, MARGIN, bottom - 30, labels.kraken_hint, SMALL_MUTED, CONTENT)
    line_y = bottom - 62
    width = (CONTENT - 30) / 2
    canvas.setStrokeColor(INK)
    canvas.setLineWidth(0.8)
    for index, pair in enumerate((labels.pair_a, labels.pair_b)):
        x = MARGIN + index * (width + 30)
        canvas.line(x, line_y, x + width, line_y)
        signature = labels.signature.format(pair=pair)
        draw_text(canvas, x, line_y - 12, signature, SMALL_MUTED, width)
