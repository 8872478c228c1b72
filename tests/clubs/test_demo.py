from __future__ import annotations

from django.core.management import call_command

from clubs.models import Club, Member
from scoring.management.commands.load_demo import DEMO_PASSWORD, DEMO_USERNAME
from tournament.models import Season, Seat


def test_load_demo_is_idempotent(db: None, client):
    call_command("load_demo")
    call_command("load_demo")
    club = Club.objects.get(slug="troefboer")
    assert Member.objects.filter(club=club).count() == 30
    assert club.organisers.get().user.username == DEMO_USERNAME
    assert client.login(username=DEMO_USERNAME, password=DEMO_PASSWORD)


def test_the_demo_has_a_season_with_a_drawn_evening(db: None, client):
    call_command("load_demo")
    call_command("load_demo")
    season = Season.objects.get()
    assert season.evenings.count() >= 10
    drawn = season.evenings.get(round_set__number=1)
    assert Seat.objects.filter(round__evening=drawn).count() == 23
    html = client.get(drawn.get_absolute_url()).content.decode()
    assert "Tafel 5" in html and "Staande nummers" in html
