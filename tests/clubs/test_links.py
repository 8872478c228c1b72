"""Links for another device carry the phones' address (SITE_URL), whatever address the
organiser's own browser uses; codes that would lead a phone back to itself are not printed.

The organiser's browser here is the laptop itself (host 127.0.0.1:8000); the phones know it
as http://192.168.1.20:8000. QR codes are read back from the PDF and the page as a phone
would read them.
"""

from __future__ import annotations

import base64
import io
import re
from typing import Any

import pytest
import zxingcpp
from django.core.management import call_command
from django.test import Client, RequestFactory, override_settings
from PIL import Image
from pypdf import PdfReader

from clubs.links import absolute_url, is_loopback
from clubs.models import Club
from scoring.sheets.tokens import read_check_token, read_token
from tests.factories import check_in, make_evening, make_members, make_season
from tests.scoring.systems.klabberjass.helpers import klabberjass_evening
from tournament.models import Evening, Round
from tournament.seating import store
from tournament.seating.finder import finder_url

PHONES = "http://192.168.1.20:8000"
LAPTOP = {"HTTP_HOST": "127.0.0.1:8000"}  # the organiser's browser on the laptop itself
REFUSED = "Niet afgedrukt: telefoons kunnen deze codes niet openen"


@pytest.fixture(autouse=True)
def hosts(settings: Any) -> None:
    """The laptop itself, the laptop as the phones know it, and a hosted site."""
    settings.ALLOWED_HOSTS = ["127.0.0.1", "localhost", "192.168.1.20", "klaverjas.example.nl"]


@pytest.fixture
def evening(club: Club) -> Evening:
    """Two tables of four, drawn, with table entry and the other pair's check."""
    evening = make_evening(make_season(club, table_entry=True, table_confirmation=True),
                           round_count=1)
    check_in(evening, make_members(club, 8))
    store.draw_round(evening, 1, seed=3)
    return evening


def evening_url(evening: Evening, rest: str) -> str:
    return f"{evening.get_absolute_url()}{rest}"


def pdf_codes(pdf: bytes) -> list[list[str]]:
    """Per page, the text of every QR code printed on it (sorted)."""
    return [sorted(code.text for image in page.images
                   for code in zxingcpp.read_barcodes(image.image))
            for page in PdfReader(io.BytesIO(pdf)).pages]


def page_codes(html: str) -> list[str]:
    """The text of every QR code image inside the page."""
    return [code.text
            for data in re.findall(r'src="data:image/png;base64,([^"]+)"', html)
            for code in zxingcpp.read_barcodes(Image.open(io.BytesIO(base64.b64decode(data))))]


@pytest.mark.parametrize(("url", "loopback"), [
    ("http://127.0.0.1:8000/kaart/x/", True),
    ("http://127.5.6.7/", True),
    ("http://localhost:8000/", True),
    ("http://LOCALHOST/", True),
    ("http://klaverjas.localhost/", True),
    ("http://[::1]:8000/", True),
    ("http://0.0.0.0:8000/", True),
    ("http://192.168.1.20:8000/kaart/x/", False),
    ("http://10.0.0.7/", False),
    ("https://klaverjas.example.nl/", False),
    ("http://localhost.example.nl/", False),
])
def test_it_knows_an_address_that_leads_a_phone_back_to_itself(url, loopback):
    assert is_loopback(url) is loopback


def test_the_address_is_site_url_whatever_host_the_request_used():
    request = RequestFactory().get("/", HTTP_HOST="127.0.0.1:8000")
    with override_settings(SITE_URL=PHONES):
        assert absolute_url(request, "/plaats/abc/") == "http://192.168.1.20:8000/plaats/abc/"
    with override_settings(SITE_URL=""):  # a hosted site: the request's own address
        assert absolute_url(request, "/plaats/abc/") == "http://127.0.0.1:8000/plaats/abc/"


@override_settings(SITE_URL=PHONES)
def test_the_printed_sheets_carry_the_phones_address(evening, organiser_client):
    response = organiser_client.get(evening_url(evening, "boom/1/scorekaarten.pdf"), **LAPTOP)
    assert response.status_code == 200 and response["Content-Type"] == "application/pdf"
    round_ = Round.objects.get(evening=evening, number=1)
    # Per table: the scorekeeper's code to enter the sheet and the other pair's slip.
    for table, codes in enumerate(pdf_codes(response.content), start=1):
        check, sheet = codes
        assert check.startswith(PHONES + "/controle/") and sheet.startswith(PHONES + "/kaart/")
        assert read_check_token(check.split("/")[-2])[:2] == (round_, table)
        assert read_token(sheet.split("/")[-2])[:2] == (round_, table)


@override_settings(SITE_URL=PHONES)
def test_a_printed_code_opens_its_tables_sheet(evening, organiser_client):
    pdf = organiser_client.get(evening_url(evening, "boom/1/scorekaarten.pdf"), **LAPTOP)
    (sheet,) = [url for url in pdf_codes(pdf.content)[0] if "/kaart/" in url]
    assert sheet.startswith(PHONES + "/kaart/")
    page = Client().get(sheet.removeprefix(PHONES), HTTP_HOST="192.168.1.20:8000")
    assert page.status_code == 200 and "Boom 1, tafel 1" in page.content.decode()


@override_settings(SITE_URL=PHONES)
def test_the_seat_list_code_leads_phones_to_where_do_i_sit(evening, organiser_client):
    pdf = organiser_client.get(evening_url(evening, "boom/1/zitplaatsen.pdf"), **LAPTOP)
    assert pdf_codes(pdf.content) == [[PHONES + finder_url(evening)]]


@override_settings(SITE_URL=PHONES)
def test_a_klabberjass_list_carries_the_phones_address(club, organiser_client):
    evening, _members = klabberjass_evening(club, 6, table_entry=True)
    store.draw_round(evening, 1, seed=2)
    pdf = organiser_client.get(evening_url(evening, "boom/1/scorekaarten.pdf"), **LAPTOP)
    pages = pdf_codes(pdf.content)
    assert len(pages) == 2  # two tables of three
    assert all(len(codes) == 1 and codes[0].startswith(PHONES + "/kaart/") for codes in pages)


def test_codes_that_lead_to_the_laptop_itself_are_not_printed(evening, organiser_client):
    for host in ("127.0.0.1:8000", "localhost:8000"):
        response = organiser_client.get(evening_url(evening, "boom/1/scorekaarten.pdf"),
                                        HTTP_HOST=host)
        html = response.content.decode()
        assert response.status_code == 200 and response["Content-Type"].startswith("text/html")
        assert REFUSED in html and f"http://{host}/" in html
        assert "python3 dev.py clubhouse" in html and "SITE_URL" in html


def offered_sheets(client: Client, url: str) -> bytes:
    """What the organiser gets by following the refusal page's offer: the sheets without
    codes (the link read from the page, as the browser follows it)."""
    refused = client.get(url, HTTP_HOST=LAPTOP["HTTP_HOST"])
    assert refused.status_code == 200 and refused["Content-Type"].startswith("text/html")
    (offer,) = re.findall(r'<a class="button primary" href="([^"]+)">Kaarten zonder codes '
                          r'afdrukken</a>', refused.content.decode())
    response = client.get(url + offer.replace("&amp;", "&"), HTTP_HOST=LAPTOP["HTTP_HOST"])
    assert response.status_code == 200 and response["Content-Type"] == "application/pdf"
    return response.content


NO_CODES = ("Afgedrukt zonder codes: telefoons kunnen deze site niet bereiken. Voer deze "
            "kaarten op deze computer in.")


def pdf_text(pdf: bytes) -> list[str]:
    return [" ".join((page.extract_text() or "").split())
            for page in PdfReader(io.BytesIO(pdf)).pages]


def test_without_a_network_the_sheets_print_without_codes_saying_so(evening,
                                                                   organiser_client):
    pdf = offered_sheets(organiser_client, evening_url(evening, "boom/1/scorekaarten.pdf"))
    assert pdf_codes(pdf) == [[], []]  # two tables, no entry code and no check slip
    assert all(NO_CODES in text for text in pdf_text(pdf))


def test_a_klabberjass_list_without_a_network_prints_without_codes_saying_so(
        club, organiser_client):
    evening, _members = klabberjass_evening(club, 6, table_entry=True)
    store.draw_round(evening, 1, seed=2)
    pdf = offered_sheets(organiser_client, evening_url(evening, "boom/1/scorekaarten.pdf"))
    assert pdf_codes(pdf) == [[], []]
    assert all(NO_CODES in text for text in pdf_text(pdf))


def test_with_site_url_set_to_the_laptop_itself_nothing_is_printed_either(
        evening, organiser_client):
    with override_settings(SITE_URL="http://127.0.0.1:8000"):
        response = organiser_client.get(evening_url(evening, "boom/1/scorekaarten.pdf"),
                                        HTTP_HOST="192.168.1.20:8000")
    assert response.status_code == 200 and REFUSED in response.content.decode()


def test_the_wall_list_prints_on_the_laptop_itself_without_its_code(evening, organiser_client):
    """It is read from the wall, phones or not: only its "where do I sit?" code is left out."""
    for host in ("127.0.0.1:8000", "localhost:8000"):
        response = organiser_client.get(evening_url(evening, "boom/1/zitplaatsen.pdf"),
                                        HTTP_HOST=host)
        assert response.status_code == 200 and pdf_codes(response.content) == [[]]


def test_sheets_without_codes_print_on_the_laptop_itself(evening, organiser_client):
    evening.season.table_entry = False
    evening.season.save()
    response = organiser_client.get(evening_url(evening, "boom/1/scorekaarten.pdf"), **LAPTOP)
    assert response.status_code == 200 and pdf_codes(response.content) == [[], []]


def test_a_hosted_site_prints_its_own_address(evening, organiser_client):
    response = organiser_client.get(evening_url(evening, "boom/1/zitplaatsen.pdf"),
                                    HTTP_HOST="klaverjas.example.nl")
    assert pdf_codes(response.content) == [["http://klaverjas.example.nl" + finder_url(evening)]]


def test_the_evening_page_shows_the_phones_address_and_its_code(evening, client):
    with override_settings(SITE_URL=PHONES):
        html = client.get(evening.get_absolute_url(), **LAPTOP).content.decode()
    assert "Adres voor telefoons: <strong>http://192.168.1.20:8000/</strong>" in html
    assert page_codes(html) == [PHONES + finder_url(evening)]
    assert "kunnen deze site niet openen" not in html
    # The button opens it in the organiser's own browser, which keeps the laptop's address
    # (on the phones' address the organiser would not be logged in).
    assert f'<a class="button" href="{finder_url(evening)}">' in html


def test_the_evening_page_says_when_phones_cannot_reach_it(evening, client,
                                                            organiser_client):
    for browser in (client, organiser_client):  # the visitors' page is rendered apart
        html = browser.get(evening.get_absolute_url(), **LAPTOP).content.decode()
        assert "Telefoons kunnen deze site niet openen" in html
        assert "http://127.0.0.1:8000/" in html and "python3 dev.py clubhouse" in html
        assert page_codes(html) == []


def test_the_visitors_page_is_remembered_per_phones_address(evening, client):
    """The page is rendered once and remembered: the key names the address it shows."""
    shown = []
    for site, host in [("", "127.0.0.1:8000"), (PHONES, "127.0.0.1:8000"),
                       ("http://10.0.0.7:8000", "127.0.0.1:8000"), ("", "klaverjas.example.nl")]:
        with override_settings(SITE_URL=site):
            shown.append(page_codes(client.get(evening.get_absolute_url(), HTTP_HOST=host)
                                    .content.decode()))
    path = finder_url(evening)
    assert shown == [[], [PHONES + path], ["http://10.0.0.7:8000" + path],
                     ["http://klaverjas.example.nl" + path]]


@override_settings(SITE_URL=PHONES)
def test_invitation_links_carry_the_phones_address(club, organiser_client):
    organiser_client.post(f"/club/{club.slug}/wedstrijdleiding/",
                          {"note": "Truus", "role": "ORGANISER"}, **LAPTOP)
    html = organiser_client.get(f"/club/{club.slug}/wedstrijdleiding/", **LAPTOP).content.decode()
    link = re.search(r'>(http://192\.168\.1\.20:8000/uitnodiging/[^<]+/)</textarea>', html)
    assert link, html
    # Its QR code, for the new organiser's phone, carries the same address.
    (code,) = re.findall(r'src="data:image/png;base64,([^"]+)"', html)
    (read,) = zxingcpp.read_barcodes(Image.open(io.BytesIO(base64.b64decode(code))))
    assert read.text == link.group(1)


@override_settings(SITE_URL=PHONES)
def test_a_new_clubs_invitation_carries_the_phones_address(db, capsys):
    call_command("new_club", "De Harten Vrouw")
    assert re.search(r"http://192\.168\.1\.20:8000/uitnodiging/\S+/", capsys.readouterr().out)
