"""The paper Klammern sheet (seed 002) through the real HTTP stack: its own columns, a row
for every game the round can last, and the standing in small and big points."""

from __future__ import annotations

from typing import Any

import pytest
from django.utils import translation
from pypdf import PdfReader

from clubs.models import Club, GameSystem
from tests.documents import pdf_strings
from tests.factories import check_in, make_evening, make_members, make_season
from tournament.models import Evening
from tournament.seating.store import draw_round


def nl(text: str) -> str:
    with translation.override("nl"):
        return translation.gettext(text)


def sheets_pdf(client, club: Club, **rules: object) -> Any:
    season = make_season(club, game_system=GameSystem.KLAMMERN, **rules)
    evening: Evening = make_evening(season, round_count=1)
    check_in(evening, make_members(club, 8))
    draw_round(evening, 1, seed=3)
    response = client.get(f"/club/{club.slug}/avond/{evening.pk}/boom/1/scorekaarten.pdf")
    assert response.status_code == 200 and response["Content-Type"] == "application/pdf"
    return response.content


def test_a_klammern_sheet_has_its_own_columns(club, organiser_client):
    shown = pdf_strings(sheets_pdf(organiser_client, club, games_per_round=12))
    for word in ("Bids", "Contra/re", "Cards", "Melds", "Bella", "Small", "Big",
                 "Big points"):
        assert nl(word) in shown, word
    # Its sides are teams, as on the screen.
    assert any(text.startswith("Team A: ") for text in shown), shown
    assert not [text for text in shown if text.startswith("Paar ")]
    # No klaverjas marks: no pit, no nat, no revoke.
    assert "Pit" not in shown and "Nat" not in shown and "Verzaakt" not in shown
    assert "12" in shown and "13" not in shown


@pytest.mark.parametrize(("big_points", "rows", "pages"), [(1, 9, 2), (2, 27, 4)])
def test_a_round_to_big_points_has_a_row_for_every_game_it_can_last(
    club, organiser_client, big_points, rows, pages
):
    """Before a big point both teams hold at most 4 small points: 9 games at most, and a
    round to 2 big points plays at most 3 of them (1:1, then the deciding one)."""
    content = sheets_pdf(organiser_client, club, play_to_target=True,
                         klammern_big_points=big_points)
    shown = pdf_strings(content)
    assert str(rows) in shown and str(rows + 1) not in shown
    # Two tables; a round of 27 rows goes on over a second page per table.
    assert len(PdfReader(__import__("io").BytesIO(content)).pages) == pages
