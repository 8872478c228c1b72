"""Issue 11: every organiser and table action of an evening appears in the activity log,
with who did it and the values before and after; the log only grows."""

from __future__ import annotations

import pytest

from clubs.models import Action, Activity
from tests.clubs.helpers import play_a_logged_evening
from tests.factories import make_members
from tests.forms import submit


def actions(club, evening=None) -> list[tuple[str, str, str]]:
    lines = Activity.objects.filter(club=club)
    if evening is not None:
        lines = lines.filter(evening_id=evening.pk)
    return [(a.action, a.user.username if a.user else "", a.by_table)
            for a in lines.order_by("pk")]


def test_every_action_of_an_evening_is_in_the_log(club, organiser, organiser_client):
    evening = play_a_logged_evening(club, organiser, organiser_client)
    night = f"/club/{club.slug}/avond/{evening.pk}/"

    logged = actions(club, evening)
    me = organiser.username
    assert logged == [
        ("EVENING_STATUS", me, ""),
        *[("CHECKED_IN", me, "")] * 8,
        ("CHECKED_OUT", me, ""), ("CHECKED_IN", me, ""),
        ("GUEST", me, ""), ("CHECKED_IN", me, ""),
        ("ATTENDANCE", me, ""),
        ("CHECKED_OUT", me, ""),
        ("DRAW", me, ""), ("SWAP", me, ""),
        ("SHEET", me, ""), ("SHEET", "", "tafel 2"),
        ("APPROVED", me, ""), ("UNAPPROVED", me, ""), ("APPROVED", me, ""),
        ("CLOSED", me, ""), ("REOPENED", me, ""),
    ]
    attendance = Activity.objects.get(club=club, action=Action.ATTENDANCE)
    assert (attendance.old, attendance.new) == ({"last_round": None}, {"last_round": 1})
    html = organiser_client.get(night + "scores/geschiedenis/").content.decode()
    assert "Tafel 2 telde verkeerd" in html and "tafel 2" in html


def test_club_changes_are_logged_with_old_and_new_values(club, organiser, organiser_client):
    submit(organiser_client, f"/club/{club.slug}/instellingen/",
           {"name": club.name, "place": "Assen"})  # standings_public unticked
    line = Activity.objects.get(club=club, action=Action.SETTINGS)
    assert line.user == organiser
    assert line.old == {"place": "Orvelte", "standings_public": True}
    assert line.new == {"place": "Assen", "standings_public": False}
    html = organiser_client.get(f"/club/{club.slug}/logboek/").content.decode()
    assert "Assen" in html and "Orvelte" in html


def test_the_log_only_grows(club, organiser):
    line = Activity.objects.create(club=club, action=Action.SETTINGS, subject="x")
    with pytest.raises(TypeError):
        line.save()
    with pytest.raises(TypeError):
        line.delete()
    with pytest.raises(TypeError):
        Activity.objects.filter(club=club).update(subject="y")
    with pytest.raises(TypeError):
        Activity.objects.filter(club=club).delete()
    assert Activity.objects.get().subject == "x"


def test_the_log_is_for_the_clubs_organisers(club, runner_client, outsider_client, client):
    url = f"/club/{club.slug}/logboek/"
    assert runner_client.get(url).status_code == 200
    assert outsider_client.get(url).status_code == 403
    assert client.get(url).status_code == 302


def test_the_admin_shows_club_data_but_changes_none(club, admin_client):
    member = make_members(club, 1)[0]
    for url in (f"/admin/clubs/club/{club.pk}/change/", f"/admin/clubs/member/{member.pk}/change/"):
        page = admin_client.get(url)
        assert page.status_code == 200
        assert 'name="_save"' not in page.content.decode()
        assert admin_client.post(url, {"name": "Gekaapt"}).status_code == 403
    assert admin_client.get("/admin/clubs/club/add/").status_code == 403
    member.refresh_from_db()
    assert member.name != "Gekaapt"
