"""A Klabberjass season and evening for the tests: a club plays seed 001's tournament."""

from __future__ import annotations

from clubs.models import Club, GameSystem, Member
from tests.factories import check_in, make_evening, make_members, make_season
from tournament.models import Evening


def klabberjass_evening(club: Club, players: int, **season: object
                        ) -> tuple[Evening, list[Member]]:
    """An evening of two rounds in check-in with ``players`` members present."""
    season_ = make_season(club, game_system=GameSystem.KLABBERJASS, **season)
    evening = make_evening(season_, rounds=2)
    members = make_members(club, players)
    check_in(evening, members)
    return evening, members
