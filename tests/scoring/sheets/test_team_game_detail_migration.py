"""The team games' own values of a game (trump, doubling, Bella) moved from columns of the
shared ``Game`` into its ``detail``, beside what a list game keeps there: every value
carries over, a value at its column's default is left out, and the way back puts each value
in its column again. Read from the migration run on rows made before it."""

from __future__ import annotations

from typing import Any

import pytest

from tests.scoring.sheets.migrated import a_sheet, apps_at, migrate_to_newest

BEFORE = ("scoring", "0013_game_detail")
AFTER = ("scoring", "0014_team_game_detail")

KRAKEN_GAME = {"trump": "C", "doubling": 2, "bella": ""}
KLAMMERN_GAME = {"trump": "", "doubling": 4, "bella": "B"}
PLAIN_GAME = {"trump": "", "doubling": 1, "bella": ""}
LIST_DETAIL = {"soloist": 2, "original": False, "turned": "H", "seat_scores": [-8, 2, 2, 0]}
LIST_GAME = {"trump": "S", "doubling": 1, "bella": ""}


def _columns(Game: Any, pk: int) -> dict[str, object]:
    game = Game.objects.get(pk=pk)
    return {name: getattr(game, name) for name in PLAIN_GAME}


@pytest.mark.django_db(transaction=True)
def test_a_team_games_own_values_move_into_its_detail_and_back() -> None:
    old = apps_at(BEFORE)
    sheet, Game = a_sheet(old), old.get_model("scoring", "Game")
    games = {"kraken": (KRAKEN_GAME, {}), "klammern": (KLAMMERN_GAME, {}),
             "plain": (PLAIN_GAME, {}), "list": (LIST_GAME, LIST_DETAIL)}
    pks = {name: Game.objects.create(sheet=sheet, number=number, declarer="A", points_a=100,
                                     points_b=62, score_a=0, score_b=0, detail=detail,
                                     **columns).pk
           for number, (name, (columns, detail)) in enumerate(games.items(), start=1)}

    new = apps_at(AFTER)
    Game = new.get_model("scoring", "Game")
    assert {name: Game.objects.get(pk=pk).detail for name, pk in pks.items()} == {
        "kraken": {"trump": "C", "doubling": 2}, "klammern": {"doubling": 4, "bella": "B"},
        "plain": {}, "list": {**LIST_DETAIL, "trump": "S"}}
    assert not {"trump", "doubling", "bella"} & {f.name for f in Game._meta.get_fields()}

    old = apps_at(BEFORE)
    Game = old.get_model("scoring", "Game")
    assert {name: (_columns(Game, pk), Game.objects.get(pk=pk).detail)
            for name, pk in pks.items()} == games

    migrate_to_newest()
