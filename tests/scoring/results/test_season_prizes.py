"""Season prizes: what the places of the season standings win, shared by equal players;
hand-computed, then on the standings page and in the interface; the rule on its page."""

from __future__ import annotations

import re

import pytest
from django.test import Client
from django.urls import reverse

from clubs.models import ClubRules, PrizeTies, SeasonCounting
from clubs.money import parse_worths
from scoring.results.prize_money import SeasonPrize, season_prizes
from scoring.results.season import SeasonPlayer, season_standings
from tests.documents import pdf_first_page_text, workbook_rows
from tests.forms import submit
from tests.scoring.results.money_helpers import EVERYONE, close, evening_with_inleg


def test_equal_players_share_a_season_prize_and_the_place_below():
    # Ans and Bep equal at the top share the 1st and the 2nd: € 25,00 + € 15,00. Cor is 3rd
    # (taart). Dik, 4th, has no prize; Eef played too few evenings to be ranked.
    players = [SeasonPlayer(1, "Ans", (3000, 2000)), SeasonPlayer(2, "Bep", (2000, 3000)),
               SeasonPlayer(3, "Cor", (2500, 2400)), SeasonPlayer(4, "Dik", (2400, 2300)),
               SeasonPlayer(5, "Eef", (9000, None))]
    lines = season_standings(players, counting=SeasonCounting.BEST_N, n=2, min_evenings=2,
                             tie_breaks=())
    assert season_prizes(lines, parse_worths("€ 25,00; € 15,00; taart")) == [
        SeasonPrize(1, ("Ans", "Bep"), "€ 40,00"), SeasonPrize(3, ("Cor",), "taart")]
    assert season_prizes(lines, []) == []


def test_the_standings_name_the_season_prizes(club, organiser_client, client: Client):
    first = evening_with_inleg(club, organiser_client, PrizeTies.NEXT_PLACE, pay=EVERYONE)
    season = first.season
    season.season_counting, season.season_count_n = SeasonCounting.BEST_N, 2
    season.season_prize_worth = "€ 25,00; € 15,00; taart"
    season.save()
    close(organiser_client, first)
    second = evening_with_inleg(club, organiser_client, PrizeTies.NEXT_PLACE, pay=(),
                                season=season, day=8, totals={1: (1000, 944)},
                                tables={1: ("Ans", "Cor", "Bep", "Dik")})
    close(organiser_client, second)
    # Ans and Bep 1.200 + 1.000 = 2.200 share the 1st and the 2nd; Cor and Dik
    # 744 + 944 = 1.688 share the 3rd.
    page = client.get(reverse("scoring:standings", args=[club.slug, season.pk])
                      ).content.decode()
    block = page[page.index('id="season-prizes-title"'):].split("</section>")[0]
    items = [" ".join(re.sub(r"<[^>]+>", " ", item).split())
             for item in block.split("<li>")[1:]]
    assert items == ["1e prijs Ans, Bep € 40,00", "3e prijs Cor, Dik taart"]
    assert "Seizoensprijzen" in block
    answer = client.get(f"/api/v1/clubs/{club.slug}/seasons/{season.pk}/standings/").json()
    assert answer["prizes"] == [
        {"place": 1, "names": ["Ans", "Bep"], "worth": "€ 40,00"},
        {"place": 3, "names": ["Cor", "Dik"], "worth": "taart"}]
    workbook = client.get(reverse("scoring:standings_xlsx", args=[club.slug, season.pk])
                          ).content
    assert workbook_rows(workbook, "Prijzen") == [["Prijs", "Naam", "Waarde"],
                                                  ["1e prijs", "Ans, Bep", "€ 40,00"],
                                                  ["3e prijs", "Cor, Dik", "taart"]]
    pdf = " ".join(pdf_first_page_text(client.get(reverse("scoring:standings_pdf",
                                                 args=[club.slug, season.pk])).content).split())
    assert ("Seizoensprijzen (als het seizoen nu zou eindigen) 1e prijs Ans, Bep € 40,00 "
            "3e prijs Cor, Dik taart") in pdf


@pytest.mark.parametrize(("typed", "stored", "message"), [
    ("€ 25,00;15;  taart ", "€ 25,00; € 15,00; taart", ""),
    ("50%; € 10,00", "", "Een seizoensprijs is een bedrag of iets in woorden, geen deel"),
    ("€ 25,5", "", "Schrijf de centen met twee cijfers"),
])
def test_the_rules_page_takes_season_prizes(club, organiser_client, typed, stored, message):
    data = {**club.rules.rule_values(), "season_prize_worth": typed}
    data = {k: ("on" if v is True else v) for k, v in data.items() if v is not False}
    html = submit(organiser_client, f"/club/{club.slug}/regels/", data,
                  follow=True).content.decode()
    assert ClubRules.objects.get(club=club).season_prize_worth == stored
    if message:
        assert message in html
    else:
        assert "De clubregels zijn opgeslagen." in html
        assert "Bijvoorbeeld € 25,00; € 15,00; taart." in html
