"""Score entry through the real HTTP stack: validation, policies, conflicts, history."""

from __future__ import annotations

import pytest
from django.test import Client

from clubs.models import Club, RevokePolicy
from scoring.models import Game, ScoreSheet, SheetChange, SheetStatus
from tests.forms import submit
from tests.scoring.sheets.helpers import FULL, games, sheet_evening, sheet_url
from tournament.models import Evening


@pytest.fixture
def evening(club: Club) -> Evening:
    return sheet_evening(club)


def test_it_saves_a_full_round_typed_one_number_per_game(evening, organiser_client):
    response = submit(organiser_client, sheet_url(evening), games(FULL))
    assert response.status_code == 302
    sheet = ScoreSheet.objects.get()
    assert sheet.status == SheetStatus.COMPLETE
    assert list(sheet.games.values_list("points_b", flat=True)) == [72] * 12
    # Forced declarer: game 1 is played by pair B (the player after the dealer); B has 72
    # of 162 and is nat, so A gets 162. Game 2 is played by A: 90 + 72 as typed.
    assert (Game.objects.get(number=1).score_a, Game.objects.get(number=1).score_b) == (162, 0)
    assert (Game.objects.get(number=2).score_a, Game.objects.get(number=2).score_b) == (90, 72)


def test_it_shows_each_mistake_with_its_game_number_and_keeps_the_input(
    evening, organiser_client
):
    data = games({1: "abc", 2: 90, 3: 161, 4: 90}, extra={"g2-roem_a": "30", "g4-pit": "A"})
    response = submit(organiser_client, sheet_url(evening), data)
    html = response.content.decode()
    assert response.status_code == 200
    assert "Spel 1:" in html and "Typ een heel getal met de cijfers 0 tot 9" in html
    assert "Spel 2:" in html and "Roem 30 voor paar A kan niet" in html
    assert "Spel 3:" in html and "161 punten voor paar A" in html
    assert "Spel 4:" in html and "Een pit voor paar A vraagt alle 162 punten" in html
    assert 'value="abc"' in html or "abc" in html
    assert not ScoreSheet.objects.exists() and not Game.objects.exists()


def test_negative_and_huge_numbers_are_refused(evening, organiser_client):
    response = submit(organiser_client, sheet_url(evening), games({1: -5, 2: 99999}))
    html = response.content.decode()
    assert "Spel 1: Punten paar A kan niet negatief zijn." in html
    assert "Spel 2: Punten paar A kan hoogstens 162 zijn." in html
    assert not ScoreSheet.objects.exists()


def test_points_that_do_not_add_up_are_refused(evening, organiser_client):
    data = games({1: 100}, extra={"g1-points_b": "100"})
    html = submit(organiser_client, sheet_url(evening), data).content.decode()
    assert "De punten tellen op tot 200 in plaats van 162" in html
    assert not ScoreSheet.objects.exists()


def test_an_incomplete_sheet_is_saved_as_a_draft(evening, organiser_client):
    submit(organiser_client, sheet_url(evening), games({1: 90, 2: 80}))
    sheet = ScoreSheet.objects.get()
    assert sheet.status == SheetStatus.DRAFT and sheet.games.count() == 2


def test_a_game_number_beyond_the_round_is_ignored(evening, organiser_client):
    submit(organiser_client, sheet_url(evening), games({**FULL, 13: 90}))
    assert sorted(Game.objects.values_list("number", flat=True)) == list(range(1, 13))


def test_a_table_that_is_not_in_the_draw_gives_404(evening, organiser_client):
    assert organiser_client.get(sheet_url(evening, table=3)).status_code == 404
    assert submit(organiser_client, sheet_url(evening, table=3), games(FULL)).status_code == 404
    assert organiser_client.get(sheet_url(evening, number=2)).status_code == 404


def test_a_stale_form_is_refused_and_shows_the_other_values(
    evening, organiser, organiser_client
):
    submit(organiser_client, sheet_url(evening), games({1: 90}))  # first organiser: version 1
    other = Client()
    other.force_login(organiser)
    submit(organiser_client, sheet_url(evening), games({1: 100}, version=1))  # now version 2
    response = submit(other, sheet_url(evening), games({1: 55}, version=1))  # stale
    html = response.content.decode()
    assert "Iemand anders heeft deze kaart intussen opgeslagen" in html
    assert "<td class=\"number\">100</td>" in html
    assert Game.objects.get().points_a == 100


def test_the_same_form_posted_twice_is_refused_the_second_time(evening, organiser_client):
    data = games(FULL)
    submit(organiser_client, sheet_url(evening), data)
    response = submit(organiser_client, sheet_url(evening), data)
    assert response.status_code == 200
    assert ScoreSheet.objects.get().version == 1
    assert SheetChange.objects.count() == 1


def test_every_change_is_recorded_with_old_and_new_values(evening, organiser_client, organiser):
    submit(organiser_client, sheet_url(evening), games({1: 90}))
    submit(organiser_client, sheet_url(evening), games({1: 100}, version=1))
    latest = SheetChange.objects.first()
    assert latest is not None and latest.user == organiser and latest.old is not None
    assert latest.old["games"][0]["points_a"] == 90
    assert latest.new["games"][0]["points_a"] == 100
    html = organiser_client.get(
        f"/club/{evening.club.slug}/avond/{evening.pk}/scores/geschiedenis/").content.decode()
    assert "Punten A 90 · Punten B 72" in html and "Punten A 100 · Punten B 62" in html


def test_score_entry_checks_ownership(evening, outsider_client, client):
    assert submit(outsider_client, sheet_url(evening), games(FULL)).status_code == 403
    response = submit(client, sheet_url(evening), games(FULL))
    assert response.status_code == 302 and "/login/" in response["Location"]
    assert not ScoreSheet.objects.exists()


@pytest.mark.parametrize(
    ("policy", "score_a", "score_b", "penalty_on_seat_1"),
    [
        (RevokePolicy.AWARD_162, 0, 162, 0),
        (RevokePolicy.AWARD_262_ALL_ROEM, 0, 282, 0),
        (RevokePolicy.REPLAY, 120, 62, 0),
        (RevokePolicy.PENALTY, 120, 62, -100),
    ],
)
def test_a_revoke_is_scored_by_the_season_policy(
    evening, organiser_client, policy, score_a, score_b, penalty_on_seat_1
):
    season = evening.season
    season.revoke_policy = policy
    season.save()
    # Game 2 is played by pair A (forced: the player after the dealer, seat 3).
    data = games({2: 100}, extra={"g2-roem_a": "20", "g2-revoke": "A", "g2-points_b": "62"})
    if policy == RevokePolicy.PENALTY:
        data["g2-revoke_seat"] = "1"
    response = submit(organiser_client, sheet_url(evening), data)
    assert response.status_code == 302, response.content.decode()[-3000:]
    game = Game.objects.get()
    assert (game.score_a, game.score_b, game.penalty) == (score_a, score_b, penalty_on_seat_1)
    assert game.replayed == (policy == RevokePolicy.REPLAY)
