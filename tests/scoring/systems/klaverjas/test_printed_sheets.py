"""The klaverjas score sheet PDF (``scoring.systems.klaverjas.printed``): plain data in, PDF
bytes out, no database. Called with ``compress=False`` so that the page text can be found in
the bytes."""

from __future__ import annotations

import pytest

from scoring.systems.klaverjas.printed import score_sheets_pdf
from tests.tournament.helpers import ENGLISH, check_pdf, seating, shown
from tournament.printing import Labels


@pytest.mark.parametrize(("players", "pages"), [(4, 1), (23, 5), (100, 25)])
def test_it_prints_one_score_sheet_per_table(players: int, pages: int) -> None:
    pdf = score_sheets_pdf(seating(players), games=12, labels=Labels(), compress=False)

    check_pdf(pdf, pages)
    for table in range(1, pages + 1):
        assert shown(pdf, f"Tafel {table}") == 1
    assert shown(pdf, "Handtekening Paar A") == pages


@pytest.mark.parametrize("games", [12, 16])
def test_the_score_sheet_has_a_row_per_game_with_the_deal_going_round(games: int) -> None:
    pdf = score_sheets_pdf(seating(4), games=games, labels=Labels(), compress=False)

    assert shown(pdf, str(games)) == 1
    assert shown(pdf, str(games + 1)) == 0
    # Each of the four deals every fourth game, and is named once more in its pair's box.
    for name in ("Jan de Vries", "Piet Jansen", "Klaas Bakker"):
        assert shown(pdf, name) == games // 4 + 1
    assert shown(pdf, "Paar A: 1 & 3") == 1
    assert shown(pdf, "Paar B: 2 & 4") == 1
    assert shown(pdf, "Totaal") == 1


def test_only_tables_with_an_address_get_a_qr_code() -> None:
    urls = {1: "https://example.org/tafel/1/abc", 3: "https://example.org/tafel/3/def"}

    pdf = score_sheets_pdf(seating(23), games=12, labels=Labels(), qr_urls=urls, compress=False)

    check_pdf(pdf, 5)
    assert shown(pdf, "Scan om de") == 2  # the caption on two lines
    assert shown(pdf, "scores in te voeren") == 2


def test_without_addresses_there_is_no_qr_caption() -> None:
    pdf = score_sheets_pdf(seating(23), games=12, labels=Labels(), compress=False)

    assert shown(pdf, "Scan om de") == 0


def test_the_score_sheet_speaks_the_callers_language() -> None:
    pdf = score_sheets_pdf(
        seating(4), games=12, labels=ENGLISH, qr_urls={1: "https://example.org/t/1"}, compress=False
    )

    assert shown(pdf, "Table 1") == 1
    assert shown(pdf, "Scan to enter the scores") == 1
    assert shown(pdf, "Round 2 - Evening 2026-11-22") == 1
    assert shown(pdf, "Points") == 2


def test_the_pdfs_are_compressed_by_default() -> None:
    plain = score_sheets_pdf(seating(23), games=16, labels=Labels(), compress=False)
    packed = score_sheets_pdf(seating(23), games=16, labels=Labels())

    check_pdf(packed, 5)
    assert len(packed) < len(plain)
    assert b"Jan de Vries" not in packed


def test_a_round_without_games_is_a_bug() -> None:
    with pytest.raises(ValueError, match="at least one game"):
        score_sheets_pdf(seating(4), games=0, labels=Labels())
