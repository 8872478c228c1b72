"""What the prints say, read back from the PDF as it is printed: a long name ("Gerrit
Hofstede-van der Molen") at the size of the others in the dealer's cell of every system's
score sheets and on the seat list, one orientation for a seat list's pages, and the bye's
score written as the site writes it."""

from __future__ import annotations

import io

import pytest
from django.test import Client
from pypdf import PdfReader

from clubs.models import Club, DeclarerRule, GameSystem
from tests.documents import pdf_text_sizes
from tests.factories import check_in, make_evening, make_season
from tournament.printing.seat_list import MIN_TEXT
from tournament.seating.store import draw_round

LONG = "Gerrit Hofstede-van der Molen"
SYSTEMS: dict[str, dict[str, object]] = {
    "klaverjas": {"game_system": GameSystem.KLAVERJAS},
    "klaverjas-forced": {"game_system": GameSystem.KLAVERJAS,
                         "declarer_rule": DeclarerRule.FORCED},
    "kraken": {"game_system": GameSystem.KRAKEN},
    "boom-to-1500": {"game_system": GameSystem.KRAKEN, "play_to_target": True,
                     "target_score": 1500},
    "klammern": {"game_system": GameSystem.KLAMMERN},
}


def evening_pdf(client: Client, club: Club, what: str, *, players: int = 8,
                rules: dict[str, object] | None = None) -> bytes:
    evening = make_evening(make_season(club, table_entry=True, **(rules or {})), round_count=1)
    names = [LONG] + [f"Lid {n:02d}" for n in range(1, players)]
    check_in(evening, [club.members.create(name=name) for name in names])
    draw_round(evening, 1, seed=3)
    response = client.get(f"/club/{club.slug}/avond/{evening.pk}/boom/1/{what}")
    assert response.status_code == 200
    return bytes(response.content)


def sizes_of(pdf: bytes, text: str) -> list[float]:
    """The sizes at which the pieces of ``text`` (a name wrapped or not) are drawn."""
    return [size for page in pdf_text_sizes(pdf) for drawn, size in page
            if drawn.rstrip("\u2026") and drawn.rstrip("\u2026") in text
            and len(drawn) > 3]


@pytest.mark.parametrize("system", SYSTEMS)
def test_a_long_name_in_the_dealer_column_is_as_large_as_a_short_one(
        system, club, organiser_client):
    pdf = evening_pdf(organiser_client, club, "scorekaarten.pdf", rules=SYSTEMS[system])
    long, short = sizes_of(pdf, LONG), sizes_of(pdf, "Lid 01")
    assert long and short
    assert min(long) == min(short)  # 9.5 pt in the dealer's cell, as every name there


@pytest.mark.parametrize("players", [16, 32])
def test_a_long_name_on_the_seat_list_is_as_large_as_the_others(players, club,
                                                                organiser_client):
    pdf = evening_pdf(organiser_client, club, "zitplaatsen.pdf", players=players)
    long, short = sizes_of(pdf, LONG), sizes_of(pdf, "Lid 01")
    assert long and short and min(long) >= MIN_TEXT
    assert set(long) == set(short)  # wrapped onto two lines rather than printed smaller


def test_every_page_of_a_seat_list_has_the_same_orientation(club, organiser_client):
    """Five tables and a bye: the blocks go over two pages, which are both upright or both
    turned (not one of each)."""
    pdf = evening_pdf(organiser_client, club, "zitplaatsen.pdf", players=21)
    pages = PdfReader(io.BytesIO(pdf)).pages
    assert len(pages) == 2
    assert len({(round(p.mediabox.width), round(p.mediabox.height)) for p in pages}) == 1


def test_the_seat_list_writes_the_bye_score_as_the_site_does(club, organiser_client):
    """Nine players: two tables and a bye, who gets the fixed 1,200 written "1.200"."""
    pdf = evening_pdf(organiser_client, club, "zitplaatsen.pdf", players=9,
                      rules={"bye_score_rule": "FIXED", "bye_score": 1200})
    text = " ".join(" ".join(page.extract_text().split())
                    for page in PdfReader(io.BytesIO(pdf)).pages)
    assert "Krijgt 1.200 punten" in text and "1200" not in text
