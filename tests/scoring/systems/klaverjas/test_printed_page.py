"""The paper score sheet follows the season's game system: Kraken columns, the rows of a
round to a target. Through the real HTTP stack, reading back the strings on the pages."""

from __future__ import annotations

import io
import re

import pytest
from pypdf import PdfReader

from clubs.models import Club, GameSystem
from tests.documents import pdf_strings
from tests.factories import check_in, make_evening, make_members, make_season
from tournament.models import Evening
from tournament.seating.store import draw_round


def score_sheets(client, club: Club, **rules: object) -> list[str]:
    evening: Evening = make_evening(make_season(club, **rules), round_count=1)
    check_in(evening, make_members(club, 4))
    draw_round(evening, 1, seed=3)
    response = client.get(f"/club/{club.slug}/avond/{evening.pk}/boom/1/scorekaarten.pdf")
    assert response.status_code == 200 and response["Content-Type"] == "application/pdf"
    return pdf_strings(response.content)


def test_a_kraken_sheet_has_columns_for_trump_and_doubling(club, organiser_client):
    shown = score_sheets(organiser_client, club, game_system=GameSystem.KRAKEN)
    assert shown.count("Troef") == 1 and shown.count("Kraak") == 1
    # Per game the suits to circle (klaveren, schoppen, harten, ruiten) and 2, 4 or 8.
    for mark in ("K", "S", "H", "R", "4", "8"):
        assert shown.count(mark) >= 12, mark
    # Whole, on two lines rather than in small type.
    assert ("Troef: omcirkel K(laveren), S(choppen), H(arten) of R(uiten). Kraak: omcirkel "
            "2 (kraak), 4 (herkraak) of 8 (superkraak).") in " ".join(shown)


def test_a_klaverjas_sheet_has_no_kraken_columns(club, organiser_client):
    shown = score_sheets(organiser_client, club)
    assert "Troef" not in shown and "Kraak" not in shown
    assert "R" not in shown


@pytest.mark.parametrize(("rules", "rows"), [
    ({}, 12),
    ({"games_per_round": 16}, 16),
    # A round to 1500 can last 19 games (2 x 1499 // 162 + 1).
    ({"play_to_target": True, "target_score": 1500}, 19),
    ({"play_to_target": True, "target_score": 1500, "game_system": GameSystem.KRAKEN}, 19),
])
def test_the_sheet_has_a_row_for_every_game_the_round_can_last(club, organiser_client, rules,
                                                               rows):
    shown = score_sheets(organiser_client, club, **rules)
    assert str(rows) in shown and str(rows + 1) not in shown


def test_a_round_to_3000_continues_on_a_second_page_with_pen_sized_rows(club, organiser_client):
    """38 rows at 7 mm do not fit on A4: the games go on over two pages per table, the
    totals and signatures on the last."""
    evening: Evening = make_evening(make_season(club, play_to_target=True, target_score=3000),
                                    round_count=1)
    check_in(evening, make_members(club, 4))
    draw_round(evening, 1, seed=3)
    content = organiser_client.get(
        f"/club/{club.slug}/avond/{evening.pk}/boom/1/scorekaarten.pdf").content
    pages = [page.extract_text() for page in PdfReader(io.BytesIO(content)).pages]
    assert len(pages) == 2
    assert "Totaal" not in pages[0] and "Totaal" in pages[1]
    first = [int(n) for n in re.findall(r"^(\d+)\s", pages[0], re.M) if int(n) <= 38]
    assert "38" in pages[1] and max(first) < 38
