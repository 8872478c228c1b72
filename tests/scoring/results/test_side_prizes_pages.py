"""Side prizes through the HTTP stack: the prize list page, its PDF, the JSON interface and
the evening's report, for evenings played as in ``test_prize_ties`` (eight players, two
rounds, the organiser types each table's pair totals, the evening is closed; prize places
1, 2 and second-to-last; tie-breaks highest round, then last round).

Tie for the 1st (pair totals 806, 1438 | 1390, 934 || 704, 1350 | 1302, 1232), by hand:

    Dik 1438 + 1302 = 2740   1st (highest round 1438 against Eef's 1390)
    Eef 1390 + 1350 = 2740   2nd
    Fem 1390 + 1232 = 2622
    Gijs 934 + 1302 = 2236
    Hans 934 + 1232 = 2166
    Bep  806 + 1350 = 2156
    Cor 1438 +  704 = 2142   second-to-last (booby prize)
    Ans  806 +  704 = 1510   lowest score

Highest round: 1438 by Dik and his partner Cor; Dik has the higher total. With one prize per
player Dik (1st) and Cor (second-to-last) are passed over; next is 1390 by Eef (2nd, passed
over) and her partner Fem: Fem wins it.
"""

from __future__ import annotations

import io

from django.test import Client
from django.urls import reverse
from django.utils import timezone
from pypdf import PdfReader

from clubs.screen_link import make_link
from tests.documents import workbook_rows
from tests.scoring.results.tied_evening import pair_totals, play, strip_tags
from tournament.models import Evening

TIE_FOR_1ST = pair_totals(806, 1438, 1390, 934, 704, 1350, 1302, 1232)
# Cor 870+1246 and Hans 806+1310 share the lowest total 2116; the tie-break (highest round:
# Hans 1310, Cor 1246) puts Cor last: the lowest score is his, Hans has the booby prize.
TIE_FOR_LOWEST = pair_totals(1194, 870, 1308, 806, 1246, 1458, 1484, 1310)


def side_rules(club, *, one_prize_each: bool) -> None:
    rules = club.rules
    rules.lowest_prize, rules.lowest_prize_worth = True, "€ 2,50"
    rules.boom_prize, rules.boom_prize_worth = True, "fles wijn"
    rules.one_prize_each = one_prize_each
    rules.save()


def side_lines(client: Client, evening) -> list[str]:
    url = reverse("scoring:evening_results", args=[evening.club.slug, evening.pk])
    html = client.get(url).content.decode()
    start = html.index('aria-labelledby="side-prizes-title"')
    block = html[start:html.index("</ul>", start)]
    return [" ".join(strip_tags(item).split()) for item in block.split("<li>")[1:]]


def api_side(client: Client, evening) -> list[tuple[str, int, list[str], str]]:
    answer = client.get(
        f"/api/v1/clubs/{evening.club.slug}/evenings/{evening.pk}/results/").json()
    return [(p["kind"], p["value"], [w["name"] for w in p["winners"]], p["worth"])
            for p in answer["side_prizes"]]


def test_one_prize_each_gives_the_highest_round_to_the_next_in_line(
        club, organiser_client, client):
    side_rules(club, one_prize_each=True)
    evening = play(club, organiser_client, TIE_FOR_1ST)

    assert side_lines(client, evening) == ["Laagste score (poedelprijs) Ans 1.510 € 2,50",
                                           "Hoogste boom Fem 1.390 fles wijn"]
    pdf_url = reverse("scoring:evening_pdf", args=[club.slug, evening.pk])
    pdf = PdfReader(io.BytesIO(client.get(pdf_url).content)).pages[0].extract_text()
    assert "Laagste score" in pdf and "€ 2,50" in pdf
    # The side prizes follow the places, each a winner with its worth and what won it.
    tail = pdf[pdf.index("Laagste score"):pdf.index("Naam")].split()
    assert tail == ["Laagste", "score", "(poedelprijs)", "Ans", "€", "2,50", "1.510",
                    "Hoogste", "boom", "Fem", "fles", "wijn", "1.390", "Pl."]
    assert api_side(client, evening) == [("LOWEST", 1510, ["Ans"], "€ 2,50"),
                                         ("HIGHEST_BOOM", 1390, ["Fem"], "fles wijn")]
    xlsx = client.get(reverse("scoring:evening_xlsx", args=[club.slug, evening.pk])).content
    assert workbook_rows(xlsx, "Prijzen")[-2:] == [
        ["Laagste score (poedelprijs)", "Ans", 1510, None, None, "€ 2,50"],
        ["Hoogste boom", "Fem", 1390, None, None, "fles wijn"]]
    report = client.get(
        f"/api/v1/clubs/{club.slug}/evenings/{evening.pk}/results/").json()["report"]
    assert ("Bijprijzen:\nLaagste score (poedelprijs): Ans, 1.510 punten (€ 2,50)\n"
            "Hoogste boom: Fem, 1.390 punten (fles wijn)\n") in report


def test_without_the_rule_the_1st_wins_the_highest_round_too(club, organiser_client, client):
    side_rules(club, one_prize_each=False)
    evening = play(club, organiser_client, TIE_FOR_1ST)

    assert side_lines(client, evening) == ["Laagste score (poedelprijs) Ans 1.510 € 2,50",
                                           "Hoogste boom Dik 1.438 fles wijn"]


def test_a_tie_for_the_lowest_score_is_decided_by_the_tie_breaks(
        club, organiser_client, client):
    side_rules(club, one_prize_each=True)
    evening = play(club, organiser_client, TIE_FOR_LOWEST)

    # Highest round: 1484 by Dik (870+1484 = 2354) and Gijs (806+1484 = 2290): Dik.
    assert side_lines(client, evening) == ["Laagste score (poedelprijs) Cor 2.116 € 2,50",
                                           "Hoogste boom Dik 1.484 fles wijn"]


def test_a_season_without_side_prizes_shows_none(club, organiser_client, client):
    evening = play(club, organiser_client, TIE_FOR_1ST)
    url = reverse("scoring:evening_results", args=[club.slug, evening.pk])
    assert "side-prizes-title" not in client.get(url).content.decode()
    assert api_side(client, evening) == []


def test_the_club_house_screen_shows_the_side_prizes_after_the_places(
        club, organiser_client, client):
    side_rules(club, one_prize_each=True)
    evening = play(club, organiser_client, TIE_FOR_1ST)
    Evening.objects.filter(pk=evening.pk).update(date=timezone.localdate())  # closed tonight
    make_link(club, user=None)  # type: ignore[arg-type]
    club.refresh_from_db()
    html = client.get(reverse("screen", args=[club.screen_token])).content.decode()
    block = html[html.index('<ul class="screen-prizes"'):]
    block = block[:block.index("</ul>")]
    items = [" ".join(strip_tags(item).split()) for item in block.split("<li>")[1:]]
    # The same side prizes as the prize list page above, after the places.
    assert items[-2:] == ["Laagste score (poedelprijs) Ans 1.510 € 2,50",
                          "Hoogste boom Fem 1.390 fles wijn"]
    assert items[0].startswith("1e prijs")
