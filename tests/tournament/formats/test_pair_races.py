"""Two organisers at the same moment on the pairs pages, with real threads on PostgreSQL
(``tests.races``): pairs made together get the next numbers, never a crash; one member put in
two pairs at once ends in one pair and a message; a pair ticked present twice, or one
substitute given to two pairs, leaves no doubled row."""

from __future__ import annotations

from functools import partial

import pytest
from django.http import HttpResponse
from django.test import Client

from clubs.models import Club, Member, PlayFormat
from tests.factories import make_club, make_evening, make_members, make_organiser, make_season
from tests.races import ROUNDS, needs_postgresql, race
from tournament.formats.fixed_pairs.pairs import check_in_pair, make_pair
from tournament.formats.fixed_pairs.substitutes import check_in_substitute
from tournament.models import Attendance, Pair, PairMember, Substitute

pytestmark = [needs_postgresql, pytest.mark.django_db(transaction=True)]


def _clients(club: Club) -> list[Client]:
    clients = []
    for _n in range(2):
        client = Client()
        client.force_login(make_organiser(club))
        clients.append(client)
    return clients


def _post(responses: list[HttpResponse], client: Client, url: str, data: dict[str, object]
          ) -> None:
    responses.append(client.post(url, data))  # type: ignore[arg-type]


def test_two_organisers_making_pairs_at_once_get_the_next_two_numbers():
    club = make_club()
    season = make_season(club, format=PlayFormat.FIXED_PAIRS)
    clients = _clients(club)
    url = f"/club/{club.slug}/seizoen/{season.pk}/paren/"
    members = make_members(club, 4 * ROUNDS)
    for n in range(ROUNDS):
        four = members[4 * n:4 * n + 4]
        responses: list[HttpResponse] = []
        outcomes = race(*(partial(_post, responses, client, url,
                                  {"first": four[2 * k].pk, "second": four[2 * k + 1].pk})
                          for k, client in enumerate(clients)))
        assert outcomes == ["ok", "ok"], outcomes
        assert sorted(r.status_code for r in responses) == [302, 302]
        assert sorted(season.pairs.values_list("number", flat=True)) == list(
            range(1, 2 * n + 3))


def test_one_member_put_in_two_pairs_at_once_is_in_one_pair_and_the_other_told():
    club = make_club()
    season = make_season(club, format=PlayFormat.FIXED_PAIRS)
    clients = _clients(club)
    url = f"/club/{club.slug}/seizoen/{season.pk}/paren/"
    members = make_members(club, 3 * ROUNDS)
    for n in range(ROUNDS):
        shared, first, second = members[3 * n:3 * n + 3]
        responses: list[HttpResponse] = []
        outcomes = race(*(partial(_post, responses, client, url,
                                  {"first": other.pk, "second": shared.pk})
                          for client, other in zip(clients, (first, second), strict=True)))
        assert outcomes == ["ok", "ok"], outcomes
        assert sorted(r.status_code for r in responses) == [200, 302]
        refused = next(r for r in responses if r.status_code == 200).content.decode()
        assert f"{shared.name} zit al in paar {n + 1} van dit seizoen." in refused
        assert PairMember.objects.filter(member=shared).count() == 1
        assert season.pairs.count() == n + 1


def test_two_organisers_ticking_one_pair_present_at_once_leave_two_players():
    club = make_club()
    season = make_season(club, format=PlayFormat.FIXED_PAIRS)
    members = make_members(club, 2 * ROUNDS)
    pairs = [make_pair(season, members[2 * n], members[2 * n + 1]) for n in range(ROUNDS)]
    evening = make_evening(season, round_count=2)
    for n, pair in enumerate(pairs):
        outcomes = race(partial(check_in_pair, evening, pair), partial(check_in_pair, evening,
                                                                       pair))
        assert sorted(outcomes) == ["ok", "pair_present"], outcomes
        assert Attendance.objects.filter(evening=evening).count() == 2 * (n + 1)


def test_one_substitute_given_to_two_pairs_at_once_plays_for_one():
    club = make_club()
    season = make_season(club, format=PlayFormat.FIXED_PAIRS)
    members = make_members(club, 4 * ROUNDS)
    evening = make_evening(season, round_count=2)
    for n in range(ROUNDS):
        four = members[4 * n:4 * n + 4]
        pairs: list[Pair] = [make_pair(season, four[0], four[1]),
                             make_pair(season, four[2], four[3])]
        kees = Member.objects.create(club=club, name=f"Kees {n}")
        outcomes = race(*(partial(check_in_substitute, evening, pair, partner, member=kees)
                          for pair, partner in zip(pairs, (four[0], four[2]), strict=True)))
        assert sorted(outcomes) == ["ok", "plays_already"], outcomes
        assert Substitute.objects.filter(substitute=kees).count() == 1
        assert Attendance.objects.filter(evening=evening, member=kees).count() == 1
        # the partner who plays and Kees; the refused pair saved nothing
        assert Attendance.objects.filter(evening=evening).count() == 2 * (n + 1)
