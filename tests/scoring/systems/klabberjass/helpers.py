"""A Klabberjass season and evening for the tests (a club plays seed 001's tournament), and
ranks and prizes worked out again from the club's settings."""

from __future__ import annotations

from django.urls import reverse

from clubs.models import Club, GameSystem, Member
from tests.factories import check_in, make_evening, make_members, make_season
from tournament.models import Evening
from tournament.seating import store


def klabberjass_evening(club: Club, players: int, **season: object
                        ) -> tuple[Evening, list[Member]]:
    """An evening of two rounds in check-in with ``players`` members present."""
    season_ = make_season(club, game_system=GameSystem.KLABBERJASS, **season)
    evening = make_evening(season_, round_count=2)
    members = make_members(club, players)
    check_in(evening, members)
    return evening, members


def three_at_a_table(club: Club) -> tuple[Evening, str]:
    evening, _members = klabberjass_evening(club, 3)
    store.draw_round(evening, 1, seed=1)
    return evening, reverse("scoring:sheet", args=[club.slug, evening.pk, 1, 1])


def expected_ranks(totals: dict[int, int]) -> dict[int, int]:
    """Equal totals share a rank (1, 2, 2, 4)."""
    return {m: 1 + sum(1 for t in totals.values() if t > total) for m, total in totals.items()}


def expected_prizes(totals: dict[int, int], places: list[int]) -> dict[int, set[int]]:
    """The prize rule of the club settings: place p is the p-th line from the top (-1 the
    last); everyone sharing that line's rank shares it; a line wins one prize at most."""
    ranks = expected_ranks(totals)
    ordered = sorted(totals, key=lambda m: ranks[m])
    won: dict[int, set[int]] = {}
    taken: set[int] = set()
    for place in places:
        slot = ordered[place - 1] if place > 0 else ordered[place]
        if slot in taken:
            continue
        winners = {m for m in ordered if ranks[m] == ranks[slot]}
        taken |= winners
        won[place] = winners
    return won
