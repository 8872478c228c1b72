"""Running late, the organisers switch one round to only the totals: their choice per round,
logged, under the evening's lock, and the season's frozen rules stay as they are."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User
from django.test import Client

from clubs.models import Action, Activity, Club, EntryMode, GameSystem
from scoring.closing.service import approve_round
from scoring.models import ScoreSheet
from scoring.sheets.entry_mode import set_totals_only
from scoring.sheets.rows import Row, forced_declarer
from scoring.sheets.save import save_games, save_totals
from scoring.systems.klaverjas import KLAVERJAS
from tests.factories import check_in, make_evening, make_members, make_season
from tests.forms import hidden_inputs, submit
from tests.scoring.sheets.helpers import FULL, games, sheet_url
from tests.scoring.systems.klabberjass.helpers import klabberjass_evening
from tournament.models import Evening, EveningStatus, Round
from tournament.seating.store import draw_round


@pytest.fixture
def evening(club: Club) -> Evening:
    evening = make_evening(make_season(club), round_count=2)
    check_in(evening, make_members(club, 8))  # two tables
    draw_round(evening, 1, seed=7)
    return evening


def base(evening: Evening) -> str:
    return f"/club/{evening.club.slug}/avond/{evening.pk}/"


def switch_url(evening: Evening, number: int = 1) -> str:
    return base(evening) + f"boom/{number}/invoer/"


def round_of(evening: Evening, number: int = 1) -> Round:
    return Round.objects.get(evening=evening, number=number)


def rows() -> list[Row]:
    return [Row(number=n, declarer=forced_declarer(n), points_a=90, points_b=72)
            for n in range(1, 13)]


def is_totals_form(client: Client, url: str) -> bool:
    html = client.get(url).content.decode()
    totals, games_ = 'name="total_a"' in html, 'name="g1-points_a"' in html
    assert totals != games_, "a sheet page is either the totals or every game"
    return totals


def test_the_organiser_switches_a_round_to_only_the_totals_and_types_them(
        evening: Evening, organiser_client: Client, organiser: User):
    assert not is_totals_form(organiser_client, sheet_url(evening))
    dashboard = organiser_client.get(base(evening) + "scores/").content.decode()
    assert f'href="{switch_url(evening)}"' in dashboard
    asked = organiser_client.get(switch_url(evening)).content.decode()
    assert "Alleen de totalen voor boom 1?" in asked
    assert "blijft zo" in asked  # a sheet stored game by game stays that way

    done = submit(organiser_client, switch_url(evening), {})

    assert done.status_code == 302 and done["Location"] == base(evening) + "scores/"
    assert round_of(evening).totals_only
    assert is_totals_form(organiser_client, sheet_url(evening))
    saved = submit(organiser_client, sheet_url(evening), {"total_a": "1100", "total_b": "844"})
    assert saved.status_code == 302
    sheet = ScoreSheet.objects.get()
    assert (sheet.totals_only, sheet.status, sheet.total_a) == (True, "COMPLETE", 1100)
    line = Activity.objects.get(action=Action.ROUND_TOTALS_ONLY)
    assert (line.user, line.subject, line.evening_id) == (organiser, "boom 1", evening.pk)
    season = evening.season
    season.refresh_from_db()
    assert season.entry_mode == EntryMode.PER_GAME and season.rules_frozen()
    dashboard = organiser_client.get(base(evening) + "scores/").content.decode()
    assert "alleen totalen" in dashboard and f'href="{switch_url(evening)}"' not in dashboard


def test_a_sheet_stored_game_by_game_stays_detailed(evening: Evening, organiser_client: Client,
                                                   organiser: User):
    # a draft:
    save_games(round_of(evening), 2, rows()[:6], sheet=KLAVERJAS, version=0, user=organiser)
    set_totals_only(round_of(evening), totals_only=True, user=organiser)

    assert is_totals_form(organiser_client, sheet_url(evening, 1))
    assert not is_totals_form(organiser_client, sheet_url(evening, 2))
    finished = submit(organiser_client, sheet_url(evening, 2), games(FULL, version=1))
    assert finished.status_code == 302
    assert ScoreSheet.objects.get(table=2).games.count() == 12


def test_a_sheet_of_games_opened_before_the_switch_is_saved_as_typed(
        evening: Evening, organiser_client: Client, organiser: User):
    opened = organiser_client.get(sheet_url(evening)).content.decode()
    assert 'name="g1-points_a"' in opened
    set_totals_only(round_of(evening), totals_only=True, user=organiser)  # meanwhile, by another

    saved = organiser_client.post(sheet_url(evening), {**hidden_inputs(opened), **games(FULL)})

    assert saved.status_code == 302
    assert ScoreSheet.objects.get().games.count() == 12


def test_totals_opened_before_the_round_went_back_to_every_game_are_saved_as_typed(
        evening: Evening, organiser_client: Client, organiser: User):
    set_totals_only(round_of(evening), totals_only=True, user=organiser)
    opened = organiser_client.get(sheet_url(evening)).content.decode()
    assert 'name="total_a"' in opened
    set_totals_only(round_of(evening), totals_only=False, user=organiser)  # meanwhile

    saved = organiser_client.post(sheet_url(evening), {
        **hidden_inputs(opened), "total_a": "1100", "total_b": "844"})

    assert saved.status_code == 302
    assert ScoreSheet.objects.get().totals_only


def test_it_goes_back_to_every_game_until_a_sheet_holds_only_totals(
        evening: Evening, organiser_client: Client, organiser: User):
    set_totals_only(round_of(evening), totals_only=True, user=organiser)
    page = organiser_client.get(switch_url(evening)).content.decode()
    assert "Boom 1 weer elk spel?" in page

    back = submit(organiser_client, switch_url(evening), {})

    assert back.status_code == 302 and not round_of(evening).totals_only
    assert Activity.objects.filter(action=Action.ROUND_PER_GAME, subject="boom 1").count() == 1
    set_totals_only(round_of(evening), totals_only=True, user=organiser)
    save_totals(round_of(evening), 1, 1100, 844, sheet=KLAVERJAS, version=0, user=organiser)
    page = organiser_client.get(switch_url(evening)).content.decode()
    assert "voor tafel 1 zijn alleen de totalen opgeslagen" in page and "totals_only" not in page
    refused = organiser_client.post(switch_url(evening), {"totals_only": "0"}, follow=True)
    assert "kan niet terug naar elk spel" in refused.content.decode()
    assert round_of(evening).totals_only
    assert Activity.objects.filter(action=Action.ROUND_PER_GAME).count() == 1


def test_pressing_twice_switches_once(evening: Evening, organiser_client: Client):
    for _ in range(2):
        organiser_client.post(switch_url(evening), {"totals_only": "1"})
    assert round_of(evening).totals_only
    assert Activity.objects.filter(action=Action.ROUND_TOTALS_ONLY).count() == 1


@pytest.mark.parametrize(("state", "code"), [("closed", "evening_closed"),
                                             ("approved", "round_approved"),
                                             ("season totals", "season_totals_only")])
def test_it_refuses_a_closed_evening_an_approved_round_and_a_totals_season(
        evening: Evening, organiser: User, state: str, code: str):
    if state == "closed":
        Evening.objects.filter(pk=evening.pk).update(status=EveningStatus.CLOSED)
    elif state == "approved":
        approve_round(round_of(evening), approved=True, user=organiser)
    else:
        type(evening.season).objects.filter(pk=evening.season_id).update(
            entry_mode=EntryMode.TOTALS_ONLY)

    with pytest.raises(Exception) as refused:
        set_totals_only(round_of(evening), totals_only=True, user=organiser)

    assert getattr(refused.value, "code", None) == code
    assert not round_of(evening).totals_only
    assert not Activity.objects.filter(action=Action.ROUND_TOTALS_ONLY).exists()


def test_it_checks_ownership(evening: Evening, outsider_client: Client, runner_client: Client):
    assert outsider_client.post(switch_url(evening), {"totals_only": "1"}).status_code == 403
    anonymous = Client().post(switch_url(evening), {"totals_only": "1"})
    assert anonymous.status_code == 302 and anonymous["Location"].startswith("/login/")
    assert not round_of(evening).totals_only
    # Any organiser of the club may: it is a choice of the evening, not a season rule.
    assert runner_client.post(switch_url(evening), {"totals_only": "1"}).status_code == 302
    assert round_of(evening).totals_only


def test_an_unknown_choice_changes_nothing(evening: Evening, organiser_client: Client):
    response = organiser_client.post(switch_url(evening), {"totals_only": "ja"}, follow=True)
    assert "Onbekende keuze" in response.content.decode()
    assert not round_of(evening).totals_only


@pytest.mark.parametrize("system", [GameSystem.KRAKEN, GameSystem.KLAMMERN])
def test_every_pairs_game_system_takes_the_totals_after_the_switch(
        club: Club, organiser_client: Client, organiser: User, system: str):
    evening = make_evening(make_season(club, game_system=system), round_count=2)
    check_in(evening, make_members(club, 8))
    draw_round(evening, 1, seed=7)
    assert not is_totals_form(organiser_client, sheet_url(evening))

    set_totals_only(round_of(evening), totals_only=True, user=organiser)

    assert is_totals_form(organiser_client, sheet_url(evening))


def test_a_klabberjass_list_takes_each_players_total_after_the_switch(
        club: Club, organiser_client: Client, organiser: User):
    evening, _members = klabberjass_evening(club, 6)
    draw_round(evening, 1, seed=1)
    url = sheet_url(evening)
    assert 'name="seat_1"' not in organiser_client.get(url).content.decode()

    set_totals_only(round_of(evening), totals_only=True, user=organiser)

    saved = submit(organiser_client, url, {"seat_1": "-16", "seat_2": "9", "seat_3": "3"})
    assert saved.status_code == 302
    assert ScoreSheet.objects.get().seat_totals == [-16, 9, 3]
