"""The side prizes and "one prize per player" on the rules page: saved with their worths,
explained with an example, refused at the field when a worth cannot be read, copied by a new
season; a club without them has none."""

from __future__ import annotations

import pytest
from django.test import Client

from clubs.models import Club, ClubRules
from tests.clubs.rules_form import rules_post_data, rules_url
from tests.factories import make_evening, make_season
from tests.forms import submit
from tournament.models import Round


def test_it_saves_the_side_prizes_and_explains_them(organiser_client: Client, club: Club):
    data = rules_post_data(club.rules, inleg_member="2,50", inleg_guest="2,50",
                      lowest_prize="on", lowest_prize_worth=" € 2,50 ", boom_prize="on",
                      boom_prize_worth="10 %", pits_prize_worth="fles  wijn",
                      one_prize_each="on")
    html = submit(organiser_client, rules_url(club), data, follow=True).content.decode()
    assert "De clubregels zijn opgeslagen." in html
    rules = ClubRules.objects.get(club=club)
    assert (rules.lowest_prize, rules.lowest_prize_worth, rules.pits_prize,
            rules.pits_prize_worth, rules.boom_prize, rules.boom_prize_worth,
            rules.one_prize_each) == (True, "€ 2,50", False, "fles wijn", True, "10%", True)
    page = organiser_client.get(rules_url(club)).content.decode()
    assert "Bijprijzen" in page
    assert "prijs voor de laagste score (poedelprijs)" in page.lower()
    assert "Bijvoorbeeld 3.980 en 4.105: 3.980 wint hem." in page
    assert "Bijvoorbeeld 3 pitten tegen 2: 3 wint hem." in page
    assert "de speler met de op één na hoogste boom krijgt die prijs" in page
    season = make_season(ClubRules.objects.get(club=club).club)
    assert (season.lowest_prize, season.boom_prize_worth, season.one_prize_each) == (
        True, "10%", True)


@pytest.mark.parametrize(("field", "typed", "message"), [
    ("lowest_prize_worth", "€ 2,50; rookworst", "Een bijprijs heeft één waarde"),
    ("boom_prize_worth", "12,5", "Schrijf de centen met twee cijfers"),
    ("prize_worth", "60%; 30%",
     "De delen van de prijzen en de bijprijzen tellen op tot meer dan 100%."),
])
def test_it_refuses_a_side_worth_it_cannot_read_and_saves_nothing(
        organiser_client: Client, club: Club, field: str, typed: str, message: str):
    # 60% + 30% for the places and 20% for the lowest score: 110% of the inleg.
    changes = {"variant": "ROTTERDAM", "inleg_member": "2,50", "inleg_guest": "2,50",
               "lowest_prize": "on", "lowest_prize_worth": "20%", field: typed}
    data = rules_post_data(club.rules, **changes)
    html = submit(organiser_client, rules_url(club), data).content.decode()
    assert "Niet opgeslagen: verbeter de gemarkeerde velden." in html
    block = html[html.index(f'id="id_{field}"') - 2000:html.index(f'id="id_{field}"') + 2000]
    assert message in block
    rules = ClubRules.objects.get(club=club)
    assert (rules.variant, rules.lowest_prize, rules.lowest_prize_worth) == (
        "AMSTERDAM", False, "")


def test_the_season_keeps_its_side_prizes_once_it_has_scores(
        organiser_client: Client, club: Club):
    season = make_season(club)
    url = f"/club/{club.slug}/seizoen/{season.pk}/regels/"
    submit(organiser_client, url, rules_post_data(
        season, lowest_prize="on", lowest_prize_worth="€ 5,00", one_prize_each="on"))
    season.refresh_from_db()  # before the first sheet: they may change
    assert (season.lowest_prize, season.lowest_prize_worth, season.one_prize_each) == (
        True, "€ 5,00", True)

    evening = make_evening(season)
    Round.objects.create(evening=evening, number=1, seed=1).sheets.create(table=1)
    data = rules_post_data(season, lowest_prize_worth="€ 9,00", boom_prize="on")
    del data["one_prize_each"]
    submit(organiser_client, url, data)
    season.refresh_from_db()
    assert (season.lowest_prize_worth, season.boom_prize, season.one_prize_each) == (
        "€ 5,00", False, True)
