"""The single-player games' own values of a game moved from columns of the shared ``Game``
into its ``detail``: a filled row of each game carries every value over, a row of a team
game gets an empty detail, and the way back puts the values in their columns again. Read
from the migration run on rows made before it."""

from __future__ import annotations

from typing import Any

import pytest

from tests.scoring.sheets.migrated import a_sheet, apps_at, migrate_to_newest

BEFORE = ("scoring", "0012_figures_counting")
AFTER = ("scoring", "0013_game_detail")

LIST_GAME = {"soloist": 2, "original": False, "turned": "H", "won": None,
             "seat_scores": [-8, 2, 2, 0], "trump": "S", "revoke_seat": 3}
THREE_PLAYER_GAME = {"soloist": 1, "seat_points": [None, 90, 40, 32],
                     "seat_roem": [None, 20, None, 0], "pit_seat": 4,
                     "seat_scores": [0, 110, 40, 32], "replayed": True}
TEAM_GAME = {"declarer": "A", "points_a": 100, "points_b": 62, "trump": "C", "doubling": 2}


def _game_values(Game: Any, pk: int, fields: dict[str, object]) -> dict[str, object]:
    game = Game.objects.get(pk=pk)
    return {name: getattr(game, name) for name in fields}


@pytest.mark.django_db(transaction=True)
def test_a_games_own_values_move_into_its_detail_and_back() -> None:
    old = apps_at(BEFORE)
    sheet, Game = a_sheet(old), old.get_model("scoring", "Game")
    pks = {name: Game.objects.create(sheet=sheet, number=number, score_a=0, score_b=0,
                                     **{"declarer": "", "points_a": 0, "points_b": 0,
                                        **values}).pk
           for number, (name, values) in enumerate(
               (("list", LIST_GAME), ("three", THREE_PLAYER_GAME), ("team", TEAM_GAME)),
               start=1)}

    new = apps_at(AFTER)
    Game = new.get_model("scoring", "Game")
    assert Game.objects.get(pk=pks["list"]).detail == {
        "soloist": 2, "original": False, "turned": "H", "seat_scores": [-8, 2, 2, 0]}
    assert Game.objects.get(pk=pks["three"]).detail == {
        "soloist": 1, "seat_points": [None, 90, 40, 32], "seat_roem": [None, 20, None, 0],
        "pit_seat": 4, "seat_scores": [0, 110, 40, 32]}
    assert Game.objects.get(pk=pks["team"]).detail == {}
    # The shared columns stay where they were.
    assert _game_values(Game, pks["list"], {"trump": 0, "revoke_seat": 0}) == {
        "trump": "S", "revoke_seat": 3}
    assert Game.objects.get(pk=pks["three"]).replayed is True

    old = apps_at(BEFORE)
    Game = old.get_model("scoring", "Game")
    assert _game_values(Game, pks["list"], LIST_GAME) == LIST_GAME
    assert _game_values(Game, pks["three"], THREE_PLAYER_GAME) == THREE_PLAYER_GAME
    assert _game_values(Game, pks["team"], TEAM_GAME) == TEAM_GAME
    assert _game_values(Game, pks["team"], LIST_GAME) == {
        "soloist": None, "original": None, "turned": "", "won": None, "seat_scores": None,
        "trump": "C", "revoke_seat": None}

    migrate_to_newest()
