"""The printed Klabberjass list of a table (seed 001, "Führung der Listen"): a column per
player in which his total runs on, and beside them the game's value ("rechts davon in einer
Extraspalte wird der Wert des Spiels notiert"). One A4 page per table, 24 rows at a table
of three and 32 at a table of four, where the dealer's cell is shaded: he sits out.
Games already entered are printed filled in (``filled_lists``), so the same list serves as
the table's record.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from django.utils.translation import gettext as _
from reportlab.pdfgen.canvas import Canvas

from scoring.models import Game
from scoring.rules import (
    KlabberjassEntry,
    Suit,
    klabberjass_games_per_round,
    klabberjass_list,
    klabberjass_sitting_out,
)
from scoring.sheets.players_printed import (
    MARGIN,
    PAGE_WIDTH,
    HeadingWords,
    Spacing,
    tables_pdf,
)
from scoring.systems.klabberjass.detail import DETAIL
from tournament.models import Round
from tournament.printing.base import (
    ACCENT,
    FONT,
    FONT_BOLD,
    RULE,
    SITS_OUT,
    TINT_A,
    TextStyle,
    draw_text,
)
from tournament.printing.seat_list import wrap
from tournament.seating.named import RoundSeating, TableSeating

SPACING = Spacing(shrink=0.6, leading=3.5, caption_leading=10, below=8)
NAME_SIZE = 9.0
GAME_COLUMN = 34.0
VALUE_COLUMN = 70.0


@dataclass(frozen=True)
class ListWords:
    """Every printed word of the list (the view passes them in the active language)."""

    title: str = "Klabberjass-lijst"
    table: str = "Tafel {table}"
    round: str = "Ronde {round} van {total} \u00b7 {date}"
    game: str = "Spel"
    value: str = "Spel"
    values: str = ("Original: klaveren +8, schoppen +7, harten +6, ruiten +5 \u00b7 "
                   "Kleines: +4, +3, +2, +1")
    lost: str = ("Verloren: de alleenspeler het dubbele als min, elke tegenspeler +2. "
                 "Verzaakt: het spel is meteen verloren voor wie verzaakte.")
    example: str = "Voorbeeld: A verliest Original klaveren: -16 +2 +2 | -16"
    sits_out: str = "Grijs: de deler past."
    keeps: str = "Schrijft: {number} {name}"
    qr_caption: str = "Scan om in te voeren"


def klabberjass_lists_pdf(
    seating: RoundSeating, *, words: ListWords, filled: Mapping[int, Sequence[tuple[str, ...]]],
    qr_urls: Mapping[int, str] | None = None, notice: str = "", compress: bool = True,
) -> bytes:
    """The lists of every table of a round; ``filled`` maps a table to the cells of its
    entered games (``KlabberjassListRow.cells``), printed in the first rows; ``notice`` in
    bold under the round (printed without codes)."""
    return tables_pdf(
        seating, words=HeadingWords(words.title, words.table, words.round, words.qr_caption),
        lines=lambda table: _lines(table, words), spacing=SPACING, qr_urls=qr_urls,
        notice=notice, compress=compress,
        grid=lambda canvas, table, top: _grid(canvas, table, filled.get(table.table, ()),
                                              words, top))


def _lines(table: TableSeating, words: ListWords) -> list[str]:
    """Who keeps the list and how to fill it in, under the heading."""
    keeper = table.scorekeeper
    lines = [words.keeps.format(number=keeper.number, name=keeper.name), words.values,
             words.lost, words.example]
    if len(table.seats) == 4:
        lines.append(words.sits_out)
    return lines


def _grid(canvas: Canvas, table: TableSeating, filled: Sequence[tuple[str, ...]],
          words: ListWords, top: float) -> None:
    c = canvas
    size = len(table.seats)
    games = klabberjass_games_per_round(size)
    player_width = (PAGE_WIDTH - 2 * MARGIN - GAME_COLUMN - VALUE_COLUMN) / size
    names = [wrap(seat.name, FONT, NAME_SIZE, player_width - 6) for seat in table.seats]
    name_lines = max(len(lines) for lines in names)
    row = min(22.0, (top - MARGIN) / (games + 1.6 + 0.5 * (name_lines - 1)))
    xs = [MARGIN + GAME_COLUMN + i * player_width for i in range(size)]
    value_x = MARGIN + GAME_COLUMN + size * player_width
    right = value_x + VALUE_COLUMN
    head = 1.6 * row + (NAME_SIZE + 1) * (name_lines - 1)
    c.setFillColor(TINT_A)
    c.rect(MARGIN, top - head, right - MARGIN, head, stroke=0, fill=1)
    bold = TextStyle(FONT_BOLD, 10, align="center", min_ratio=0.7)
    draw_text(c, MARGIN + GAME_COLUMN / 2, top - head + 0.55 * row, words.game,
              bold, GAME_COLUMN - 4)
    name_style = TextStyle(FONT, NAME_SIZE, align="center", min_ratio=1.0)
    for x, seat, lines in zip(xs, table.seats, names, strict=True):
        draw_text(c, x + player_width / 2, top - 0.7 * row, str(seat.number), bold,
                  player_width - 6)
        for number, line in enumerate(lines):  # the name whole, over two lines if long
            draw_text(c, x + player_width / 2, top - 1.35 * row - (NAME_SIZE + 1) * number,
                      line, name_style, player_width - 6)
    draw_text(c, value_x + VALUE_COLUMN / 2, top - head + 0.55 * row, words.value, bold,
              VALUE_COLUMN - 4)
    y = top - head
    number_style = TextStyle(FONT, 10.5, align="right")
    for game in range(1, games + 1):
        out = klabberjass_sitting_out(game, size)
        if out is not None:
            c.setFillColor(SITS_OUT)
            c.rect(xs[out - 1], y - row, player_width, row, stroke=0, fill=1)
        draw_text(c, MARGIN + GAME_COLUMN - 6, y - 0.7 * row, f"{game}.",
                  TextStyle(FONT_BOLD, 10, align="right"), GAME_COLUMN)
        cells = filled[game - 1] if game <= len(filled) else ()
        for index, cell in enumerate(cells):
            x = xs[index] + player_width - 8 if index < size else right - 8
            draw_text(c, x, y - 0.7 * row, cell, number_style, player_width)
        y -= row
    c.setStrokeColor(RULE)
    c.setLineWidth(0.6)
    for index in range(games + 2):
        line_y = top - head - (index - 1) * row if index else top
        c.line(MARGIN, line_y, right, line_y)
    bottom = top - head - games * row
    for x in [MARGIN, *xs, value_x, right]:
        c.line(x, top, x, bottom)
    c.setLineWidth(1.6)
    c.setStrokeColor(ACCENT)
    c.line(value_x, top, value_x, bottom)


def list_words() -> ListWords:
    return ListWords(
        title=_("Klabberjass list"), table=_("Table {table}"),
        round=_("Round {round} of {total} · {date}"), game=_("Game"), value=_("Value"),
        values=_("Original: clubs +8, spades +7, hearts +6, diamonds +5 · Kleines: +4, "
                 "+3, +2, +1"),
        lost=_("Lost: the soloist gets twice the value as a minus, each opponent +2. A "
               "revoke loses the game at once for the side that made it."),
        example=_("Example: A loses Original clubs: -16 +2 +2 | -16"),
        sits_out=_("Shaded: the dealer sits out."), keeps=_("Keeps the list: {number} {name}"),
        qr_caption=_("Scan to enter the list"))


def filled_lists(round_: Round) -> dict[int, list[tuple[str, ...]]]:
    """The cells of each table's entered games (none for a totals-only sheet)."""
    entries: dict[int, list[KlabberjassEntry]] = defaultdict(list)
    sizes: dict[int, int] = {}
    for g in Game.objects.filter(sheet__round=round_, detail__has_key="soloist").select_related(
            "sheet").order_by("sheet__table", "number"):
        d = DETAIL.unpack(g.detail)
        if d["soloist"] is None or d["original"] is None or not d["trump"]:
            continue
        sizes[g.sheet.table] = len(d["seat_scores"] or ())
        entries[g.sheet.table].append(KlabberjassEntry(
            number=g.number, soloist=d["soloist"], original=d["original"], trump=Suit(d["trump"]),
            won=bool(d["won"]), turned=Suit(d["turned"]) if d["turned"] else None,
            revoke=g.revoke_seat))
    return {table: [row.cells() for row in klabberjass_list(games, table_size=sizes[table])]
            for table, games in entries.items()}
