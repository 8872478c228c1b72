"""Standings per period: the season's evenings within the period's dates, the best N of
them counting, an absence as the season's rule says; the period prizes; hand-counted
through the pages, the PDF and Excel. The season standings stay as they were."""

from __future__ import annotations

import re
from datetime import date

from django.core.cache import cache
from django.test import Client
from django.urls import reverse

from clubs.models import AbsentScore, EntryMode, PrizeTies
from tests.documents import pdf_first_page_text, workbook_rows
from tests.factories import make_season
from tests.forms import submit
from tests.scoring.results.helpers import queries
from tests.scoring.results.money_helpers import close, evening_with_inleg
from tournament import memo

# Seats A, B, A, B at each table: table 1 Ans+Bep against Cor+Dik, table 2 Eef+Fem against
# Gijs+Hans (Ivo in Hans's chair on 8 October).
WITH_HANS = {1: ("Ans", "Cor", "Bep", "Dik"), 2: ("Eef", "Gijs", "Fem", "Hans")}
WITH_IVO = {1: ("Ans", "Cor", "Bep", "Dik"), 2: ("Eef", "Gijs", "Fem", "Ivo")}


def cells(html: str, start: str, end: str) -> list[str]:
    block = html[html.index(start):]
    block = block[:block.index(end)]
    return [" ".join(re.sub(r"<[^>]+>", " ", "<tr" + item).split())
            for item in block.split("<tr")[1:]]


def played_season(club, client: Client):
    """Four evenings of one round (1, 8, 15 and 22 October); periods made on the page before
    the first score: "Herfst 1" (1 to 15 October, the best 2 count, prizes € 10,00; € 5,00;
    rollade) and "Herfst 2" (from 16 October)."""
    season = make_season(club, entry_mode=EntryMode.TOTALS_ONLY, absent_score=AbsentScore.LOWEST,
                         start_date=date(2026, 9, 1))
    url = reverse("tournament:periods", args=[club.slug, season.pk])
    for name, first, last, best, prizes in (
            ("Herfst 1", "2026-10-01", "2026-10-15", "2", "€ 10,00; € 5,00; rollade"),
            ("Herfst 2", "2026-10-16", "2026-11-30", "4", "")):
        assert submit(client, url, {"name": name, "first_date": first, "last_date": last,
                                    "best_evenings": best, "prize_worth": prizes}
                      ).status_code == 302
    for day, tables, totals in (
            (1, WITH_HANS, {1: (1200, 744), 2: (1000, 944)}),
            (8, WITH_IVO, {1: (900, 1044), 2: (1100, 844)}),
            (15, WITH_HANS, {1: (1000, 944), 2: (700, 1244)}),
            (22, WITH_HANS, {1: (1300, 644), 2: (972, 972)})):
        evening = evening_with_inleg(club, client, PrizeTies.NEXT_PLACE, pay=(), season=season,
                                     day=day, totals=totals, tables=tables)
        close(client, evening)
    return season


def test_a_period_ranks_its_best_evenings_with_an_absence_as_the_lowest(club, organiser_client,
                                                                       client):
    season = played_season(club, organiser_client)
    first = season.periods.get(name="Herfst 1")
    url = reverse("scoring:period_standings", args=[club.slug, season.pk, first.pk])
    html = client.get(url).content.decode()
    # By hand, the best 2 of 1, 8 and 15 October; Hans was absent on 8 October and Ivo on
    # 1 and 15 October: each absence is worth that evening's lowest (744 on 1 October,
    # 844 on 8 October, 700 on 15 October), shown as absent.
    #   Ans, Bep   1200  900 1000 -> 2200          Gijs 944 844 1244 -> 2188
    #   Hans 944  (844) 1244 -> 2188, 2 played     Eef, Fem 1000 1100 700 -> 2100
    #   Cor, Dik   744 1044  944 -> 1988           Ivo (744) 844 (700) -> 1588, 1 played
    # Equal scores with the same best round share the place.
    rows = cells(html, '<table', "</table>")[1:]
    assert rows == [
        "1 Ans 2.200 3 1.200 (900) 1.000",
        "1 Bep 2.200 3 1.200 (900) 1.000",
        "3 Gijs 2.188 3 944 (844) 1.244",
        "3 Hans 2.188 2 944 \u2013 1.244",
        "5 Eef 2.100 3 1.000 1.100 (700)",
        "5 Fem 2.100 3 1.000 1.100 (700)",
        "7 Cor 1.988 3 (744) 1.044 944",
        "7 Dik 1.988 3 (744) 1.044 944",
        "9 Ivo 1.588 1 \u2013 844 \u2013",
    ]
    prizes = html[html.index('id="period-prizes-title"'):].split("</section>")[0]
    items = [" ".join(re.sub(r"<[^>]+>", " ", item).split())
             for item in prizes.split("<li>")[1:]]
    # Ans and Bep share the 1st and the 2nd (€ 10,00 + € 5,00); Gijs and Hans the 3rd.
    assert items == ["1e prijs Ans, Bep € 15,00", "3e prijs Gijs, Hans rollade"]
    assert "De beste 2 avonden van deze periode tellen." in html
    assert "22-10" not in html
    pdf_url = url.replace("stand/", "stand.pdf")
    pdf = " ".join(pdf_first_page_text(client.get(pdf_url).content).split())
    assert "Herfst 1" in pdf and "Kampioen: Ans & Bep" in pdf
    assert "Periodeprijzen 1e prijs Ans, Bep € 15,00 3e prijs Gijs, Hans rollade" in pdf
    workbook = client.get(url.replace("stand/", "stand.xlsx")).content
    assert workbook_rows(workbook, "Prijzen")[1:] == [["1e prijs", "Ans, Bep", "€ 15,00"],
                                                      ["3e prijs", "Gijs, Hans", "rollade"]]


def test_the_season_standings_link_the_periods_and_stay_as_they_were(club, organiser_client,
                                                                    client):
    season = played_season(club, organiser_client)
    url = reverse("scoring:standings", args=[club.slug, season.pk])
    html = client.get(url).content.decode()
    assert "Stand per periode" in html
    second = season.periods.get(name="Herfst 2")
    assert reverse("scoring:period_standings", args=[club.slug, season.pk, second.pk]) in html
    with_periods = cells(html, "<table", "</table>")
    season.periods.all().delete()
    without = cells(client.get(url).content.decode(), "<table", "</table>")
    assert with_periods == without


def test_a_period_page_takes_a_fixed_number_of_queries(club, organiser_client, client):
    season = played_season(club, organiser_client)
    first, second = season.periods.order_by("first_date")
    urls = [reverse("scoring:period_standings", args=[club.slug, season.pk, p.pk])
            for p in (first, second)]
    # Herfst 1 holds three evenings and nine players, Herfst 2 one evening and eight; both
    # read before the worker remembers anything, then again.
    cold = []
    for url in urls:
        memo.seasons.clear()
        cache.clear()
        cold.append(queries(client, url))
    warm = [queries(client, url) for url in urls]
    assert cold[0] == cold[1] and warm[0] == warm[1] and warm[0] < cold[0]
