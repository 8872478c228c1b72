"""An evening with every kind of logged action, for the activity log's tests."""

from __future__ import annotations

from django.test import Client
from django.urls import reverse

from clubs.models import Member
from scoring.sheets.tokens import table_token
from tests.factories import make_evening, make_members, make_season
from tests.forms import hidden_inputs, submit
from tests.scoring.sheets.helpers import FULL, games, sheet_url
from tournament.models import Evening, Round


def play_a_logged_evening(club, organiser, organiser_client) -> Evening:
    """Every kind of evening action, through the pages: status, check-in and out, a guest,
    late arrival, draw, swap, sheets by the organiser and by a table, approval, closing and
    reopening."""
    season = make_season(club, table_entry=True, table_confirmation=False)
    evening = make_evening(season, round_count=1, status="PLANNED")
    members = make_members(club, 8)
    night = f"/club/{club.slug}/avond/{evening.pk}/"
    organiser_client.post(night + "status/", {"status": "CHECK_IN"})
    for member in members:
        organiser_client.post(night + f"aanmelden/{member.pk}/", {"present": "1"})
    organiser_client.post(night + f"aanmelden/{members[0].pk}/", {"present": "0"})
    organiser_client.post(night + f"aanmelden/{members[0].pk}/", {"present": "1"})
    organiser_client.post(night + "aanmelden/gast/", {"name": "Gast Gerrit"})
    organiser_client.post(night + f"aanmelden/{members[1].pk}/", {"present": "1"})
    page = organiser_client.get(night + "aanmelden/").content.decode()
    assert page  # the check-in page renders with the new guest
    submit(organiser_client, night + f"aanmelden/{members[1].pk}/bomen/",
           {"first_round": "1", "last_round": "1"}, page=night + "aanmelden/")
    guest = Member.objects.get(name="Gast Gerrit")
    organiser_client.post(night + f"aanmelden/{guest.pk}/", {"present": "0"})
    seating = hidden_inputs(organiser_client.get(night).content.decode(), night + "boom/1/loten/")
    organiser_client.post(night + "boom/1/loten/", {**seating, "mode": "RANDOM"})
    seating = hidden_inputs(organiser_client.get(night).content.decode(), night + "boom/1/wissel/")
    organiser_client.post(night + "boom/1/wissel/", {**seating, "member_a": members[0].pk,
                                                     "member_b": members[5].pk})
    submit(organiser_client, sheet_url(evening, table=1), games(FULL))
    round_ = Round.objects.select_related("evening").get(evening=evening)
    link = reverse("scoring:table_sheet", args=[table_token(round_, 2)])
    assert submit(Client(), link, games(FULL)).status_code == 302
    organiser_client.post(night + "boom/1/goedkeuren/", {"approved": "1"})
    organiser_client.post(night + "boom/1/goedkeuren/", {"approved": "0"})
    organiser_client.post(night + "boom/1/goedkeuren/", {"approved": "1"})
    organiser_client.post(night + "afsluiten/")
    organiser_client.post(night + "heropenen/", {"reason": "Tafel 2 telde verkeerd"})
    return evening
