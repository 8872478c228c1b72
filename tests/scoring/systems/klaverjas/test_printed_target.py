"""The printed sheet of a round played to a target (the round to 1500 of Kraken clubs): 19 rows
for the longest round, split so that the first page is full and only the last carries the
totals, a note on every page that the round ends at the target, and a running-total column per
pair so that the table sees on paper when it ends."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from pypdf import PdfReader

from scoring.systems.klaverjas.printed import score_sheets_pdf
from tests.documents import pdf_text_blocks, pdf_text_boxes, pdf_text_sizes, poppler_ready
from tests.tournament.helpers import seating
from tournament.printing import Labels
from tournament.printing.sheet_page import (
    GRID_TOP,
    MIN_ROW,
    ROOM_BELOW,
    SLIP,
    sheet_pages,
)

NOTE = "Deze boom gaat tot 1.500: hij is uit in het spel waarin een paar dat haalt."
CHECK = {1: ("https://klaverjas.example.nl/controle/1/abc", "123456")}


def sheet(**extra: object) -> bytes:
    return score_sheets_pdf(seating(4), games=19, labels=Labels(), kraken=True, checks=CHECK,
                            target_note=NOTE, compress=False, **extra)  # type: ignore[arg-type]


def games_on(page: list[tuple[str, float]]) -> list[int]:
    """The game numbers printed in the grid (bold 11 pt)."""
    return [int(text) for text, size in page if text.isdigit() and size == 11]


def test_the_first_page_is_full_and_only_the_last_has_the_totals():
    """Found on paper: 19 rows over two pages with page 1 half empty and its last two rows styled as
    the totals (grey marks, a pair's two columns one box)."""
    pdf = sheet()
    first, last = pdf_text_sizes(pdf)
    assert games_on(first) == list(range(1, 17))  # four whole rounds of four deals
    assert games_on(last) == [17, 18, 19]
    labels = Labels()
    assert labels.total not in [text for text, _ in first]
    assert labels.total in [text for text, _ in last]
    # The grid reaches down the first page: its note, right under it, in the lowest fifth.
    (size, boxes), _ = pdf_text_boxes(pdf)
    note = next(box for box in boxes if box.text == NOTE)
    assert note.bottom < size[1] / 5
    grey = b".93 .93 .93 rg"  # the totals' cells without a total (GREY)
    assert [grey in content for content in page_contents(pdf)] == [False, True]


def page_contents(pdf: bytes) -> list[bytes]:
    """The drawing operators of each page."""
    contents = []
    for page in PdfReader(io.BytesIO(pdf)).pages:
        content = page.get_contents()
        assert content is not None
        contents.append(content.get_data())
    return contents


def test_every_page_says_the_round_ends_at_the_target_and_has_running_totals():
    labels = Labels()
    for page in pdf_text_sizes(sheet()):
        texts = [text for text, _ in page]
        assert NOTE in texts
        assert texts.count(labels.running) == 2  # one per pair


def test_a_round_of_fixed_length_has_no_running_totals():
    pdf = score_sheets_pdf(seating(4), games=16, labels=Labels(), kraken=True, compress=False)
    (page,) = pdf_text_sizes(pdf)
    assert Labels().running not in [text for text, _ in page]


@pytest.mark.parametrize("below", [ROOM_BELOW, ROOM_BELOW + SLIP])
def test_the_pages_hold_every_game_once_in_order_at_pen_sized_rows(below: float):
    for games in range(1, 61):
        pages = sheet_pages(games, GRID_TOP, below, 19.0)
        assert [game for page in pages for game in page] == list(range(1, games + 1))
        assert all(len(page) >= 1 for page in pages)
        room = GRID_TOP - 40 - 36 - 19.0
        assert all(len(page) * MIN_ROW <= room for page in pages[:-1])
        assert (len(pages[-1]) + 2) * MIN_ROW <= room - below


@pytest.mark.skipif(not poppler_ready(), reason="apt-get install poppler-utils")
def test_the_note_and_the_running_total_heading_read_back_whole(tmp_path: Path):
    for blocks in pdf_text_blocks(sheet(), tmp_path):
        text = " ".join(blocks)
        assert NOTE in text
        assert "Paar A (1 & 3)" in text and "Paar B (2 & 4)" in text
