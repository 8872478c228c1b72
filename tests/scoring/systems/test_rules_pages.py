"""Choosing a game system on the club rules page, copying it into a season and freezing it,
through the real HTTP stack."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.test import Client

from clubs.games import KrakenTie
from clubs.models import Club, ClubRules, GameSystem
from scoring.models import ScoreSheet
from tests.factories import check_in, make_evening, make_members, make_season
from tests.forms import submit
from tournament.models import Round, Season
from tournament.seating.store import draw_round


def rules_url(club: Club) -> str:
    return f"/club/{club.slug}/regels/"


def form_data(values: dict[str, Any], **changes: Any) -> dict[str, Any]:
    """Rule values as the form posts them: a checked box is "on", an unchecked one absent."""
    data: dict[str, Any] = {}
    for name, value in {**values, **changes}.items():
        if value is True:
            data[name] = "on"
        elif value is not False:
            data[name] = value
    return data


def test_the_rules_page_offers_the_game_systems_in_dutch(organiser_client, club):
    html = organiser_client.get(rules_url(club)).content.decode()
    for text in ("Spelsysteem", "Klaverjassen met kraken (wilde boom)",
                 "Elke boom tot een doelscore spelen in plaats van een vast aantal spellen",
                 "Doelscore", "Gelijke punten na een kraak", "Schoppen troef telt dubbel",
                 "De partij die niet het laatst verdubbelde (de spelregel)"):
        assert text in html
    # The Kraken settings are grouped under their own title, shown for Kraken only.
    assert '<fieldset class="group" data-shown-for="game_system=KRAKEN">' in html
    assert "<legend>Kraken (wilde boom)</legend>" in html
    # A round to a target: a score for klaverjas, Kraken and three players, big points for
    # Klammern.
    for name, systems in (("target_score", "KLAVERJAS,KRAKEN,THREE_PLAYER"),
                          ("klammern_big_points", "KLAMMERN")):
        assert re.search(rf'<div class="form-row" data-shown-for="game_system={systems}">'
                         rf'\s*<label for="id_{name}">', html), name
    assert "js/rules.js" in html


def test_the_club_switches_to_kraken_to_1500(organiser_client, club):
    data = form_data(club.rules.rule_values(), game_system=GameSystem.KRAKEN,
                     kraken_tie_goes_to=KrakenTie.DEFENDERS, kraken_spades_double=False,
                     play_to_target=True, target_score=1500)
    response = submit(organiser_client, rules_url(club), data, follow=True)
    assert "De clubregels zijn opgeslagen." in response.content.decode()
    rules = ClubRules.objects.get(club=club)
    assert (rules.game_system, rules.kraken_tie_goes_to, rules.kraken_spades_double,
            rules.play_to_target, rules.target_score) == (
        GameSystem.KRAKEN, KrakenTie.DEFENDERS, False, True, 1500)


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"target_score": 100}, "Zorg ervoor dat deze waarde minstens 500 is"),
        ({"target_score": 5000}, "Zorg ervoor dat deze waarde hoogstens 3000 is"),
        ({"target_score": "veel"}, "Typ een heel getal"),
        ({"game_system": "SKAT"}, "Selecteer een geldige keuze."),
        ({"kraken_tie_goes_to": "NOBODY"}, "Selecteer een geldige keuze."),
        ({"tie_break_1": "CARD_POINTS", "tie_break_2": ""},
         "Kaartpunten beslissen alleen bij Klammern."),
    ],
)
def test_bad_game_rules_are_refused(organiser_client, club, changes, message):
    data = form_data(club.rules.rule_values(),
                     **{"play_to_target": True, "game_system": GameSystem.KRAKEN, **changes})
    html = submit(organiser_client, rules_url(club), data).content.decode()
    assert "Niet opgeslagen: verbeter de gemarkeerde velden." in html
    assert message in html
    rules = ClubRules.objects.get(club=club)
    assert (rules.game_system, rules.play_to_target) == (GameSystem.KLAVERJAS, False)


def test_a_new_season_copies_the_game_system(organiser_client, club):
    ClubRules.objects.filter(club=club).update(game_system=GameSystem.KRAKEN,
                                               play_to_target=True, target_score=2000)
    submit(organiser_client, f"/club/{club.slug}/seizoen/nieuw/",
           {"name": "Wilde boom", "start_date": "2026-09-01"})
    season = Season.objects.get(name="Wilde boom")
    assert (season.game_system, season.play_to_target, season.target_score) == (
        GameSystem.KRAKEN, True, 2000)
    # Changing the club's rules later leaves the season's copy alone.
    ClubRules.objects.filter(club=club).update(game_system=GameSystem.KLAVERJAS)
    season.refresh_from_db()
    assert season.game_system == GameSystem.KRAKEN


def test_the_game_system_is_frozen_with_the_seasons_rules(organiser_client, club):
    season = make_season(club)
    url = f"/club/{club.slug}/seizoen/{season.pk}/regels/"
    data = form_data(season.rule_values(), game_system=GameSystem.KRAKEN, tie_break_2="")
    assert submit(organiser_client, url, data).status_code == 302
    season.refresh_from_db()
    assert season.game_system == GameSystem.KRAKEN
    evening = make_evening(season)
    check_in(evening, make_members(club, 4))
    draw_round(evening, 1, seed=1)
    ScoreSheet.objects.create(round=Round.objects.get(), table=1)
    submit(organiser_client, url, {**data, "game_system": GameSystem.KLAVERJAS})
    assert "de regels liggen vast" in organiser_client.get(url).content.decode()
    season.refresh_from_db()
    assert season.game_system == GameSystem.KRAKEN


def test_choosing_the_game_system_checks_ownership(club, outsider_client, client: Client):
    data = form_data(club.rules.rule_values(), game_system=GameSystem.KRAKEN)
    assert submit(outsider_client, rules_url(club), data).status_code == 403
    assert submit(client, rules_url(club), data).status_code == 302
    assert ClubRules.objects.get(club=club).game_system == GameSystem.KLAVERJAS


def test_a_bye_score_meant_for_12_games_is_pointed_out_for_a_round_to_a_target(
        organiser_client, club):
    # The hint compares the fixed bye score with the round: for a round to 1500 that is the
    # target, not 12 or 16 games.
    data = form_data(club.rules.rule_values(), games_per_round=16, bye_score=1200,
                     play_to_target=True, target_score=1500)
    html = submit(organiser_client, rules_url(club), data, follow=True).content.decode()
    assert "De clubregels zijn opgeslagen." in html
    assert "maar een boom heeft 16 spellen" not in html
    assert ("De vaste punten voor een staand nummer zijn 1.200, maar een boom gaat tot "
            "1.500: meestal is dat het doel van de boom.") in html
    data = form_data(club.rules.rule_values(), bye_score=1500, play_to_target=True,
                     target_score=1500)
    html = submit(organiser_client, rules_url(club), data, follow=True).content.decode()
    assert "meestal is dat" not in html


def test_the_usual_bye_score_names_the_round_to_a_target_too(organiser_client, club):
    html = organiser_client.get(rules_url(club)).content.decode()
    assert ("Meestal 1200 bij een boom van 12 spellen, 1600 bij 16 spellen en het doel bij "
            "een boom tot een doelscore (1500).") in html


def test_klammern_may_break_ties_on_card_points(organiser_client, club):
    data = form_data(club.rules.rule_values(), game_system=GameSystem.KLAMMERN,
                     tie_break_1="CARD_POINTS", tie_break_2="BEST_ROUND",
                     bye_score_rule="ROUND_AVERAGE")  # a fixed 1200 is refused for Klammern
    assert submit(organiser_client, rules_url(club), data).status_code == 302
    rules = ClubRules.objects.get(club=club)
    assert (rules.game_system, rules.tie_break_1) == (GameSystem.KLAMMERN, "CARD_POINTS")
