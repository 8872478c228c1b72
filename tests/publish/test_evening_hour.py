"""The hour the club's evenings start: a club setting, since an evening knows only its
date, used by the players' calendar."""

from __future__ import annotations

from datetime import time

from clubs.models import Action, Activity, Club
from tests.forms import submit


def settings_form(club: Club, **changes: str) -> dict[str, str]:
    return {"name": club.name, "place": club.place, "standings_public": "on", **changes}


def test_a_new_club_starts_at_half_past_seven_and_the_board_can_change_it(club,
                                                                         organiser_client):
    assert club.evening_start == time(19, 30)
    url = f"/club/{club.slug}/instellingen/"
    page = organiser_client.get(url).content.decode()
    assert 'type="time" name="evening_start" value="19:30"' in page
    assert "Aanvang speelavonden" in page
    assert submit(organiser_client, url, settings_form(club, evening_start="20:15")
                  ).status_code == 302
    club.refresh_from_db()
    assert club.evening_start == time(20, 15)
    line = Activity.objects.get(club=club, action=Action.SETTINGS)
    assert (line.old, line.new) == ({"evening_start": "19:30:00"}, {"evening_start": "20:15:00"})
    log = organiser_client.get(f"/club/{club.slug}/logboek/").content.decode()
    assert "Aanvang speelavonden" in log and "20:15" in log and "20:15:00" not in log


def test_an_hour_that_is_not_one_is_refused_and_nothing_is_saved(club, organiser_client):
    url = f"/club/{club.slug}/instellingen/"
    for wrong in ("", "25:00", "half acht"):
        response = submit(organiser_client, url, settings_form(club, evening_start=wrong,
                                                               place="Assen"))
        assert response.status_code == 200
        assert ("Dit veld is verplicht." if not wrong else "Voer een geldige tijd in."
                ) in response.content.decode()
    club.refresh_from_db()
    assert (club.evening_start, club.place) == (time(19, 30), "Orvelte")
