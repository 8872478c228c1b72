"""Issue 10, through the real HTTP stack: a sheet form is saved only against what it was
opened for (findings 3, 6 and 9)."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import AnonymousUser
from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from clubs.errors import UserError
from clubs.models import Club, EntryMode
from scoring.models import ScoreSheet
from scoring.sheets.rows import Row, forced_declarer
from scoring.sheets.save import save_games
from scoring.sheets.tokens import table_token
from scoring.systems.klaverjas import KLAVERJAS
from tests.factories import check_in, make_evening, make_members, make_season
from tests.forms import hidden_inputs, submit
from tests.scoring.sheets.helpers import FULL, games, sheet_url
from tournament.models import Evening, Round, Seat
from tournament.seating.store import draw_round, swap_players, table_key


@pytest.fixture
def evening(club: Club) -> Evening:
    evening = make_evening(make_season(club, table_entry=True), round_count=4)
    check_in(evening, make_members(club, 8))
    for number in range(1, 5):
        draw_round(evening, number, seed=number)
    return evening


def names_at(evening: Evening, number: int, table: int) -> list[str]:
    return list(Seat.objects.filter(round__evening=evening, round__number=number, table=table)
                .order_by("number").values_list("member__name", flat=True))


def test_a_sheet_opened_before_a_redraw_is_not_stored_for_the_new_players(
    evening, organiser_client
):
    """Finding 3: open round 4 table 1, another organiser redraws round 4, then save."""
    url = sheet_url(evening, table=1, number=4)
    opened = hidden_inputs(organiser_client.get(url).content.decode())
    before = names_at(evening, 4, 1)
    draw_round(evening, 4, seed=999)
    after = names_at(evening, 4, 1)
    assert before != after
    response = organiser_client.post(url, {**opened, **games(FULL)})
    html = response.content.decode()
    assert response.status_code == 200
    assert "veranderd" in html and "Er is niets opgeslagen" in html
    assert all(name in html for name in after)  # the page says who plays there now
    assert not ScoreSheet.objects.exists()


def test_a_swap_after_opening_is_refused_too_and_a_fresh_page_saves(evening, organiser_client):
    url = sheet_url(evening, table=1, number=4)
    opened = hidden_inputs(organiser_client.get(url).content.decode())
    seats = Seat.objects.filter(round__evening=evening, round__number=4)
    swap_players(evening, 4, seats.get(number=1).member_id, seats.get(number=5).member_id)
    assert organiser_client.post(url, {**opened, **games(FULL)}).status_code == 200
    assert not ScoreSheet.objects.exists()
    assert submit(organiser_client, url, games(FULL)).status_code == 302
    assert ScoreSheet.objects.count() == 1


@pytest.mark.parametrize("version", [None, "", "x", "-1"])
def test_a_missing_or_broken_version_gets_a_clear_message(evening, organiser_client, version):
    """Finding 9: "correct the marked games" with no game marked."""
    url = sheet_url(evening)
    data = {**hidden_inputs(organiser_client.get(url).content.decode()), **games(FULL)}
    if version is None:
        del data["version"]
    else:
        data["version"] = version
    html = organiser_client.post(url, data).content.decode()
    assert "niet volledig geladen" in html
    assert "corrigeer de gemarkeerde spellen" not in html.lower()
    assert not ScoreSheet.objects.exists()


def totals_url(club: Club) -> str:
    """Table 1's sheet of a round of a season that keeps only the totals."""
    evening = make_evening(make_season(club, entry_mode=EntryMode.TOTALS_ONLY), round_count=1)
    check_in(evening, make_members(club, 4))
    draw_round(evening, 1, seed=1)
    return sheet_url(evening)


def test_the_totals_form_names_a_missing_version_too(club, organiser_client):
    url = totals_url(club)
    data = hidden_inputs(organiser_client.get(url).content.decode())
    del data["version"]
    html = organiser_client.post(url, {**data, "total_a": "1020", "total_b": "944"}
                                 ).content.decode()
    assert "niet volledig geladen" in html
    assert not ScoreSheet.objects.exists()


@pytest.mark.parametrize("digits", ["\u0661\u0660\u0660", "\uff11\uff10\uff10", "1_0"])
def test_points_in_other_digits_are_refused(evening, organiser_client, digits):
    """Finding 9: Arabic-Indic and full-width digits were read as 100."""
    response = submit(organiser_client, sheet_url(evening), games({1: digits}))
    assert "cijfers 0 tot 9" in response.content.decode()
    assert not ScoreSheet.objects.exists()


def test_an_unknown_approval_choice_changes_nothing(evening, organiser_client):
    """Finding 9: approved=maybe silently took the approval back."""
    round_ = Round.objects.get(evening=evening, number=1)
    round_.approved = True
    round_.save()
    url = f"/club/{evening.club.slug}/avond/{evening.pk}/boom/1/goedkeuren/"
    response = organiser_client.post(url, {"approved": "maybe"}, follow=True)
    assert "Onbekende keuze" in response.content.decode()
    round_.refresh_from_db()
    assert round_.approved


def table_link(evening: Evening, table: int = 1) -> str:
    round_ = Round.objects.select_related("evening").get(evening=evening, number=1)
    return reverse("scoring:table_sheet", args=[table_token(round_, table)])


def test_a_reopened_evening_retires_the_old_table_links(club, organiser_client):
    """Finding 6: close, reopen, and the old QR codes worked again."""
    evening = make_evening(make_season(club, table_entry=True, table_confirmation=False),
                           round_count=1)
    check_in(evening, make_members(club, 4))
    draw_round(evening, 1, seed=1)
    old = table_link(evening)
    assert submit(Client(), old, games(FULL)).status_code == 302
    organiser_client.post(f"/club/{club.slug}/avond/{evening.pk}/afsluiten/")
    closed = Client().get(old)  # closed: the code says so and whom to ask
    assert closed.templates[0].name == "scoring/table_closed.html" and closed.context["closed"]
    organiser_client.post(f"/club/{club.slug}/avond/{evening.pk}/heropenen/",
                          {"reason": "Tafel 1 telt opnieuw"})
    assert Client().get(old).status_code == 404  # reopened: the old code stays retired
    assert Client().post(old, games(FULL, version=1)).status_code == 404
    new = table_link(evening)
    assert new != old
    assert submit(Client(), new, games({1: 100}, version=1)).status_code == 302


def test_a_table_link_read_before_a_reopen_cannot_save_after_it(club, organiser):
    """The code's generation is checked again inside the save, under the evening's lock:
    a reopen between reading the code and saving retires it too."""
    evening = make_evening(make_season(club, table_entry=True), round_count=1)
    check_in(evening, make_members(club, 4))
    draw_round(evening, 1, seed=1)
    round_ = Round.objects.get(evening=evening)
    Evening.objects.filter(pk=evening.pk).update(link_generation=1)  # reopened meanwhile
    rows = [Row(number=1, declarer="B", points_a=90, points_b=72)]
    with pytest.raises(UserError) as refused:
        save_games(round_, 1, rows, sheet=KLAVERJAS, version=0, user=AnonymousUser(),
                   by_table=True, links=0)
    assert refused.value.code == "old_link"
    assert not ScoreSheet.objects.exists()


def test_a_save_takes_at_most_8_queries_whatever_it_checks(club, organiser):
    """Issue 14: lock the evening, read seats with the round, the sheet with its games, then
    write the sheet, its games, its history and the activity log: 8 queries."""
    evening = make_evening(make_season(club), round_count=1)
    check_in(evening, make_members(club, 8))
    draw_round(evening, 1, seed=1)
    round_ = Round.objects.get(evening=evening)
    rows = [Row(number=n, declarer=forced_declarer(n), points_a=90, points_b=72)
            for n in range(1, 13)]
    key = table_key(round_, 1)
    with CaptureQueriesContext(connection) as first:
        save_games(round_, 1, rows, sheet=KLAVERJAS, version=0, seating=key, user=organiser)
    with CaptureQueriesContext(connection) as correction:
        save_games(round_, 1, rows[:11], sheet=KLAVERJAS, version=1, seating=key, user=organiser)
    statements = [q["sql"] for q in correction.captured_queries if "SAVEPOINT" not in q["sql"]]
    assert len(statements) <= 8, statements
    assert len([q for q in first.captured_queries if "SAVEPOINT" not in q["sql"]]) <= 8


def test_the_live_preview_reads_the_games_without_building_the_form(club, organiser_client,
                                                                     monkeypatch):
    """Issue 14: the preview ran the whole 96-field form and 9 queries per keystroke. It
    now reads the games with the parser the form uses too, in 5 queries: the session, the
    account, the evening with its club, the organiser's role and the round."""
    from scoring.sheets import forms

    evening = make_evening(make_season(club), round_count=1)
    check_in(evening, make_members(club, 8))
    draw_round(evening, 1, seed=1)
    url = sheet_url(evening)
    opened = hidden_inputs(organiser_client.get(url).content.decode(), form_id="sheet-form")
    built: list[object] = []
    monkeypatch.setattr(forms.SheetForm, "__init__", lambda *a, **k: built.append(a))
    data = {**opened, **games({1: 90, 2: 170, 3: 100}), "g3-points_b": "100", "preview": "1"}
    with CaptureQueriesContext(connection) as queries:
        html = organiser_client.post(url, data, HTTP_HX_REQUEST="true").content.decode()
    assert built == [] and len(queries) <= 5
    monkeypatch.undo()
    page = organiser_client.post(url, {k: v for k, v in data.items() if k != "preview"}
                                 ).content.decode()
    for message in ("hoogstens 162", "tellen op tot 200"):
        assert message in html and message in page  # the same words as a refused save


def test_totals_saved_meanwhile_are_shown_and_saving_again_stores_yours(club, organiser,
                                                                         organiser_client):
    """Two people type the same table's totals: the second is told what the first saved and
    saves again from the page as it now is (it was refused for ever until reloaded)."""
    url = totals_url(club)
    opened = hidden_inputs(organiser_client.get(url).content.decode())
    first = Client()
    first.force_login(organiser)
    assert submit(first, url, {"total_a": "1020", "total_b": "944"}).status_code == 302
    html = organiser_client.post(url, {**opened, "total_a": "1000", "total_b": "964"}
                                 ).content.decode()
    assert "Iemand anders heeft deze kaart intussen opgeslagen" in html
    assert "paar A 1.020, paar B 944" in html
    assert (ScoreSheet.objects.get().total_a, ScoreSheet.objects.get().total_b) == (1020, 944)
    again = hidden_inputs(html)
    assert again["version"] == "1"
    assert organiser_client.post(url, {**again, "total_a": "1000", "total_b": "964"}
                                 ).status_code == 302
    assert (ScoreSheet.objects.get().total_a, ScoreSheet.objects.get().total_b) == (1000, 964)
