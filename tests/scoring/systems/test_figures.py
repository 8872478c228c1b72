"""Every game counts its own figures of a player's games (``System.game_figures``), checked
on a simulated evening against what its games say, counted here apart."""

from __future__ import annotations

from collections import defaultdict

import pytest

from clubs.models import GameSystem
from scoring.models import Game
from scoring.results.stored import member_rows
from scoring.results.tally import player_numbers
from scoring.systems import SYSTEMS
from tests.factories import make_members, make_season
from tests.scoring.results.helpers import play_evening
from tournament.models import Seat

pytestmark = pytest.mark.django_db


def played(club, organiser, code: str, players: int):
    season = make_season(club, game_system=code, play_to_target=False)
    members = make_members(club, players)
    for day in (1, 8):
        play_evening(season, members, day, organiser, round_count=2)
    numbers = {m.pk: player_numbers(member_rows(club.pk, m.pk), SYSTEMS[code].figures).counts
               for m in members}
    return season, numbers


def tables(season) -> dict[int, list[tuple[list[int], list[Game]]]]:
    """Per member: each table he sat at, as (the members by seat, the games)."""
    seats: defaultdict[tuple[object, ...], list[tuple[int, int]]] = defaultdict(list)
    for evening, round_, table, number, member in Seat.objects.filter(
            round__evening__season=season, table__isnull=False).values_list(
            "round__evening_id", "round__number", "table", "number", "member_id"):
        seats[(evening, round_, table)].append((number, member))
    games: defaultdict[tuple[object, ...], list[Game]] = defaultdict(list)
    for game in Game.objects.filter(sheet__round__evening__season=season).select_related(
            "sheet__round").order_by("number"):
        sheet = game.sheet
        games[(sheet.round.evening_id, sheet.round.number, sheet.table)].append(game)
    found = defaultdict(list)
    for key, at_table in seats.items():
        order = [member for _n, member in sorted(at_table)]
        for member in order:
            found[member].append((order, games[key]))
    return found


def test_klammern_counts_bids_won_contra_and_melds(club, organiser):
    season, numbers = played(club, organiser, GameSystem.KLAMMERN, 8)
    for member, sat in tables(season).items():
        count: defaultdict[str, int] = defaultdict(int)
        for order, games in sat:
            side = "A" if order.index(member) % 2 == 0 else "B"
            for g in games:
                mine = (g.points_a, g.roem_a) if side == "A" else (g.points_b, g.roem_b)
                theirs = (g.points_b, g.roem_b) if side == "A" else (g.points_a, g.roem_a)
                bella, doubling = g.detail.get("bella", ""), g.detail.get("doubling", 1)
                total = sum(mine) + (20 if bella == side else 0)
                other = sum(theirs) + (20 if bella not in ("", side) else 0)
                won = total > other or (total == other and g.declarer != side)
                count["games"] += 1
                count["declared"] += g.declarer == side
                count["made"] += g.declarer == side and won
                count["nat"] += g.declarer == side and not won
                count["small_points"] += doubling if won else 0
                count["contra"] += g.declarer != side and doubling >= 2
                count["re"] += g.declarer == side and doubling == 4
                count["roem"] += mine[1]
                count["roem_best"] = max(count["roem_best"], mine[1])
        assert numbers[member] == count


def test_klabberjass_counts_the_soloist_games(club, organiser):
    season, numbers = played(club, organiser, GameSystem.KLABBERJASS, 6)
    for member, sat in tables(season).items():
        solo = [g.detail["seat_scores"][order.index(member)] for order, games in sat
                for g in games if g.detail["soloist"] == order.index(member) + 1]
        assert numbers[member] == {
            "games": sum(len(games) for _order, games in sat), "solo": len(solo),
            "solo_won": sum(s > 0 for s in solo), "solo_lost": sum(s <= 0 for s in solo),
            "solo_points": sum(solo), "best_game": max(solo, default=0)}
    # Every game has one soloist.
    assert sum(n["solo"] for n in numbers.values()) == Game.objects.count()


def test_three_player_counts_the_games_a_player_named_trump(club, organiser):
    season, numbers = played(club, organiser, GameSystem.THREE_PLAYER, 6)
    for member, sat in tables(season).items():
        dealt = [(order.index(member) + 1, g) for order, games in sat for g in games
                 if g.detail["seat_points"][order.index(member)] is not None]
        declared = [g for seat, g in dealt if g.detail["soloist"] == seat]
        roem = [g.detail["seat_roem"][seat - 1] or 0 for seat, g in dealt]
        assert numbers[member] == {
            "games": len(dealt), "declared": len(declared),
            "made": sum(not g.nat for g in declared), "nat": sum(g.nat for g in declared),
            "pits": sum(g.detail.get("pit_seat") == seat for seat, g in dealt), "roem": sum(roem),
            "roem_best": max(roem, default=0)}
    assert sum(n["declared"] for n in numbers.values()) == Game.objects.count()
