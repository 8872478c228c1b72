from __future__ import annotations

import re

import pytest
from django.contrib.auth.models import User
from django.core import mail
from django.test import Client
from django.utils.http import urlencode

from clubs.models import Club, Organiser, Role
from tests.factories import make_club, make_user


def test_it_shows_the_login_form(db: None, client: Client):
    response = client.get("/login/")
    assert response.status_code == 200
    assert b'name="username"' in response.content


def test_it_logs_in_and_out(db: None, client: Client):
    make_user("piet", password="geheim-wachtwoord-1")
    response = client.post("/login/", {"username": "piet", "password": "geheim-wachtwoord-1"})
    assert response.status_code == 302
    assert client.get("/").context["user"].username == "piet"
    response = client.post("/logout/")
    assert response.status_code == 302
    assert not client.get("/").context["user"].is_authenticated


def test_it_says_in_dutch_when_the_password_is_wrong(db: None, client: Client):
    make_user("piet", password="geheim-wachtwoord-1")
    response = client.post("/login/", {"username": "piet", "password": "fout"})
    assert response.status_code == 200
    assert "Voer een juiste gebruikersnaam en wachtwoord in" in response.content.decode()


def test_admin_is_for_staff_only(db: None, client: Client):
    client.force_login(make_user("nostaff"))
    assert client.get("/admin/").status_code == 302
    staff = User.objects.create_superuser("boss", password="boss-pass-123")
    client.force_login(staff)
    assert client.get("/admin/").status_code == 200


# Issue 11: throttling, password change and reset -------------------------------------------


@pytest.mark.parametrize("login_url", ["/login/", "/admin/login/"])
def test_a_brute_force_loop_is_stopped_even_for_the_right_password(db: None, login_url):
    User.objects.create_superuser("piet", password="geheim-wachtwoord-1")
    client = Client()
    answers = [client.post(login_url, {"username": "piet", "password": f"fout{i}"}).status_code
               for i in range(30)]
    assert answers[:4] == [200] * 4  # told the password is wrong
    assert set(answers[4:]) == {429}  # the fifth wrong one locks the name out
    response = client.post(login_url, {"username": "piet", "password": "geheim-wachtwoord-1"})
    assert response.status_code == 429
    assert "Te veel verkeerde wachtwoorden" in response.content.decode()
    assert "_auth_user_id" not in client.session


def test_the_lockout_is_for_that_name_from_that_address_only(db: None):
    make_user("piet", password="geheim-wachtwoord-1")
    make_user("kees", password="geheim-wachtwoord-2")
    for _ in range(6):
        Client().post("/login/", {"username": "piet", "password": "fout"})
    response = Client().post("/login/", {"username": "kees", "password": "geheim-wachtwoord-2"})
    assert response.status_code == 302
    elsewhere = Client(REMOTE_ADDR="10.0.0.9")
    assert elsewhere.post("/login/", {"username": "piet", "password": "geheim-wachtwoord-1"}
                          ).status_code == 302


def test_an_organiser_changes_the_password(db: None, client: Client):
    user = make_user("piet", password="geheim-wachtwoord-1")
    client.force_login(user)
    response = client.post("/account/wachtwoord/", {
        "old_password": "geheim-wachtwoord-1", "new_password1": "nieuw-wachtwoord-22",
        "new_password2": "nieuw-wachtwoord-22"})
    assert response.status_code == 302
    fresh = Client()
    assert fresh.post("/login/", {"username": "piet", "password": "geheim-wachtwoord-1"}
                      ).status_code == 200
    assert fresh.post("/login/", {"username": "piet", "password": "nieuw-wachtwoord-22"}
                      ).status_code == 302


def test_a_forgotten_password_is_reset_by_email(db: None, client: Client):
    user = make_user("piet", password="geheim-wachtwoord-1")
    user.email = "piet@example.nl"
    user.save()
    for address in ("piet@example.nl", "nobody@example.nl"):  # the same answer for both
        response = client.post("/wachtwoord-vergeten/", {"email": address}, follow=True)
        assert "Kijk in uw e-mail" in response.content.decode()
    assert len(mail.outbox) == 1 and mail.outbox[0].to == ["piet@example.nl"]
    link = re.search(r"https?://[^/\s]+(/wachtwoord-vergeten/\S+/)", str(mail.outbox[0].body))
    assert link
    form_page = client.get(link.group(1), follow=True)
    set_url = form_page.redirect_chain[-1][0]
    response = client.post(set_url, {"new_password1": "nieuw-wachtwoord-33",
                                     "new_password2": "nieuw-wachtwoord-33"})
    assert response.status_code == 302
    assert Client().post("/login/", {"username": "piet", "password": "nieuw-wachtwoord-33"}
                         ).status_code == 302


# Where a login lands


def _log_in(client: Client, next_url: str = "") -> str:
    query = f"?{urlencode({'next': next_url})}" if next_url else ""
    response = client.post(f"/login/{query}", {"username": "piet",
                                               "password": "geheim-wachtwoord-1"})
    assert response.status_code == 302
    return str(response["Location"])


def _piet_organises(*clubs: Club) -> None:
    piet = User.objects.get(username="piet")
    for club in clubs:
        Organiser.objects.create(club=club, user=piet, role=Role.ORGANISER)


def test_an_organiser_of_one_club_lands_on_its_page(db: None, client: Client):
    make_user("piet", password="geheim-wachtwoord-1")
    club = make_club()
    _piet_organises(club)
    assert _log_in(client) == f"/club/{club.slug}/"


def test_an_organiser_of_several_clubs_lands_on_the_list_of_clubs(db: None, client: Client):
    make_user("piet", password="geheim-wachtwoord-1")
    _piet_organises(make_club(), make_club())
    assert _log_in(client) == "/"


def test_an_account_without_a_club_lands_at_home(db: None, client: Client):
    make_user("piet", password="geheim-wachtwoord-1")
    assert _log_in(client) == "/"


def test_a_safe_next_address_wins_and_another_site_does_not(db: None, client: Client):
    make_user("piet", password="geheim-wachtwoord-1")
    club = make_club()
    _piet_organises(club)
    assert _log_in(client, "/account/") == "/account/"
    client.post("/logout/")
    assert _log_in(client, "https://elders.example/") == f"/club/{club.slug}/"
