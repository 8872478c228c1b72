"""The club rules page and the club settings page."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.test import Client

from clubs.models import Club, ClubRules, RuleFields
from clubs.models.rules import RULE_FIELDSETS
from tests.forms import submit


def _rules_url(club: Club) -> str:
    return f"/club/{club.slug}/regels/"


def _settings_url(club: Club) -> str:
    return f"/club/{club.slug}/instellingen/"


def _post_data(club: Club, **changes: Any) -> dict[str, Any]:
    """The current rules as the form posts them, with some values changed."""
    values = {**club.rules.rule_values(), **changes}
    data: dict[str, Any] = {}
    for name, value in values.items():
        if isinstance(value, bool):
            if value:
                data[name] = "on"
        else:
            data[name] = value
    return data


def test_every_rule_is_in_one_fieldset():
    names = [name for _title, fields in RULE_FIELDSETS for name in fields]
    assert sorted(names) == sorted(RuleFields.RULE_FIELD_NAMES)


def test_it_shows_the_rules_in_dutch(organiser_client: Client, club: Club):
    html = organiser_client.get(_rules_url(club)).content.decode()
    for text in ("Clubregels", "Spel", "Staande nummers", "Verzaken en pit", "Prijzen",
                 "Seizoen", "Amsterdams (niet over je maat heen troeven)",
                 "Meestal 1200 bij een boom van 12 spellen, 1600 bij 16 spellen en het doel "
                 "bij een boom tot een doelscore (1500)."):
        assert text in html


def test_it_saves_valid_rules(organiser_client: Client, club: Club):
    data = _post_data(
        club, variant="ROTTERDAM", games_per_round=16, bye_score=1600, prize_places=" 1, 2,3,-1 ",
        defenders_can_pit=True, tie_break_1="FEWER_BYES", tie_break_2="",
    )
    response = submit(organiser_client, _rules_url(club), data, follow=True)
    assert "De clubregels zijn opgeslagen." in response.content.decode()
    # Said plainly: the season already running keeps its own copy.
    assert "een seizoen dat al bestaat houdt zijn eigen regels" in response.content.decode()
    rules = ClubRules.objects.get(club=club)
    assert rules.variant == "ROTTERDAM"
    assert rules.games_per_round == 16
    assert rules.bye_score == 1600
    assert rules.prize_places == "1,2,3,-1"
    assert rules.defenders_can_pit
    assert (rules.tie_break_1, rules.tie_break_2) == ("FEWER_BYES", "")


def test_it_hints_when_the_bye_score_fits_the_other_round_length(
    organiser_client: Client, club: Club
):
    data = _post_data(club, games_per_round=16, bye_score=1200)
    html = submit(organiser_client, _rules_url(club), data, follow=True).content.decode()
    assert "De clubregels zijn opgeslagen." in html
    assert "maar een boom heeft 16 spellen: meestal is dat 1600." in html
    assert ClubRules.objects.get(club=club).games_per_round == 16


@pytest.mark.parametrize(
    ("prize_places", "message"),
    [
        ("1,0,-2", "Schrijf hele getallen gescheiden door komma&#x27;s, bijvoorbeeld 1,2,-2"),
        ("1,twee", "Schrijf hele getallen gescheiden door komma&#x27;s"),
        ("1,,2", "Schrijf hele getallen gescheiden door komma&#x27;s"),
        ("1,2,1", "Plaats 1 staat er twee keer in."),
    ],
)
def test_it_refuses_bad_prize_places(
    organiser_client: Client, club: Club, prize_places: str, message: str
):
    response = submit(organiser_client, _rules_url(club),
                      _post_data(club, prize_places=prize_places, variant="ROTTERDAM"))
    html = response.content.decode()
    assert response.status_code == 200
    assert "Niet opgeslagen: verbeter de gemarkeerde velden." in html
    assert message in html
    rules = ClubRules.objects.get(club=club)
    assert (rules.prize_places, rules.variant) == ("1,2,-2", "AMSTERDAM")


@pytest.mark.parametrize(
    ("first", "second", "message"),
    [
        ("BEST_ROUND", "BEST_ROUND", "Kies een andere beslissing dan de eerste."),
        ("", "BEST_ROUND", "Kies eerst de eerste beslissing."),
    ],
)
def test_it_refuses_bad_tie_breaks(
    organiser_client: Client, club: Club, first: str, second: str, message: str
):
    data = _post_data(club, tie_break_1=first, tie_break_2=second)
    html = submit(organiser_client, _rules_url(club), data).content.decode()
    assert message in html
    rules = ClubRules.objects.get(club=club)
    assert (rules.tie_break_1, rules.tie_break_2) == ("BEST_ROUND", "LAST_ROUND")


def test_it_allows_no_tie_breaks(organiser_client: Client, club: Club):
    submit(organiser_client, _rules_url(club), _post_data(club, tie_break_1="", tie_break_2=""))
    rules = ClubRules.objects.get(club=club)
    assert (rules.tie_break_1, rules.tie_break_2) == ("", "")


def test_it_creates_missing_rules(organiser_client: Client, club: Club):
    ClubRules.objects.filter(club=club).delete()
    assert organiser_client.get(_rules_url(club)).status_code == 200
    assert ClubRules.objects.filter(club=club).exists()


def test_it_checks_ownership_of_the_rules(outsider_client: Client, club: Club):
    data = _post_data(club, variant="ROTTERDAM")
    assert outsider_client.get(_rules_url(club)).status_code == 403
    assert submit(outsider_client, _rules_url(club), data).status_code == 403
    assert ClubRules.objects.get(club=club).variant == "AMSTERDAM"


def test_it_requires_login_for_the_rules(client: Client, club: Club):
    response = submit(client, _rules_url(club), _post_data(club, variant="ROTTERDAM"))
    assert response.status_code == 302
    assert response["Location"].startswith("/login/")
    assert ClubRules.objects.get(club=club).variant == "AMSTERDAM"


# Settings


def test_it_saves_the_club_settings(organiser_client: Client, club: Club):
    response = submit(
        organiser_client, _settings_url(club), {"name": "De Nieuwe Troefboer", "place": "Assen"},
        follow=True,
    )
    assert "De gegevens van de vereniging zijn opgeslagen." in response.content.decode()
    club.refresh_from_db()
    assert (club.name, club.place, club.standings_public) == ("De Nieuwe Troefboer", "Assen",
                                                             False)


def test_it_requires_a_club_name(organiser_client: Client, club: Club):
    html = submit(organiser_client, _settings_url(club), {"name": ""}).content.decode()
    assert "Dit veld is verplicht." in html
    club.refresh_from_db()
    assert club.name == "De Troefboer"


def test_it_checks_ownership_of_the_settings(outsider_client: Client, club: Club):
    assert outsider_client.get(_settings_url(club)).status_code == 403
    response = submit(outsider_client, _settings_url(club), {"name": "Gekaapt"})
    assert response.status_code == 403
    club.refresh_from_db()
    assert club.name == "De Troefboer"


def test_it_requires_login_for_the_settings(client: Client, club: Club):
    response = submit(client, _settings_url(club), {"name": "Gekaapt"})
    assert response.status_code == 302
    assert response["Location"].startswith("/login/")
    club.refresh_from_db()
    assert club.name == "De Troefboer"


def test_a_box_the_new_game_does_not_use_is_not_kept_ticked(organiser_client: Client,
                                                            club: Club):
    """A round to 1500 switched to Klabberjass: "tot een doelscore" is hidden for that game,
    so it does not stay ticked unseen; switched back, the box shows unticked."""
    ClubRules.objects.filter(club=club).update(play_to_target=True, target_score=1500)
    club.refresh_from_db()
    data = _post_data(club, game_system="KLABBERJASS", tie_break_1="", tie_break_2="")
    response = submit(organiser_client, _rules_url(club), data)
    assert response.status_code == 302
    rules = ClubRules.objects.get(club=club)
    assert (rules.game_system, rules.play_to_target) == ("KLABBERJASS", False)
    html = organiser_client.get(_rules_url(club)).content.decode()
    (box,) = re.findall(r'<input[^>]*name="play_to_target"[^>]*>', html)
    assert "checked" not in box
