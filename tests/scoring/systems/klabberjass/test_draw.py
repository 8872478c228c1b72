"""The evening's seat draw of a Klabberjass tournament: tables of three and four (seed 001),
seeded, reproducible, with the seat list page and PDF."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from clubs.errors import UserError
from clubs.models import Action, Activity, Club
from tests.scoring.systems.klabberjass.helpers import klabberjass_evening
from tournament.models import Seat
from tournament.seating import store


def tables_of(evening_pk: int, number: int) -> dict[int, list[int]]:
    tables: dict[int, list[int]] = {}
    for table, member in Seat.objects.filter(round__evening_id=evening_pk, round__number=number
                                             ).order_by("number").values_list("table", "member_id"):
        tables.setdefault(table or 0, []).append(member)
    return tables


def test_it_seats_fourteen_players_at_tables_of_three_three_four_four(club: Club) -> None:
    evening, members = klabberjass_evening(club, 14)
    store.draw_round(evening, 1, seed=7)
    tables = tables_of(evening.pk, 1)
    # 001: "am letzten und vorletzten Tisch vier Spieler"
    assert [len(tables[t]) for t in sorted(tables)] == [3, 3, 4, 4]
    assert sorted(m for seats in tables.values() for m in seats) == sorted(m.pk for m in members)
    assert not Seat.objects.filter(round__evening=evening, table__isnull=True).exists()


def test_it_draws_the_same_tables_from_the_same_seed(club: Club) -> None:
    evening, _members = klabberjass_evening(club, 13)
    store.draw_round(evening, 1, seed=42)
    first = tables_of(evening.pk, 1)
    store.draw_round(evening, 1, seed=42)
    assert tables_of(evening.pk, 1) == first
    assert [len(first[t]) for t in sorted(first)] == [3, 3, 3, 4]


def test_it_avoids_earlier_table_mates_in_round_two(club: Club) -> None:
    evening, _members = klabberjass_evening(club, 14)
    store.draw_round(evening, 1, seed=3)
    store.draw_round(evening, 2, seed=4)
    mates = {frozenset((a, b)) for seats in tables_of(evening.pk, 1).values()
             for a in seats for b in seats if a < b}
    again = [frozenset((a, b)) for seats in tables_of(evening.pk, 2).values()
             for a in seats for b in seats if a < b and frozenset((a, b)) in mates]
    assert again == []
    assert Activity.objects.filter(action=Action.DRAW).count() == 2


def test_it_refuses_five_players(club: Club) -> None:
    evening, _members = klabberjass_evening(club, 5)
    with pytest.raises(UserError) as error:
        store.draw_round(evening, 1, seed=1)
    assert error.value.code == "impossible_player_count"
    assert not Seat.objects.exists()


def test_it_swaps_two_players_between_tables(club: Club) -> None:
    evening, _members = klabberjass_evening(club, 7)
    store.draw_round(evening, 1, seed=5)
    before = tables_of(evening.pk, 1)
    a, b = before[1][0], before[2][0]
    store.swap_players(evening, 1, a, b)
    after = tables_of(evening.pk, 1)
    assert after[1][0] == b and after[2][0] == a and len(after[2]) == 4


def test_it_shows_tables_of_three_and_four_on_the_evening_page_and_pdf(
        club: Club, organiser_client: Client) -> None:
    evening, members = klabberjass_evening(club, 14)
    store.draw_round(evening, 1, seed=11)
    page = organiser_client.get(evening.get_absolute_url(), HTTP_ACCEPT_LANGUAGE="en")
    html = page.content.decode()
    assert page.status_code == 200
    assert html.count('class="table-card"') == 4
    assert "Each for himself; the dealer sits out." in html
    assert "against" not in html
    assert 'type="hidden" name="mode" value="RANDOM"' in html  # no fixed tables to choose
    for member in members:
        assert member.name in html
    pdf = organiser_client.get(reverse("tournament:seat_list_pdf",
                                       args=[club.slug, evening.pk, 1]))
    assert pdf.status_code == 200 and pdf["Content-Type"] == "application/pdf"


def test_where_do_i_sit_shows_every_player_at_a_table_of_three_or_four(club: Club) -> None:
    from tournament.seating.finder import finder_url

    evening, members = klabberjass_evening(club, 7)
    store.draw_round(evening, 1, seed=9)
    html = Client().get(finder_url(evening)).content.decode()
    for member in members:
        assert member.name in html
