"""The printed sheet of klaverjas for three, one A4 page per table: every heading whole (long
names wrap, never clipped), nothing overlapping or off the page, a row per game (a third more
at a table of four), the rules as the club set them, and the table's QR code."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.test import Client
from django.urls import reverse

from clubs.games import LeftoverPlayers, NatCredit
from clubs.models import Club, Member
from tests.documents import (
    pdf_pages_png,
    pdf_text_boxes,
    pdf_text_sizes,
    poppler_ready,
    qr_codes,
)
from tests.factories import check_in, make_evening, make_season
from tournament.seating import store

LONG = ["Petronella Wilhelmina de Haan-Scholten", "Gerrit-Jan van der Veen-Brouwer",
        "Annie de Vries", "Bartholomeus Hendrikus Adrianus van Oldenbarnevelt",
        "Jo Bos", "Cornelis Wijnand ter Horst-Zwanenburg", "Mien Kok"]


def _printed(club: Club, client: Client, *, leftovers: str, **rules: object) -> bytes:
    season = make_season(club, game_system="THREE_PLAYER", three_player_leftovers=leftovers,
                         **rules)
    evening = make_evening(season, round_count=2)
    check_in(evening, [Member.objects.create(club=club, name=name) for name in LONG])
    store.draw_round(evening, 1, seed=5)
    response = client.get(reverse("scoring:score_sheets_pdf", args=[club.slug, evening.pk, 1]))
    assert response.status_code == 200
    assert response["Content-Type"] == "application/pdf"
    return response.content


def _page_texts(pdf: bytes) -> list[list[str]]:
    return [[box.text for box in boxes] for _size, boxes in pdf_text_boxes(pdf)]


def test_every_heading_is_whole_and_nothing_overlaps(club: Club, organiser_client: Client):
    pdf = _printed(club, organiser_client, leftovers=LeftoverPlayers.TABLE_OF_FOUR,
                   table_entry=True)
    pages = pdf_text_boxes(pdf)
    assert len(pages) == 2  # tables of three and four
    for (width, height), boxes in pages:
        assert not [b.text for b in boxes if "\u2026" in b.text]  # nothing clipped
        assert not [b.text for b in boxes if b.left < 0 or b.right > width or b.bottom < 0
                    or b.top > height]
        overlapping = [(a.text, b.text) for i, a in enumerate(boxes) for b in boxes[i + 1:]
                       if a.overlaps(b)]
        assert overlapping == []
    texts = _page_texts(pdf)
    for name in LONG:  # each name whole, over one line or more, on one page
        words = name.split()
        assert any(all(any(word in text for text in page) for word in words)
                   for page in texts), name
    three, four = sorted(texts, key=lambda page: "16." in page)
    assert "12." in three and "13." not in three
    assert "16." in four and "17." not in four
    for page in texts:
        assert "Tafel 1" in page or "Tafel 2" in page
        joined = " ".join(page)
        assert "Nat: hij krijgt 0 en elke tegenspeler krijgt het totaal (162 + alle roem)." \
            in joined
        assert "Alle tien slagen: +100 voor de speler die troef maakte." in joined
    assert "Grijs: de deler past." in " ".join(four)


def test_the_column_headings_are_set_in_one_size(club: Club, organiser_client: Client):
    # Tables of three and of four: on both, "Verzaakt" as large as "Spel" and "Punten".
    pdf = _printed(club, organiser_client, leftovers=LeftoverPlayers.TABLE_OF_FOUR)
    # ("Totaal" heads a column too, but is also the grand total's label, set larger.)
    headings = {"Spel", "Deelt", "Speelt", "Alle 10", "Verzaakt", "Punten", "Roem"}
    for page in pdf_text_sizes(pdf):
        sizes = {text: size for text, size in page if text in headings}
        assert set(sizes) == headings
        assert len(set(sizes.values())) == 1, sizes
    assert sizes["Verzaakt"] >= 6  # points, no smaller (the heading size of a table of four)


def test_the_sheet_says_the_clubs_settings(club: Club, organiser_client: Client):
    pdf = _printed(club, organiser_client, leftovers=LeftoverPlayers.BYES,
                   three_player_nat_credit=NatCredit.SHARED, defenders_can_pit=True,
                   pit_bonus=150, three_player_games=18)
    texts = _page_texts(pdf)
    assert len(texts) == 2  # two tables of three, one bye
    joined = " ".join(texts[0])
    assert "zijn twee tegenspelers delen het totaal" in joined
    assert "Alle tien slagen: +150 voor wie ze haalt." in joined
    assert "18." in texts[0] and "19." not in texts[0]


@pytest.mark.skipif(not poppler_ready(), reason="apt-get install poppler-utils zbar-tools")
def test_a_phone_reads_the_tables_code(club: Club, organiser_client: Client,
                                       tmp_path: Path):
    pdf = _printed(club, organiser_client, leftovers=LeftoverPlayers.BYES, table_entry=True)
    pngs = pdf_pages_png(pdf, tmp_path, dpi=200)
    assert len(pngs) == 2
    for png, texts in zip(pngs, _page_texts(pdf), strict=True):
        codes = sorted(qr_codes(png))
        assert len(codes) == 2  # the table's sheet, and the slip for its check
        check, entry = codes
        assert "/controle/" in check and "/kaart/" in entry
        table = next(text for text in texts if text.startswith("Tafel "))
        slip = f"{table}: voor een speler die niet schrijft, om de kaart te controleren"
        assert slip in " ".join(texts)  # wrapped over two lines
