"""Blank score sheets of one round: one A4 page per table, all tables in one PDF.

A sheet carries both pairs with their numbers and names, one row per game with the dealer
already filled in (the deal passes clockwise from the lowest number), columns for the playing
team (printed when the club's rule fixes it, else A and B to circle), points and roem of each
pair and the nat / pit / verzaakt marks, a totals row and room for signatures. With table
entry switched on, a QR code leads to that table's online sheet.

Sizes for a pen and older eyes: column headings 10 pt or more, every writing row at least
7 mm high (a 16-game round gets 8.8 mm, a 12-game round 11.3 mm), a nat box of 6 mm or more.
Kraken adds two columns after "plays", the trump and the doubling to circle, and a line
explaining them (``KrakenLabels``); the other columns then narrow so that the dealer's name
still fits.
The heading, the QR code, the row sizes and the slip are shared with the other games'
sheets (``tournament.printing.sheet_page``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from django.utils.translation import gettext as _
from reportlab.lib.colors import Color
from reportlab.lib.utils import simpleSplit
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
    text_width,
)
from tournament.printing.sheet_page import (
    CONTENT,
    DEALER_NUMBER,
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
from tournament.seating.named import RoundSeating, SeatLine, TableSeating


@dataclass(frozen=True)
class KrakenLabels:
    """The Kraken columns' words on the sheet; Dutch defaults, the web layer passes gettext
    (``kraken_print_labels``)."""

    trump: str = "Troef"
    doubling: str = "Kraak"
    suits: tuple[str, ...] = ("K", "S", "H", "R")
    hint: str = (
        "Troef: omcirkel K(laveren), S(choppen), H(arten) of R(uiten). "
        "Kraak: omcirkel 2 (kraak), 4 (herkraak) of 8 (superkraak)."
    )


def kraken_print_labels() -> KrakenLabels:
    """The Kraken columns' words in the active language."""
    return KrakenLabels(
        trump=_("Trump"),
        doubling=_("Doubled"),
        # The first letters of the suits' names: clubs, spades, hearts, diamonds.
        suits=tuple(_("C S H D").split()),
        hint=_("Trump: circle C(lubs), S(pades), H(earts) or D(iamonds). Doubled: "
               "circle 2 (kraak), 4 (herkraak) or 8 (superkraak)."),
    )


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
# A round played to a target adds each pair's running total after its roem.
_RUNNING = {"roem_a": _Column("running_a", 50, TINT_A), "roem_b": _Column("running_b", 50, TINT_B)}
MIN_DEALER = 100.0  # the dealer's number and name; narrower, the number alone
PAIRS = (("points_a", "roem_a", "running_a"), ("points_b", "roem_b", "running_b"))
PAD = 4.0  # between a heading and its column's edges
GROUP_PAD = 6.0  # and a pair's heading over its columns
# The headings at 10 pt or more wherever the columns have room for them at that size (every
# Dutch sheet); smaller, not cut, where even their needs do not fit (English words on a
# Kraken sheet to a target with numbers of three digits: 9.7 pt).
CRAMPED = replace(HEADING, min_ratio=0.8)
CRAMPED_SUB = replace(SUBHEADING, min_ratio=0.8)


def columns(labels: Labels, table: TableSeating | None = None,
            kraken: KrakenLabels | None = None, *, running: bool = False
            ) -> tuple[_Column, ...]:
    """The grid's columns (with ``kraken`` its two, ``_EXTRA``): the dealer column, second,
    takes the width the others leave. When that is less than ``MIN_DEALER`` the others
    narrow evenly, but never below what their heading (at 10 pt), their marks or, over a
    pair's columns, its heading with the pair's numbers needs: the dealer column then gives
    up its name (``draw_dealer``)."""
    fixed = [*_COLUMNS[:2], *(_EXTRA.values() if kraken else ())]
    for column in _COLUMNS[2:]:
        fixed.append(column)
        if running and column.key in _RUNNING:
            fixed.append(_RUNNING[column.key])
    needs = _needs(labels, table, [c.key for c in fixed], kraken)
    dealer = max(DEALER_NUMBER, _heading_width(labels.dealer) + PAD)
    room = CONTENT - MIN_DEALER
    if sum(needs.values()) > room:
        room = CONTENT - dealer
    widths = _narrow({c.key: c.width for c in fixed}, needs, room)
    sized = tuple(_Column(c.key, widths[c.key], c.tint) for c in fixed)
    return (sized[0], _Column("dealer", CONTENT - sum(widths.values())), *sized[1:])


def _heading_width(text: str) -> float:
    return text_width(text, FONT_BOLD, HEADING.size * HEADING.min_ratio)


def _needs(labels: Labels, table: TableSeating | None, keys: list[str],
           kraken: KrakenLabels | None) -> dict[str, float]:
    """The least width of each column: its heading whole, its marks apart."""
    letters = text_width(labels.team_a, FONT, 11) + text_width(labels.team_b, FONT, 11)
    choice = 24 + letters / 2  # the letters 18 pt apart (``_draw_choice``) and some air
    needs = {
        "game": _heading_width(labels.game),
        "plays": max(_heading_width(labels.plays), choice),
        "nat": max(_heading_width(labels.nat), 22.0),
        "pit": max(_heading_width(labels.pit), choice),
        "revoke": max(_heading_width(labels.revoke), choice),
    }
    if kraken:
        for key, heading, marks in (("trump", kraken.trump, kraken.suits),
                                    ("doubling", kraken.doubling, ("2", "4", "8"))):
            widest = max(text_width(mark, FONT, 10) for mark in marks)
            needs[key] = max(_heading_width(heading),
                             2 + len(marks) * (widest + 3))  # draw_marks' spread
    for key, word in (("points", labels.points), ("roem", labels.roem),
                      ("running", labels.running)):
        for pair in "ab":
            needs[f"{key}_{pair}"] = text_width(word, SUBHEADING.font, SUBHEADING.size)
    needs = {key: width + PAD for key, width in needs.items()}
    # A pair's heading over its columns: each at least its share of it.
    for heading, seats, group in ((labels.pair_a, table.pair_a if table else None, PAIRS[0]),
                                  (labels.pair_b, table.pair_b if table else None, PAIRS[1])):
        present = [key for key in group if key in keys]
        title = _heading_width(pair_heading(heading, seats)) + GROUP_PAD
        missing = title - sum(needs[key] for key in present)
        for key in present:
            needs[key] += max(0.0, missing) / len(present)
    return {key: needs[key] for key in keys}


def _narrow(widths: dict[str, float], needs: dict[str, float], room: float) -> dict[str, float]:
    """``widths`` at least their ``needs``; the others scaled evenly so that all take at
    most ``room`` (more only when even the needs do not fit)."""
    sized = {key: max(width, needs[key]) for key, width in widths.items()}
    for _pass in widths:  # each pass may pin another column to its need
        free = [key for key in widths if sized[key] > needs[key]]
        pinned = sum(sized[key] for key in widths if key not in free)
        over = sum(sized.values()) - room
        if over <= 0.01 or not free:
            break
        scale = max(0.0, (room - pinned) / sum(widths[key] for key in free))
        sized = {key: max(needs[key], widths[key] * scale) if key in free else sized[key]
                 for key in widths}
    total = sum(sized.values())
    if total > room:  # even the needs do not fit: all narrow, and long headings shrink
        sized = {key: width * room / total for key, width in sized.items()}
    return sized


def pair_heading(heading: str, seats: tuple[SeatLine, SeatLine] | None) -> str:
    """"Paar A (1 & 3)" over a pair's columns (the widest numbers when none are given)."""
    numbers = (seats[0].number, seats[1].number) if seats else (888, 888)
    return f"{heading} ({numbers[0]} & {numbers[1]})"


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
    kraken_labels: KrakenLabels = KrakenLabels(),
    target_note: str = "",
) -> bytes:
    """One page per table in table order; ``qr_urls`` maps a table number to the address its
    QR code opens, and a table without an entry gets no code. ``checks`` maps a table to the
    other pair's check address and its six digits: printed on a slip to cut off and hand
    to the pair that does not keep the score. ``notice`` is printed under the heading (the
    codes of sheets printed before a reopen no longer work). ``forced``: the club's rule
    says who plays (the player after the dealer), so the sheet prints it. ``kraken``: the
    trump and doubling columns (``_EXTRA``) and their line under the grid, in the words of
    ``kraken_labels``.
    ``target_note``: the round is played to a target, which the note under every page's
    grid says; each pair then gets a column for its running total."""
    own = kraken_labels if kraken else None
    return sheets_pdf(
        seating, games=games, labels=labels, qr_urls=qr_urls, checks=checks, notice=notice,
        note=target_note, compress=compress,
        draw_grid=lambda canvas, top, row, table, numbers, last: _draw_grid(
            canvas, top, row, table, numbers=numbers, totals=last, labels=labels,
            kraken=kraken_labels, forced=forced,
            grid=columns(labels, table, own, running=bool(target_note))),
        draw_footer=lambda canvas, bottom: _draw_footer(
            canvas, bottom, labels, forced=forced, kraken=own))


def _draw_grid(
    canvas: Canvas, top: float, row: float, table: TableSeating, *, numbers: range,
    labels: Labels, kraken: KrakenLabels, forced: bool, grid: tuple[_Column, ...],
    totals: bool = True,
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
    if totals:  # the marks, the kraken columns and the running totals have no total
        canvas.setFillColor(GREY)
        greyed = [("nat", "revoke"), *((key, key) for key in ("running_a", "running_b")
                                        if key in span)]
        extra = [c.key for c in grid if c.key in _EXTRA]
        if extra:
            greyed.append((extra[0], extra[-1]))
        for first, last in greyed:
            left, right = span[first][0], span[last][1]
            height = row if first.startswith("running") else 2 * row
            canvas.rect(left, bottom + 2 * row - height, right - left, height, stroke=0, fill=1)
    _draw_column_headings(canvas, top, span, table, labels, kraken)

    # One row per game; the dealer is printed, the rest is for the pen.
    for place, game in enumerate(numbers, start=1):
        baseline = body_top - place * row + row * 0.35
        canvas.setFont(FONT_BOLD, 11)
        canvas.setFillColor(INK)
        canvas.drawCentredString(sum(span["game"]) / 2, baseline, str(game))
        draw_dealer(canvas, span["dealer"], baseline, table.dealer_of_game(game), row)
        if forced:
            team = labels.team_a if forced_declarer(game) == "A" else labels.team_b
            canvas.setFont(FONT_BOLD, 12)
            canvas.setFillColor(INK)
            canvas.drawCentredString(sum(span["plays"]) / 2, baseline, team)
        for key in ("pit", "revoke") if forced else ("plays", "pit", "revoke"):
            _draw_choice(canvas, sum(span[key]) / 2, baseline, labels)
        for key in (c.key for c in grid if c.key in _EXTRA):
            marks = kraken.suits if key == "trump" else ("2", "4", "8")
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
    group_of = {key: index for index, group in enumerate(PAIRS) for key in group}
    for index, x in enumerate(edges):
        outer = index in (0, len(edges) - 1)
        left_key = grid[index - 1].key if index else ""
        right_key = grid[index].key if index < len(grid) else ""
        inside_pair = (left_key in group_of and right_key in group_of
                       and group_of[left_key] == group_of[right_key])
        canvas.setLineWidth(1.2 if outer else 0.5)
        # In the heading a pair's name spans its columns.
        canvas.setStrokeColor(INK if outer else WHITE)
        canvas.line(x, body_top, x, top - HEAD_ROW if inside_pair else top)
        # The totals labels span the first columns, a grand total a pair's columns.
        if not totals:
            low = bottom
        elif left_key in ("game", "dealer"):
            low = totals_top
        else:
            low = bottom + (row if inside_pair else 0)
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
    kraken: KrakenLabels,
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
        "trump": kraken.trump,
        "doubling": kraken.doubling,
    }
    for key, text in whole.items():
        if key not in span:
            continue
        left, right = span[key]
        draw_text(canvas, (left + right) / 2, top - HEAD_ROW - 4, text, CRAMPED, right - left - 2)
    words = {"points": labels.points, "roem": labels.roem, "running": labels.running}
    for pair, seats, group in ((labels.pair_a, table.pair_a, PAIRS[0]),
                               (labels.pair_b, table.pair_b, PAIRS[1])):
        keys = [key for key in group if key in span]
        left, right = span[keys[0]][0], span[keys[-1]][1]
        draw_text(canvas, (left + right) / 2, top - HEAD_ROW + 6, pair_heading(pair, seats),
                  CRAMPED, right - left - 4)
        for key in keys:
            a, b = span[key]
            draw_text(canvas, (a + b) / 2, top - 2 * HEAD_ROW + 6, words[key[:-2]], CRAMPED_SUB,
                      b - a - 2)


def _draw_choice(canvas: Canvas, middle: float, baseline: float, labels: Labels) -> None:
    """Grey team letters to circle."""
    canvas.setFont(FONT, 11)
    canvas.setFillColor(MUTED)
    canvas.drawCentredString(middle - 9, baseline, labels.team_a)
    canvas.drawCentredString(middle + 9, baseline, labels.team_b)


def _draw_footer(canvas: Canvas, bottom: float, labels: Labels, *, forced: bool,
                 kraken: KrakenLabels | None = None) -> None:
    hint = labels.marks_hint_forced if forced else labels.marks_hint
    draw_text(canvas, MARGIN, bottom - 16, hint, FOOTNOTE, CONTENT)
    if kraken:  # whole, on two lines where it is long
        for line, text in enumerate(simpleSplit(kraken.hint, FONT, 10, CONTENT)[:2]):
            draw_text(canvas, MARGIN, bottom - 31 - 13 * line, text, FOOTNOTE, CONTENT)
    line_y = bottom - 62
    width = (CONTENT - 30) / 2
    canvas.setStrokeColor(INK)
    canvas.setLineWidth(0.8)
    for index, pair in enumerate((labels.pair_a, labels.pair_b)):
        x = MARGIN + index * (width + 30)
        canvas.line(x, line_y, x + width, line_y)
        signature = labels.signature.format(pair=pair)
        draw_text(canvas, x, line_y - 13, signature, FOOTNOTE, width)
