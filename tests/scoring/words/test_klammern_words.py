"""Klammern in its own words (seed 002): the other pair's check shows who played and the
doubling with the game, and names small and big points; the history keeps the bidding team
and the Bella of every version; the rules page gives Klammern's own usual bye score; a
player's chart is drawn on a scale of big points."""

from __future__ import annotations

import re
from typing import Any

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import translation

from clubs.models import Club, GameSystem
from scoring.models import ScoreSheet
from scoring.sheets.tokens import check_token, table_token
from tests.factories import check_in, make_evening, make_members, make_season
from tests.forms import hidden_inputs, submit
from tests.scoring.sheets.helpers import sheet_url
from tournament.models import Evening, Round
from tournament.seating.store import draw_round

pytestmark = pytest.mark.django_db


def nl(text: str) -> str:
    with translation.override("nl"):
        return translation.gettext(text)


def game(n: int, bidder: str, points_a: int, *, contra: int = 1, bella: str = ""
         ) -> dict[str, str]:
    return {f"g{n}-declarer": bidder, f"g{n}-contra": "" if contra == 1 else str(contra),
            f"g{n}-points_a": str(points_a), f"g{n}-roem_a": "", f"g{n}-roem_b": "",
            f"g{n}-bella": bella}


def klammern_evening(club: Club, **rules: Any) -> Evening:
    season = make_season(club, game_system=GameSystem.KLAMMERN, play_to_target=True,
                         klammern_big_points=1, **rules)
    evening = make_evening(season, round_count=1)
    check_in(evening, make_members(club, 8))
    draw_round(evening, 1, seed=3)
    return evening


def cells(html: str, row: str) -> list[str]:
    """The texts of one row of the read-only sheet (``row``: its game number or "tfoot")."""
    if row == "tfoot":
        part = html[html.index("<tfoot>"):html.index("</tfoot>")]
    else:
        found = re.search(rf'<tr><th scope="row">{row}</th>(.*?)</tr>', html, re.S)
        assert found is not None, row
        part = found.group(0)
    return [" ".join(re.sub(r"<[^>]+>", " ", c).split())
            for c in re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", part, re.S)]


def test_the_check_shows_who_played_and_the_doubling_with_the_game(club: Club):
    evening = klammern_evening(club, table_entry=True, table_confirmation=True)
    round_ = Round.objects.get(evening=evening)
    # B bids and A doubles (contra): the doubling is the game's, not pair A's.
    typed = {**game(1, "B", 100, contra=2), **game(2, "A", 120, contra=4)}
    assert submit(Client(), reverse("scoring:table_sheet", args=[table_token(round_, 1)]),
                  typed).status_code == 302
    page = Client().get(reverse("scoring:table_check", args=[check_token(round_, 1)])
                        ).content.decode()
    head = page[page.index("<thead><tr><th scope=\"col\">"):]
    head = head[:head.index("</thead>")]
    assert nl("Plays") in head
    assert nl("Small points A") in head and nl("Small points B") in head
    assert ">Score A<" not in head and nl("Score A") not in head
    first = cells(page, "1")
    assert first[1] == "B \u00d72"  # who played, the doubling beside it
    assert "\u00d7" not in first[2] + first[3]  # not under pair A (or B)
    assert cells(page, "tfoot")[0] == nl("Big points")


def test_the_history_shows_a_changed_bella_and_the_bidding_team(
        organiser_client: Client, club: Club):
    evening = klammern_evening(club)
    first = {**game(1, "A", 100), **game(2, "A", 100, bella="A")}
    assert submit(organiser_client, sheet_url(evening), first).status_code == 302
    # Only the Bella changes (it was B's): the totals stay what they were.
    again = {**game(1, "A", 100), **game(2, "A", 100, bella="B")}
    page = organiser_client.get(sheet_url(evening)).content.decode()
    assert submit(organiser_client, sheet_url(evening),
                  {**again, **hidden_inputs(page, form_id="sheet-form")}).status_code == 302
    sheet = ScoreSheet.objects.get()
    assert sheet.changes.count() == 2
    html = organiser_client.get(reverse("scoring:history", args=[club.slug, evening.pk])
                                ).content.decode()
    log = html[html.index('id="evening-log"'):]
    log = log[:log.index("<h2")]
    # The club's log of the evening names what changed: the Bella.
    assert "Bella A" in log and "Bella B" in log
    sheets = html[html.index(f"<h2>{nl('Score sheets, game by game')}</h2>"):]
    rows = re.findall(r"<tr>\s*<td>.*?</tr>", sheets, re.S)
    changed = next(r for r in rows if f"{nl('Bella')} B" in r)
    assert f"{nl('Bella')} A" in changed  # before and after, side by side
    assert f"{nl('Plays')} A" in changed


def shown_for(html: str, field: str) -> str:
    """The games a field of the rules page is shown for ("" for every game)."""
    found = re.search(rf'<div class="form-row"(?: data-shown-for="([^"]*)")?>\s*'
                      rf'(?:(?!<div class="form-row").)*?name="{field}"', html, re.S)
    assert found is not None, field
    return found.group(1) or ""


def test_the_rules_page_offers_the_check_at_the_table_only_to_games_that_have_one(
        organiser_client: Client, club: Club):
    season = make_season(club, game_system=GameSystem.KLABBERJASS)
    html = organiser_client.get(reverse("tournament:season_rules", args=[club.slug, season.pk])
                                ).content.decode()
    # The check of a table's sheet (by the other pair, or another player at klaverjas for
    # three) is shown only while such a game is chosen: not for the Klabberjass list.
    games = shown_for(html, "table_confirmation").removeprefix("game_system=").split(",")
    assert set(games) == {GameSystem.KLAVERJAS, GameSystem.KRAKEN, GameSystem.KLAMMERN,
                          GameSystem.THREE_PLAYER}
    # The entry mode is said in words that fit every game (not "per pair").
    assert nl("Only the boom total per pair") not in html
    assert nl("Only the totals of each table's sheet") in html


def test_the_rules_page_gives_klammern_its_own_usual_bye_score(organiser_client: Client,
                                                              club: Club):
    season = make_season(club, game_system=GameSystem.KLAMMERN)
    html = organiser_client.get(reverse("tournament:season_rules", args=[club.slug, season.pk])
                                ).content.decode()
    usual = nl("Usually 1200 for a boom of 12 games, 1600 for 16 games and the target for a "
               "boom to a target score (1500).")
    notes = [(games.removeprefix("game_system="), text.strip()) for games, text in re.findall(
        r'<span class="helptext" data-shown-for="([^"]*)">([^<]*)</span>', html)]
    # 1200 is said only to the games of card points; Klammern gets its own note.
    assert {games for games, text in notes if text == usual} == {
        GameSystem.KLAVERJAS, GameSystem.KRAKEN}
    assert f'id="id_bye_score_helptext">{usual}<' not in html
    klammern = [text for games, text in notes if games == GameSystem.KLAMMERN]
    assert any("grote punten" in text for text in klammern), klammern
