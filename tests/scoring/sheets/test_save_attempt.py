"""A save sent twice (its answer lost on the way: static/js/draft.js sends it again with the
same key) is stored once and answered as the first; another save is not mistaken for it."""

from __future__ import annotations

import pytest
from django.db import IntegrityError, transaction
from django.test import Client
from django.urls import reverse

from scoring.models import ScoreSheet, SheetChange
from scoring.sheets.tokens import table_token
from tests.factories import check_in, make_club, make_evening, make_members, make_season
from tests.forms import submit
from tests.scoring.sheets.helpers import FULL, games
from tournament.models import Evening, Round
from tournament.seating.store import draw_round

pytestmark = pytest.mark.django_db

KEY = "0123456789abcdef0123456789abcdef"


@pytest.fixture
def evening() -> Evening:
    evening = make_evening(make_season(make_club("Het Dubbele Antwoord"), table_entry=True,
                                       table_confirmation=False), round_count=1)
    check_in(evening, make_members(evening.season.club, 4))
    draw_round(evening, 1, seed=1)
    return evening


def link(evening: Evening) -> str:
    round_ = Round.objects.select_related("evening").get(evening=evening)
    return reverse("scoring:table_sheet", args=[table_token(round_, 1)])


def test_the_same_save_sent_twice_is_stored_once(evening):
    url = link(evening)
    sent = games(FULL, extra={"attempt": KEY})
    first = submit(Client(), url, sent, HTTP_X_SHEET_SEND="1")
    again = submit(Client(), url, sent, HTTP_X_SHEET_SEND="1")
    # Both answered "stored, go on to the thank-you page"; the second stored nothing.
    assert first.status_code == again.status_code == 204
    assert first["X-Sheet-Stored"] == again["X-Sheet-Stored"] == url + "klaar/"
    assert ScoreSheet.objects.get().version == 1
    assert list(SheetChange.objects.values_list("attempt", flat=True)) == [KEY]


def test_another_save_against_the_old_version_is_refused_as_changed(evening):
    url = link(evening)
    submit(Client(), url, games(FULL, extra={"attempt": KEY}), HTTP_X_SHEET_SEND="1")
    # Opened before the first save (version 0), sent after it.
    other = submit(Client(), url, games({1: 100}, version=0, extra={"attempt": "f" * 32}),
                   HTTP_X_SHEET_SEND="1")
    assert other.status_code == 200  # the page with both versions, nothing stored
    assert other.context["other"] is not None
    assert ScoreSheet.objects.get().games.get(number=1).points_a == 90


def test_a_page_posted_without_the_phone_is_redirected_as_before(evening):
    response = submit(Client(), link(evening), games(FULL))
    assert response.status_code == 302
    assert SheetChange.objects.get().attempt == ""


def test_the_database_refuses_a_key_twice_for_one_sheet(evening):
    submit(Client(), link(evening), games(FULL, extra={"attempt": KEY}))
    change = SheetChange.objects.get()
    with pytest.raises(IntegrityError), transaction.atomic():
        SheetChange.objects.create(sheet=change.sheet, new={}, attempt=KEY)
    SheetChange.objects.create(sheet=change.sheet, new={}, attempt="")
    SheetChange.objects.create(sheet=change.sheet, new={}, attempt="")
