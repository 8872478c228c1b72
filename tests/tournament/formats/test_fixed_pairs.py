"""Fixed pairs in the database: the season's pairs (one active pair per member, named
constraint and Dutch message), and the organiser's draw of pairs against pairs."""

from __future__ import annotations

from collections import Counter

import pytest
from django.db import IntegrityError, transaction
from django.test import Client
from django.utils import translation

from clubs.constraints import violated
from clubs.errors import UserError
from clubs.models import Club, Member, PlayFormat
from tests.factories import check_in, make_evening, make_members, make_season
from tournament.formats.fixed_pairs.pairs import check_in_pair, label, make_pair, retire_pair
from tournament.models import DrawMode, Pair, PairMember, Round, Season, Seat
from tournament.seating import store

PAIRS = PlayFormat.FIXED_PAIRS


def _pairs(season: Season, members: list[Member]) -> list[Pair]:
    """Pair k of the season: members 2k-2 and 2k-1."""
    return [make_pair(season, members[i], members[i + 1]) for i in range(0, len(members), 2)]


@pytest.mark.django_db
def test_pairs_are_numbered_and_named(club: Club) -> None:
    season = make_season(club, format=PAIRS)
    jan, piet, kees, henk = make_members(club, 4)
    first = make_pair(season, jan, piet)
    second = make_pair(season, kees, henk, name="De Kanjers")
    assert (first.number, second.number) == (1, 2)
    with translation.override("nl"):
        assert label(first) == f"Paar 1: {jan.name} & {piet.name}"
        assert label(second) == f"Paar 2 (De Kanjers): {kees.name} & {henk.name}"


@pytest.mark.django_db
def test_a_member_in_two_pairs_is_refused_in_dutch_and_nothing_saved(club: Club) -> None:
    season = make_season(club, format=PAIRS)
    jan, piet, kees = make_members(club, 3)
    make_pair(season, jan, piet)
    with translation.override("nl"), pytest.raises(UserError) as error:
        make_pair(season, kees, piet)
    assert str(error.value.message) == f"{piet.name} zit al in paar 1 van dit seizoen."
    assert season.pairs.count() == 1
    assert PairMember.objects.filter(member=kees).count() == 0


@pytest.mark.django_db
def test_the_database_keeps_a_member_in_one_active_pair(club: Club) -> None:
    season = make_season(club, format=PAIRS)
    jan, piet, kees = make_members(club, 3)
    pair = make_pair(season, jan, piet)
    other = season.pairs.create(number=2)
    with pytest.raises(IntegrityError) as error, transaction.atomic():
        PairMember.objects.create(pair=other, season=season, member=piet)
    assert violated(error.value) == "pair_member_one_active_pair_per_season"
    # retired, the member may join another pair, which takes the next number
    retire_pair(pair)
    assert make_pair(season, kees, piet).number == 3


@pytest.mark.django_db
def test_the_draw_seats_pairs_against_pairs_and_a_staand_paar(club: Club) -> None:
    season = make_season(club, format=PAIRS)
    evening = make_evening(season, round_count=4)
    members = make_members(club, 10)
    _pairs(season, members)
    check_in(evening, members)
    together = {frozenset((members[i].pk, members[i + 1].pk)) for i in range(0, 10, 2)}
    standing: Counter[frozenset[int]] = Counter()
    for number in (1, 2, 3, 4):
        store.draw_round(evening, number, seed=100 + number)
        assert Round.objects.get(evening=evening, number=number).mode == DrawMode.FIXED_PAIRS
        seats = dict(Seat.objects.filter(round__evening=evening, round__number=number)
                     .values_list("number", "member_id"))
        # 5 pairs: tables 1 and 2 (numbers 1-8), the staand paar on 9 and 10
        assert sorted(seats) == list(range(1, 11))
        for first in (1, 2, 5, 6):
            assert frozenset((seats[first], seats[first + 2])) in together
        standing[frozenset((seats[9], seats[10]))] += 1
    # four rounds, five pairs: four different staande paren
    assert len(standing) == 4 and set(standing) <= together


@pytest.mark.django_db
def test_a_pair_with_one_partner_absent_is_named_and_nothing_drawn(club: Club) -> None:
    season = make_season(club, format=PAIRS)
    evening = make_evening(season, round_count=2)
    members = make_members(club, 6)
    _pairs(season, members)
    check_in(evening, members[:5])  # the second partner of pair 3 is not there
    with translation.override("nl"), pytest.raises(UserError) as error:
        store.draw_round(evening, 1, seed=1)
    assert str(error.value.message) == (
        f"Paar 3: {members[4].name} & {members[5].name}: maar één partner is aanwezig. "
        "Vink beide partners aan als aanwezig, of geen van beiden.")
    assert not Round.objects.filter(evening=evening).exists()


@pytest.mark.django_db
def test_a_present_player_in_no_pair_is_named(club: Club) -> None:
    season = make_season(club, format=PAIRS)
    evening = make_evening(season, round_count=2)
    members = make_members(club, 5)
    _pairs(season, members[:4])
    check_in(evening, members)
    with translation.override("nl"), pytest.raises(UserError) as error:
        store.draw_round(evening, 1, seed=1)
    assert str(error.value.message).startswith(f"{members[4].name}: aanwezig maar in geen paar")


@pytest.mark.django_db
def test_the_organisers_swap_moves_whole_pairs(club: Club) -> None:
    season = make_season(club, format=PAIRS)
    evening = make_evening(season, round_count=1)
    members = make_members(club, 8)
    _pairs(season, members)
    check_in(evening, members)
    store.draw_round(evening, 1, seed=5)
    seats = dict(Seat.objects.filter(round__evening=evening).values_list("member_id", "number"))
    # the players on seats 1 and 6: different pairs at different tables
    by_number = {number: member for member, number in seats.items()}
    store.swap_players(evening, 1, by_number[1], by_number[6])
    after = dict(Seat.objects.filter(round__evening=evening).values_list("number", "member_id"))
    assert (after[1], after[3]) == (by_number[6], by_number[8])
    assert (after[6], after[8]) == (by_number[1], by_number[3])
    assert {after[n] for n in (2, 4, 5, 7)} == {by_number[n] for n in (2, 4, 5, 7)}


@pytest.mark.django_db
def test_one_pair_present_is_too_few_and_a_retired_pairs_members_are_in_no_pair(club: Club
                                                                                ) -> None:
    season = make_season(club, format=PAIRS)
    evening = make_evening(season, round_count=2)
    members = make_members(club, 4)
    _first, second = _pairs(season, members)
    check_in(evening, members[:2])
    with translation.override("nl"), pytest.raises(UserError) as error:
        store.draw_round(evening, 1, seed=1)
    assert str(error.value.message) == "Voor een loting zijn minstens twee aanwezige paren nodig."
    check_in(evening, members[2:])
    retire_pair(second)
    with translation.override("nl"), pytest.raises(UserError) as error:
        store.draw_round(evening, 1, seed=1)
    assert str(error.value.message).startswith(
        f"{members[2].name}, {members[3].name}: aanwezig maar in geen paar")
    assert not Round.objects.filter(evening=evening).exists()


@pytest.mark.django_db
def test_a_pair_checked_in_twice_stays_two_players_and_a_closed_evening_refuses(club: Club
                                                                                ) -> None:
    season = make_season(club, format=PAIRS)
    evening = make_evening(season, round_count=2)
    members = make_members(club, 4)
    first, second = _pairs(season, members)
    check_in(evening, members[:1])  # one partner ticked by hand already
    check_in_pair(evening, first)
    with translation.override("nl"), pytest.raises(UserError) as twice:
        check_in_pair(evening, first)
    assert str(twice.value.message) == "Paar 1 is al aanwezig."
    assert sorted(evening.attendances.values_list("member_id", flat=True)) == sorted(
        m.pk for m in members[:2])
    evening.status = "CLOSED"
    evening.save()
    with translation.override("nl"), pytest.raises(UserError) as error:
        check_in_pair(evening, second)
    assert str(error.value.message) == "Deze speelavond is afgesloten."
    assert evening.attendances.count() == 2


@pytest.mark.django_db
def test_the_door_search_finds_a_pair_by_its_number_or_a_members_name(club: Club) -> None:
    from tournament.formats.fixed_pairs.pairs import find_pairs, pairs_tonight

    season = make_season(club, format=PAIRS)
    members = make_members(club, 40, prefix="Klaver")  # pairs 1-20: Klaver 001 & 002, ...
    _pairs(season, members)
    Pair.objects.filter(number=3).update(name="De Kanjers")
    rows = pairs_tonight(make_evening(season))

    def found(query: str) -> list[int]:
        return [row.pair.number for row in find_pairs(rows, query)]

    assert found("7") == [7]  # not 17
    assert found(" 17 ") == [17]
    assert found("99") == []
    assert found("klaver 014") == [7]  # pair 7: Klaver 013 & Klaver 014
    assert found("kanjers") == [3]
    assert found("Klaver 01") == [5, 6, 7, 8, 9, 10]  # Klaver 010-019: 009&010 ... 019&020
    assert len(found("")) == 20
    with translation.override("nl"):  # the number as the lists write it
        assert found("Paar 7") == [7]
        assert found("paar7") == [7]
        assert len(found("paar")) == 20


@pytest.mark.django_db
def test_the_door_search_works_as_a_plain_form_without_javascript(
        club: Club, organiser_client: Client) -> None:
    season = make_season(club, format=PAIRS)
    _pairs(season, make_members(club, 40, prefix="Klaver"))
    evening = make_evening(season)
    url = f"/club/{club.slug}/avond/{evening.pk}/aanmelden/paren/"
    page = organiser_client.get(url, {"q": "7"}).content.decode()
    assert "Paar 7 aanwezig" in page
    assert "Paar 17 aanwezig" not in page
    assert 'value="7"' in page  # the search stays in its field
    page = organiser_client.get(url, {"q": "klaver 040"}).content.decode()
    assert "Paar 20 aanwezig" in page
    assert page.count("aanwezig</button>") == 1
    page = organiser_client.get(url, {"q": "Hartenvrouw"}).content.decode()
    assert "Geen paar gevonden voor “Hartenvrouw”." in page


@pytest.mark.django_db
def test_a_tap_at_the_door_answers_htmx_with_the_page_and_a_plain_post_with_a_redirect(
        club: Club, organiser_client: Client) -> None:
    season = make_season(club, format=PAIRS)
    _pairs(season, make_members(club, 6, prefix="Klaver"))
    evening = make_evening(season)
    url = f"/club/{club.slug}/avond/{evening.pk}/aanmelden/paren/"
    answer = organiser_client.post(url + "?q=2", {"pair": "2"}, HTTP_HX_REQUEST="true")
    assert answer.status_code == 200
    assert answer["HX-Replace-Url"] == url  # the search is emptied in the address too
    page = answer.content.decode()
    assert "Paar 2: Klaver 003 &amp; Klaver 004 is aanwezig." in page
    assert 'value=""' in page and "Paar 1 aanwezig" in page and "Paar 3 aanwezig" in page
    assert "Paar 2 aanwezig" not in page
    answer = organiser_client.post(url, {"pair": "2"}, HTTP_HX_REQUEST="true")
    assert "Paar 2 is al aanwezig." in answer.content.decode()
    answer = organiser_client.post(url, {"pair": "3"})  # without JavaScript
    assert answer.status_code == 302 and answer["Location"] == url
    assert "Paar 3: Klaver 005 &amp; Klaver 006 is aanwezig." in organiser_client.get(
        url).content.decode()
    assert evening.attendances.count() == 4


@pytest.mark.django_db
def test_the_pairs_tonight_take_four_queries_however_many_pairs(
        club: Club, django_assert_num_queries) -> None:
    from tournament.formats.fixed_pairs.pairs import pairs_tonight

    season = make_season(club, format=PAIRS)
    _pairs(season, make_members(club, 40))
    evening = make_evening(season)
    with django_assert_num_queries(4):  # presence, substitutes, pairs, their members
        rows = pairs_tonight(evening)
    assert [row.label for row in rows[:2]] == [label(pair) for pair in Pair.objects.filter(
        number__in=(1, 2))]
