"""Klaverjas for three on the rules page (its settings, with their defaults and help, shown
for this game only; a target that fits on a sheet) and in the draw (tables of three, the
players left over with a bye or at a table of four, as the club set it)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.test import Client
from django.utils import translation

from clubs.errors import UserError
from clubs.games import LeftoverPlayers, NatCredit
from clubs.models import Club, ClubRules, GameSystem
from tests.forms import submit
from tests.scoring.systems.three_player.helpers import three_player_evening
from tournament.models import Seat
from tournament.seating import store


def _rules_data(club: Club, **changes: Any) -> dict[str, Any]:
    data: dict[str, Any] = {}
    for name, value in {**club.rules.rule_values(), **changes}.items():
        if value is True:
            data[name] = "on"
        elif value is not False:
            data[name] = value
    return data


def test_the_rules_page_shows_its_settings_for_this_game(organiser_client: Client,
                                                         club: Club) -> None:
    html = organiser_client.get(f"/club/{club.slug}/regels/").content.decode()
    assert '<fieldset class="group" data-shown-for="game_system=THREE_PLAYER">' in html
    assert "<legend>Klaverjassen met drie</legend>" in html
    for name, default in (("three_player_leftovers", "BYES"),
                          ("three_player_nat_credit", "WHOLE"), ("three_player_games", "12")):
        assert re.search(rf'name="{name}" value="{default}"[^>]*checked', html), name
    # What a setting every game has means for three, shown while it is chosen.
    for note in ("Met drie: de kant van wie verzaakte verliest het spel.",
                 "Met drie: zo niet, dan krijgt alleen de speler die troef maakte de bonus",
                 "Met drie heeft niemand een maat"):
        assert re.search(r'<span class="helptext" data-shown-for="game_system=THREE_PLAYER">'
                         + re.escape(note), html), note
    assert "zijn twee tegenspelers krijgen het totaal van dit spel" in html


def test_the_club_chooses_klaverjas_for_three(organiser_client: Client, club: Club) -> None:
    data = _rules_data(club, game_system=GameSystem.THREE_PLAYER, three_player_games=15,
                       three_player_leftovers=LeftoverPlayers.TABLE_OF_FOUR,
                       three_player_nat_credit=NatCredit.SHARED, play_to_target=True,
                       target_score=1600)
    assert submit(organiser_client, f"/club/{club.slug}/regels/", data).status_code == 302
    rules = ClubRules.objects.get(club=club)
    assert (rules.game_system, rules.three_player_games, rules.three_player_leftovers,
            rules.three_player_nat_credit, rules.target_score) == (
        GameSystem.THREE_PLAYER, 15, LeftoverPlayers.TABLE_OF_FOUR, NatCredit.SHARED, 1600)


def test_a_target_that_does_not_fit_on_a_sheet_is_refused(organiser_client: Client,
                                                          club: Club) -> None:
    data = _rules_data(club, game_system=GameSystem.THREE_PLAYER, play_to_target=True,
                       target_score=2000)
    html = submit(organiser_client, f"/club/{club.slug}/regels/", data).content.decode()
    assert ("Bij klaverjassen met drie speelt ieder alleen naar de doelscore: hoogstens 1600, "
            "zodat een boom op de scorekaart past.") in html
    assert ClubRules.objects.get(club=club).game_system == GameSystem.KLAVERJAS
    # The same target for klaverjas at four is fine.
    data["game_system"] = GameSystem.KLAVERJAS
    assert submit(organiser_client, f"/club/{club.slug}/regels/", data).status_code == 302


def _sizes(evening: Any, number: int = 1) -> tuple[list[int], int]:
    tables: dict[int, int] = {}
    byes = 0
    for seat in Seat.objects.filter(round__evening=evening, round__number=number):
        if seat.table is None:
            byes += 1
        else:
            tables[seat.table] = tables.get(seat.table, 0) + 1
    return sorted(tables.values()), byes


@pytest.mark.parametrize(("players", "leftovers", "tables", "byes"), [
    (13, LeftoverPlayers.BYES, [3, 3, 3, 3], 1),
    (14, LeftoverPlayers.BYES, [3, 3, 3, 3], 2),
    (5, LeftoverPlayers.BYES, [3], 2),
    (13, LeftoverPlayers.TABLE_OF_FOUR, [3, 3, 3, 4], 0),
    (14, LeftoverPlayers.TABLE_OF_FOUR, [3, 3, 4, 4], 0),
    (4, LeftoverPlayers.TABLE_OF_FOUR, [4], 0),
])
def test_the_players_left_over_go_where_the_club_says(club: Club, players: int, leftovers: str,
                                                      tables: list[int], byes: int) -> None:
    evening, _members = three_player_evening(club, players, three_player_leftovers=leftovers)
    store.draw_round(evening, 1, seed=3)
    assert _sizes(evening) == (tables, byes)
    if byes:  # nobody sits out twice while it can be avoided
        store.draw_round(evening, 2, seed=4)
        out = [set(Seat.objects.filter(round__evening=evening, round__number=n,
                                       table__isnull=True).values_list("member", flat=True))
               for n in (1, 2)]
        assert not out[0] & out[1]


@pytest.mark.parametrize(("players", "leftovers", "message"), [
    (5, LeftoverPlayers.TABLE_OF_FOUR, "Vijf spelers passen niet aan tafels van drie en vier; "
                                       "meld er één aan of af, of geef de overgebleven spelers "
                                       "een staand nummer (clubregels)."),
    (2, LeftoverPlayers.BYES, "Voor klaverjassen met drie zijn minstens drie aanwezige spelers "
                              "nodig."),
    (2, LeftoverPlayers.TABLE_OF_FOUR, "Voor klaverjassen met drie zijn minstens drie "
                                       "aanwezige spelers nodig."),
])
def test_the_draw_refuses_in_this_games_words(club: Club, players: int, leftovers: str,
                                              message: str) -> None:
    evening, _members = three_player_evening(club, players, three_player_leftovers=leftovers)
    with translation.override("nl"), pytest.raises(UserError) as refused:
        store.draw_round(evening, 1, seed=3)
    assert str(refused.value.message) == message
    assert not Seat.objects.exists()
