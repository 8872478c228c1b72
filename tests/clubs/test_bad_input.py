"""Issue 10, findings 8 and 9: bad input gets a clear Dutch message, never a server error,
and nothing is half-saved."""

from __future__ import annotations

import io
import zipfile
from collections.abc import Callable

import openpyxl
import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client

from clubs.members.imports import parse_member_file
from clubs.models import Member
from tests.factories import check_in, make_evening, make_members, make_season
from tests.forms import submit
from tournament.models import Evening


def workbook_bytes() -> bytes:
    workbook = openpyxl.Workbook()
    sheet = workbook.active
    assert sheet is not None
    sheet.append(["naam"])
    sheet.append(["Jan"])
    buffer = io.BytesIO()
    workbook.save(buffer)
    return buffer.getvalue()


def with_part(data: bytes, part: str, content: bytes) -> bytes:
    """The workbook with one of its XML parts replaced."""
    source = zipfile.ZipFile(io.BytesIO(data))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as target:
        for item in source.infolist():
            target.writestr(item, content if item.filename == part else source.read(item))
    return out.getvalue()


def chart_only() -> bytes:
    workbook = openpyxl.Workbook()
    workbook.create_chartsheet("Grafiek")
    workbook.remove(workbook.active)  # type: ignore[arg-type]
    buffer = io.BytesIO()
    workbook.save(buffer)
    return buffer.getvalue()


BROKEN: dict[str, Callable[[], bytes]] = {
    "sheet_xml": lambda: with_part(workbook_bytes(), "xl/worksheets/sheet1.xml", b"<worksheet"),
    "workbook_xml": lambda: with_part(workbook_bytes(), "xl/workbook.xml", b"<<not xml"),
    "chart_only": chart_only,
    "not_a_zip": lambda: b"PK\x03\x04 broken",
}


@pytest.mark.parametrize("kind", sorted(BROKEN))
def test_a_broken_workbook_gets_a_message_not_a_server_error(club, organiser_client, kind):
    upload = SimpleUploadedFile("leden.xlsx", BROKEN[kind]())
    response = organiser_client.post(f"/club/{club.slug}/leden/import/", {"file": upload})
    assert response.status_code == 200
    html = response.content.decode()
    assert "Dit Excel-bestand" in html
    assert not Member.objects.exists()


def test_invisible_characters_are_dropped_from_imported_names():
    rows = parse_member_file(data="naam\nJan\x00 Jansen\n\u200b\n".encode(), filename="l.csv",
                             existing_names=[])
    assert [(r.name, r.error) for r in rows] == [("Jan Jansen", ""), ("", "missing_name")]


def test_a_name_of_only_invisible_characters_is_refused(club, organiser_client):
    response = organiser_client.post(f"/club/{club.slug}/leden/nieuw/", {"name": "\u200b\u200b"})
    assert response.status_code == 200
    assert "Dit veld is verplicht" in response.content.decode()
    assert not Member.objects.exists()


@pytest.mark.parametrize("where", ["search", "reason", "guest"])
def test_a_nul_byte_is_refused_with_a_message(club, organiser_client, where):
    evening = make_evening(make_season(club))
    base = f"/club/{club.slug}/avond/{evening.pk}/"
    if where == "search":
        response = organiser_client.get(base + "aanmelden/", {"q": "Bep\x00"})
    elif where == "reason":
        response = organiser_client.post(base + "heropenen/", {"reason": "fout\x00"})
    else:
        response = organiser_client.post(base + "aanmelden/gast/", {"name": "Gast\x00"})
    assert response.status_code == 400
    assert "kon niet begrijpen" in response.content.decode()
    assert not Member.objects.exists()


@pytest.mark.parametrize("rounds", ["0", "9", "-1"])
def test_an_evening_of_0_or_9_rounds_gets_a_human_message(club, organiser_client, rounds):
    season = make_season(club)
    response = organiser_client.post(f"/club/{club.slug}/seizoen/{season.pk}/avond/nieuw/",
                                     {"date": "2026-10-01", "round_count": rounds})
    html = response.content.decode()
    assert response.status_code == 200
    assert "1 tot 8 bomen" in html and "Constraint" not in html
    assert not Evening.objects.exists()


def test_a_huge_number_gets_a_human_message(club, organiser_client):
    response = submit(organiser_client, f"/club/{club.slug}/regels/",
                      {**{k: ("on" if v is True else v) for k, v in
                          club.rules.rule_values().items() if v is not False},
                       "season_count_n": "9" * 30})
    html = response.content.decode()
    assert "9223372036854775807" not in html and "32767" not in html
    assert "hoogstens 100" in html


def test_the_draw_seed_is_checked_with_a_human_message(club, organiser_client):
    evening = make_evening(make_season(club))
    check_in(evening, make_members(club, 8))
    base = f"/club/{club.slug}/avond/{evening.pk}/"
    response = organiser_client.post(base + "boom/1/loten/",
                                     {"mode": "RANDOM", "seed": "9" * 25, "seating": ""},
                                     follow=True)
    assert "hoogstens 18 cijfers" in response.content.decode()
    assert not evening.rounds.exists()


# A corpus of odd values for every form of the organiser pages: never a server error.
ODD = ["", " ", "\u200b", "-1", "1e9", "9" * 40, "\uff11", "<script>", "' OR 1=1 --", "NaN"]


@pytest.mark.parametrize("value", ODD)
def test_odd_values_in_every_form_never_give_a_server_error(club, organiser, value):
    client = Client(raise_request_exception=False)
    client.force_login(organiser)
    season = make_season(club)
    evening = make_evening(season)
    members = make_members(club, 8)
    check_in(evening, members)
    base = f"/club/{club.slug}/"
    night = f"{base}avond/{evening.pk}/"
    posts = {
        f"{base}instellingen/": ["name", "place", "version"],
        f"{base}regels/": ["bye_score", "prize_places", "season_count_n", "version"],
        f"{base}leden/nieuw/": ["name"],
        f"{base}leden/{members[0].pk}/": ["name", "version"],
        f"{base}seizoen/nieuw/": ["name", "start_date"],
        f"{base}seizoen/{season.pk}/avond/nieuw/": ["date", "round_count"],
        f"{base}seizoen/{season.pk}/regels/": ["pit_bonus", "version"],
        f"{night}aanmelden/gast/": ["name"],
        f"{night}aanmelden/{members[0].pk}/": ["present"],
        f"{night}aanmelden/{members[0].pk}/bomen/": ["first_round", "last_round", "version"],
        f"{night}boom/1/loten/": ["seed", "mode", "seating"],
        f"{night}boom/1/wissel/": ["member_a", "member_b", "seating"],
        f"{night}boom/1/goedkeuren/": ["approved"],
        f"{night}heropenen/": ["reason"],
        f"{night}status/": ["status"],
        f"{base}wedstrijdleiding/": ["username", "password", "role"],
    }
    for url, fields in posts.items():
        for field in fields:
            response = client.post(url, {field: value})
            assert response.status_code < 500, (url, field, value)
    for url in (f"{night}aanmelden/?q={value}", f"{base}leden/?name={value}",
                f"{base}speler/{members[0].pk}/?seizoen={value}"):
        assert client.get(url).status_code < 500, url
