"""The season's money per evening as Excel, for the treasurer: the board's download;
hand-computed amounts."""

from __future__ import annotations

from decimal import Decimal

from django.test import Client
from django.urls import reverse

from clubs.models import PrizeTies
from tests.documents import workbook_rows
from tests.scoring.results.money_helpers import EVERYONE, close, evening_with_inleg


def test_the_board_downloads_the_money_of_every_closed_evening(club, organiser_client,
                                                               runner_client: Client):
    first = evening_with_inleg(club, organiser_client, PrizeTies.NEXT_PLACE, pay=EVERYONE)
    close(organiser_client, first)
    # Six members pay the second evening: 6 x € 2,50 = € 15,00; 40% = 6,00, 25% = 3,75 ->
    # 3,50 (the shared 1st takes both): paid 9,50, left 5,50.
    second = evening_with_inleg(club, organiser_client, PrizeTies.NEXT_PLACE,
                                pay=EVERYONE[:6], season=first.season, day=8)
    close(organiser_client, second)
    evening_with_inleg(club, organiser_client, PrizeTies.NEXT_PLACE, pay=EVERYONE[:2],
                       season=first.season, day=15)  # not closed: not in the money yet

    url = reverse("scoring:season_money_xlsx", args=[club.slug, first.season.pk])
    season_page = organiser_client.get(first.season.get_absolute_url()).content.decode()
    assert f'href="{url}"' in season_page and "Geld per avond (Excel)" in season_page
    response = organiser_client.get(url)
    assert response.status_code == 200
    rows = workbook_rows(response.content, "Geld")
    assert rows == [
        ["Datum", "Spelers", "Inleg betaald", "Inleg binnen", "Prijzen uitbetaald",
         "Over voor de club"],
        # 7 x € 2,50 + € 3,00 (Hans, a guest) = € 20,50; 8,00 + 5,00 paid; 7,50 left.
        ["01-10-2026", 8, 8, Decimal("20.5"), Decimal("13"), Decimal("7.5")],
        ["08-10-2026", 8, 6, Decimal("15"), Decimal("9.5"), Decimal("5.5")],
        ["Totaal", 16, 14, Decimal("35.5"), Decimal("22.5"), Decimal("13")],
    ]
    # Only the board: an organiser without a board role is refused.
    assert runner_client.get(url).status_code == 403
