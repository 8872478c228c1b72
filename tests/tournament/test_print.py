"""Seat list PDFs and the named seating they print: plain data in, PDF bytes out, no
database. (A game's printed score sheet is tested with its package: tests/scoring/systems.)

The builders are called with ``compress=False`` so that the page text (ASCII names, table
headings, captions) can be found in the bytes.
"""

from __future__ import annotations

import io
import re
from dataclasses import replace
from pathlib import Path

import pytest
from pypdf import PdfReader
from reportlab.lib.units import cm

from tests.documents import (
    pdf_pages_png,
    pdf_text_boxes,
    pdf_text_sizes,
    poppler_ready,
    qr_codes,
)
from tests.tournament.helpers import (
    ENGLISH,
    LONG_NAMES,
    SHORT_NAMES,
    check_pdf,
    read_seats,
    seating,
    shown,
)
from tournament.printing import Labels, SeatLine, TableSeating, seat_list_pdf
from tournament.printing.base import FONT, text_width
from tournament.printing.seat_list import wrap
from tournament.printing.sheet_page import QR_BORDER, QR_PIXELS_PER_MODULE


@pytest.mark.parametrize(
    ("players", "pages"),
    # 203 players: from table 25 on the pairs line takes two lines, so five tables a page.
    [(4, 1), (23, 1), (24, 1), (35, 2), (67, 3), (100, 5), (203, 12)],
)
def test_a_larger_club_gets_more_seat_list_pages(players: int, pages: int) -> None:
    pdf = seat_list_pdf(seating(players, names=SHORT_NAMES), labels=Labels(), compress=False)

    check_pdf(pdf, pages)
    for table in range(1, players // 4 + 1):
        assert shown(pdf, f"Tafel {table}") == 1
    # The title's dash is outside ASCII, so only its end is plain in the bytes.
    assert pdf.count(b" Speelavond 22-11-2026) Tj") == pages


def test_the_seat_list_names_seats_pairs_roles_and_byes() -> None:
    pdf = seat_list_pdf(seating(23, names=SHORT_NAMES), labels=Labels(), compress=False)

    check_pdf(pdf, 1)
    assert shown(pdf, "Jan de Vries") == 3  # seats 1, 9 and 17
    for number in (1, 5, 23):
        assert shown(pdf, str(number)) >= 1
    assert shown(pdf, "1 & 3 tegen 2 & 4") == 1
    assert shown(pdf, "17 & 19 tegen 18 & 20") == 1
    assert shown(pdf, "Deelt eerst: 17") == 1
    assert shown(pdf, "Noteert: 20") == 1
    assert shown(pdf, "Staande nummers") == 1  # three of them: the plural
    assert shown(pdf, "Staand nummer") == 0
    assert shown(pdf, "Krijgt 1.200 punten") == 1
    assert shown(pdf, "Tafel 6") == 0


def test_a_seat_list_without_byes_has_no_bye_block() -> None:
    pdf = seat_list_pdf(seating(8), labels=Labels(), compress=False)

    assert shown(pdf, "Staand nummer") == 0


def test_the_seat_list_speaks_the_callers_language() -> None:
    pdf = seat_list_pdf(seating(23, names=SHORT_NAMES), labels=ENGLISH, compress=False)

    assert shown(pdf, "Round 2 - Evening 2026-11-22") == 1
    assert shown(pdf, "Table 5") == 1
    assert shown(pdf, "1 & 3 against 2 & 4") == 1
    assert shown(pdf, "Deals first: 1") == 1
    assert shown(pdf, "Keeps score: 4") == 1
    assert shown(pdf, "Scores 1.200 punten") == 1
    assert b"Tafel" not in pdf and b"tegen" not in pdf


@pytest.mark.parametrize("lines", [
    ("Petronella Wilhelmina", "de Haan-Scholten"),
    ("Henk", "van der Veen"),  # van der stays with Veen where a line has room
    ("Henk van der", "Veen-Vredenburg"),  # and not where it has none
    ("Gerrit-Jan", "Hooghiemstra"),
    ("Haan-", "Scholten"),  # a word longer than the line: after its hyphen
    ("101 & 103", "tegen 102 & 104"),  # the pairs line of a large club
])
def test_a_long_name_wraps_between_words_or_after_a_hyphen(lines: tuple[str, ...]) -> None:
    name = " ".join(lines).replace("- ", "-")
    width = max(text_width(line, FONT, 18) for line in lines) + 0.5

    assert text_width(name, FONT, 18) > width
    assert wrap(name, FONT, 18, width) == list(lines)


def test_a_name_without_a_space_or_hyphen_breaks_where_the_line_is_full() -> None:
    name = "Aleksandrapetronellavanderheijdenbroek"
    width = text_width("Aleksandrapetronella", FONT, 18)

    lines = wrap(name, FONT, 18, width)

    assert lines == ["Aleksandrapetronella", "vanderheijdenbroek"]


def test_every_long_name_on_a_16_table_seat_list_is_whole_and_18_pt_or_more() -> None:
    """The list cut names short ("Petronella Wilhel\u2026"): it is read from the wall, so
    every name is printed whole, wrapping to a next line, at 18 pt or more."""
    board = seating(16 * 4 + 3, names=LONG_NAMES)

    pdf = seat_list_pdf(board, labels=Labels())

    seats = read_seats(pdf)
    expected = {s.number: s.name for t in board.tables for s in t.seats}
    expected.update({s.number: s.name for s in board.byes})
    assert sorted(seats) == sorted(expected)
    for number, seat in seats.items():
        name = expected[number]
        # Read line by line, the name is all there: only where a line breaks may a space go.
        assert "".join(seat.pieces).replace(" ", "") == name.replace(" ", ""), (number, seat)
        assert min(seat.sizes) >= 18, (number, seat)
    assert len(seats[1].pieces) > 1  # Petronella Wilhelmina de Haan-Scholten wraps
    assert len(seats[4].pieces) > 1  # and the name without a space breaks
    every_text = [box for _size, boxes in pdf_text_boxes(pdf) for box in boxes]
    assert not [box.text for box in every_text if "\u2026" in box.text]


def test_a_seat_list_page_breaks_between_tables_and_nothing_overlaps() -> None:
    board = seating(16 * 4 + 3, names=LONG_NAMES)

    pdf = seat_list_pdf(board, labels=Labels())

    seats = read_seats(pdf)
    for table in board.tables:
        pages = {seats[s.number].page for s in table.seats}
        assert len(pages) == 1 and {seats[s.number].block for s in table.seats} == {
            f"Tafel {table.table}"}
    for (width, height), boxes in pdf_text_boxes(pdf):
        for box in boxes:
            assert box.left >= 0 and box.right <= width and box.bottom >= 0, box
            assert box.top <= height, box
        overlapping = [(a.text, b.text) for i, a in enumerate(boxes) for b in boxes[i + 1:]
                       if a.overlaps(b)]
        assert overlapping == []


@pytest.mark.parametrize("tables", [5, 8, 16, 40])
def test_every_name_number_and_role_on_the_seat_list_is_18_pt_or_more(tables: int) -> None:
    """Issue 13: 19.5 pt at 5 tables, 14.4 at 8, 9.4 from 16 tables; names below about
    18 pt cannot be read from two metres on the wall."""
    pdf = seat_list_pdf(seating(tables * 4 + 3), labels=Labels())
    pages = pdf_text_sizes(pdf)

    # Everything but the page's title, subtitle and page number is in a block.
    block_text = [
        (text, size) for page in pages for text, size in page
        if not text.startswith(("Boom 2 \u2014", "KV De Troefboer", "Blad "))
    ]
    assert sum(1 for text, _ in block_text if text.startswith("Tafel")) == tables
    assert len(block_text) >= tables * 11
    assert min(size for _, size in block_text) >= 18, sorted(block_text, key=lambda t: t[1])[:5]
    # Whole, too: from table 25 on the pairs line ("97 & 99 tegen 98 & 100") was cut short.
    assert [text for text, _ in block_text if "\u2026" in text] == []


def test_the_same_seating_gives_the_same_bytes() -> None:
    assert seat_list_pdf(seating(23), labels=Labels()) == seat_list_pdf(
        seating(23), labels=Labels()
    )


@pytest.mark.parametrize(
    ("game", "dealer"),
    [(1, 5), (2, 6), (3, 7), (4, 8), (5, 5), (12, 8), (16, 8)],
)
def test_the_deal_passes_clockwise_from_the_lowest_number(game: int, dealer: int) -> None:
    table = TableSeating(2, tuple(SeatLine(n, f"speler {n}") for n in (5, 6, 7, 8)))

    assert table.dealer_of_game(game).number == dealer


def test_a_table_knows_its_pairs_dealer_and_scorekeeper() -> None:
    table = TableSeating(2, tuple(SeatLine(n, f"speler {n}") for n in (5, 6, 7, 8)))

    assert [s.number for s in table.pair_a] == [5, 7]
    assert [s.number for s in table.pair_b] == [6, 8]
    assert table.dealer.number == 5
    assert table.scorekeeper.number == 8


@pytest.mark.parametrize("numbers", [(1, 2, 3), (1, 2, 3, 4, 5), (2, 1, 3, 4), (1, 1, 3, 4)])
def test_a_table_needs_four_seats_in_number_order(numbers: tuple[int, ...]) -> None:
    with pytest.raises(ValueError, match="four seats"):
        TableSeating(1, tuple(SeatLine(n, "x") for n in numbers))


FINDER = "https://klaverjas.example.nl/plaats/1:XC20We3-VlUY7inb-ME2x9XcQmZ0C3Ts_jf9a7JwdOE/"


@pytest.mark.skipif(not poppler_ready(), reason="apt-get install poppler-utils zbar-tools")
@pytest.mark.parametrize("players", [8, 23])
def test_the_where_do_i_sit_code_is_3_cm_and_scans_at_300_dpi(players: int,
                                                               tmp_path: Path) -> None:
    """A newcomer found the code on the wall list smaller than 3 cm (it was 2 cm)."""
    board = replace(seating(players, names=SHORT_NAMES), finder_url=FINDER)
    pdf = seat_list_pdf(board, labels=Labels(), compress=False)
    check_pdf(pdf, 1)  # the larger code costs no page
    (png,) = pdf_pages_png(pdf, tmp_path, dpi=300)
    assert qr_codes(png) == [FINDER]
    ((image,),) = [page.images for page in PdfReader(io.BytesIO(pdf)).pages]
    assert image.image is not None
    modules = image.image.width // QR_PIXELS_PER_MODULE
    drawn = re.findall(rb"q\s+([\d.]+) 0 0 \1 [\d.]+ [\d.]+ cm\s+/FormXob", pdf)
    (side,) = {float(size) for size in drawn}  # the one image, as wide as high
    dark = side * (modules - 2 * QR_BORDER) / modules  # without its white margin
    assert dark >= 3 * cm, f"{dark / cm:.2f} cm"
