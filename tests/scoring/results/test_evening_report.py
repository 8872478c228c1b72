"""The evening's report: the text the organiser copies from the results page and the
club's web site reads from the interface; hand-written expectations. Through the HTTP
stack (the copy button itself: tests/e2e/journeys/test_money_and_report.py)."""

from __future__ import annotations

from html import unescape

from django.test import Client
from django.urls import reverse

from clubs.models import Action, Activity, PrizeTies, SeasonCounting
from tests.forms import submit
from tests.scoring.results.money_helpers import EVERYONE, close, evening_with_inleg
from tournament.models import Evening

FIRST = """De Troefboer: de speelavond van donderdag 1 oktober 2026

8 spelers deden mee.

Prijzen:
1e prijs: Ans en Bep (gedeeld), 1.200 punten (€ 13,00)
Poedelprijs (op één na laatste): Cor en Dik (gedeeld), 744 punten (fles wijn)

Hoogste boom: 1.200 punten, door Ans en Bep.

Stand na deze avond:
1. Ans: 1.200
1. Bep: 1.200
3. Eef: 1.000
3. Fem: 1.000
5. Gijs: 944
5. Hans: 944
"""

# The second evening: Cor+Dik 1.300, Gijs+Hans 1.100, Eef+Fem 844, Ans+Bep 644 (8 x the
# inleg again: 40% and 25% of € 20,50, € 8,00 + € 5,00, for the shared 1st). The season
# (best 10 evenings, so both count): Cor, Dik, Gijs and Hans 2.044; Cor and Dik first on
# their best round (1.300 against 1.100); Ans and Bep 1.844 ahead of Eef and Fem (1.200
# against 1.000), who are 7th: not in the top five.
SECOND_TOTALS = {1: (644, 1300), 2: (844, 1100)}
SECOND = """De Troefboer: de speelavond van donderdag 8 oktober 2026

8 spelers deden mee.

Prijzen:
1e prijs: Cor en Dik (gedeeld), 1.300 punten (€ 13,00)
Poedelprijs (op één na laatste): Ans en Bep (gedeeld), 644 punten (fles wijn)

Hoogste boom: 1.300 punten, door Cor en Dik.

Stand na deze avond:
1. Cor: 2.044
1. Dik: 2.044
3. Gijs: 2.044
3. Hans: 2.044
5. Ans: 1.844
5. Bep: 1.844

Volgende week de beker.
Soep vanaf 19.30 uur.
"""


def results(client: Client, evening: Evening) -> str:
    return client.get(reverse("scoring:evening_results",
                              args=[evening.club.slug, evening.pk])).content.decode()


def report_on_page(html: str) -> str:
    opening = '<textarea id="report-text" rows="14" readonly>'
    start = html.index(opening) + len(opening)
    return unescape(html[start:html.index("</textarea>", start)])


def api_report(client: Client, evening: Evening) -> str:
    answer = client.get(f"/api/v1/clubs/{evening.club.slug}/evenings/{evening.pk}/results/")
    report: str = answer.json()["report"]
    return report


def test_the_report_names_the_prizes_the_highest_round_and_the_standings(
        club, organiser_client, client):
    first = evening_with_inleg(club, organiser_client, PrizeTies.NEXT_PLACE, pay=EVERYONE)
    season = first.season
    season.season_counting, season.season_count_n = SeasonCounting.BEST_N, 10
    season.save()
    close(organiser_client, first)
    second = evening_with_inleg(club, organiser_client, PrizeTies.NEXT_PLACE, pay=EVERYONE,
                                season=season, day=8, totals=SECOND_TOTALS)
    close(organiser_client, second)

    # The first evening's report keeps the standings as they were after it.
    assert report_on_page(results(organiser_client, first)) == FIRST
    page = results(organiser_client, second)
    html = submit(organiser_client, reverse("scoring:report_note",
                                            args=[club.slug, second.pk]),
                  {"note": "Volgende week de beker.\r\nSoep vanaf 19.30 uur. \u200b"},
                  page=page, follow=True).content.decode()
    assert "Uw woorden staan in het verslag." in html
    assert report_on_page(html) == SECOND
    assert api_report(client, second) == SECOND
    assert api_report(client, first) == FIRST
    log = Activity.objects.get(evening_id=second.pk, action=Action.REPORT_NOTE)
    assert log.new == {"note": "Volgende week de beker.\nSoep vanaf 19.30 uur."}


def test_only_the_organisers_see_the_report_and_only_when_closed(club, organiser_client,
                                                                 client):
    evening = evening_with_inleg(club, organiser_client, PrizeTies.NEXT_PLACE, pay=())
    assert "report-text" not in results(organiser_client, evening)  # not closed yet
    close(organiser_client, evening)
    assert "report-text" in results(organiser_client, evening)
    assert "report-text" not in results(client, evening)
    response = client.post(reverse("scoring:report_note", args=[club.slug, evening.pk]),
                           {"note": "Gekaapt"})
    assert response.status_code == 302 and "/login/" in response["Location"]
    evening.refresh_from_db()
    assert evening.report_note == ""
