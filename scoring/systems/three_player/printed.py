"""The printed sheet of klaverjas for three: one A4 page per table, a row per game with who
played, and per player his points, roem and running total, as the paper sheet a table keeps
("Jeder Spieler spielt für sich allein"). A reminder of the scoring rules sits above the
grid, in the club's settings (nat credited whole or shared, who earns the bonus for all ten
tricks). At a table of four the dealer's cells are shaded: he sits out.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from django.utils.translation import gettext as _
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen.canvas import Canvas

from clubs.games import NatCredit
from clubs.models import RuleFields
from scoring.rules import three_player_dealer, three_player_sitting_out
from scoring.sheets.players_printed import (
    MARGIN,
    PAGE_WIDTH,
    HeadingWords,
    Spacing,
    tables_pdf,
    wrapped,
)
from tournament.printing.base import (
    ACCENT,
    FONT,
    FONT_BOLD,
    INK,
    MUTED,
    RULE,
    SITS_OUT,
    TINT_A,
    TextStyle,
    draw_text,
    fit_size,
)
from tournament.printing.seat_list import wrap
from tournament.printing.sheet_page import SLIP, qr_image
from tournament.seating.named import RoundSeating, TableSeating

SPACING = Spacing(shrink=1, leading=3, caption_leading=11, below=6)
GAME_COLUMN = 28.0
SEAT_COLUMN = 36.0  # deals, plays, all ten tricks: a number is written
REVOKE_COLUMN = 46.0  # revoked: a number too, under the longest heading ("Verzaakt")
HEADING_SIZE = 8.5  # the columns' headings, all in one size on a page
NAME_SIZE = 8.5
SUB_COLUMNS = 3  # per player: points, roem, total


@dataclass(frozen=True)
class SheetWords:
    """Every printed word of the sheet, in the active language."""

    title: str
    table: str  # "Table {table}"
    round_heading: str  # "Boom {round} of {total} · {date}"
    keeps: str  # "Deals first and keeps the sheet: {number} {name}"
    rules: tuple[str, ...]  # the scoring rules, a line each
    marks: str  # how to fill in who played, all ten tricks, revoked
    sits_out: str
    game: str
    deals: str
    plays: str
    pit: str
    revoke: str
    points: str
    roem: str
    total: str
    grand_total: str
    qr_caption: str
    slip_title: str  # "Table {table}: ..." for the player who checks the sheet
    slip_hint: str


def sheet_words(rules: RuleFields) -> SheetWords:
    """The words of the sheet, its reminder in the club's settings."""
    nat = (_("Nat: he gets 0 and each opponent gets the total (162 + all roem).")
           if rules.three_player_nat_credit == NatCredit.WHOLE else
           _("Nat: he gets 0 and his two opponents share the total (162 + all roem)."))
    pit = (_("All ten tricks: +%(bonus)s for whoever takes them.")
           if rules.defenders_can_pit else
           _("All ten tricks: +%(bonus)s for the player who named trump.")) % {
        "bonus": rules.pit_bonus}
    return SheetWords(
        title=_("Klaverjas for three"), table=_("Table {table}"),
        round_heading=_("Boom {round} of {total} · {date}"),
        keeps=_("Deals first and keeps the sheet: {number} {name}"),
        rules=(_("Who names trump needs more than half of all points (162 + all roem); "
                 "then everybody writes his own points + roem."), nat, pit),
        marks=_("Plays, all ten tricks, revoked: write the player's number."),
        sits_out=_("Shaded: the dealer sits out."), game=_("Game"), deals=_("Deals"),
        plays=_("Plays"), pit=_("All 10"), revoke=_("Revoked"), points=_("Points"),
        roem=_("Roem"), total=_("Total"), grand_total=_("Total"),
        qr_caption=_("Scan to enter the sheet"),
        slip_title=_("Table {table}: for a player who does not keep the sheet, to check it"),
        slip_hint=_("Scan the code, or type this number on the scorekeeper's phone:"))


def sheets_pdf(seating: RoundSeating, *, words: SheetWords, games: Callable[[int], int],
               qr_urls: Mapping[int, str] | None = None,
               checks: Mapping[int, tuple[str, str]] | None = None,
               notice: str = "", compress: bool = True) -> bytes:
    """The sheets of every table of a round; ``games``: the rows a table of a size needs;
    ``checks``: per table the address and six digits of the check by another player, on a
    slip to cut off at the foot of the page (when the club requires the check); ``notice`` in
    bold under the round (printed without codes)."""

    def grid(canvas: Canvas, table: TableSeating, top: float) -> None:
        check = (checks or {}).get(table.table)
        _grid(canvas, table, games(len(table.seats)), words, top,
              floor=MARGIN + (SLIP if check else 0))
        if check:
            _slip(canvas, table, words, *check)

    return tables_pdf(
        seating,
        words=HeadingWords(words.title, words.table, words.round_heading, words.qr_caption),
        lines=lambda table: _lines(table, words), spacing=SPACING, grid=grid, qr_urls=qr_urls,
        notice=notice, compress=compress)


def _lines(table: TableSeating, words: SheetWords) -> list[str]:
    """Who keeps the sheet and the rules, under the heading."""
    keeper = table.scorekeeper
    return [words.keeps.format(number=keeper.number, name=keeper.name), *words.rules,
            words.marks + (f" {words.sits_out}" if len(table.seats) == 4 else "")]


def _slip(canvas: Canvas, table: TableSeating, words: SheetWords, url: str, number: str
          ) -> None:
    """Below a dashed cut line: the code and digits with which a player other than the
    sheet's keeper checks what the keeper entered."""
    cut = MARGIN + SLIP - 8
    content = PAGE_WIDTH - 2 * MARGIN
    canvas.setStrokeColor(INK)
    canvas.setLineWidth(0.8)
    canvas.setDash(4, 3)
    canvas.line(MARGIN, cut, MARGIN + content, cut)
    canvas.setDash()
    size = SLIP - 24
    canvas.drawImage(ImageReader(qr_image(url)), MARGIN + content - size, MARGIN, size, size)
    width = content - size - 12
    y = wrapped(canvas, MARGIN, cut - 20, words.slip_title.format(table=table.table),
                 TextStyle(FONT_BOLD, 13, min_ratio=1), width)
    y = wrapped(canvas, MARGIN, y - 4, words.slip_hint, TextStyle(FONT, 10, min_ratio=1),
                 width)
    draw_text(canvas, MARGIN, y - 18, f"{number[:3]} {number[3:]}",
              TextStyle(FONT_BOLD, 22), width)


def _grid(canvas: Canvas, table: TableSeating, games: int, words: SheetWords,
          top: float, *, floor: float = MARGIN) -> None:
    c = canvas
    size = len(table.seats)
    left = MARGIN + GAME_COLUMN + 3 * SEAT_COLUMN + REVOKE_COLUMN
    player = (PAGE_WIDTH - MARGIN - left) / size
    sub = player / SUB_COLUMNS
    right = PAGE_WIDTH - MARGIN
    names = [wrap(seat.name, FONT, NAME_SIZE, player - 6) for seat in table.seats]
    named = 20 + (NAME_SIZE + 2) * max(len(lines) for lines in names)  # number, then name
    head = named + 16  # and the columns of each player
    row = min(22.0, (top - floor - head) / (games + 1))
    c.setFillColor(TINT_A)
    c.rect(MARGIN, top - head, right - MARGIN, head, stroke=0, fill=1)
    columns = [(words.game, GAME_COLUMN), (words.deals, SEAT_COLUMN),
               (words.plays, SEAT_COLUMN), (words.pit, SEAT_COLUMN),
               (words.revoke, REVOKE_COLUMN)]
    # One size for every heading: the largest at which each fits its column.
    size_fits = min(fit_size(word, FONT_BOLD, HEADING_SIZE, width - 3, HEADING_SIZE * 0.7)
                    for word, width in [*columns, *((word, sub) for word in (
                        words.points, words.roem, words.total))])
    small = TextStyle(FONT_BOLD, size_fits, align="center", min_ratio=1)
    x = MARGIN
    for word, width in columns:
        draw_text(c, x + width / 2, top - head + 6, word, small, width - 3)
        x += width
    for index, (seat, lines) in enumerate(zip(table.seats, names, strict=True)):
        x = left + index * player + player / 2
        draw_text(c, x, top - 13, str(seat.number),
                  TextStyle(FONT_BOLD, 11, align="center", min_ratio=1), player - 6)
        for number, line in enumerate(lines):
            draw_text(c, x, top - 16 - (NAME_SIZE + 2) * (number + 1), line,
                      TextStyle(FONT, NAME_SIZE, align="center", min_ratio=1), player - 6)
        for part, word in enumerate((words.points, words.roem, words.total)):
            draw_text(c, left + index * player + (part + 0.5) * sub, top - head + 6, word,
                      small, sub - 3)
    y = top - head
    for game in range(1, games + 1):
        out = three_player_sitting_out(game, size)
        if out is not None:
            c.setFillColor(SITS_OUT)
            c.rect(left + (out - 1) * player, y - row, player, row, stroke=0, fill=1)
        draw_text(c, MARGIN + GAME_COLUMN - 6, y - 0.7 * row, f"{game}.",
                  TextStyle(FONT_BOLD, 10, align="right"), GAME_COLUMN)
        dealer = table.seats[three_player_dealer(game, size) - 1].number
        draw_text(c, MARGIN + GAME_COLUMN + SEAT_COLUMN / 2, y - 0.7 * row, str(dealer),
                  TextStyle(FONT, 10, MUTED, "center"), SEAT_COLUMN)
        y -= row
    draw_text(c, left - 6, y - 0.7 * row, words.grand_total,
              TextStyle(FONT_BOLD, 10, align="right"), left - MARGIN)
    bottom = y - row
    c.setStrokeColor(RULE)
    c.setLineWidth(0.6)
    for index in range(games + 2):
        line_y = top - head - index * row
        c.line(MARGIN, line_y, right, line_y)
    c.line(MARGIN, top, right, top)
    c.line(left, top - named, right, top - named)
    for x in [MARGIN, *(MARGIN + GAME_COLUMN + i * SEAT_COLUMN for i in range(4)), left]:
        c.line(x, top, x, y)
    for index in range(size):
        for part in range(1, SUB_COLUMNS):
            x = left + index * player + part * sub
            c.line(x, top - named, x, bottom)
    c.line(right, top, right, bottom)
    c.setLineWidth(1.6)
    c.setStrokeColor(ACCENT)
    for index in range(size + 1):
        x = left + index * player
        c.line(x, top, x, bottom)
    c.line(left, bottom, right, bottom)
