"""What is printed says what the page says: the organiser downloads the seat list, the score
sheets and the prize list from the rendered links, and each PDF, drawn to PNG by poppler,
holds every name whole and the same seats, tables and scores as the page; the QR codes read
back from the drawn pages carry the club house's network address, not the one the
organiser's browser uses, and open their table's sheet on a phone."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from django.contrib.auth.models import User
from playwright.sync_api import expect

from scoring.closing.service import close_evening
from scoring.demo.season import play_round
from tests.documents import pdf_pages_png, pdf_text_blocks, poppler_ready, qr_codes
from tests.e2e.conftest import SCREENSHOTS
from tests.e2e.journeys.person import Person
from tests.factories import check_in, make_club, make_evening, make_organiser, make_season
from tournament.models import Evening, Round
from tournament.seating.store import draw_round

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True),
              pytest.mark.skipif(not poppler_ready(), reason="apt-get install poppler-utils "
                                 "zbar-tools")]

LONG_NAMES = ["Petronella Wilhelmina de Haan-Scholten", "Henk van der Velde-Bakhuizen",
              "Geertruida Johanna van Oldenbarnevelt", "Maximiliaan Oosterhuis-Vanderbilt"]


def an_evening() -> tuple[Evening, User]:
    """22 players (five tables and two byes), four of them with long names; round 1 played,
    round 2 drawn."""
    club = make_club("De Troefboer", place="Orvelte")
    user = make_organiser(club, "wedstrijdleider")
    names = LONG_NAMES + [f"Speler {n:02d}" for n in range(1, 19)]
    members = [club.members.create(name=name) for name in names]
    evening = make_evening(make_season(club, table_entry=True), round_count=2)
    check_in(evening, members)
    draw_round(evening, 1, seed=11)
    play_round(Round.objects.get(evening=evening, number=1), user)
    draw_round(evening, 2, seed=12)
    return evening, user


def download(person: Person, link_name: str) -> bytes:
    """The file behind the page's last link of that name (the round's own, below the
    evening's), as the organiser's browser saves it."""
    return person.download(person.page.get_by_role("link", name=link_name).last)


def keep(pngs: list[Path], name: str) -> None:
    """Leave the drawn pages beside the screenshots, to look at (screenshots/ is ignored)."""
    for number, png in enumerate(pngs, start=1):
        target = SCREENSHOTS / "printed" / f"{name}-{number}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(png, target)


def folder(parent: Path, name: str) -> Path:
    (parent / name).mkdir()
    return parent / name


def squeeze(text: str) -> str:
    return " ".join(text.split())


def test_the_printed_lists_match_the_page_and_their_codes_open_the_sheets(
        club_house, people, tmp_path):
    evening, user = an_evening()
    organiser = people("laptop", "printed", address=club_house.laptop)
    organiser.log_in("wedstrijdleider", "secret-pass-123")
    organiser.open(evening.get_absolute_url())
    round_ = organiser.page.locator("section", has=organiser.page.get_by_role(
        "heading", name="Boom 2", exact=True))
    seats = {squeeze(t) for t in round_.locator(".seats li, .byes li").all_inner_texts()}
    assert len(seats) == 22 and all(re.match(r"\d+ \S", seat) for seat in seats)
    tables = [[squeeze(t) for t in card.locator(".seats li").all_inner_texts()]
              for card in round_.locator(".table-card").all()]
    assert [len(table) for table in tables] == [4] * 5
    organiser.look("evening")

    # The seat list: every "number name" of the page whole on the drawn pages.
    seat_list = download(organiser, "Tafellijst afdrukken (PDF)")
    pngs = pdf_pages_png(seat_list, tmp_path)
    assert pngs, "poppler drew no page"
    keep(pngs, "seat-list")
    # A long name wraps onto a second line (a block of its own), read in order.
    printed = " ".join(squeeze(b) for page in pdf_text_blocks(seat_list, tmp_path)
                       for b in page)
    assert "…" not in printed, "a name is cut short"
    for seat in seats:
        number, name = seat.split(" ", 1)
        assert re.search(rf"(^|\s){number} {re.escape(name)}(\s|$)", printed), seat

    # The score sheets: a page per table with the page's four players, and its QR code
    # opening that table's sheet on a phone.
    sheets = download(organiser, "Scorekaarten afdrukken (PDF)")
    for players, page_blocks in zip(tables, pdf_text_blocks(sheets, tmp_path), strict=True):
        printed = " ".join(squeeze(b) for b in page_blocks)
        for seat in players:
            number, name = seat.split(" ", 1)
            assert re.search(rf"(^|\s){number} {re.escape(name)}(\s|$)", printed), seat
    pages = pdf_pages_png(sheets, folder(tmp_path, "sheets"), dpi=200)
    keep(pages, "score-sheet")
    codes = [qr_codes(png) for png in pages]
    # Per table: the code the scorekeeper's pair enters with, and the other pair's check.
    assert [len(found) for found in codes] == [2] * 5
    assert all(url.startswith(club_house.phones + "/") for found in codes for url in found)
    phone = people("phone", "scanned", address=club_house.phones)
    for table_number, found in enumerate(codes, start=1):
        (url,) = [url for url in found if "/kaart/" in url]
        phone.page.goto(url)
        expect(phone.page.get_by_role("heading", name=re.compile(f"tafel {table_number}$"))
               ).to_be_visible()
    phone.look("scanned-sheet")

    # The prize list: the page's prizes, with the same names and scores, in the PDF.
    play_round(Round.objects.get(evening=evening, number=2), user)
    close_evening(evening, user)
    organiser.open(f"/club/{evening.club.slug}/avond/{evening.pk}/uitslag/")
    prizes = [(squeeze(li.locator(".prize-name").inner_text()),
               li.locator(".number").inner_text().strip())
              for li in organiser.page.locator(".prize-list li").all()]
    assert len(prizes) == 3
    organiser.look("results")
    prize_list = download(organiser, "Prijslijst (PDF)")
    pngs = pdf_pages_png(prize_list, folder(tmp_path, "prizes"))
    assert pngs, "poppler drew no page"
    keep(pngs, "prize-list")
    printed = squeeze(" ".join(b for page in pdf_text_blocks(prize_list, tmp_path)
                               for b in page))
    for name, score in prizes:
        assert re.search(rf"{re.escape(name)} {re.escape(score)}", printed), (name, score)
