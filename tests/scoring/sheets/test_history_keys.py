"""A team game's snapshot in the sheet's history and the other pair's version carry the
game's own keys (``System.history_keys``, from its ``detail``); snapshots stored before
those values moved into ``Game.detail`` carry every team game's three keys, and older
releases' fewer. Compared with a new one, a stored snapshot shows exactly the games that
differ: an extra key of another game is no difference, a missing key reads as its default."""

from __future__ import annotations

from typing import Any

from clubs.models import GameSystem
from scoring.log_words import changed_games
from scoring.models import Game, ScoreSheet
from scoring.sheets.confirm import differing_games
from scoring.sheets.save import sheet_values
from scoring.systems import SYSTEMS

KRAKEN = SYSTEMS[GameSystem.KRAKEN]
KLAMMERN = SYSTEMS[GameSystem.KLAMMERN]


def stored(number: int, **own: Any) -> dict[str, Any]:
    """A game of a snapshot as the release before the move stored it."""
    return {"number": number, "declarer": "A", "points_a": 100, "points_b": 62, "roem_a": 0,
            "roem_b": 0, "pit": "", "revoke": "", "revoke_seat": None,
            "trump": "", "doubling": 1, "bella": "", **own,
            "score_a": 100, "score_b": 62, "nat": False}


def now(system: Any, games: list[tuple[int, dict[str, Any]]]) -> dict[str, Any]:
    """The snapshot today's code makes of games with that ``detail``."""
    sheet = ScoreSheet(status="COMPLETE", total_a=0, total_b=0)
    return sheet_values(sheet, [
        Game(number=number, declarer="A", points_a=100, points_b=62, score_a=100,
             score_b=62, detail=system.detail.pack(**detail)) for number, detail in games],
        system.history_keys)


def test_a_snapshot_stored_before_the_move_compares_equal_with_todays() -> None:
    old = {"games": [stored(1, trump="S", doubling=4), stored(2, trump="H")]}
    new = now(KRAKEN, [(1, {"trump": "S", "doubling": 4}), (2, {"trump": "H"})])
    assert changed_games(old, new, KRAKEN.history_keys) == ([], [])
    assert differing_games(old, new, KRAKEN.history_keys) == []
    old = {"games": [stored(1, doubling=2, bella="B"), stored(2)]}
    new = now(KLAMMERN, [(1, {"doubling": 2, "bella": "B"}), (2, {})])
    assert changed_games(old, new, KLAMMERN.history_keys) == ([], [])
    assert differing_games(new, old, KLAMMERN.history_keys) == []


def test_a_changed_value_of_the_game_still_shows_against_a_stored_snapshot() -> None:
    old = {"games": [stored(1, doubling=2), stored(2, bella="A")]}
    new = now(KLAMMERN, [(1, {}), (2, {"bella": "A"})])
    before, after = changed_games(old, new, KLAMMERN.history_keys)
    assert [(g["number"], g["doubling"]) for g in before + after] == [(1, 2), (1, 1)]
    assert differing_games(old, new, KLAMMERN.history_keys) == [1]


def test_a_key_an_older_snapshot_lacks_reads_as_its_default() -> None:
    older = {"games": [{k: v for k, v in stored(n).items() if k != "bella"} for n in (1, 2)]}
    new = now(KLAMMERN, [(1, {}), (2, {"bella": "B"})])
    assert differing_games(older, new, KLAMMERN.history_keys) == [2]
    assert [g["number"] for g in changed_games(older, new, KLAMMERN.history_keys)[1]] == [2]


def test_a_team_games_snapshot_has_its_own_keys_in_the_place_they_always_had() -> None:
    game = now(KRAKEN, [(1, {"trump": "S", "doubling": 2})])["games"][0]
    assert list(game) == [k for k in stored(1) if k != "bella"]
    assert (game["trump"], game["doubling"]) == ("S", 2)
