"""A new season shows the rules it will copy (the game, its rounds, a round's length, the bye)
with the way to change the club's rules first, and it never copies rules changed after the
page showed them; the season's page shows what it plays. Through the HTTP stack."""

from __future__ import annotations

import re

from django.test import Client

from clubs.models import ClubRules, GameSystem
from tests.factories import make_season
from tests.forms import hidden_inputs
from tournament.models import Season


def _facts(html: str) -> dict[str, str]:
    block = html[html.index('<dl class="facts rules-summary">'):]
    block = block[:block.index("</dl>")]
    return dict(re.findall(r"<dt>([^<]*)</dt><dd>([^<]*)</dd>", block))


def test_it_shows_the_rules_a_new_season_will_copy(club, organiser_client: Client):
    ClubRules.objects.filter(club=club).update(
        game_system=GameSystem.KLAMMERN, play_to_target=True, klammern_big_points=2,
        bye_score_rule="ROUND_AVERAGE")
    html = organiser_client.get(f"/club/{club.slug}/seizoen/nieuw/").content.decode()
    assert _facts(html) == {"Spelsysteem": "Klammern", "Bomen per avond": "4",
                            "Een boom": "tot een team 2 grote punten heeft",
                            "Een staand nummer": "Het gemiddelde van die boom"}
    assert f'href="/club/{club.slug}/regels/"' in html


def test_it_names_a_klabberjass_round_and_its_tables(club, organiser_client: Client):
    ClubRules.objects.filter(club=club).update(game_system=GameSystem.KLABBERJASS)
    html = organiser_client.get(f"/club/{club.slug}/seizoen/nieuw/").content.decode()
    # Its rounds are no "bomen" and it has no byes: the page speaks of neither.
    assert _facts(html) == {
        "Spelsysteem": "Klabberjassen met drie (toernooi)", "Rondes per avond": "2",
        "Een ronde": "24 spellen aan een tafel van drie, 32 aan een tafel van vier",
        "Wie overblijft": "speelt aan een tafel van vier"}
    assert not re.search(r"boom|bomen|staand", html.split("<main", 1)[1], re.IGNORECASE)


def test_it_never_copies_rules_changed_after_the_page_showed_them(club, organiser_client):
    url = f"/club/{club.slug}/seizoen/nieuw/"
    page = organiser_client.get(url).content.decode()
    assert _facts(page)["Spelsysteem"] == "Klaverjassen"
    # Meanwhile another board member (or a save the organiser took for refused) changes the
    # club's game.
    rules = ClubRules.objects.get(club=club)
    rules.game_system, rules.version = GameSystem.KLABBERJASS, rules.version + 1
    rules.save()
    data = {**hidden_inputs(page), "name": "2026-2027", "start_date": "2026-09-01"}
    response = organiser_client.post(url, data)
    assert response.status_code == 200
    assert not Season.objects.filter(club=club).exists()
    html = response.content.decode()
    assert "De clubregels zijn veranderd sinds deze pagina geopend werd" in html
    assert _facts(html)["Spelsysteem"] == "Klabberjassen met drie (toernooi)"
    # Seen now: the season is made with them.
    again = organiser_client.post(url, {**hidden_inputs(html), "name": "2026-2027",
                                        "start_date": "2026-09-01"})
    assert again.status_code == 302
    assert Season.objects.get(club=club).game_system == GameSystem.KLABBERJASS


def test_the_season_page_shows_what_it_plays(club, client):
    season = make_season(club, game_system=GameSystem.KLAVERJAS, play_to_target=True,
                         target_score=1500, bye_score=1200)
    html = client.get(f"/club/{club.slug}/seizoen/{season.pk}/").content.decode()
    assert _facts(html) == {"Spelsysteem": "Klaverjassen", "Bomen per avond": "4",
                            "Een boom": "tot 1.500 punten", "Een staand nummer": "1.200 punten"}


def test_it_writes_a_round_of_klaverjas_for_three_by_its_own_rule(club, organiser_client):
    ClubRules.objects.filter(club=club).update(game_system=GameSystem.THREE_PLAYER,
                                               three_player_games=15)
    html = organiser_client.get(f"/club/{club.slug}/seizoen/nieuw/").content.decode()
    assert _facts(html)["Een boom"] == "15 spellen aan een tafel van drie"


def test_the_screen_paragraph_speaks_of_the_games_rounds(club, organiser_client):
    ClubRules.objects.filter(club=club).update(game_system=GameSystem.KLABBERJASS)
    html = organiser_client.get(f"/club/{club.slug}/instellingen/").content.decode()
    section = html[html.index('<section class="screen-link'):]
    paragraph = section[:section.index("</p>")]
    assert "de indeling voor elke ronde" in paragraph and "de stand na elke ronde" in paragraph
    assert "boom" not in paragraph
