"""The inleg and the prize worths on the rules page: typed the Dutch way, refused at the
field when they could be misread, copied by a new season and frozen with its other rules."""

from __future__ import annotations

import re

import pytest
from django.test import Client

from clubs.models import Club, ClubRules
from tests.clubs.rules_form import rules_post_data, rules_url
from tests.factories import make_evening, make_season
from tests.forms import submit
from tournament.models import Round


def test_it_saves_the_inleg_and_the_prize_worths(organiser_client: Client, club: Club):
    data = rules_post_data(club.rules, inleg_member="€ 2,50", inleg_guest="3",
                      prize_worth="40% ;25%;  rollade ")
    html = submit(organiser_client, rules_url(club), data, follow=True).content.decode()
    assert "De clubregels zijn opgeslagen." in html
    rules = ClubRules.objects.get(club=club)
    assert (rules.inleg_member, rules.inleg_guest, rules.prize_worth) == (
        250, 300, "40%; 25%; rollade")
    # Shown again as typed the Dutch way, with the rule explained and its example.
    page = organiser_client.get(rules_url(club)).content.decode()
    assert 'name="inleg_member" value="2,50"' in page
    assert 'name="inleg_guest" value="3,00"' in page
    assert "Inleg en prijzengeld" in page
    assert "23 spelers van € 3,00 brengen € 69,00 op; de 1e krijgt € 27,50" in page
    # The prize and season rules next to them say what they do with an example too.
    assert "met 4 en 23 spelers winnen de plaatsen 1 tot en met 5 een prijs" in page
    assert "Bijvoorbeeld 5: wie 4 avonden speelde heeft nog geen plaats." in page


@pytest.mark.parametrize(("field", "typed", "message"), [
    ("inleg_member", "12,5", "Schrijf de centen met twee cijfers, bijvoorbeeld 12,50"),
    ("inleg_member", "€12.50", "Schrijf de centen na een komma, bijvoorbeeld 12,50"),
    ("inleg_guest", "-3,00", "Een bedrag kan niet negatief zijn."),
    ("inleg_guest", "", "Dit veld is verplicht."),
    ("prize_worth", "60%; 50%", "De delen tellen op tot meer dan 100%."),
    ("prize_worth", "10%; 10%; 10%; 10%", "4 waarden voor 3 prijsplaatsen"),
])
def test_it_refuses_money_it_could_misread_and_saves_nothing(
        organiser_client: Client, club: Club, field: str, typed: str, message: str):
    data = rules_post_data(club.rules, **{"variant": "ROTTERDAM", "inleg_member": "2,50",
                                     "inleg_guest": "2,50", field: typed})
    response = submit(organiser_client, rules_url(club), data)
    html = response.content.decode()
    assert response.status_code == 200
    assert "Niet opgeslagen: verbeter de gemarkeerde velden." in html
    # The message stands at its field (the field's block holds it).
    block = html[html.index(f'id="id_{field}"') - 2000:html.index(f'id="id_{field}"') + 2000]
    assert message in block
    rules = ClubRules.objects.get(club=club)
    assert (rules.variant, rules.inleg_member, rules.inleg_guest, rules.prize_worth) == (
        "AMSTERDAM", 0, 0, "")


def test_a_new_season_copies_the_money_rules(organiser_client: Client, club: Club):
    ClubRules.objects.filter(club=club).update(inleg_member=275, prize_worth="50%")
    club.refresh_from_db()
    season = make_season(club)
    assert (season.inleg_member, season.prize_worth) == (275, "50%")


def test_the_season_keeps_its_inleg_once_it_has_scores(organiser_client: Client, club: Club):
    season = make_season(club, inleg_member=250)
    url = f"/club/{club.slug}/seizoen/{season.pk}/regels/"
    submit(organiser_client, url, rules_post_data(season, inleg_member="3,00"))
    season.refresh_from_db()
    assert season.inleg_member == 300  # before the first sheet: it may change

    evening = make_evening(season)
    round_ = Round.objects.create(evening=evening, number=1, seed=1)
    round_.sheets.create(table=1)
    page = organiser_client.get(url).content.decode()
    assert 'name="inleg_member" value="3,00"' in page and "disabled" in page
    submit(organiser_client, url, rules_post_data(season, inleg_member="4,00", prize_worth="99%"))
    season.refresh_from_db()
    assert (season.inleg_member, season.prize_worth) == (300, "")


def test_the_log_writes_the_inleg_as_an_amount(organiser_client: Client, club: Club):
    data = rules_post_data(club.rules, inleg_member="2,50", inleg_guest="12,00")
    submit(organiser_client, rules_url(club), data)
    page = organiser_client.get(f"/club/{club.slug}/logboek/").content.decode()
    text = " ".join(re.sub(r"<[^>]+>", " ", page).split())
    assert "€ 0,00" in text  # the inleg before: none
    assert "€ 2,50" in text and "€ 12,00" in text
    assert not re.search(r"\b(250|1\.200)\b", text)  # never the cents as a number


def test_the_season_page_says_its_inleg(club: Club, client: Client):
    season = make_season(club, inleg_member=250, inleg_guest=300)
    html = client.get(f"/club/{club.slug}/seizoen/{season.pk}/").content.decode()
    assert "<dt>Inleg</dt><dd>€ 2,50, een gast € 3,00</dd>" in html
    without = make_season(club, name="Zonder inleg")
    html = client.get(f"/club/{club.slug}/seizoen/{without.pk}/").content.decode()
    assert "<dt>Inleg</dt>" not in html
