"""Blank Klammern score sheets (seed 002): one page per table (more for a long round).

The heading, the two teams, the QR code and the other pair's check slip are those every
printed sheet shares (``tournament.printing.sheet_page``); the grid is Klammern's own: per game
the bidding team and contra/re to circle, each team's card points and melds, the Bella to
circle, and the standing after the game in small points (0 to 4, back to 0 after a big
point) and big points, as clubs keep it on paper. A last row holds the round's big points.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.utils.translation import gettext as _
from reportlab.lib.colors import Color
from reportlab.lib.utils import simpleSplit
from reportlab.pdfgen.canvas import Canvas

from tournament.printing.base import (
    ACCENT,
    FONT,
    FONT_BOLD,
    INK,
    MUTED,
    TINT_A,
    TINT_B,
    Labels,
    draw_text,
)
from tournament.printing.sheet_page import (
    CONTENT,
    FOOTNOTE,
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
class KlammernLabels:
    """The Klammern words on the sheet; Dutch defaults, the web layer passes gettext."""

    bidder: str = "Speelt"
    contra: str = "Contra/re"
    contra_marks: tuple[str, str] = ("C", "R")
    card_points: str = "Kaart"
    melds: str = "Meld."
    bella: str = "Bella"
    small: str = "Klein"
    big: str = "Groot"
    big_total: str = "Grote punten"
    hint: str = ("Speelt en Bella: omcirkel A of B. Contra/re: omcirkel C of R. Meld.: Terz 20, "
                 "Fifty 50, alleen voor het team met de hoogste melding. Klein: de stand na het "
                 "spel; bij 5 een groot punt (2 bij 5:0), dan beide weer 0.")


@dataclass(frozen=True)
class _Column:
    key: str
    width: float
    tint: Color | None = None


# Keys, widths (pt) and tints; the dealer takes what is left of the page's width.
_FIXED = (
    _Column("game", 28), _Column("plays", 46), _Column("contra", 58),
    _Column("points_a", 42, TINT_A), _Column("melds_a", 34, TINT_A),
    _Column("points_b", 42, TINT_B), _Column("melds_b", 34, TINT_B),
    _Column("bella", 38), _Column("small_a", 28, TINT_A), _Column("small_b", 28, TINT_B),
    _Column("big_a", 28, TINT_A), _Column("big_b", 28, TINT_B),
)
GRID = (_FIXED[0], _Column("dealer", CONTENT - sum(c.width for c in _FIXED)), *_FIXED[1:])
GROUPS = (("points_a", "melds_a"), ("points_b", "melds_b"), ("small_a", "small_b"),
          ("big_a", "big_b"))


def klammern_sheets_pdf(
    seating: RoundSeating, *, games: int, labels: Labels, words: KlammernLabels,
    qr_urls: dict[int, str] | None = None, checks: dict[int, tuple[str, str]] | None = None,
    notice: str = "", compress: bool = True,
) -> bytes:
    """As ``score_sheets_pdf``: ``qr_urls`` and ``checks`` per table, ``notice`` under the
    heading; ``games`` rows (a round to big points gets as many as it can last)."""

    def footer(canvas: Canvas, bottom: float) -> None:
        for line, text in enumerate(simpleSplit(words.hint, FONT, 10, CONTENT)):
            draw_text(canvas, MARGIN, bottom - 16 - 13 * line, text, FOOTNOTE, CONTENT)

    return sheets_pdf(
        seating, games=games, labels=labels, qr_urls=qr_urls, checks=checks, notice=notice,
        compress=compress, draw_footer=footer,
        draw_grid=lambda canvas, top, row, table, numbers, last: _draw_grid(
            canvas, top, row, table, numbers, labels, words, totals=last))


def _spans() -> dict[str, tuple[float, float]]:
    spans, left = {}, MARGIN
    for column in GRID:
        spans[column.key] = (left, left + column.width)
        left += column.width
    return spans


def _draw_grid(canvas: Canvas, top: float, row: float, table: TableSeating, numbers: range,
               labels: Labels, words: KlammernLabels, *, totals: bool) -> float:
    span = _spans()
    body_top = top - 2 * HEAD_ROW
    bottom = body_top - (len(numbers) + (1 if totals else 0)) * row
    for column in GRID:  # tinted team columns; in the totals row only the big points
        if column.tint is not None:
            left, right = span[column.key]
            low = bottom + (row if totals and not column.key.startswith("big") else 0)
            canvas.setFillColor(column.tint)
            canvas.rect(left, low, right - left, body_top - low, stroke=0, fill=1)
    _draw_headings(canvas, top, span, table, labels, words)
    for place, game in enumerate(numbers, start=1):
        baseline = body_top - place * row + row * 0.35
        canvas.setFont(FONT_BOLD, 11)
        canvas.setFillColor(INK)
        canvas.drawCentredString(sum(span["game"]) / 2, baseline, str(game))
        draw_dealer(canvas, span["dealer"], baseline, table.dealer_of_game(game), row)
        for key in ("plays", "bella"):
            draw_marks(canvas, span[key], baseline, (labels.team_a, labels.team_b))
        draw_marks(canvas, span["contra"], baseline, words.contra_marks)
    if totals:
        y = bottom + row * 0.35
        draw_text(canvas, span["small_b"][1] - 6, y, words.big_total, TOTAL_STYLE,
                  span["small_b"][1] - MARGIN - 12)
    rows = len(numbers) + (1 if totals else 0)
    canvas.setStrokeColor(INK)
    for index in range(rows + 1):
        heavy = index in (0, len(numbers), rows) or (numbers[0] - 1 + index) % 4 == 0
        canvas.setLineWidth(1.2 if heavy else 0.4)
        y = body_top - index * row
        canvas.line(MARGIN, y, MARGIN + CONTENT, y)
    edges = [(span[c.key][0], c.key) for c in GRID] + [(MARGIN + CONTENT, "")]
    for index, (x, key) in enumerate(edges):
        outer = index in (0, len(GRID))
        canvas.setLineWidth(1.2 if outer else 0.5)
        # The totals row's label spans the columns before the big points.
        spans_total = totals and not outer and key not in ("big_a", "big_b")
        canvas.line(x, bottom + (row if spans_total else 0), x, body_top)
    canvas.setLineWidth(1.2)
    canvas.line(MARGIN, top, MARGIN + CONTENT, top)
    return bottom


def _draw_headings(canvas: Canvas, top: float, span: dict[str, tuple[float, float]],
                   table: TableSeating, labels: Labels, words: KlammernLabels) -> None:
    """Single columns span both heading rows; each group has a title over its two columns."""
    canvas.setFillColor(ACCENT)
    canvas.rect(MARGIN, top - 2 * HEAD_ROW, CONTENT, 2 * HEAD_ROW, stroke=0, fill=1)
    for key, text in (("game", labels.game), ("dealer", labels.dealer),
                      ("plays", words.bidder), ("contra", words.contra),
                      ("bella", words.bella)):
        left, right = span[key]
        draw_text(canvas, (left + right) / 2, top - HEAD_ROW - 4, text, HEADING, right - left - 2)
    titles = (labels.pair_a, labels.pair_b, words.small, words.big)  # numbers: above
    subtitles = ((words.card_points, words.melds), (words.card_points, words.melds),
                 (labels.team_a, labels.team_b), (labels.team_a, labels.team_b))
    for (first, second), title, names in zip(GROUPS, titles, subtitles, strict=True):
        left, right = span[first][0], span[second][1]
        draw_text(canvas, (left + right) / 2, top - HEAD_ROW + 6, title, HEADING, right - left - 4)
        for key, text in zip((first, second), names, strict=True):
            a, b = span[key]
            draw_text(canvas, (a + b) / 2, top - 2 * HEAD_ROW + 6, text, SUBHEADING, b - a - 2)
    canvas.setStrokeColor(MUTED)


def klammern_print_labels() -> KlammernLabels:
    """The Klammern sheet's own words in the active language."""
    return KlammernLabels(
        bidder=_("Bids"), contra=_("Contra/re"),
        contra_marks=(_("C"), _("R")), card_points=_("Cards"), melds=_("Melds"),
        bella=_("Bella"), small=_("Small"), big=_("Big"), big_total=_("Big points"),
        hint=_("Bids and Bella: circle A or B. Contra/re: circle C or R. Melds: Terz 20, Fifty "
               "50, for the team with the highest meld only. Small: the standing after the "
               "game; at 5 a big point (2 at 5:0), then both back to 0."),
    )
