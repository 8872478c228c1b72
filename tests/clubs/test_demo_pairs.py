"""The demo's pairs season: thirteen pairs of the club's members (two with a name), three
closed evenings of four rounds, pairs against pairs, a staand paar whenever an odd number of
pairs came, the evening's ranking per pair; one evening planned."""

from __future__ import annotations

from django.core.management import call_command

from tournament.formats.fixed_pairs.demo import PAIRS_SEASON
from tournament.models import EveningStatus, PairMember, Season, Seat


def test_the_demo_has_a_pairs_season(db: None, client):
    call_command("load_demo")
    season = Season.objects.get(name=PAIRS_SEASON)
    assert season.pairs.count() == 13
    assert sorted(season.pairs.exclude(name="").values_list("name", flat=True)) == [
        "De Kanjers", "Troef Troef"]
    pair_of = dict(PairMember.objects.filter(season=season).values_list("member_id",
                                                                         "pair__number"))
    closed = season.evenings.filter(status=EveningStatus.CLOSED).order_by("date")
    assert closed.count() == 3 and season.evenings.count() == 4
    for evening in closed:
        present = {pair_of[a.member_id] for a in evening.attendances.all()}
        assert 11 <= len(present) <= 13
        for number in range(1, 5):
            seats = dict(Seat.objects.filter(round__evening=evening, round__number=number)
                         .values_list("number", "member_id"))
            assert len(seats) == 2 * len(present)
            tables = len(present) // 2
            for first in range(1, 4 * tables, 4):
                for seat in (first, first + 1):  # partners opposite each other
                    assert pair_of[seats[seat]] == pair_of[seats[seat + 2]]
            if len(present) % 2:  # the staand paar on the two numbers after the tables
                assert pair_of[seats[4 * tables + 1]] == pair_of[seats[4 * tables + 2]]
        answer = client.get(f"/api/v1/clubs/troefboer/evenings/{evening.pk}/results/").json()
        names = [line["name"] for line in answer["lines"]]
        assert len(names) == len(present), names
        assert all(name.startswith("Paar ") for name in names), names
