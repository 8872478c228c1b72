"""Blank score sheets of one boom: one A4 page per table, all tables in one PDF.

A sheet carries both pairs with their numbers and names, one row per game with the dealer
already filled in (the deal passes clockwise from the lowest number), columns for the playing
team (printed when the club's rule fixes it, else A and B to circle), points and roem of each
pair and the nat / pit / verzaakt marks, a totals row and room for signatures. With table
entry switched on, a QR code leads to that table's online sheet.

Sizes for a pen and older eyes: column headings 10 pt or more, every writing row at least
7 mm high (a 16-game boom gets 8.8 mm, a 12-game boom 11.3 mm), a nat box of 6 mm or more.
Kraken adds two columns after "plays", the trump and the doubling to circle, and a line
explaining them; the other columns then narrow so that the dealer's name still fits.
The heading, the QR code, the row sizes and the slip are shared with the other games'
sheets (``tournament.printing.sheet_page``).
"""

from __future__ import annotations

from dataclasses import dataclass

from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas

from tournament.draw.rotation import forced_declarer
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
    draw_text,
)
from tournament.printing.sheet_page import (
    CONTENT,
    FOOTNOTE,
    GREY,
    HEAD_ROW,
    HEADING,
    MARGIN,
    SUBHEADING,
    TOTAL_STYLE,
    draw_dealer,
    draw_marks,
    sheets_pdf,
)
from tournament.seating.named import RoundSeating, TableSeating


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
# The columns Kraken adds after "plays", with the marks printed to circle.
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
    checks: dict[int, tuple[str, str]] | None = None,
    notice: str = "",
    forced: bool = False,
    compress: bool = True,
    kraken: bool = False,
) -> bytes:
    """One page per table in table order; ``qr_urls`` maps a table number to the address its
    QR code opens, and a table without an entry gets no code. ``checks`` maps a table to the
    other pair's check address and its six digits: printed on a slip to cut off and hand
    to the pair that does not keep the score. ``notice`` is printed under the heading (the
    codes of sheets printed before a reopen no longer work). ``forced``: the club's rule
    says who plays (the player after the dealer), so the sheet prints it. ``kraken``: the
    trump and doubling columns (``_EXTRA``) and their line under the grid."""
    grid = columns(tuple(_EXTRA) if kraken else ())
    return sheets_pdf(
        seating, games=games, labels=labels, qr_urls=qr_urls, checks=checks, notice=notice,
        compress=compress,
        draw_grid=lambda canvas, top, row, table, numbers, last: _draw_grid(
            canvas, top, row, table, numbers=numbers, totals=last, labels=labels,
            forced=forced, grid=grid),
        draw_footer=lambda canvas, bottom: _draw_footer(
            canvas, bottom, labels, forced=forced, kraken=kraken))


def _draw_grid(
    canvas: Canvas, top: float, row: float, table: TableSeating, *, numbers: range,
    labels: Labels, forced: bool, totals: bool = True, grid: tuple[_Column, ...] = COLUMNS,
) -> float:
    """Draw the grid of the games ``numbers`` below ``top`` (with the two totals rows when
    ``totals``) and return its bottom edge."""
    games = len(numbers)
    edges = [MARGIN]
    for column in grid:
        edges.append(edges[-1] + column.width)
    span = {c.key: (edges[i], edges[i + 1]) for i, c in enumerate(grid)}
    body_top = top - 2 * HEAD_ROW
    totals_top = body_top - games * row
    bottom = totals_top - (2 * row if totals else 0)

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
    for place, game in enumerate(numbers, start=1):
        baseline = body_top - place * row + row * 0.35
        canvas.setFont(FONT_BOLD, 11)
        canvas.setFillColor(INK)
        canvas.drawCentredString(sum(span["game"]) / 2, baseline, str(game))
        draw_dealer(canvas, span["dealer"], baseline, table.dealer_of_game(game))
        if forced:
            team = labels.team_a if forced_declarer(game) == "A" else labels.team_b
            canvas.setFont(FONT_BOLD, 12)
            canvas.setFillColor(INK)
            canvas.drawCentredString(sum(span["plays"]) / 2, baseline, team)
        for key in ("pit", "revoke") if forced else ("plays", "pit", "revoke"):
            _draw_choice(canvas, sum(span[key]) / 2, baseline, labels)
        for key in extra:
            marks = labels.suits if key == "trump" else ("2", "4", "8")
            draw_marks(canvas, span[key], baseline, marks)
        box = min(row - 7, 22.0)  # a box to put a cross in: 6 to 8 mm
        canvas.setStrokeColor(INK)
        canvas.setLineWidth(0.8)
        middle = body_top - (place - 0.5) * row
        canvas.rect(sum(span["nat"]) / 2 - box / 2, middle - box / 2, box, box, stroke=1, fill=0)

    label_right, label_width = span["plays"][1] - 6, span["plays"][1] - MARGIN - 12
    for index, text in enumerate((labels.total, labels.grand_total) if totals else ()):
        y = totals_top - row * (index + 0.65)
        draw_text(canvas, label_right, y, text, TOTAL_STYLE, label_width)

    # Rules: thin per game, heavier after each round of four deals and around the totals.
    canvas.setStrokeColor(INK)
    for index in range(games + (3 if totals else 1)):
        heavy = index in (0, games, games + 2) or (numbers[0] - 1 + index) % 4 == 0
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
        draw_text(canvas, (left + right) / 2, top - HEAD_ROW - 4, text, HEADING, right - left - 2)
    for pair, seats, first, second in (
        (labels.pair_a, table.pair_a, "points_a", "roem_a"),
        (labels.pair_b, table.pair_b, "points_b", "roem_b"),
    ):
        left, right = span[first][0], span[second][1]
        group = f"{pair} ({seats[0].number} & {seats[1].number})"
        draw_text(canvas, (left + right) / 2, top - HEAD_ROW + 6, group, HEADING, right - left - 4)
        for key, text in ((first, labels.points), (second, labels.roem)):
            a, b = span[key]
            draw_text(canvas, (a + b) / 2, top - 2 * HEAD_ROW + 6, text, SUBHEADING, b - a - 2)


def _draw_choice(canvas: Canvas, middle: float, baseline: float, labels: Labels) -> None:
    """Grey team letters to circle."""
    canvas.setFont(FONT, 11)
    canvas.setFillColor(MUTED)
    canvas.drawCentredString(middle - 9, baseline, labels.team_a)
    canvas.drawCentredString(middle + 9, baseline, labels.team_b)


def _draw_footer(canvas: Canvas, bottom: float, labels: Labels, *, forced: bool,
                 kraken: bool = False) -> None:
    hint = labels.marks_hint_forced if forced else labels.marks_hint
    draw_text(canvas, MARGIN, bottom - 16, hint, FOOTNOTE, CONTENT)
    if kraken:
        draw_text(canvas, MARGIN, bottom - 31, labels.doubling_hint, FOOTNOTE, CONTENT)
    line_y = bottom - 62
    width = (CONTENT - 30) / 2
    canvas.setStrokeColor(INK)
    canvas.setLineWidth(0.8)
    for index, pair in enumerate((labels.pair_a, labels.pair_b)):
        x = MARGIN + index * (width + 30)
        canvas.line(x, line_y, x + width, line_y)
        signature = labels.signature.format(pair=pair)
        draw_text(canvas, x, line_y - 13, signature, FOOTNOTE, width)
