"""A game's own values in words, as its schema writes them for the shared pages and the
club's log (``DetailSchema.written``): the log writes a logged game without knowing its game
(``scoring.systems.WRITTEN``), and a problem with a game's own value is the game's text."""

from __future__ import annotations

from typing import Any

import pytest
from django.utils import translation

from clubs.models import GameSystem
from scoring.log_words import written_games
from scoring.rules import GameProblem
from scoring.systems import SYSTEMS, WRITTEN

KRAKEN = SYSTEMS[GameSystem.KRAKEN]
KLAMMERN = SYSTEMS[GameSystem.KLAMMERN]


def game(number: int, **values: Any) -> dict[str, Any]:
    return {"number": number, "declarer": "A", "points_a": 100, "points_b": 62, "roem_a": 0,
            "roem_b": 0, "pit": "", "revoke": "", **values}


def test_the_log_writes_a_kraken_game_with_its_trump_and_doubling() -> None:
    with translation.override("nl"):
        assert written_games([game(2, trump="S", doubling=4, roem_a=20)], WRITTEN.written) == (
            "Spel 2: speelt A, troef S, \u00d74, 100 \u2013 62, 20 roem voor A")


def test_the_log_writes_a_klammern_bella_after_the_melds_and_before_the_pit() -> None:
    with translation.override("nl"):
        assert written_games([game(3, doubling=2, bella="B", roem_b=20, pit="A")],
                             WRITTEN.written) == (
            "Spel 3: speelt A, \u00d72, 100 \u2013 62, 20 roem voor B, Bella B, pit A")


def test_a_value_at_its_default_is_not_written() -> None:
    # A line logged before the values moved into ``Game.detail``: every team game's keys.
    old = game(1, trump="", doubling=1, bella="")
    with translation.override("nl"):
        assert written_games([old], WRITTEN.written) == "Spel 1: speelt A, 100 \u2013 62"
    assert KRAKEN.detail.written(old) == KLAMMERN.detail.written(old) == []


def test_a_game_writes_only_its_own_keys_beside_who_played_or_with_their_side() -> None:
    values = game(1, trump="H", doubling=4, bella="A")
    with translation.override("nl"):
        kraken = [(v.label, v.text, v.side) for v in KRAKEN.detail.written(values)]
        klammern = [(v.label, v.text, v.side) for v in KLAMMERN.detail.written(values)]
    assert kraken == [("Troef", "\u2665", ""), ("Kraak", "\u00d74", "")]
    assert klammern == [("Kraak", "\u00d74", ""), ("Bella", "A", "A")]


def test_a_key_reads_the_same_in_every_game_that_has_it() -> None:
    # The log writes a line without its game, through one schema of every game's keys.
    for system in SYSTEMS.values():
        for name, key in system.detail.keys.items():
            if key.words is not None:
                assert WRITTEN.keys[name].words is key.words, (system.code, name)
                assert WRITTEN.keys[name].default == key.default, (system.code, name)


@pytest.mark.parametrize("code", [GameSystem.KLAVERJAS, GameSystem.KRAKEN, GameSystem.KLAMMERN])
def test_a_doubling_no_game_has_reads_in_the_games_words(code: str) -> None:
    problem = GameProblem("invalid_doubling", {"doubling": "3", "allowed": "1, 2, 4, 8"})
    with translation.override("nl"):
        assert SYSTEMS[code].problem_text(problem) == (
            "Een verdubbeling van 3 bestaat niet; kies 1, 2, 4, 8.")
