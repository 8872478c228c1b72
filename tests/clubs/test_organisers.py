"""Organiser accounts of a club, managed by its organisers."""

from __future__ import annotations

from django.contrib.auth.models import User
from django.test import Client

from clubs.models import Organiser
from tests.factories import make_user


def url(club) -> str:
    return f"/club/{club.slug}/wedstrijdleiding/"


def test_it_adds_a_new_account_that_can_log_in(club, organiser_client):
    response = organiser_client.post(url(club), {"username": "truus", "password":
                                                 "klaverjas-2026!", "role": "BOARD"})
    assert response.status_code == 302
    assert Organiser.objects.get(club=club, user__username="truus").role == "BOARD"
    assert Client().login(username="truus", password="klaverjas-2026!")


def test_it_gives_an_existing_account_a_role_without_touching_its_password(
    club, organiser_client
):
    make_user("piet", password="eigen-wachtwoord-1")
    organiser_client.post(url(club), {"username": "Piet", "role": "ORGANISER"})
    assert Organiser.objects.filter(club=club, user__username="piet").exists()
    assert Client().login(username="piet", password="eigen-wachtwoord-1")


def test_a_new_account_needs_a_good_password(club, organiser_client):
    html = organiser_client.post(url(club), {"username": "kees", "password": "123",
                                             "role": "ORGANISER"}).content.decode()
    assert "Dit wachtwoord is te algemeen" in html
    html = organiser_client.post(url(club), {"username": "kees", "role": "ORGANISER"})
    assert "kies er een wachtwoord voor" in html.content.decode()
    assert not User.objects.filter(username="kees").exists()


def test_the_last_organiser_cannot_be_removed(club, organiser, organiser_client):
    role = Organiser.objects.get(club=club, user=organiser)
    response = organiser_client.post(f"{url(club)}{role.pk}/verwijderen/", follow=True)
    assert "minstens één wedstrijdleider" in response.content.decode()
    assert Organiser.objects.filter(pk=role.pk).exists()


def test_organisers_check_ownership(club, organiser, outsider_client, client):
    role = Organiser.objects.get(club=club, user=organiser)
    data = {"username": "indringer", "password": "klaverjas-2026!", "role": "BOARD"}
    assert outsider_client.post(url(club), data).status_code == 403
    assert client.post(url(club), data).status_code == 302
    assert outsider_client.post(f"{url(club)}{role.pk}/verwijderen/").status_code == 403
    assert not User.objects.filter(username="indringer").exists()
    assert Organiser.objects.filter(pk=role.pk).exists()


def test_removing_rejects_get(club, organiser, organiser_client):
    role = Organiser.objects.get(club=club, user=organiser)
    assert organiser_client.get(f"{url(club)}{role.pk}/verwijderen/").status_code == 405
