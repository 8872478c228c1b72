"""Entering a Klabberjass list game by game (seed 001) through the sheets' URLs."""

from __future__ import annotations

import re

from django.test import Client
from django.urls import reverse

from clubs.models import Action, Activity, Club
from scoring.models import Game, ScoreSheet, SheetChange
from tests.forms import hidden_inputs
from tests.scoring.systems.klabberjass.helpers import klabberjass_evening, three_at_a_table
from tests.scoring.systems.klabberjass.play import Played, post_list
from tournament.models import Seat
from tournament.seating import store

# 001, "Ein Beispiel für die erste Runde": A loses Original clubs, B wins Original spades,
# C wins a Kleines in diamonds.
SEED_EXAMPLE = [Played(1, True, "C", False), Played(2, True, "S", True),
                Played(3, False, "D", True)]
SEED_ROWS = [("-16", "+2", "+2", "-16"), ("-", "+9", "-", "+7"), ("-", "-", "+3", "+1")]


def row_cells(html: str, game: int, size: int) -> tuple[str, ...]:
    return tuple(re.search(rf'id="kl-{game}-{i}">([^<]*)<', html).group(1)  # type: ignore[union-attr]
                 for i in range(1, size + 2))


def test_it_keeps_the_list_as_the_seed_example(club: Club, organiser_client: Client) -> None:
    evening, url = three_at_a_table(club)
    response = post_list(organiser_client, url, SEED_EXAMPLE)
    assert response.status_code == 302  # type: ignore[attr-defined]
    sheet = ScoreSheet.objects.get(round__evening=evening)
    assert sheet.status == "DRAFT"  # 3 of 24 games
    assert sheet.seat_totals == [-16, 9, 3]
    html = organiser_client.get(url, HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert [row_cells(html, n, 3) for n in (1, 2, 3)] == SEED_ROWS
    assert [g.detail["seat_scores"] for g in Game.objects.order_by("number")] == [
        [-16, 2, 2], [0, 7, 0], [0, 0, 1]]
    assert SheetChange.objects.filter(sheet=sheet).count() == 1
    assert Activity.objects.filter(action=Action.SHEET).count() == 1


def test_the_preview_shows_the_running_columns_without_saving(
        club: Club, organiser_client: Client) -> None:
    _evening, url = three_at_a_table(club)
    data = {"preview": "1"}
    for n, game in enumerate(SEED_EXAMPLE, start=1):
        data.update(game.post(n))
    html = organiser_client.post(url, data).content.decode()
    assert 'id="kl-2-2" hx-swap-oob="true">+9<' in html
    assert 'id="kl-3-4" hx-swap-oob="true">+1<' in html
    assert not ScoreSheet.objects.exists()


def test_it_refuses_a_kleines_in_the_turned_suit(club: Club, organiser_client: Client) -> None:
    _evening, url = three_at_a_table(club)
    html = organiser_client.get(url).content.decode()
    seating = re.search(r'name="seating" value="([^"]*)"', html).group(1)  # type: ignore[union-attr]
    response = organiser_client.post(url, {
        "version": "0", "seating": seating, "g1-soloist": "2", "g1-original": "K",
        "g1-trump": "H", "g1-turned": "H", "g1-won": "W"}, HTTP_ACCEPT_LANGUAGE="en")
    assert response.status_code == 200
    assert "A Kleines cannot be played in the suit of the turned card." in response.content.decode()
    assert not ScoreSheet.objects.exists()


def test_the_dealer_at_a_table_of_four_cannot_play(club: Club, organiser_client: Client) -> None:
    evening, _members = klabberjass_evening(club, 4)
    store.draw_round(evening, 1, seed=1)
    url = reverse("scoring:sheet", args=[club.slug, evening.pk, 1, 1])
    # Game 2 is dealt by seat 2, who sits out.
    response = post_list(organiser_client, url, [Played(2, True, "C", True),
                                                 Played(2, True, "C", True)])
    html = response.content.decode()  # type: ignore[attr-defined]
    assert "De deler van spel 2 past aan een tafel van vier" in html
    assert not ScoreSheet.objects.exists()


def test_a_full_round_is_complete_and_a_25th_game_has_no_row(
        club: Club, organiser_client: Client) -> None:
    _evening, url = three_at_a_table(club)
    games = [Played(n % 3 + 1, False, "D", True) for n in range(24)]
    assert post_list(organiser_client, url, games).status_code == 302  # type: ignore[attr-defined]
    sheet = ScoreSheet.objects.get()
    assert sheet.status == "COMPLETE" and sheet.seat_totals == [8, 8, 8]
    html = organiser_client.get(url).content.decode()
    assert 'name="g24-soloist"' in html and 'name="g25-soloist"' not in html


def test_it_checks_ownership(club: Club, outsider_client: Client) -> None:
    evening, url = three_at_a_table(club)
    assert outsider_client.get(url).status_code == 403
    assert Seat.objects.filter(round__evening=evening).count() == 3


def test_a_table_enters_its_own_list_without_a_second_check(
        club: Club, organiser_client: Client) -> None:
    from scoring.closing.dashboard import COMPLETE, evening_grid
    from scoring.sheets.tokens import table_token
    from tournament.models import Round

    evening, _members = klabberjass_evening(club, 3, table_entry=True)
    store.draw_round(evening, 1, seed=1)
    token = table_token(Round.objects.get(evening=evening, number=1), 1)
    url = reverse("scoring:table_sheet", args=[token])
    games = [Played(n % 3 + 1, True, "H", n % 2 == 0) for n in range(24)]
    response = post_list(Client(), url, games)
    assert response.status_code == 302  # type: ignore[attr-defined]
    sheet = ScoreSheet.objects.get()
    assert (sheet.source, sheet.confirmation, sheet.status) == ("TABLE", "", "COMPLETE")
    done = Client().get(response["Location"], HTTP_ACCEPT_LANGUAGE="en")  # type: ignore[index]
    assert done.status_code == 200 and 'name="number"' not in done.content.decode()
    assert [cell.state for cell in evening_grid(evening)[0].cells] == [COMPLETE]


def test_the_history_shows_the_list(club: Club, organiser_client: Client) -> None:
    evening, url = three_at_a_table(club)
    post_list(organiser_client, url, SEED_EXAMPLE)
    post_list(organiser_client, url, SEED_EXAMPLE[:2])
    html = organiser_client.get(reverse("scoring:history", args=[club.slug, evening.pk]),
                                HTTP_ACCEPT_LANGUAGE="en").content.decode()
    totals = "Points per player, in seat order: -16, 9, "
    assert totals + "3" in html and totals + "2" in html  # after, before the correction
    assert "Game 1: Soloist 1 · Original" in html and "Game 3: Soloist 3 · Kleines" in html


def test_the_dashboard_shows_each_players_total(club: Club, organiser_client: Client) -> None:
    evening, url = three_at_a_table(club)
    post_list(organiser_client, url, SEED_EXAMPLE)
    html = organiser_client.get(reverse("scoring:dashboard", args=[club.slug, evening.pk]),
                                HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert "-16 · 9 · 3" in html and "A 0" not in html


def test_totals_only_takes_each_players_round_total(club: Club, organiser_client: Client
                                                     ) -> None:
    evening, _members = klabberjass_evening(club, 7, entry_mode="TOTALS_ONLY")
    store.draw_round(evening, 1, seed=1)
    url = reverse("scoring:sheet", args=[club.slug, evening.pk, 1, 2])  # the table of four
    html = organiser_client.get(url).content.decode()
    seating = re.search(r'name="seating" value="([^"]*)"', html).group(1)  # type: ignore[union-attr]
    data = {"version": "0", "seating": seating}
    # More than 24 games can give one player (24 x 8): refused, nothing saved.
    refused = organiser_client.post(url, {**data, "seat_1": "193", "seat_2": "0", "seat_3": "0",
                                          "seat_4": "0"}, HTTP_ACCEPT_LANGUAGE="en")
    assert "A round total of 193 is impossible" in refused.content.decode()
    assert not ScoreSheet.objects.exists()
    saved = organiser_client.post(url, {**data, "seat_1": "-16", "seat_2": "9", "seat_3": "3",
                                        "seat_4": "40"})
    assert saved.status_code == 302
    sheet = ScoreSheet.objects.get()
    assert (sheet.totals_only, sheet.status, sheet.seat_totals) == (True, "COMPLETE",
                                                                   [-16, 9, 3, 40])


def test_totals_saved_meanwhile_are_shown_and_saving_again_stores_yours(
        club: Club, organiser_client: Client) -> None:
    evening, _members = klabberjass_evening(club, 7, entry_mode="TOTALS_ONLY")
    store.draw_round(evening, 1, seed=1)
    url = reverse("scoring:sheet", args=[club.slug, evening.pk, 1, 2])  # the table of four
    opened = hidden_inputs(organiser_client.get(url).content.decode())
    mine = {"seat_1": "-16", "seat_2": "9", "seat_3": "3", "seat_4": "40"}
    someone = organiser_client.post(url, {**opened, "seat_1": "1", "seat_2": "2",
                                          "seat_3": "3", "seat_4": "4"})
    assert someone.status_code == 302
    html = organiser_client.post(url, {**opened, **mine}).content.decode()
    assert "Iemand anders heeft deze kaart intussen opgeslagen" in html
    assert ScoreSheet.objects.get().seat_totals == [1, 2, 3, 4]
    shown = re.search(r"Waarden die iemand anders heeft opgeslagen:</strong>([^<]*)", html)
    assert shown is not None, html
    assert re.findall(r"\+(\d+)", shown.group(1)) == ["1", "2", "3", "4"]  # seat by seat
    again = hidden_inputs(html)
    assert organiser_client.post(url, {**again, **mine}).status_code == 302
    assert ScoreSheet.objects.get().seat_totals == [-16, 9, 3, 40]


def test_a_stale_list_is_refused_and_nothing_is_saved(club: Club, organiser_client: Client
                                                      ) -> None:
    _evening, url = three_at_a_table(club)
    html = organiser_client.get(url).content.decode()
    seating = re.search(r'name="seating" value="([^"]*)"', html).group(1)  # type: ignore[union-attr]
    post_list(organiser_client, url, SEED_EXAMPLE)  # someone else saves first
    data = {"version": "0", "seating": seating, **Played(2, False, "C", True).post(1)}
    response = organiser_client.post(url, data, HTTP_ACCEPT_LANGUAGE="en")
    assert response.status_code == 200
    assert "Someone else saved this sheet in the meantime" in response.content.decode()
    assert ScoreSheet.objects.get().seat_totals == [-16, 9, 3]
