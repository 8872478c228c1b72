"""Check-in that keeps its place: with htmx a tick answers with the row, the count and the
feedback to swap in place; without JavaScript it posts and redirects, and an untick still
offers Undo. Through the real HTTP stack (the browser side: tests/e2e/test_checkin.py)."""

from __future__ import annotations

import pytest

from tests.factories import check_in, make_evening, make_members, make_season
from tournament.models import Attendance, Evening
from tournament.seating.store import draw_round

HTMX = {"HTTP_HX_REQUEST": "true"}


@pytest.fixture
def evening(club) -> Evening:
    return make_evening(make_season(club))


def toggle(evening: Evening, member_pk: int) -> str:
    return f"/club/{evening.season.club.slug}/avond/{evening.pk}/aanmelden/{member_pk}/"


def test_it_answers_htmx_with_the_row_count_and_feedback_in_place(club, evening,
                                                                  organiser_client):
    annie, bep = make_members(club, 2)
    check_in(evening, [bep])
    response = organiser_client.post(toggle(evening, annie.pk), {"present": "1"}, **HTMX)
    html = response.content.decode()
    assert response.status_code == 200
    assert response["HX-Trigger"] == "checked-in"  # the page empties and focuses the search
    assert f'<li id="member-{annie.pk}" class="checkin-row present" hx-swap-oob="true">' in html
    assert '<p id="present-count" hx-swap-oob="innerHTML">2 spelers aanwezig' in html
    assert f"{annie.name} is aanwezig." in html
    assert "<html" not in html  # a fragment, not a page


def test_an_untick_says_so_and_offers_undo(club, evening, organiser_client):
    annie = make_members(club, 1)[0]
    check_in(evening, [annie])
    response = organiser_client.post(toggle(evening, annie.pk), {"present": "0"}, **HTMX)
    html = response.content.decode()
    assert "HX-Trigger" not in response
    assert f"{annie.name} is afgemeld." in html
    assert "0 spelers aanwezig" in html
    undo = html.split(f"{annie.name} is afgemeld.")[1]
    assert f'action="{toggle(evening, annie.pk)}"' in undo
    assert 'name="present" value="1"' in undo and "Ongedaan maken" in undo
    assert not Attendance.objects.filter(member=annie).exists()
    # Undo is an ordinary check-in.
    organiser_client.post(toggle(evening, annie.pk), {"present": "1"}, **HTMX)
    assert Attendance.objects.filter(member=annie).exists()


def test_without_javascript_an_untick_redirects_to_a_page_with_undo(club, evening,
                                                                     organiser_client):
    annie = make_members(club, 1)[0]
    check_in(evening, [annie])
    response = organiser_client.post(toggle(evening, annie.pk), {"present": "0", "q": "Spe"})
    assert response.status_code == 302
    assert response["Location"].endswith(f"/aanmelden/?q=Spe&undo={annie.pk}")
    html = organiser_client.get(response["Location"]).content.decode()
    assert f"{annie.name} is afgemeld." in html and "Ongedaan maken" in html
    # Once they are back, the page offers no Undo any more.
    organiser_client.post(toggle(evening, annie.pk), {"present": "1"})
    html = organiser_client.get(response["Location"]).content.decode()
    assert "Ongedaan maken" not in html


def test_a_refused_untick_is_named_in_the_feedback(club, evening, organiser_client):
    members = make_members(club, 4)
    check_in(evening, members)
    draw_round(evening, 1, seed=1)
    response = organiser_client.post(toggle(evening, members[0].pk), {"present": "0"}, **HTMX)
    html = response.content.decode()
    assert "heeft vanavond al een plaats gehad" in html
    assert 'class="message error"' in html
    assert Attendance.objects.filter(member=members[0]).exists()


def test_the_undo_offer_checks_ownership(club, other_club, evening, outsider_client):
    stranger = make_members(other_club, 1)[0]
    annie = make_members(club, 1)[0]
    page = f"/club/{club.slug}/avond/{evening.pk}/aanmelden/?undo={stranger.pk}"
    assert outsider_client.get(page).status_code == 403
    assert outsider_client.post(toggle(evening, annie.pk), {"present": "1"}, **HTMX
                                ).status_code == 403


def test_a_closed_evenings_check_in_is_shown_not_offered(club, evening, organiser_client):
    """Found by a newcomer: its buttons were there, and pressing one was only refused."""
    members = make_members(club, 2, prefix="Gesloten")
    check_in(evening, members[:1])
    Evening.objects.filter(pk=evening.pk).update(status="CLOSED")
    page = f"/club/{club.slug}/avond/{evening.pk}/aanmelden/"
    html = organiser_client.get(page).content.decode()
    assert "Deze avond is afgesloten: wie er was kan niet meer veranderen." in html
    assert 'name="present"' not in html and "Gast toevoegen" not in html
    assert html.count("✓ Aanwezig") == 1  # who was there is still shown
