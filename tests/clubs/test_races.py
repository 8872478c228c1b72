"""Two people saving the same new name at the same moment, with real threads on PostgreSQL
(``tests.races``): the second gets the page's message, never a crash and never a
duplicate. The form's own check cannot see a row the other has not committed yet, so
these races end in the database's unique constraint."""

from __future__ import annotations

from functools import partial

import pytest
from django.http import HttpResponse
from django.test import Client

from clubs.models import Member
from tests.factories import make_club, make_organiser
from tests.forms import submit
from tests.races import ROUNDS, needs_postgresql, race

pytestmark = [needs_postgresql, pytest.mark.django_db(transaction=True)]


def _client(user: object) -> Client:
    client = Client()
    client.force_login(user)  # type: ignore[arg-type]
    return client


def _post(responses: list[HttpResponse], client: Client, url: str, data: dict[str, str]
          ) -> None:
    responses.append(submit(client, url, data))


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
