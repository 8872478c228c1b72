from __future__ import annotations

from django.core.management import call_command

from clubs.management.commands.load_demo import DEMO_PASSWORD, DEMO_USERNAME
from clubs.models import Club, Member


def test_load_demo_is_idempotent(db: None, client):
    call_command("load_demo")
    call_command("load_demo")
    club = Club.objects.get(slug="troefboer")
    assert Member.objects.filter(club=club).count() == 30
    assert club.organisers.get().user.username == DEMO_USERNAME
    assert client.login(username=DEMO_USERNAME, password=DEMO_PASSWORD)
