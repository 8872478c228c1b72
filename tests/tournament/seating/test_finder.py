"""Issue 12: "where do I sit?" on a phone, by a link printed on the seat list."""

from __future__ import annotations

import io
import re
from typing import Any

import pytest
import segno
from django.test import Client
from pypdf import PdfReader

from clubs.links import qr_data_uri
from clubs.models import Club
from tests.factories import check_in, make_evening, make_members, make_season
from tournament.models import Evening, Seat
from tournament.seating.finder import finder_url
from tournament.seating.store import draw_round


@pytest.fixture
def evening(club: Club) -> Evening:
    evening = make_evening(make_season(club), round_count=2)
    check_in(evening, make_members(club, 9))  # two tables and a bye
    return evening


def test_it_shows_every_player_of_the_latest_round_with_table_and_number(evening):
    url = finder_url(evening)
    assert "nog niet geloot" in Client().get(url).content.decode()
    draw_round(evening, 1, seed=3)
    draw_round(evening, 2, seed=4)
    html = Client().get(url).content.decode()
    assert "Boom 2" in html
    for seat in Seat.objects.filter(round__evening=evening, round__number=2):
        shown = (f"tafel {seat.table}, nummer {seat.number}" if seat.table
                 else f"staand nummer (nummer {seat.number})")
        assert re.search(rf"{seat.member.name}</span>\s*<span class=\"finder-place\">"
                         + re.escape(shown),
                         html), seat


def test_it_works_for_a_private_club_by_its_link_only(evening):
    evening.club.standings_public = False
    evening.club.save()
    draw_round(evening, 1, seed=3)
    assert Client().get(finder_url(evening)).status_code == 200
    assert Client().get(evening.get_absolute_url()).status_code == 404
    assert Client().get("/plaats/vervalst/").status_code == 404


def test_a_refresh_asks_only_for_the_list(evening):
    draw_round(evening, 1, seed=3)
    part = Client().get(finder_url(evening), HTTP_X_REFRESH="1").content.decode()
    assert "<html" not in part and 'data-refresh-id="finder-boom"' in part


def test_the_seat_list_and_the_evening_page_carry_its_qr_code(evening, organiser_client, client):
    draw_round(evening, 1, seed=3)
    html = client.get(evening.get_absolute_url()).content.decode()
    assert finder_url(evening) in html and 'src="data:image/png;base64,' in html
    pdf = organiser_client.get(f"{evening.get_absolute_url()}boom/1/zitplaatsen.pdf").content
    assert "Waar zit ik?" in PdfReader(io.BytesIO(pdf)).pages[0].extract_text()
    assert len(PdfReader(io.BytesIO(pdf)).pages[0].images) == 1


def test_the_evening_page_draws_its_qr_code_once_not_for_every_phone(evening, client,
                                                                     monkeypatch):
    """A QR code as PNG costs some 11 ms of CPU: drawn on every request, the seat page of an
    evening in progress (what the room reloads after every draw) went at a tenth of the
    speed of the closed evening's page."""
    draw_round(evening, 1, seed=3)
    qr_data_uri.cache_clear()  # drawn by no earlier test in this process
    made: list[str] = []
    real = segno.make_qr

    def counted(url: str, **options: Any) -> segno.QRCode:
        made.append(url)
        return real(url, **options)

    monkeypatch.setattr(segno, "make_qr", counted)
    pages = [client.get(evening.get_absolute_url()).content.decode() for _ in range(3)]
    pages.append(Client().get(evening.get_absolute_url(), HTTP_ACCEPT_LANGUAGE="en")
                 .content.decode())
    codes = {m.group(1) for p in pages
             if (m := re.search(r'src="(data:image/png;base64,[^"]+)"', p))}
    assert len(made) == 1 and len(codes) == 1  # every page has it, and the same one
    assert all("data:image/png;base64," in p for p in pages)
