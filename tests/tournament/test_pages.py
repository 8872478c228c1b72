"""Seasons, evenings, check-in and the draw through the real HTTP stack."""

from __future__ import annotations

import re
from collections import Counter
from datetime import timedelta

import pytest
from django.db import IntegrityError
from django.utils import timezone

from clubs.models import Club, ClubRules, PlayFormat
from scoring.models import ScoreSheet
from tests.factories import check_in, make_evening, make_members, make_season
from tests.forms import submit
from tests.tournament.helpers import post_seats, url
from tournament.models import Attendance, Evening, EveningStatus, Round, Season, Seat


@pytest.fixture
def season(club: Club) -> Season:
    return make_season(club)


@pytest.fixture
def evening(season: Season) -> Evening:
    return make_evening(season)


# Seasons -------------------------------------------------------------------------------


def test_it_creates_a_season_with_a_copy_of_the_club_rules(club, organiser_client):
    club.rules.bye_score = 1450
    club.rules.revoke_policy = "REPLAY"
    club.rules.save()
    response = submit(
        organiser_client, f"/club/{club.slug}/seizoen/nieuw/",
        {"name": "2026-2027", "start_date": "2026-09-01"}
    )
    season = Season.objects.get(club=club)
    assert response.status_code == 302
    assert (season.bye_score, season.revoke_policy) == (1450, "REPLAY")
    club.rules.bye_score = 1600
    club.rules.save()
    season.refresh_from_db()
    assert season.bye_score == 1450


def test_it_refuses_a_second_season_with_the_same_name(club, season, organiser_client):
    response = submit(
        organiser_client, f"/club/{club.slug}/seizoen/nieuw/",
        {"name": season.name, "start_date": "2026-09-01"}
    )
    assert response.status_code == 200
    assert "heeft al een seizoen met deze naam" in response.content.decode()
    assert Season.objects.filter(club=club).count() == 1


def test_a_season_the_database_refuses_for_another_reason_is_an_error(club, organiser_client):
    # Rules no season may have (a round of 13 games) are a bug, not a duplicate name.
    ClubRules.objects.filter(club=club).update(games_per_round=13)
    with pytest.raises(IntegrityError, match="season_games_per_round_12_16"):
        submit(organiser_client, f"/club/{club.slug}/seizoen/nieuw/",
               {"name": "2026-2027", "start_date": "2026-09-01"})


def test_season_create_checks_ownership(club, outsider_client, client):
    data = {"name": "X", "start_date": "2026-09-01"}
    assert outsider_client.post(f"/club/{club.slug}/seizoen/nieuw/", data).status_code == 403
    response = client.post(f"/club/{club.slug}/seizoen/nieuw/", data)
    assert response.status_code == 302 and "/login/" in response["Location"]
    assert not Season.objects.exists()


def _date_offered(client, season: Season) -> str:
    html = client.get(f"/club/{season.club.slug}/seizoen/{season.pk}/avond/nieuw/").content
    found = re.search(r'name="date" value="([\d-]+)"', html.decode())
    assert found, html
    return found.group(1)


def test_a_new_evening_starts_on_the_next_evening_day_of_the_season(season, organiser_client):
    today = timezone.localdate()
    for weeks in (1, 2):  # planned a week and two weeks ahead, on today's weekday
        Evening.objects.create(season=season, date=today + timedelta(weeks=weeks))
    assert _date_offered(organiser_client, season) == str(today + timedelta(weeks=3))


def test_a_first_evening_starts_on_the_club_evening_day_or_today(club, season,
                                                                 organiser_client):
    assert _date_offered(organiser_client, season) == str(timezone.localdate())
    today = timezone.localdate()
    for days in (6, 13):  # last season's evenings fell on tomorrow's weekday
        Evening.objects.create(season=season, date=today - timedelta(days=days))
    new_season = make_season(club)
    assert _date_offered(organiser_client, new_season) == str(today + timedelta(days=1))


def test_it_plans_an_evening_and_shows_the_existing_one_for_the_same_date(season,
                                                                          organiser_client):
    base = f"/club/{season.club.slug}/seizoen/{season.pk}/avond/nieuw/"
    assert organiser_client.post(base, {"date": "2026-10-02", "round_count": 4}).status_code == 302
    response = organiser_client.post(base, {"date": "2026-10-02", "round_count": 4}, follow=True)
    assert "al een speelavond op die datum" in response.content.decode()
    assert response.redirect_chain[-1][0] == season.evenings.get().get_absolute_url()
    assert season.evenings.count() == 1


# Check-in --------------------------------------------------------------------------------


def test_it_checks_members_in_and_out(club, evening, organiser_client):
    member = make_members(club, 1)[0]
    organiser_client.post(url(evening, f"aanmelden/{member.pk}/"), {"present": "1"})
    assert Attendance.objects.filter(evening=evening, member=member).exists()
    organiser_client.post(url(evening, f"aanmelden/{member.pk}/"), {"present": "0"})
    assert not Attendance.objects.filter(evening=evening, member=member).exists()


def test_checkin_checks_ownership(club, evening, outsider_client, client):
    member = make_members(club, 1)[0]
    target = url(evening, f"aanmelden/{member.pk}/")
    assert outsider_client.post(target, {"present": "1"}).status_code == 403
    assert client.post(target, {"present": "1"}).status_code == 302
    assert not Attendance.objects.exists()


def test_checkin_rejects_get(club, evening, organiser_client):
    member = make_members(club, 1)[0]
    assert organiser_client.get(url(evening, f"aanmelden/{member.pk}/")).status_code == 405


def test_checkin_cannot_tick_a_member_of_another_club(evening, other_club, organiser_client):
    stranger = make_members(other_club, 1)[0]
    response = organiser_client.post(url(evening, f"aanmelden/{stranger.pk}/"), {"present": "1"})
    assert response.status_code == 404
    assert not Attendance.objects.exists()


def test_checkin_page_searches_by_name(club, evening, organiser_client):
    make_members(club, 3, prefix="Klaas")
    make_members(club, 2, prefix="Piet")
    html = organiser_client.get(url(evening, "aanmelden/") + "?q=piet").content.decode()
    assert "Piet 001" in html and "Klaas 001" not in html


def test_it_adds_a_guest_and_refuses_a_duplicate_name(club, evening, organiser_client):
    organiser_client.post(url(evening, "aanmelden/gast/"), {"name": "Gast Gerrit"})
    guest = club.members.get(name="Gast Gerrit")
    assert guest.is_guest and Attendance.objects.filter(member=guest).exists()
    response = organiser_client.post(url(evening, "aanmelden/gast/"), {"name": "gast gerrit"},
                                     follow=True)
    assert "Er is al een lid met de naam gast gerrit" in response.content.decode()
    assert club.members.count() == 1


def test_a_late_arrival_plays_from_a_later_round(club, evening, organiser_client):
    members = make_members(club, 9)
    check_in(evening, members)
    late = members[0]
    submit(organiser_client, url(evening, f"aanmelden/{late.pk}/bomen/"),
           {"first_round": "2", "last_round": ""}, page=url(evening, "aanmelden/"))
    post_seats(organiser_client, evening, "boom/1/loten/", {"mode": "RANDOM"})
    post_seats(organiser_client, evening, "boom/2/loten/", {"mode": "RANDOM"})
    assert not Seat.objects.filter(round__number=1, member=late).exists()
    assert Seat.objects.filter(round__number=2, member=late).exists()


def test_leaving_before_arriving_is_refused(club, evening, organiser_client):
    member = make_members(club, 1)[0]
    check_in(evening, [member])
    response = organiser_client.post(url(evening, f"aanmelden/{member.pk}/bomen/"),
                                     {"first_round": "3", "last_round": "2"}, follow=True)
    assert "kan niet vertrekken voordat" in response.content.decode()
    assert Attendance.objects.get(member=member).last_round is None


# The draw ------------------------------------------------------------------------------------


def test_23_players_four_rounds_three_byes_each_nobody_sits_out_twice(
    club, evening, organiser_client
):
    check_in(evening, make_members(club, 23))
    for number in range(1, 5):
        response = post_seats(organiser_client, evening, f"boom/{number}/loten/",
                              {"mode": "RANDOM"})
        assert response.status_code == 302
    rounds = Round.objects.filter(evening=evening)
    assert rounds.count() == 4
    for round_ in rounds:
        assert round_.seats.count() == 23
        assert round_.seats.filter(table__isnull=True).count() == 3
        assert sorted(round_.seats.values_list("number", flat=True)) == list(range(1, 24))
    byes = Counter(Seat.objects.filter(round__evening=evening, table__isnull=True)
                   .values_list("member_id", flat=True))
    assert len(byes) == 12 and max(byes.values()) == 1
    evening.refresh_from_db()
    assert evening.status == EveningStatus.PLAYING
    html = organiser_client.get(url(evening)).content.decode()
    assert "Staande nummers" in html and "Deelt eerst" in html


def test_the_same_seed_gives_the_same_draw(club, evening, organiser_client):
    check_in(evening, make_members(club, 13))
    post_seats(organiser_client, evening, "boom/1/loten/", {"mode": "RANDOM", "seed": "4242"})
    first = list(Seat.objects.values_list("number", "member_id"))
    post_seats(organiser_client, evening, "boom/1/loten/", {"mode": "RANDOM", "seed": "4242"})
    assert list(Seat.objects.values_list("number", "member_id")) == first
    assert Round.objects.get().seed == 4242


def test_the_page_writes_a_seed_in_groups_of_three_and_takes_it_back_so(
        club, evening, organiser_client):
    check_in(evening, make_members(club, 13))
    post_seats(organiser_client, evening, "boom/1/loten/",
               {"mode": "RANDOM", "seed": "493813736"})
    first = list(Seat.objects.values_list("number", "member_id"))
    page = organiser_client.get(url(evening)).content.decode()
    shown = re.search(r"lotingscode ([0-9\xa0]+)<", page)
    assert shown is not None and shown.group(1) == "493\xa0813\xa0736"
    post_seats(organiser_client, evening, "boom/1/loten/", {"mode": "RANDOM", "seed": "5"})
    assert list(Seat.objects.values_list("number", "member_id")) != first
    post_seats(organiser_client, evening, "boom/1/loten/",  # typed with ordinary spaces
               {"mode": "RANDOM", "seed": "493 813 736"})
    assert Round.objects.get().seed == 493813736
    assert list(Seat.objects.values_list("number", "member_id")) == first


def test_drawing_with_three_players_is_refused(club, evening, organiser_client):
    check_in(evening, make_members(club, 3))
    response = post_seats(organiser_client, evening, "boom/1/loten/", {"mode": "RANDOM"},
                                     follow=True)
    assert "minstens vier aanwezige spelers" in response.content.decode()
    assert not Round.objects.exists()


def test_a_redraw_after_scores_exist_is_refused(club, evening, organiser_client):
    check_in(evening, make_members(club, 8))
    post_seats(organiser_client, evening, "boom/1/loten/", {"mode": "RANDOM"})
    round_ = Round.objects.get()
    seats = list(Seat.objects.values_list("number", "member_id"))
    ScoreSheet.objects.create(round=round_, table=1)
    response = post_seats(organiser_client, evening, "boom/1/loten/", {"mode": "RANDOM"},
                                     follow=True)
    assert "heeft al scores" in response.content.decode()
    assert list(Seat.objects.values_list("number", "member_id")) == seats


def test_a_round_cannot_be_drawn_before_the_previous_one(club, evening, organiser_client):
    check_in(evening, make_members(club, 8))
    response = post_seats(organiser_client, evening, "boom/2/loten/", {"mode": "RANDOM"},
                                     follow=True)
    assert "Loot eerst boom 1" in response.content.decode()
    assert not Round.objects.exists()


def test_swapping_two_players_exchanges_their_seats(club, evening, organiser_client):
    a, b, *rest = make_members(club, 8)
    check_in(evening, [a, b, *rest])
    post_seats(organiser_client, evening, "boom/1/loten/", {"mode": "RANDOM"})
    before = dict(Seat.objects.values_list("member_id", "number"))
    post_seats(organiser_client, evening, "boom/1/wissel/", {"member_a": a.pk, "member_b": b.pk})
    after = dict(Seat.objects.values_list("member_id", "number"))
    assert (after[a.pk], after[b.pk]) == (before[b.pk], before[a.pk])


def test_swapping_a_player_with_themselves_is_refused(club, evening, organiser_client):
    a, *rest = make_members(club, 8)
    check_in(evening, [a, *rest])
    post_seats(organiser_client, evening, "boom/1/loten/", {"mode": "RANDOM"})
    before = list(Seat.objects.values_list("member_id", "number"))
    response = post_seats(organiser_client, evening, "boom/1/wissel/",
                          {"member_a": a.pk, "member_b": a.pk}, follow=True)
    assert "twee verschillende spelers" in response.content.decode()
    assert list(Seat.objects.values_list("member_id", "number")) == before


def test_draw_and_swap_check_ownership(club, evening, outsider_client, client):
    check_in(evening, make_members(club, 8))
    for target in (url(evening, "boom/1/loten/"), url(evening, "boom/1/wissel/")):
        assert outsider_client.post(target, {"mode": "RANDOM"}).status_code == 403
        assert client.post(target, {"mode": "RANDOM"}).status_code == 302
    assert not Round.objects.exists()


def test_draw_rejects_get(evening, organiser_client):
    assert organiser_client.get(url(evening, "boom/1/loten/")).status_code == 405


def test_fixed_tables_keep_the_four_and_rotate_partners(club, evening, organiser_client):
    evening.season.format = PlayFormat.FIXED_TABLE
    evening.season.save()
    check_in(evening, make_members(club, 8))
    for number in (1, 2, 3):
        post_seats(organiser_client, evening, f"boom/{number}/loten/", {"mode": "FIXED_TABLES"})
    tables = [
        {frozenset(Seat.objects.filter(round__number=n, table=t).values_list("member_id",
                                                                              flat=True))
         for t in (1, 2)}
        for n in (1, 2, 3)
    ]
    assert tables[0] == tables[1] == tables[2]


# Status and visibility -----------------------------------------------------------------------


def test_the_evening_moves_only_along_allowed_steps(evening, organiser_client):
    organiser_client.post(url(evening, "status/"), {"status": "CLOSED"})
    evening.refresh_from_db()
    assert evening.status == EveningStatus.CHECK_IN
    organiser_client.post(url(evening, "status/"), {"status": "PLAYING"})
    evening.refresh_from_db()
    assert evening.status == EveningStatus.PLAYING


def test_a_private_club_shows_nothing_to_visitors(club, evening, client, outsider_client):
    club.standings_public = False
    club.save()
    assert client.get(url(evening)).status_code == 404
    assert outsider_client.get(url(evening)).status_code == 404


def test_a_public_evening_shows_seats_but_no_controls(club, evening, client, organiser_client):
    check_in(evening, make_members(club, 8))
    post_seats(organiser_client, evening, "boom/1/loten/", {"mode": "RANDOM"})
    html = client.get(url(evening)).content.decode()
    assert "Speler 001" in html
    assert "loten/" not in html and "wissel/" not in html


def test_the_season_rules_can_change_until_the_first_score_the_draw_s_after_it(
        club, season, organiser_client):
    url = f"/club/{club.slug}/seizoen/{season.pk}/regels/"
    data = {**season.rule_values(), "bye_score": 1450, "tie_break_2": ""}
    data = {k: ("on" if v is True else v) for k, v in data.items() if v is not False}
    response = submit(organiser_client, url, data)
    assert response.status_code == 302, response.content.decode()[-2000:]
    season.refresh_from_db()
    assert season.bye_score == 1450
    evening = make_evening(season)
    check_in(evening, make_members(club, 4))
    post_seats(organiser_client, evening, "boom/1/loten/", {"mode": "RANDOM"})
    ScoreSheet.objects.create(round=Round.objects.get(), table=1)
    html = submit(organiser_client, url, {**data, "bye_score": 1600, "variety_evenings": 2},
                  follow=True).content.decode()
    season.refresh_from_db()
    assert season.bye_score == 1450  # fixed: the season has scores
    assert season.variety_evenings == 2  # it steers later draws only: it can still change
    html = organiser_client.get(url).content.decode()
    assert "de regels liggen vast" in html
    assert re.search(r'<input[^>]*name="bye_score"[^>]*disabled', html)
    assert not re.search(r'<input[^>]*name="variety_evenings"[^>]*disabled', html)
    # The format is frozen with the season like the game: fixed tables are not switched on.
    submit(organiser_client, url, {**data, "format": "FIXED_TABLE"})
    season.refresh_from_db()
    assert season.format == "INDIVIDUAL_DRAW"
    assert re.search(r'<input[^>]*name="format"[^>]*value="FIXED_TABLE"[^>]*disabled', html)


def test_season_rules_check_ownership(club, season, outsider_client, client):
    url = f"/club/{club.slug}/seizoen/{season.pk}/regels/"
    assert outsider_client.post(url, {"bye_score": 1}).status_code == 403
    assert client.post(url, {"bye_score": 1}).status_code == 302
    season.refresh_from_db()
    assert season.bye_score == 1200
