"""Issue 10, finding 5: a form opened before someone else's save never undoes that save.

Each case: two organisers open the same page; the first saves a change; the second saves
another field from the page opened earlier. The second save is refused, shows the first
one's value, and saving again after comparing goes through deliberately.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from django.test import Client

from clubs.board.forms import ClubRulesForm, ClubSettingsForm
from clubs.members.forms import MemberForm
from clubs.models import Club, ClubRules, Member
from clubs.versions import VersionedForm
from tests.factories import check_in, make_evening, make_members, make_season
from tests.forms import hidden_inputs
from tournament.checkin.forms import AttendanceForm
from tournament.models import Attendance, Season
from tournament.seasons.forms import SeasonRulesForm


def second_client(organiser) -> Client:
    client = Client()
    client.force_login(organiser)
    return client


def race_of_forms(first: Client, second: Client, page: str, url: str,
                  change: dict[str, str], other: dict[str, str], base: dict[str, str]):
    """Both open ``page``; ``first`` posts ``change``; ``second`` posts ``other`` from its
    older page. Returns the second's response and its hidden fields as re-rendered."""
    opened_first = hidden_inputs(first.get(page).content.decode(), "" if page == url else url)
    opened_second = hidden_inputs(second.get(page).content.decode(), "" if page == url else url)
    assert "version" in opened_second
    assert first.post(url, {**opened_first, **base, **change}).status_code == 302
    return second.post(url, {**opened_second, **base, **other}, follow=True)


def test_a_stale_settings_form_does_not_make_a_private_club_public(
    club, organiser, organiser_client
):
    url = f"/club/{club.slug}/instellingen/"
    base = {"name": club.name, "place": "Orvelte", "standings_public": "on"}
    second = second_client(organiser)
    change = {"standings_public": ""}  # unticked: the standings become private
    response = race_of_forms(organiser_client, second, url, url, change, {"place": "Assen"},
                             {k: v for k, v in base.items()})
    html = response.content.decode()
    club.refresh_from_db()
    assert not club.standings_public and club.place == "Orvelte"
    assert "Iemand anders heeft dit intussen opgeslagen" in html
    assert "Assen" in html  # yours, shown beside theirs
    # Saving again from the re-rendered page is a deliberate overwrite.
    again = {**hidden_inputs(html), "name": club.name, "place": "Assen"}
    assert second.post(url, again).status_code == 302
    club.refresh_from_db()
    assert club.place == "Assen" and not club.standings_public


def rules_data(rules: object, **changes: object) -> dict[str, str]:
    values = {**rules.rule_values(), **changes}  # type: ignore[attr-defined]
    return {k: ("on" if v is True else str(v)) for k, v in values.items() if v is not False}


@pytest.mark.parametrize("which", ["club", "season"])
def test_a_stale_rules_form_does_not_undo_a_rule(club, organiser, organiser_client, which):
    season = make_season(club)
    holder: object = club.rules if which == "club" else season
    url = (f"/club/{club.slug}/regels/" if which == "club"
           else f"/club/{club.slug}/seizoen/{season.pk}/regels/")
    base = rules_data(holder)
    response = race_of_forms(organiser_client, second_client(organiser), url, url,
                             {"bye_score": "1450"}, {"pit_bonus": "90"}, base)
    holder.refresh_from_db()  # type: ignore[attr-defined]
    assert (holder.bye_score, holder.pit_bonus) == (1450, 100)  # type: ignore[attr-defined]
    assert "Iemand anders heeft dit intussen opgeslagen" in response.content.decode()


def test_a_stale_member_form_does_not_undo_a_rename(club, organiser, organiser_client):
    member = Member.objects.create(club=club, name="Anna de Boer")
    url = f"/club/{club.slug}/leden/{member.pk}/"
    response = race_of_forms(organiser_client, second_client(organiser), url, url,
                             {"name": "Anna de Vries"}, {"name": "Anna de Boer",
                                                         "is_guest": "on"}, {})
    member.refresh_from_db()
    assert (member.name, member.is_guest) == ("Anna de Vries", False)
    assert "Anna de Vries" in response.content.decode()


def test_a_stale_attendance_form_does_not_undo_a_late_arrival(club, organiser, organiser_client):
    evening = make_evening(make_season(club))
    members = make_members(club, 4)
    check_in(evening, members)
    base = f"/club/{club.slug}/avond/{evening.pk}/aanmelden/"
    url = f"{base}{members[0].pk}/bomen/"
    response = race_of_forms(organiser_client, second_client(organiser), base, url,
                             {"first_round": "2", "last_round": ""},
                             {"first_round": "1", "last_round": "3"}, {})
    attendance = Attendance.objects.get(evening=evening, member=members[0])
    assert (attendance.first_round, attendance.last_round) == (2, None)
    assert "iemand anders" in response.content.decode()


CASES: list[tuple[str, Callable[[Club], str]]] = [
    ("settings", lambda club: f"/club/{club.slug}/instellingen/"),
    ("rules", lambda club: f"/club/{club.slug}/regels/"),
]


@pytest.mark.parametrize(("name", "url_of"), CASES)
def test_a_form_without_its_version_is_refused_with_a_message(club, organiser_client, name,
                                                              url_of):
    data = rules_data(club.rules) if name == "rules" else {"name": "Nieuw", "place": "X"}
    html = organiser_client.post(url_of(club), data).content.decode()
    assert "niet volledig geladen" in html
    club.refresh_from_db()
    assert club.name != "Nieuw"


@pytest.mark.parametrize("make_form", [
    lambda club: MemberForm({"version": ""}, club=club),
    lambda club: ClubSettingsForm({"version": ""}, instance=Club()),
    lambda club: ClubRulesForm({"version": ""}, instance=ClubRules(club=club)),
    lambda club: SeasonRulesForm({"version": ""}, instance=Season(club=club)),
    lambda club: AttendanceForm({"version": ""}, instance=Attendance(
        evening=make_evening(make_season(club)))),
], ids=["member", "club settings", "club rules", "season rules", "attendance"])
def test_a_form_for_a_new_row_leaves_its_version_at_the_default(
    club: Club, make_form: Callable[[Club], VersionedForm[Any]]
):
    # A new row's page sends the hidden version empty; the row must still get version 1.
    form = make_form(club)
    form.full_clean()
    assert form.instance.version == 1
