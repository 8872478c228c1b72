"""The schuifsysteem in the database: a club rule of fixed pairs, frozen with the season;
only the first round is drawn, the next ones move the pairs on 2 and 4 one table up. And the
club's variety rule in the pairs draw: not the pairs of the last evenings."""

from __future__ import annotations

import pytest
from django.test import Client

from clubs.models import Club, ClubRules, Member, PlayFormat
from tests.clubs.rules_form import rules_post_data, rules_url
from tests.factories import check_in, make_evening, make_members, make_season
from tests.forms import submit
from tournament.formats.fixed_pairs.pairs import make_pair
from tournament.models import Evening, PairMember, Round, Seat
from tournament.seating import store


def _evening(club: Club, *, movement: bool, pairs: int = 7, prefix: str = "Speler"
             ) -> tuple[Evening, list[Member]]:
    season = make_season(club, format=PlayFormat.FIXED_PAIRS, pair_movement=movement)
    evening = make_evening(season, round_count=4)
    members = make_members(club, 2 * pairs, prefix=prefix)
    for i in range(0, len(members), 2):
        make_pair(season, members[i], members[i + 1])
    check_in(evening, members)
    return evening, members


def _seats(evening: Evening, number: int) -> dict[int, int]:
    return dict(Seat.objects.filter(round__evening=evening, round__number=number)
                .values_list("number", "member_id"))


@pytest.mark.django_db
def test_after_the_first_round_the_pairs_on_2_and_4_move_one_table_up(club: Club) -> None:
    """7 pairs: tables 1-3 and the staand paar on 13 and 14. Round 2: the pair on 1 and 3
    stays; table 1 gets the staand paar, table 2 the pair from table 1's 2 and 4, table 3
    the one from table 2; the one from table 3 sits out."""
    evening, _members = _evening(club, movement=True)
    store.draw_round(evening, 1, seed=11)
    one = _seats(evening, 1)
    store.draw_round(evening, 2, seed=12)
    two = _seats(evening, 2)
    for seat in (1, 3, 5, 7, 9, 11):
        assert two[seat] == one[seat]  # the pairs on 1 and 3 keep their table
    assert (two[2], two[4]) == (one[13], one[14])
    assert (two[6], two[8]) == (one[2], one[4])
    assert (two[10], two[12]) == (one[6], one[8])
    assert (two[13], two[14]) == (one[10], one[12])


@pytest.mark.django_db
def test_without_the_rule_every_round_is_drawn(club: Club) -> None:
    evening, _members = _evening(club, movement=False)
    store.draw_round(evening, 1, seed=11)
    store.draw_round(evening, 2, seed=12)
    one, two = _seats(evening, 1), _seats(evening, 2)
    assert any(two[seat] != one[seat] for seat in (1, 3, 5, 7, 9, 11))


@pytest.mark.django_db
def test_a_pair_that_arrives_late_gets_a_new_draw_and_the_movement_goes_on_from_it(
        club: Club) -> None:
    evening, _members = _evening(club, movement=True, pairs=6)
    late = [club.members.create(name=f"Laat {k}") for k in (1, 2)]
    make_pair(evening.season, late[0], late[1])
    store.draw_round(evening, 1, seed=11)
    check_in(evening, late)
    store.draw_round(evening, 2, seed=12)  # 7 pairs now: drawn
    two = _seats(evening, 2)
    assert len(two) == 14
    store.draw_round(evening, 3, seed=13)
    three = _seats(evening, 3)
    for seat in (1, 3, 5, 7, 9, 11):
        assert three[seat] == two[seat]
    assert (three[2], three[4]) == (two[13], two[14])


def test_the_rules_page_saves_and_explains_it_and_the_season_keeps_it(
        organiser_client: Client, club: Club) -> None:
    data = rules_post_data(club.rules, format=PlayFormat.FIXED_PAIRS, pair_movement="on")
    html = submit(organiser_client, rules_url(club), data, follow=True).content.decode()
    assert "De clubregels zijn opgeslagen." in html
    assert ClubRules.objects.get(club=club).pair_movement is True
    page = organiser_client.get(rules_url(club)).content.decode()
    assert "schuifsysteem" in page
    assert ("Bijvoorbeeld bij 8 tafels speelt het paar op 2 en 4 van tafel 3 boom 2 aan "
            "tafel 4") in page
    season = make_season(ClubRules.objects.get(club=club).club)
    assert season.pair_movement is True
    # frozen with the season once it has scores
    evening = make_evening(season)
    Round.objects.create(evening=evening, number=1, seed=1).sheets.create(table=1)
    url = f"/club/{club.slug}/seizoen/{season.pk}/regels/"
    data = rules_post_data(season)
    del data["pair_movement"]
    submit(organiser_client, url, data)
    season.refresh_from_db()
    assert season.pair_movement is True


def _met(evening: Evening) -> set[frozenset[int]]:
    """The meetings of the evening's rounds, each as the two pairs' numbers."""
    pair = dict(PairMember.objects.filter(season=evening.season).values_list(
        "member_id", "pair__number"))
    found = set()
    for round_ in evening.rounds.all():
        seats = dict(round_.seats.values_list("number", "member_id"))
        for first in range(1, 4 * (len(seats) // 4), 4):
            found.add(frozenset({pair[seats[first]], pair[seats[first + 1]]}))
    return found


@pytest.mark.django_db
def test_with_variety_the_pairs_of_the_last_evening_meet_others(club: Club) -> None:
    """8 pairs, 2 rounds, the club looks back one evening: each pair met 2 pairs last time
    and meets 2 tonight, out of 7, so none of last time's meetings needs to come back."""
    season = make_season(club, format=PlayFormat.FIXED_PAIRS, variety_evenings=1)
    members = make_members(club, 16)
    for i in range(0, 16, 2):
        make_pair(season, members[i], members[i + 1])
    last = make_evening(season, round_count=2, day=1)
    tonight = make_evening(season, round_count=2, day=8)
    for evening in (last, tonight):
        check_in(evening, members)
        store.draw_round(evening, 1, seed=21)
        store.draw_round(evening, 2, seed=22)
    assert len(_met(tonight)) == 8
    assert not _met(tonight) & _met(last)


@pytest.mark.django_db
def test_the_draw_form_says_what_the_schuifsysteem_does(club: Club,
                                                        organiser_client: Client) -> None:
    evening, _members = _evening(club, movement=True)
    page = organiser_client.get(evening.get_absolute_url()).content.decode()
    assert ("Vaste paren met het schuifsysteem: de eerste boom wordt geloot; daarna blijft "
            "het paar op 1 en 3 aan zijn tafel") in page
    evening, _members = _evening(club, movement=False, prefix="Lid")
    page = organiser_client.get(evening.get_absolute_url()).content.decode()
    assert "schuifsysteem" not in page
    assert "Vaste paren: elk paar speelt de hele avond samen" in page


@pytest.mark.django_db
def test_a_moved_round_says_schuifsysteem_without_a_draw_seed(club: Club,
                                                            organiser_client: Client) -> None:
    """Only the first round was drawn: the evening page gave the moved rounds the words
    "Paren tegen paren · lotingscode" too, and a code that decided nothing."""
    evening, _members = _evening(club, movement=True)
    store.draw_round(evening, 1, seed=111222)
    store.draw_round(evening, 2, seed=333444)
    page = organiser_client.get(evening.get_absolute_url()).content.decode()
    round_one, round_two = (page.split(f'id="boom-{n}"', 1)[1].split("</h2>", 1)[1]
                            .split("</p>", 1)[0] for n in (1, 2))
    assert "Paren tegen paren · lotingscode 111\xa0222" in round_one
    assert "Schuifsysteem" in round_two
    assert "333\xa0444" not in page and "333444" not in page
    assert Round.objects.get(evening=evening, number=2).mode == "PAIRS_MOVE"
