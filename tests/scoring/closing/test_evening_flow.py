"""Dashboard, approval, closing and reopening, table entry by QR code, totals-only sheets."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from clubs.models import Club, EntryMode
from scoring.models import EveningEvent, ScoreSheet, SheetSource
from scoring.sheets.tokens import table_token
from tests.factories import check_in, make_evening, make_members, make_season
from tests.forms import submit
from tests.scoring.sheets.helpers import FULL, games, sheet_url
from tournament.models import Evening, EveningStatus, Round
from tournament.seating.store import draw_round


@pytest.fixture
def evening(club: Club) -> Evening:
    evening = make_evening(make_season(club), round_count=1)
    check_in(evening, make_members(club, 8))  # two tables
    draw_round(evening, 1, seed=3)
    return evening


def base(evening: Evening) -> str:
    return f"/club/{evening.club.slug}/avond/{evening.pk}/"


def test_the_dashboard_shows_the_state_of_every_sheet(evening, organiser_client):
    submit(organiser_client, sheet_url(evening, table=1), games(FULL))
    submit(organiser_client, sheet_url(evening, table=2), games({1: 90}))
    html = organiser_client.get(base(evening) + "scores/").content.decode()
    assert 'class="cell complete"' in html and 'class="cell draft"' in html
    assert 'data-refresh-every="10"' in html
    partial = organiser_client.get(base(evening) + "scores/", HTTP_X_REFRESH="1")
    assert "<html" not in partial.content.decode()


def test_the_dashboard_is_for_organisers_only(evening, outsider_client, client):
    assert outsider_client.get(base(evening) + "scores/").status_code == 403
    assert client.get(base(evening) + "scores/").status_code == 302


def test_closing_is_refused_while_a_sheet_is_missing(evening, organiser_client):
    submit(organiser_client, sheet_url(evening, table=1), games(FULL))
    response = organiser_client.post(base(evening) + "afsluiten/", follow=True)
    assert "boom 1 tafel 2" in response.content.decode()
    evening.refresh_from_db()
    assert evening.status == EveningStatus.PLAYING


def test_closing_and_reopening_are_recorded(evening, organiser_client, organiser):
    for table in (1, 2):
        submit(organiser_client, sheet_url(evening, table=table), games(FULL))
    organiser_client.post(base(evening) + "afsluiten/")
    evening.refresh_from_db()
    assert evening.status == EveningStatus.CLOSED
    # A closed evening takes no corrections...
    response = submit(organiser_client, sheet_url(evening, table=1), games({1: 100}, version=1))
    assert "De avond is afgesloten" in response.content.decode()
    # ...until it is reopened, with a reason.
    organiser_client.post(base(evening) + "heropenen/", {"reason": ""})
    evening.refresh_from_db()
    assert evening.status == EveningStatus.CLOSED
    organiser_client.post(base(evening) + "heropenen/", {"reason": "Tafel 1 verkeerd geteld"})
    evening.refresh_from_db()
    assert evening.status == EveningStatus.PLAYING
    kinds = list(EveningEvent.objects.values_list("kind", "detail", "user"))
    assert kinds == [("REOPENED", "Tafel 1 verkeerd geteld", organiser.pk),
                     ("CLOSED", "", organiser.pk)]


def test_close_and_reopen_check_ownership_and_method(evening, outsider_client, client,
                                                     organiser_client):
    for action in ("afsluiten/", "heropenen/"):
        assert outsider_client.post(base(evening) + action).status_code == 403
        assert client.post(base(evening) + action).status_code == 302
    # Closing asks first on a page of its own; reopening is a form on the evening page.
    assert outsider_client.get(base(evening) + "afsluiten/").status_code == 403
    assert organiser_client.get(base(evening) + "afsluiten/").status_code == 200
    assert organiser_client.get(base(evening) + "heropenen/").status_code == 405
    evening.refresh_from_db()
    assert evening.status == EveningStatus.PLAYING


# Entry at the table -------------------------------------------------------------------------


def table_url(evening: Evening, table: int = 1) -> str:
    round_ = Round.objects.get(evening=evening, number=1)
    return reverse("scoring:table_sheet", args=[table_token(round_, table)])


def test_table_entry_is_off_by_default(evening):
    assert Client().get(table_url(evening)).status_code == 404


def test_a_table_enters_its_own_sheet_without_an_account(evening):
    evening.season.table_entry = True
    evening.season.save()
    response = submit(Client(), table_url(evening), games(FULL))
    assert response.status_code == 302
    sheet = ScoreSheet.objects.get(table=1)
    assert sheet.source == SheetSource.TABLE and sheet.updated_by is None


def test_the_code_opens_only_its_own_sheet(evening):
    evening.season.table_entry = True
    evening.season.save()
    url = table_url(evening, table=1)
    forged = url.replace("/kaart/", "/kaart/x")
    assert Client().get(forged).status_code == 404
    submit(Client(), url, games(FULL))
    assert list(ScoreSheet.objects.values_list("table", flat=True)) == [1]


def test_the_code_stops_working_when_the_round_is_approved(evening, organiser_client):
    evening.season.table_entry = True
    evening.season.table_confirmation = False  # approval without the other pair's check
    evening.season.save()
    url = table_url(evening)
    submit(Client(), url, games(FULL))
    organiser_client.post(base(evening) + "boom/1/goedkeuren/")
    # The code opens a page that says the sheet is approved, and changes nothing.
    opened = Client().get(url)
    assert opened.templates[0].name == "scoring/table_closed.html"
    refused = submit(Client(), url, games({1: 100}, version=1))
    assert refused.templates[0].name == "scoring/table_closed.html"
    assert refused.context["sent"] is True
    assert ScoreSheet.objects.get().games.get(number=1).points_a == 90


def test_the_score_sheet_pdf_carries_a_qr_code_when_tables_enter(evening, organiser_client):
    evening.season.table_entry = True
    evening.season.save()
    response = organiser_client.get(base(evening) + "boom/1/scorekaarten.pdf")
    assert response.status_code == 200 and response["Content-Type"] == "application/pdf"
    assert response.content.startswith(b"%PDF")


# Totals only ---------------------------------------------------------------------------------


def test_a_club_that_keeps_totals_enters_two_numbers(evening, organiser_client):
    evening.season.entry_mode = EntryMode.TOTALS_ONLY
    evening.season.save()
    url = sheet_url(evening)
    response = submit(organiser_client, url, {"version": "0", "total_a": "1005",
                                           "total_b": "944"})
    assert "tiental" in response.content.decode()
    assert not ScoreSheet.objects.exists()
    submit(organiser_client, url, {"version": "0", "total_a": "1020", "total_b": "944"})
    sheet = ScoreSheet.objects.get()
    assert (sheet.total_a, sheet.total_b, sheet.status) == (1020, 944, "COMPLETE")


# The live preview ----------------------------------------------------------------------------


def test_the_preview_scores_the_typed_rows_without_saving(evening, organiser_client):
    data = games({1: 90, 2: 161}, extra={"preview": "1"})
    response = submit(organiser_client, sheet_url(evening), data, HTTP_HX_REQUEST="true")
    html = response.content.decode()
    assert 'id="score-a-1" hx-swap-oob="true">162' in html  # B played game 1 and is nat
    assert "Spel 2:" in html and "161 punten" in html
    assert not ScoreSheet.objects.exists()
