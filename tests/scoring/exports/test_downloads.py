"""Every file the site sends keeps its name, its type and how the browser takes it: a PDF
opens to print (inline), an Excel workbook is saved (attachment), the calendar feed is read
by a phone (inline)."""

from __future__ import annotations

from datetime import date

from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse

from clubs.models import Club
from tests.factories import make_members, make_season
from tests.scoring.results.helpers import play_evening
from tournament.models import Period

PDF = "application/pdf"
XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"


def test_each_download_keeps_its_name_and_kind(club: Club, organiser: User,
                                               organiser_client: Client) -> None:
    season = make_season(club, name="Winter 2026")
    evening = play_evening(season, make_members(club, 8), 1, organiser, round_count=1)
    period = Period.objects.create(season=season, name="Najaar", first_date=date(2026, 1, 1),
                                   last_date=date(2026, 12, 31))
    day = f"{evening.date:%Y-%m-%d}"
    on_evening, on_season = [club.slug, evening.pk], [club.slug, season.pk]
    expected = {
        ("scoring:evening_pdf", *on_evening): (PDF, f'inline; filename="prijslijst-{day}.pdf"'),
        ("scoring:evening_xlsx", *on_evening): (
            XLSX, f'attachment; filename="uitslag-{day}.xlsx"'),
        ("scoring:standings_pdf", *on_season): (PDF, 'inline; filename="stand-winter-2026.pdf"'),
        ("scoring:standings_xlsx", *on_season): (
            XLSX, 'attachment; filename="stand-winter-2026.xlsx"'),
        ("scoring:period_pdf", *on_season, period.pk): (
            PDF, 'inline; filename="stand-winter-2026-najaar.pdf"'),
        ("scoring:period_xlsx", *on_season, period.pk): (
            XLSX, 'attachment; filename="stand-winter-2026-najaar.xlsx"'),
        ("scoring:season_money_xlsx", *on_season): (
            XLSX, 'attachment; filename="geld-winter-2026.xlsx"'),
        ("scoring:score_sheets_pdf", *on_evening, 1): (
            PDF, f'inline; filename="scorekaarten-{day}-boom-1.pdf"'),
        ("tournament:seat_list_pdf", *on_evening, 1): (
            PDF, f'inline; filename="tafellijst-{day}-boom-1.pdf"'),
        ("publish:calendar", *on_season): (
            "text/calendar; charset=utf-8", f'inline; filename="{club.slug}-{season.pk}.ics"'),
    }
    sent = {}
    for key in expected:
        response = organiser_client.get(reverse(str(key[0]), args=key[1:]))
        assert response.status_code == 200, key
        sent[key] = (response["Content-Type"], response["Content-Disposition"])
    assert sent == expected
