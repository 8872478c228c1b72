from __future__ import annotations

from django.contrib.auth.models import User
from django.test import Client

from tests.factories import make_user


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
