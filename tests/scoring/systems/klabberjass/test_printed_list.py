"""The printed list per table (seed 001's running columns), one page per table."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.test import Client
from django.urls import reverse
from PIL import Image
from reportlab.lib.colors import Color

from clubs.models import Club
from scoring.systems.klabberjass.printed import ListWords, filled_lists, klabberjass_lists_pdf
from tests.documents import pdf_pages_png, pdf_text_blocks, pdf_text_boxes, poppler_ready
from tests.scoring.systems.klabberjass.helpers import klabberjass_evening
from tests.scoring.systems.klabberjass.play import Played, post_list
from tests.tournament.helpers import seating
from tournament.models import Round
from tournament.printing.base import SITS_OUT, TINT_B
from tournament.seating import store
from tournament.seating.overview import round_seating_for_print


def test_it_prints_a_page_per_table_with_the_entered_rows(
        club: Club, organiser_client: Client) -> None:
    evening, _members = klabberjass_evening(club, 7)  # tables of 3 and 4
    store.draw_round(evening, 1, seed=2)
    url = reverse("scoring:sheet", args=[club.slug, evening.pk, 1, 1])
    post_list(organiser_client, url, [Played(1, True, "C", False), Played(2, True, "S", True),
                                      Played(3, False, "D", True)])
    round_ = Round.objects.get(evening=evening, number=1)
    # The seed's example, as the list's first three rows.
    assert filled_lists(round_) == {1: [("-16", "+2", "+2", "-16"), ("-", "+9", "-", "+7"),
                                        ("-", "-", "+3", "+1")]}
    seating = round_seating_for_print(evening, 1)
    assert seating is not None
    pdf = klabberjass_lists_pdf(seating, words=ListWords(), filled=filled_lists(round_),
                                compress=False)
    assert pdf.count(b"/Type /Page\n") == 2 or pdf.count(b"/Type /Page") - pdf.count(
        b"/Type /Pages") == 2
    assert b"Tafel 2" in pdf and b"(+9)" in pdf
    response = organiser_client.get(reverse("scoring:score_sheets_pdf",
                                            args=[club.slug, evening.pk, 1]))
    assert response.status_code == 200 and response["Content-Type"] == "application/pdf"


@pytest.mark.skipif(not poppler_ready(), reason="apt-get install poppler-utils")
def test_the_list_prints_its_rules_whole_and_shades_the_dealer_grey(tmp_path: Path) -> None:
    """Found on paper: "Een verzaking verliest het spel meteen voor de kant di…" in tiny type, and
    "Grijs: de deler past" over beige cells."""
    words = ListWords()
    board = seating(4, names=("Petronella Wilhelmina de Haan-Scholten", "Henk de Vries",
                              "Geertruida Johanna van Oldenbarnevelt", "Jan Bakker"))
    pdf = klabberjass_lists_pdf(board, words=words, filled={},
                                qr_urls={1: "https://klaverjas.example.nl/kaart/1/abc"})
    ((_, boxes),) = pdf_text_boxes(pdf)
    assert not [box.text for box in boxes if "\u2026" in box.text]
    assert min(box.size for box in boxes) >= 8  # the QR caption; the rules 9.5 pt
    (blocks,) = pdf_text_blocks(pdf, tmp_path)
    read = " ".join(" ".join(block.split()) for block in blocks)
    for line in (words.values, words.lost, words.example, words.sits_out,
                 "Petronella Wilhelmina de Haan-Scholten"):
        assert line in read, line
    # The legend says grey: the dealer's cells are a grey (red = green = blue), not beige.
    (png,) = pdf_pages_png(pdf, tmp_path, dpi=50)
    counts = {colour: count for count, colour in
              Image.open(png).convert("RGB").getcolors(1 << 16) or []}
    assert words.sits_out.startswith("Grijs")
    assert len(set(rgb(SITS_OUT))) == 1  # red = green = blue
    assert counts.get(rgb(TINT_B), 0) == 0
    # A shaded cell in each of the 32 rows: thousands of pixels at 50 dpi (the edges of the
    # lines blend into a few dozen pixels of any grey).
    assert counts.get(rgb(SITS_OUT), 0) > 5000, counts.get(rgb(SITS_OUT))


def rgb(colour: Color) -> tuple[int, int, int]:
    """A colour as the drawn page has it."""
    return (round(colour.red * 255), round(colour.green * 255), round(colour.blue * 255))
