"""Variety across the season in the database: the draw reads the partners and opponents of
the season's last evenings (the rule ``variety_evenings``), as the game counts them, and
the seed still reproduces a draw."""

from __future__ import annotations

from clubs.models import Club, GameSystem, Member
from tests.factories import check_in, make_evening, make_members, make_season
from tournament import draw as drawing
from tournament.models import Evening, Season
from tournament.seating import store
from tournament.seating.variety import season_variety


def _played(season: Season, day: int, members: list[Member], rounds: int = 2) -> Evening:
    evening = make_evening(season, round_count=rounds, day=day)
    check_in(evening, members)
    for number in range(1, rounds + 1):
        store.draw_round(evening, number, seed=100 * day + number)
    return evening


def test_off_the_draw_reads_no_earlier_evenings(club: Club) -> None:
    season = make_season(club)
    members = make_members(club, 12)
    _played(season, 1, members)
    assert season_variety(make_evening(season, day=2)) is None


def test_the_draw_reads_the_last_evenings_that_were_played(club: Club) -> None:
    season = make_season(club, variety_evenings=2)
    members = make_members(club, 12)
    first = _played(season, 1, members)
    second = _played(season, 2, members)
    make_evening(season, day=3, status="PLANNED")  # never played: does not count
    third = _played(season, 4, members)
    tonight = make_evening(season, day=5)
    variety = season_variety(tonight)
    assert variety is not None and variety.evenings == 2
    expected = drawing.season_history(
        [store.stored_draws(second).values(), store.stored_draws(third).values()],
        partners=True)
    assert variety == expected
    assert variety != drawing.season_history(
        [store.stored_draws(e).values() for e in (first, second, third)], partners=True)
    assert sum(variety.partner_counts.values()) == 2 * 2 * 6  # 2 evenings, 2 rounds, 6 pairs
    assert sum(variety.opponent_counts.values()) == 2 * 2 * 12


def test_a_draw_with_variety_is_the_draw_s_and_its_seed_draws_it_again(club: Club) -> None:
    season = make_season(club, variety_evenings=3)
    members = make_members(club, 13)
    for day in (1, 2, 3):
        _played(season, day, members)
    tonight = make_evening(season, day=4)
    check_in(tonight, members)
    drawn = store.draw_round(tonight, 1, seed=777)
    variety = season_variety(tonight)
    assert variety is not None
    players = [m.pk for m in members]
    assert drawn == drawing.draw_round(players=players, seed=777, variety=variety)
    assert drawn != drawing.draw_round(players=players, seed=777)  # the setting changed it
    store.draw_round(tonight, 1, seed=777)  # the organiser draws again with the same seed
    assert store.stored_draws(tonight)[1].seats == drawn.seats


def test_at_tables_of_three_everyone_is_an_opponent(club: Club) -> None:
    season = make_season(club, game_system=GameSystem.KLABBERJASS, variety_evenings=1)
    members = make_members(club, 9)
    _played(season, 1, members)
    variety = season_variety(make_evening(season, day=2))
    assert variety is not None
    assert not variety.partner_counts
    assert sum(variety.opponent_counts.values()) == 2 * 3 * 3  # 2 rounds, 3 tables of 3
