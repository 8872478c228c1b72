"""Entering a sheet of klaverjas for three through the sheets' URLs: one row per game, the
third player's points computed, each mistake named under its game while typing, drafts and
complete sheets, the table's own phone, only totals, a round to a target."""

from __future__ import annotations

import re

from django.test import Client
from django.urls import resolve, reverse

from clubs.games import LeftoverPlayers
from clubs.models import Action, Activity, Club, EntryMode
from scoring.models import Confirmation, Game, ScoreSheet, SheetChange, SheetStatus
from scoring.sheets.confirm import unconfirmed
from scoring.sheets.tokens import check_number, check_token, read_check_token, table_token
from tests.forms import hidden_inputs
from tests.scoring.systems.three_player.helpers import (
    Played,
    post_sheet,
    rule_text_scores,
    sheet_url,
    three_player_evening,
)
from tournament.models import Round, Seat
from tournament.seating import store

GAMES = [Played(1, {1: 90, 2: 40, 3: 32}, {}, leave_empty=3),
         Played(2, {1: 60, 2: 40, 3: 62}, {2: 20}),  # nat: 40 + 20 of 182
         Played(3, {1: 0, 2: 0, 3: 162}, {3: 40}, pit=3, leave_empty=3)]


def _table_of_three(club: Club, **rules: object) -> tuple[str, list[Seat]]:
    evening, _members = three_player_evening(club, 3, **rules)
    store.draw_round(evening, 1, seed=1)
    seats = list(Seat.objects.filter(round__evening=evening).order_by("number"))
    return sheet_url(evening), seats


def _preview(client: Client, url: str, games: dict[str, str]) -> str:
    return client.post(url, {"preview": "1", **games}).content.decode()


def _total(html: str, game: int, seat: int) -> str:
    found = re.search(rf'id="tp-{game}-{seat}"[^>]*><strong>([^<]*)</strong>', html)
    return found.group(1) if found else ""


def test_it_keeps_each_players_running_total(club: Club, organiser_client: Client) -> None:
    url, seats = _table_of_three(club)
    assert post_sheet(organiser_client, url, GAMES) == 302
    sheet = ScoreSheet.objects.get()
    expected = [0, 0, 0]
    for game in GAMES:
        for seat, score in rule_text_scores(game).items():
            expected[seat - 1] += score
    assert expected == [90 + 182 + 0, 40 + 0 + 0, 32 + 182 + 302]
    assert (sheet.status, sheet.seat_totals) == (SheetStatus.DRAFT, expected)  # 3 of 12
    stored = list(Game.objects.order_by("number"))
    # The empty points were 162 minus the others'; who played is a table seat.
    assert [g.detail["seat_points"] for g in stored] == [[90, 40, 32], [60, 40, 62], [0, 0, 162]]
    assert [(g.detail["soloist"], g.detail.get("pit_seat"), g.nat) for g in stored] == [
        (1, None, False), (2, None, True), (3, 3, False)]
    assert [g.detail["seat_scores"] for g in stored] == [[90, 40, 32], [182, 0, 182], [0, 0, 302]]
    assert SheetChange.objects.filter(sheet=sheet).count() == 1
    line = Activity.objects.get(action=Action.SHEET)
    assert line.new == {"status": "DRAFT", "seat_totals": expected}
    html = organiser_client.get(url).content.decode()  # the stored games, shown again
    assert 'name="g1-points_3" value="32"' in html
    assert [_total(html, 3, seat) for seat in (1, 2, 3)] == ["272", "40", "516"]
    assert seats[0].member.name in html


def test_a_round_of_twelve_games_is_complete(club: Club, organiser_client: Client) -> None:
    url, _seats = _table_of_three(club)
    games = [Played(n % 3 + 1, {1: 54, 2: 54, 3: 54}, {}) for n in range(12)]
    assert post_sheet(organiser_client, url, games) == 302
    assert ScoreSheet.objects.get().status == SheetStatus.COMPLETE
    assert ScoreSheet.objects.get().seat_totals == [4 * 0 + 8 * 162] * 3  # each game nat


def test_each_mistake_is_named_under_its_game(club: Club, organiser_client: Client) -> None:
    url, seats = _table_of_three(club)
    anna = f"{seats[1].number} {seats[1].member.name}"
    cases = {
        "De punten tellen op tot 180 in plaats van 162.": {
            "g1-declarer": "1", "g1-points_1": "90", "g1-points_2": "90", "g1-points_3": "0"},
        "Wie speelde spel 1?": {"g1-points_1": "90", "g1-points_2": "40"},
        "Vul bij spel 1 de punten van minstens twee spelers in.": {
            "g1-declarer": "1", "g1-points_1": "90"},
        f"Roem 30 voor {anna} kan niet: een slag van drie kaarten heeft 20 of 40 roem.": {
            "g1-declarer": "1", "g1-points_1": "90", "g1-points_2": "40", "g1-roem_2": "30"},
        "haalde alle tien slagen: de anderen kunnen geen punten of roem hebben.": {
            "g1-declarer": "1", "g1-points_1": "150", "g1-points_2": "12", "g1-pit": "1"},
        "1 punten voor": {"g1-declarer": "1", "g1-points_1": "1", "g1-points_2": "80"},
        "Spel 1 is leeg terwijl latere spellen ingevuld zijn.": {
            "g2-declarer": "1", "g2-points_1": "90", "g2-points_2": "40"},
    }
    for message, data in cases.items():
        html = _preview(organiser_client, url, data)
        line = re.search(r'<tr class="row-errors" id="errors-1" hx-swap-oob="true">(.*?)</tr>',
                         html, re.S)
        assert line and message in line.group(1), (message, html[:2000])
    assert not ScoreSheet.objects.exists()
    # Saved with a mistake: nothing is stored, the page says so.
    response = organiser_client.post(url, {
        "version": "0", "seating": "-".join(str(s.member_id) for s in seats),
        "g1-declarer": "1", "g1-points_1": "90", "g1-points_2": "90", "g1-points_3": "0"})
    assert response.status_code == 200
    assert "Er is niets opgeslagen: verbeter de gemarkeerde spellen." in (
        response.content.decode())
    assert not ScoreSheet.objects.exists()


def test_at_a_table_of_four_the_dealer_sits_out(club: Club, organiser_client: Client) -> None:
    evening, _members = three_player_evening(
        club, 4, three_player_leftovers=LeftoverPlayers.TABLE_OF_FOUR)
    store.draw_round(evening, 1, seed=1)
    url = sheet_url(evening)
    html = organiser_client.get(url).content.decode()
    assert 'name="g16-declarer"' in html and 'name="g17-declarer"' not in html
    # Seat 1 deals game 1 and sits out: no fields of his; seat 2 deals game 2.
    assert 'name="g1-points_1"' not in html and 'name="g1-points_2"' in html
    assert 'name="g2-points_2"' not in html and 'name="g2-points_1"' in html
    refused = _preview(organiser_client, url, {"g1-declarer": "1", "g1-points_2": "90",
                                               "g1-points_3": "40"})
    assert "deelt spel 1 en past." in refused
    played = Played(2, {2: 90, 3: 40, 4: 32}, {}, leave_empty=4)
    assert post_sheet(organiser_client, url, [played]) == 302
    assert ScoreSheet.objects.get().seat_totals == [0, 90, 40, 32]
    assert Game.objects.get().detail["seat_points"] == [None, 90, 40, 32]


def _entered_by_table(club: Club, **rules: object) -> tuple[Round, list[Seat], Client, str]:
    """Table 1 types its twelve games on its own phone: the sheet waits for its check."""
    _url, seats = _table_of_three(club, table_entry=True, **rules)
    round_ = Round.objects.get()
    token = table_token(round_, 1)
    phone = Client()
    assert post_sheet(phone, reverse("scoring:table_sheet", args=[token]), GAMES * 4) == 302
    return round_, seats, phone, token


def test_a_sheet_the_table_entered_waits_for_another_player_to_check_it(club: Club) -> None:
    round_, seats, phone, token = _entered_by_table(club)
    sheet = ScoreSheet.objects.get()
    assert (sheet.source, sheet.confirmation, sheet.status) == ("TABLE", "AWAITING", "COMPLETE")
    done = phone.get(reverse("scoring:table_sheet_done", args=[token])).content.decode()
    assert f"{seats[0].number} {seats[0].member.name} 1.088" in done
    assert "Nu controleert een andere speler van de tafel het" in done
    assert "het andere paar" not in done
    assert unconfirmed(round_.evening) == [(1, 1)]  # the round waits for it


def test_another_player_types_the_digits_and_confirms(club: Club) -> None:
    round_, _seats, phone, token = _entered_by_table(club)
    right = check_number(round_, 1)
    wrong = phone.post(reverse("scoring:table_check_number", args=[token]),
                       {"number": right[:-1] + str((int(right[-1]) + 1) % 10)},
                       follow=True).content.decode()
    assert "Dat is niet het nummer op het strookje." in wrong
    opened = phone.post(reverse("scoring:table_check_number", args=[token]),
                        {"number": right})
    # The code is signed with the time: it names table 1's check, whichever second it was.
    check_url = opened["Location"]
    assert resolve(check_url).url_name == "table_check"
    checked, table, _generation = read_check_token(resolve(check_url).kwargs["token"])
    assert (checked.pk, table) == (round_.pk, 1)
    page = phone.get(check_url).content.decode()
    assert "Ja, elk spel klopt" in page
    assert "1.088" in page  # the totals of the sheet as entered
    sheet = ScoreSheet.objects.get()
    assert phone.post(check_url, {"action": "confirm", "version": sheet.version}
                      ).status_code == 302
    sheet.refresh_from_db()
    assert sheet.confirmation == "CONFIRMED"
    assert unconfirmed(round_.evening) == []
    logged = Activity.objects.get(action=Action.CONFIRMED)
    assert logged.new == {"seat_totals": sheet.seat_totals}


def test_a_player_who_disagrees_sends_his_version_and_the_organisers_decide(
        club: Club, organiser_client: Client) -> None:
    round_, _seats, phone, _token = _entered_by_table(club)
    check_url = reverse("scoring:table_check", args=[check_token(round_, 1)])
    sheet = ScoreSheet.objects.get()
    # Game 1 was 90/40/32 for seats 1, 2, 3; the checker has 40 and 90 the other way round.
    mine = {**{k: v for n, g in enumerate(GAMES * 4, start=1) for k, v in g.post(n).items()},
            "g1-points_1": "40", "g1-points_2": "90"}
    assert phone.post(check_url, {"version": sheet.version, "reason": "", **mine}
                      ).status_code == 200  # no reason: nothing recorded
    sheet.refresh_from_db()
    assert sheet.confirmation == "AWAITING"
    assert phone.post(check_url, {"version": sheet.version, "reason": "Spel 1 andersom",
                                  **mine}).status_code == 302
    sheet.refresh_from_db()
    assert (sheet.confirmation, sheet.dispute_reason) == ("DISPUTED", "Spel 1 andersom")
    counter = sheet.counter_version
    assert isinstance(counter, dict)
    was, now = rule_text_scores(GAMES[0]), rule_text_scores(Played(1, {1: 40, 2: 90, 3: 32}, {}))
    assert sheet.seat_totals is not None
    assert counter["seat_totals"] == [total - was[seat] + now[seat]  # game 1 now a nat
                                      for seat, total in enumerate(sheet.seat_totals, start=1)]
    assert counter["games"][0]["seat_points"] == [40, 90, 32]
    logged = Activity.objects.get(action=Action.DISPUTED)
    assert logged.new == {"reason": "Spel 1 andersom", "seat_totals": counter["seat_totals"]}

    # The organisers see both versions beside the sheet; saving theirs settles it.
    url = sheet_url(round_.evening)
    page = organiser_client.get(url).content.decode()
    assert "Betwist door een andere speler van de tafel" in page
    assert "Spel 1 andersom" in page
    assert "Zoals de speler die controleerde het heeft" in page
    assert post_sheet(organiser_client, url, GAMES * 4) == 302
    sheet.refresh_from_db()
    assert (sheet.source, sheet.confirmation) == ("ORGANISER", Confirmation.NOT_NEEDED)
    assert unconfirmed(round_.evening) == []


def test_a_sheet_saved_meanwhile_is_not_overwritten(club: Club, organiser_client: Client
                                                   ) -> None:
    url, seats = _table_of_three(club)
    assert post_sheet(organiser_client, url, GAMES[:1]) == 302
    data = {"version": "0", "seating": "-".join(str(s.member_id) for s in seats),
            **GAMES[1].post(1)}
    response = organiser_client.post(url, data)
    assert response.status_code == 200
    assert "Iemand anders heeft deze kaart intussen opgeslagen" in response.content.decode()
    assert ScoreSheet.objects.get().seat_totals == [90, 40, 32]  # the first save's


def test_only_the_totals(club: Club, organiser_client: Client) -> None:
    url, seats = _table_of_three(club, entry_mode=EntryMode.TOTALS_ONLY)
    page = organiser_client.get(url)
    assert 'name="seat_1"' in page.content.decode()
    base = {"version": "0", "seating": "-".join(str(s.member_id) for s in seats)}
    low = organiser_client.post(url, {**base, "seat_1": "-10", "seat_2": "700",
                                      "seat_3": "900"})
    assert "kan niet: van 0 tot" in low.content.decode()
    few = organiser_client.post(url, {**base, "seat_1": "100", "seat_2": "100",
                                      "seat_3": "100"})
    assert "Samen zijn de totalen 300: de spellen van een boom geven minstens 1.944." in (
        few.content.decode())
    assert not ScoreSheet.objects.exists()
    assert organiser_client.post(url, {**base, "seat_1": "812", "seat_2": "640",
                                       "seat_3": "702"}).status_code == 302
    sheet = ScoreSheet.objects.get()
    assert (sheet.totals_only, sheet.seat_totals, sheet.status) == (
        True, [812, 640, 702], SheetStatus.COMPLETE)


def test_totals_saved_meanwhile_are_shown_and_saving_again_stores_yours(
        club: Club, organiser_client: Client) -> None:
    url, _seats = _table_of_three(club, entry_mode=EntryMode.TOTALS_ONLY)
    opened = hidden_inputs(organiser_client.get(url).content.decode())
    mine = {"seat_1": "812", "seat_2": "640", "seat_3": "702"}
    assert organiser_client.post(url, {**opened, "seat_1": "702", "seat_2": "812",
                                       "seat_3": "640"}).status_code == 302  # someone else
    html = organiser_client.post(url, {**opened, **mine}).content.decode()
    assert "Iemand anders heeft deze kaart intussen opgeslagen" in html
    shown = re.search(r"Waarden die iemand anders heeft opgeslagen:</strong>([^<]*)", html)
    assert shown is not None, html
    assert re.findall(r"\b(702|812|640)\b", shown.group(1)) == ["702", "812", "640"]
    assert ScoreSheet.objects.get().seat_totals == [702, 812, 640]
    assert organiser_client.post(url, {**hidden_inputs(html), **mine}).status_code == 302
    assert ScoreSheet.objects.get().seat_totals == [812, 640, 702]


def test_a_round_to_a_target_ends_in_the_game_that_reaches_it(club: Club,
                                                              organiser_client: Client) -> None:
    url, _seats = _table_of_three(club, play_to_target=True, target_score=500)
    # 160 a game for seat 1: 640 after game 4; a fifth game cannot follow.
    games = [*(Played(1, {1: 160, 2: 2, 3: 0}, {}) for _ in range(4)),
             Played(2, {1: 60, 2: 60, 3: 42}, {})]
    html = _preview(organiser_client, url, {k: v for n, g in enumerate(games, start=1)
                                            for k, v in g.post(n).items()})
    line = re.search(r'id="errors-5" hx-swap-oob="true">(.*?)</tr>', html, re.S)
    assert line and "De boom was uit na spel 4 (500 gehaald)" in line.group(1)
    assert post_sheet(organiser_client, url, games) == 200
    assert not ScoreSheet.objects.exists()
    assert post_sheet(organiser_client, url, games[:4]) == 302
    sheet = ScoreSheet.objects.get()
    assert (sheet.status, sheet.seat_totals) == (SheetStatus.COMPLETE, [640, 8, 0])


def test_under_the_replay_policy_a_revoked_row_holds_the_replayed_game(
        club: Club, organiser_client: Client) -> None:
    url, _seats = _table_of_three(club, revoke_policy="REPLAY")
    replayed = Played(1, {1: 90, 2: 40, 3: 32}, {}, revoke=2)
    assert post_sheet(organiser_client, url, [replayed]) == 302
    game = Game.objects.get()
    assert (game.replayed, game.revoke_seat, game.detail["seat_scores"]) == (True, 2, [90, 40, 32])
    assert ">overgespeeld<" in organiser_client.get(url).content.decode()


def test_a_revoke_loses_the_game_for_the_offenders_side(club: Club, organiser_client: Client
                                                       ) -> None:
    url, _seats = _table_of_three(club)  # the club's default: the other side gets 162
    games = [Played(1, {1: 30, 2: 20, 3: 10}, {}, revoke=1),
             Played(1, {1: 30, 2: 20, 3: 10}, {}, revoke=3)]
    assert post_sheet(organiser_client, url, games) == 302
    assert [g.detail["seat_scores"] for g in Game.objects.order_by("number")] == [
        [0, 162, 162], [162, 0, 0]]
