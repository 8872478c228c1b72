"""Importing members: the parser on its own (no database), then the pages."""

from __future__ import annotations

import io

import openpyxl
import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from django.utils import translation

from clubs.errors import UserError
from clubs.members.imports import MAX_BYTES, ImportRow, RowStatus, parse_member_file
from clubs.models import Club, Member


def xlsx(rows: list[list[object]]) -> bytes:
    workbook = openpyxl.Workbook()
    sheet = workbook.active
    assert sheet is not None
    for row in rows:
        sheet.append(row)
    buffer = io.BytesIO()
    workbook.save(buffer)
    return buffer.getvalue()


def parse(data: bytes, filename: str = "leden.csv", existing: tuple[str, ...] = ()):
    return parse_member_file(data=data, filename=filename, existing_names=existing)


def summary(rows: list[ImportRow]) -> list[tuple[int, str, bool, str, str]]:
    return [(r.number, r.name, r.is_guest, str(r.status), r.error) for r in rows]


# The parser


@pytest.mark.parametrize(
    "data",
    [
        b"naam;gast\nJan de Vries;nee\nTruus Bakker;ja\n",
        b"Name,Guest\nJan de Vries,no\nTruus Bakker,yes\n",
        b"\xef\xbb\xbfNAAM;Gast\r\nJan de Vries;0\r\nTruus Bakker;x\r\n",
        b"naam,gast\n\"Jan de Vries\",\nTruus Bakker,1\n",
    ],
    ids=["semicolon", "comma-english", "bom-crlf", "quoted-empty-guest"],
)
def test_it_reads_csv(data: bytes):
    assert summary(parse(data)) == [
        (2, "Jan de Vries", False, "new", ""),
        (3, "Truus Bakker", True, "new", ""),
    ]


def test_it_keeps_commas_in_names_of_a_semicolon_file():
    rows = parse(b"naam;gast\nVries, Jan de;nee\n")
    assert rows[0].name == "Vries, Jan de"


def test_it_reads_a_csv_without_guest_column():
    assert summary(parse(b"naam\nAnna\nBert\n")) == [
        (2, "Anna", False, "new", ""), (3, "Bert", False, "new", ""),
    ]


def test_it_reads_windows_encoded_csv():
    rows = parse("naam;gast\nRené Smit;nee\n".encode("cp1252"))
    assert rows[0].name == "René Smit"


def test_it_reads_xlsx():
    data = xlsx([["Lidnr", "Naam", "Gast"], [1, "Jan de Vries", "nee"], [2, "Truus", True],
                 [3, None, None], [4, " Piet  Post ", 1]])
    assert summary(parse(data, "leden.xlsx")) == [
        (2, "Jan de Vries", False, "new", ""),
        (3, "Truus", True, "new", ""),
        (4, "", False, "error", "missing_name"),
        (5, "Piet Post", True, "new", ""),
    ]


def test_it_skips_blank_rows_but_keeps_row_numbers():
    rows = parse(b"naam;gast\nAnna;\n\n;\nBert;nee\n")
    assert [(r.number, r.name) for r in rows] == [(2, "Anna"), (5, "Bert")]


def test_it_marks_existing_members_case_insensitively():
    rows = parse(b"naam\nanna\nBert\n", existing=("Anna",))
    assert [(r.name, r.status) for r in rows] == [
        ("anna", RowStatus.EXISTING), ("Bert", RowStatus.NEW),
    ]


def test_it_marks_each_bad_row():
    data = "naam;gast\nAnna;ja\n;ja\nANNA;nee\n{};nee\nBert;misschien\n".format("x" * 101)
    assert summary(parse(data.encode())) == [
        (2, "Anna", True, "new", ""),
        (3, "", True, "error", "missing_name"),
        (4, "ANNA", False, "error", "duplicate"),
        (5, "x" * 101, False, "error", "too_long"),
        (6, "Bert", False, "error", "bad_guest"),
    ]


def test_it_explains_row_errors_in_dutch():
    rows = parse(b"naam\nAnna\nanna\n")
    with translation.override("nl"):  # whatever language an earlier test left active
        assert str(rows[1].message) == (
            "Deze naam staat ook al op een eerdere regel van het bestand.")


@pytest.mark.parametrize(
    ("data", "filename", "code"),
    [
        (b"x" * (MAX_BYTES + 1), "leden.csv", "too_large"),
        (b"naam\nAnna\n", "leden.txt", "unknown_type"),
        (b"naam\nAnna\n", "leden", "unknown_type"),
        (b"not a zip file", "leden.xlsx", "unreadable"),
        (b"", "leden.csv", "empty"),
        (b"voornaam;achternaam\nJan;Smit\n", "leden.csv", "no_name_column"),
        (b"naam\n" + b"Speler\n" * 2001, "leden.csv", "too_many_rows"),
    ],
)
def test_it_refuses_bad_files(data: bytes, filename: str, code: str):
    with pytest.raises(UserError) as info:
        parse(data, filename)
    assert info.value.code == code


def test_it_round_trips_rows_through_the_session_format():
    row = ImportRow(4, "Anna", True, RowStatus.NEW)
    assert ImportRow.from_dict(row.to_dict()) == row


# The pages


def _upload(client: Client, club: Club, data: bytes, filename: str = "leden.csv"):
    return client.post(
        f"/club/{club.slug}/leden/import/", {"file": SimpleUploadedFile(filename, data)}
    )


def _confirm(client: Client, club: Club):
    return client.post(f"/club/{club.slug}/leden/import/bevestigen/", follow=True)


def test_it_previews_then_imports(organiser_client: Client, club: Club):
    Member.objects.create(club=club, name="Anna")
    response = _upload(organiser_client, club, xlsx([["naam", "gast"], ["anna", "nee"],
                                                     ["Bert", "ja"], ["Cor", ""]]), "leden.xlsx")
    assert response.status_code == 302
    html = organiser_client.get(response["Location"]).content.decode()
    assert "2 nieuwe leden worden toegevoegd." in html
    assert "1 naam is al lid en wordt overgeslagen." in html
    assert "Al lid (overgeslagen)" in html
    assert "2 leden toevoegen" in html
    assert Member.objects.filter(club=club).count() == 1  # nothing saved before confirming

    html = _confirm(organiser_client, club).content.decode()
    assert "2 leden toegevoegd, 1 overgeslagen." in html
    assert sorted(Member.objects.filter(club=club).values_list("name", "is_guest")) == [
        ("Anna", False), ("Bert", True), ("Cor", False),
    ]
    # The waiting import is gone: confirming again does nothing.
    _confirm(organiser_client, club)
    assert Member.objects.filter(club=club).count() == 3


def test_it_shows_each_bad_row_and_saves_nothing(organiser_client: Client, club: Club):
    data = b"naam;gast\nAnna;ja\n;ja\nanna;nee\nBert;misschien\n"
    response = _upload(organiser_client, club, data)
    html = organiser_client.get(response["Location"]).content.decode()
    assert "3 regels hebben een fout." in html
    assert "De naam ontbreekt." in html
    assert "Deze naam staat ook al op een eerdere regel van het bestand." in html
    assert "Gast moet ja of nee zijn (ja/nee, 1/0 of x)." in html
    assert '<td class="number">3</td>' in html
    assert "disabled" in html

    html = _confirm(organiser_client, club).content.decode()
    assert "Er is niets ingelezen" in html
    assert not Member.objects.exists()


def test_it_skips_names_added_since_the_preview(organiser_client: Client, club: Club):
    _upload(organiser_client, club, b"naam\nAnna\nBert\n")
    Member.objects.create(club=club, name="ANNA")
    _confirm(organiser_client, club)
    assert sorted(Member.objects.values_list("name", flat=True)) == ["ANNA", "Bert"]


@pytest.mark.parametrize(
    ("data", "filename", "message"),
    [
        (b"naam\n" + b"x" * MAX_BYTES, "leden.csv", "Het bestand is groter dan 1 MB."),
        (b"naam\nAnna\n", "leden.pdf", "Kies een Excel-bestand (.xlsx) of een CSV-bestand (.csv)."),
        (b"rubbish", "leden.xlsx", "Dit Excel-bestand kan niet gelezen worden."),
        (b"voornaam\nAnna\n", "leden.csv", "De eerste regel moet een kolom"),
    ],
)
def test_it_refuses_bad_files_with_a_message(
    organiser_client: Client, club: Club, data: bytes, filename: str, message: str
):
    response = _upload(organiser_client, club, data, filename)
    assert response.status_code == 200
    assert message in response.content.decode()
    assert f"member_import_{club.pk}" not in organiser_client.session


def test_it_asks_for_a_file_first(organiser_client: Client, club: Club):
    response = organiser_client.get(f"/club/{club.slug}/leden/import/controle/", follow=True)
    assert "Er staat geen import klaar. Kies eerst het bestand." in response.content.decode()


def test_it_cancels_an_import(organiser_client: Client, club: Club):
    _upload(organiser_client, club, b"naam\nAnna\n")
    organiser_client.post(f"/club/{club.slug}/leden/import/annuleren/")
    _confirm(organiser_client, club)
    assert not Member.objects.exists()


def test_it_keeps_imports_of_clubs_apart(
    organiser_client: Client, club: Club, other_club: Club
):
    """A waiting import of one club cannot be confirmed into another club."""
    _upload(organiser_client, club, b"naam\nAnna\n")
    response = organiser_client.post(f"/club/{other_club.slug}/leden/import/bevestigen/")
    assert response.status_code == 403
    assert not Member.objects.filter(club=other_club).exists()


@pytest.mark.parametrize("step", ["", "controle/", "bevestigen/", "annuleren/"])
def test_it_checks_ownership(outsider_client: Client, club: Club, step: str):
    if step == "":
        response = _upload(outsider_client, club, b"naam\nAnna\n")
    elif step == "controle/":  # the preview is a page: it answers GET only
        response = outsider_client.get(f"/club/{club.slug}/leden/import/{step}")
    else:
        response = outsider_client.post(f"/club/{club.slug}/leden/import/{step}")
    assert response.status_code == 403
    assert not Member.objects.exists()


@pytest.mark.parametrize("step", ["", "controle/", "bevestigen/", "annuleren/"])
def test_it_requires_login(client: Client, club: Club, step: str):
    if step == "":
        response = _upload(client, club, b"naam\nAnna\n")
    else:
        response = client.post(f"/club/{club.slug}/leden/import/{step}")
    assert response.status_code == 302
    assert response["Location"].startswith("/login/")
    assert not Member.objects.exists()


@pytest.mark.parametrize("step", ["bevestigen/", "annuleren/"])
def test_it_rejects_get(organiser_client: Client, club: Club, step: str):
    _upload(organiser_client, club, b"naam\nAnna\n")
    assert organiser_client.get(f"/club/{club.slug}/leden/import/{step}").status_code == 405
    assert not Member.objects.exists()
