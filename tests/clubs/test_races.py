"""Two people saving the same new name at the same moment, with real threads on PostgreSQL
(``tests.races``): the second gets the page's message, never a crash and never a
duplicate. The form's own check cannot see a row the other has not committed yet, so
these races end in the database's unique constraint."""

from __future__ import annotations

from functools import partial

import pytest
from django.contrib.auth.models import User
from django.contrib.messages import get_messages
from django.core.files.uploadedfile import SimpleUploadedFile
from django.http import HttpResponse
from django.test import Client

from clubs.board import roles
from clubs.models import Member, Organiser, Role
from tests.factories import make_club, make_organiser
from tests.forms import submit
from tests.races import ROUNDS, needs_postgresql, race

pytestmark = [needs_postgresql, pytest.mark.django_db(transaction=True)]


def _client(user: object) -> Client:
    client = Client()
    client.force_login(user)  # type: ignore[arg-type]
    return client


NAME_TAKEN = ("Er bestaat al een gebruiker met deze gebruikersnaam.",
              "Deze gebruikersnaam is nu bezet; kies een andere of log ermee in.")


def _messages(response: HttpResponse) -> list[str]:
    return [str(message) for message in get_messages(response.wsgi_request)]  # type: ignore[attr-defined]


def _post(responses: list[HttpResponse], client: Client, url: str, data: dict[str, str],
          page: str = "") -> None:
    responses.append(submit(client, url, data, page=page))


def test_two_organisers_adding_the_same_member_get_one_member_and_a_message():
    club = make_club()
    clients = [_client(make_organiser(club)), _client(make_organiser(club))]
    url = f"/club/{club.slug}/leden/nieuw/"
    for n in range(ROUNDS):
        name = f"Truus {n}"
        responses: list[HttpResponse] = []
        outcomes = race(*(partial(_post, responses, client, url, {"name": name})
                          for client in clients))
        assert outcomes == ["ok", "ok"], outcomes
        assert sorted(r.status_code for r in responses) == [200, 302]
        refused = next(r for r in responses if r.status_code == 200).content.decode()
        assert f"De vereniging heeft al een lid met de naam {name}." in refused
        assert Member.objects.filter(club=club, name=name).count() == 1


def test_two_organisers_importing_the_same_name_get_one_member_and_a_message():
    club = make_club()
    clients = [_client(make_organiser(club)), _client(make_organiser(club))]
    url = f"/club/{club.slug}/leden/import/"
    for n in range(ROUNDS):
        name = f"Anna {n}"
        for client in clients:  # both previewed the file before either confirmed
            client.post(url, {"file": SimpleUploadedFile("leden.csv", f"naam\n{name}\n".encode())})
        responses: list[HttpResponse] = []
        outcomes = race(*(partial(_post, responses, client, f"{url}bevestigen/", {},
                                  f"{url}controle/")
                          for client in clients))
        assert outcomes == ["ok", "ok"], outcomes
        shown = sorted(_messages(response) for response in responses)
        assert shown in (
            [["1 lid toegevoegd, 0 overgeslagen."], ["1 lid toegevoegd, 0 overgeslagen."]],
            [["0 leden toegevoegd, 1 overgeslagen."], ["1 lid toegevoegd, 0 overgeslagen."]],
            [["1 lid toegevoegd, 0 overgeslagen."],
             ["Er is niets ingelezen: een naam bestaat al. Probeer het opnieuw."]],
        ), shown
        assert Member.objects.filter(club=club, name=name).count() == 1


def test_two_people_signing_up_with_the_same_name_get_one_account_and_a_message():
    club = make_club()
    board = make_organiser(club)
    password = "klaverjas-2026!"
    for n in range(ROUNDS):
        username = f"truus{n}"
        links = [roles.invite(club, role=Role.ORGANISER, note="x", user=board)
                 .get_absolute_url() for _ in range(2)]
        responses: list[HttpResponse] = []
        outcomes = race(*(partial(_post, responses, Client(), link, {
            "signup": "1", "username": username, "email": "t@x.nl", "password1": password,
            "password2": password}) for link in links))
        assert outcomes == ["ok", "ok"], outcomes
        assert sorted(r.status_code for r in responses) == [200, 302]
        refused = next(r for r in responses if r.status_code == 200).content.decode()
        # The form's own check when the other's account was saved before it looked, the
        # database's constraint when both looked first.
        assert any(taken in refused for taken in NAME_TAKEN), refused
        assert User.objects.filter(username=username).count() == 1
        assert Organiser.objects.filter(club=club, user__username=username).count() == 1
