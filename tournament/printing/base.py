"""Input data, labels and drawing helpers shared by the seat list and score sheet PDFs.

The builders work on plain data that the view assembles; nothing here touches the database.
Every visible word comes from ``Labels`` (a game's own from its package) so the web layer can
pass translated strings.
The seating they print is ``tournament.seating.named`` (re-exported here).
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from typing import Literal

from reportlab.lib.colors import Color, HexColor
from reportlab.lib.pagesizes import A4
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

from tournament.seating.named import RoundSeating, TableSeating

# Bitstream Vera ships inside reportlab, so it is there on every server without a download,
# and unlike the built-in Helvetica it covers names such as "Łukasz" or "Şenol".
FONT = "Vera"
FONT_BOLD = "VeraBd"
pdfmetrics.registerFont(TTFont(FONT, "Vera.ttf"))
pdfmetrics.registerFont(TTFont(FONT_BOLD, "VeraBd.ttf"))

INK = HexColor("#1a1a1a")
ACCENT = HexColor("#1f5130")  # club-table green
MUTED = HexColor("#6b6b6b")
TINT_A = HexColor("#e6efe8")
TINT_B = HexColor("#f3ede1")
RULE = HexColor("#9a9a9a")
WHITE = HexColor("#ffffff")
# The cell of a player who sits out (the dealer at a table of four): a grey that a
# black-and-white printer keeps, as the sheets' legend ("Grijs") says.
SITS_OUT = HexColor("#d4d4d4")

ELLIPSIS = "\u2026"


@dataclass(frozen=True)
class Labels:
    """Every word printed on the PDFs. Placeholders in braces are filled by the builders.

    The Dutch defaults match the club's own words; the web layer passes gettext strings.
    """

    date_format: str = "%d-%m-%Y"
    round_title: str = "Boom {round} \u2014 Speelavond {date}"
    round_of: str = "boom {round} van {total}"
    table: str = "Tafel {table}"
    pairs: str = "{a1} & {a2} tegen {b1} & {b2}"
    deals_first: str = "Deelt eerst: {number}"
    keeps_score: str = "Noteert: {number}"
    byes: str = "Staand nummer"  # over one player who sits out
    byes_many: str = "Staande nummers"  # over two or more
    bye_score: str = "Krijgt {score}"
    page_of: str = "Blad {page} van {pages}"
    score_sheet: str = "Scorekaart"
    pair_a: str = "Paar A"
    pair_b: str = "Paar B"
    game: str = "Spel"
    dealer: str = "Deler"
    plays: str = "Speelt"
    points: str = "Punten"
    roem: str = "Roem"
    nat: str = "Nat"
    pit: str = "Pit"
    revoke: str = "Verzaakt"
    running: str = "Stand"  # a pair's running total, in a round played to a target
    total: str = "Totaal"
    grand_total: str = "Punten + roem"
    marks_hint: str = "Speelt, pit, verzaakt: omcirkel A of B. Nat: zet een kruisje."
    marks_hint_forced: str = (
        "Speelt: de speler na de deler. Pit, verzaakt: omcirkel A of B. Nat: zet een kruisje."
    )
    signature: str = "Handtekening {pair}"
    qr_caption: str = "Scan om de scores in te voeren"
    finder_caption: str = "Waar zit ik?"
    slip_title: str = "{pair} ({seats}), tafel {table}: controleer de kaart"
    slip_hint: str = "Scan de code, of typ dit nummer op de telefoon van de schrijver:"
    team_a: str = "A"
    team_b: str = "B"
    # A table without partners (each for himself), on the seat list
    solo_three: str = "Ieder voor zich"
    solo_four: str = "De deler past"
    # A round at fixed tables (partners rotate): after the subtitle, and in each table's block
    # the partners by name and that the players change chairs
    fixed_tables: str = "vaste tafels"
    partners_named: str = "Maten: {one} & {two}"  # a line for each pair of the table
    fixed_seats: str = "Zelfde tafel, nieuwe maat: ga op uw nummer zitten"
    # Fixed pairs: over the pair that sits out the round
    standing_pair: str = "Staand paar"


def round_title(seating: RoundSeating, labels: Labels) -> str:
    """For example "Boom 2 — Speelavond 22-11-2026"."""
    day = seating.evening_date.strftime(labels.date_format)
    return labels.round_title.format(round=seating.round_number, date=day)


def round_of(seating: RoundSeating, labels: Labels) -> str:
    return labels.round_of.format(round=seating.round_number, total=seating.rounds_total)


def roles(table: TableSeating, labels: Labels) -> str:
    """Who deals the first game and who keeps the score."""
    dealer = labels.deals_first.format(number=table.dealer.number)
    return f"{dealer}   {labels.keeps_score.format(number=table.scorekeeper.number)}"


def new_canvas(
    buffer: io.BytesIO, *, title: str, pagesize: tuple[float, float] = A4, compress: bool = True
) -> Canvas:
    """A canvas on ``buffer``; ``compress=False`` keeps the page text readable in the bytes,
    which is what the tests search."""
    canvas = Canvas(buffer, pagesize=pagesize, pageCompression=int(compress), invariant=1)
    canvas.setTitle(title)
    return canvas


def text_width(text: str, font: str, size: float) -> float:
    return float(pdfmetrics.stringWidth(text, font, size))


def fit_size(text: str, font: str, size: float, max_width: float, min_size: float) -> float:
    """The largest size up to ``size`` at which ``text`` fits, but never below ``min_size``."""
    width = text_width(text, font, size)
    if width <= max_width:
        return size
    return max(min_size, size * max_width / width)


def clip_text(text: str, font: str, size: float, max_width: float) -> str:
    """``text`` cut with an ellipsis so that it fits ``max_width`` at ``size`` (a text that
    ``fit_size`` shrank to the width exactly is whole, whatever the rounding)."""
    if text_width(text, font, size) <= max_width + 0.01:
        return text
    while text and text_width(text + ELLIPSIS, font, size) > max_width:
        text = text[:-1]
    return text.rstrip() + ELLIPSIS


@dataclass(frozen=True)
class TextStyle:
    """How a line of text is drawn; ``min_ratio`` is how far it may shrink to fit."""

    font: str
    size: float
    color: Color = INK
    align: Literal["left", "center", "right"] = "left"
    min_ratio: float = 0.6


def draw_text(
    canvas: Canvas, x: float, y: float, text: str, style: TextStyle, width: float
) -> None:
    """Draw ``text`` in ``style``, shrinking it to ``width`` (down to ``style.min_ratio``) and
    clipping it with an ellipsis only when even that is too long."""
    size = fit_size(text, style.font, style.size, width, style.size * style.min_ratio)
    shown = clip_text(text, style.font, size, width)
    canvas.setFont(style.font, size)
    canvas.setFillColor(style.color)
    if style.align == "right":
        canvas.drawRightString(x, y, shown)
    elif style.align == "center":
        canvas.drawCentredString(x, y, shown)
    else:
        canvas.drawString(x, y, shown)
