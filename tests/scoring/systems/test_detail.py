"""What a game stores of one game beyond the shared columns (``Game.detail``) is declared by
the game's own package: a key it does not declare, or a value of the wrong type or outside
its choices, is refused by that game's schema; what it declares reads back whole."""

from __future__ import annotations

import pytest

from clubs.models import GameSystem
from scoring.sheets.detail import DetailError
from scoring.systems import SYSTEMS

LIST_GAME = {"soloist": 2, "original": True, "trump": "S", "turned": "H", "won": False,
             "seat_scores": [16, -4, -4, -8]}
THREE_PLAYER_GAME = {"soloist": 1, "seat_points": [None, 90, 40, 32],
                     "seat_roem": [None, 20, 0, 0], "pit_seat": None,
                     "seat_scores": [0, 110, 40, 32]}
KRAKEN_GAME = {"trump": "S", "doubling": 4}
KLAMMERN_GAME = {"doubling": 1, "bella": "B"}


@pytest.mark.parametrize("code", list(SYSTEMS))
def test_every_game_refuses_a_key_it_does_not_declare(code: str) -> None:
    with pytest.raises(DetailError, match="unknown key 'bid'"):
        SYSTEMS[code].detail.validate({"bid": 120})


@pytest.mark.parametrize(("code", "key", "value"), [
    (GameSystem.KLABBERJASS, "soloist", 5),  # a table has four seats at most
    (GameSystem.KLABBERJASS, "soloist", True),  # a seat, not a boolean
    (GameSystem.KLABBERJASS, "original", "O"),
    (GameSystem.KLABBERJASS, "turned", "X"),
    (GameSystem.KLABBERJASS, "turned", None),  # no turned card is "", never None
    (GameSystem.KLABBERJASS, "seat_scores", [16, "-4"]),
    (GameSystem.KLABBERJASS, "seat_scores", [16, None]),  # every seat has a score
    (GameSystem.THREE_PLAYER, "seat_points", [90, 40.5, 32]),
    (GameSystem.THREE_PLAYER, "pit_seat", 0),
    (GameSystem.THREE_PLAYER, "seat_scores", 90),
    (GameSystem.KRAKEN, "doubling", 3),  # kraak doubles: 2, 4 or 8
    (GameSystem.KRAKEN, "doubling", "2"),
    (GameSystem.KRAKEN, "trump", "X"),
    (GameSystem.KLAVERJAS, "doubling", 3),
    (GameSystem.KLAMMERN, "doubling", 3),
    (GameSystem.KLAMMERN, "doubling", 8),  # contra and re only: no third doubling
    (GameSystem.KLAMMERN, "bella", "C"),
])
def test_a_game_refuses_a_wrong_value(code: str, key: str, value: object) -> None:
    with pytest.raises(DetailError, match=f"^{key}: "):
        SYSTEMS[code].detail.validate({key: value})


@pytest.mark.parametrize(("code", "values"), [
    (GameSystem.KLABBERJASS, LIST_GAME), (GameSystem.THREE_PLAYER, THREE_PLAYER_GAME),
    (GameSystem.KRAKEN, KRAKEN_GAME), (GameSystem.KLAMMERN, KLAMMERN_GAME)])
def test_a_games_detail_stores_what_differs_from_the_defaults_and_reads_back_whole(
        code: str, values: dict[str, object]) -> None:
    schema = SYSTEMS[code].detail
    stored = schema.pack(**values)
    assert schema.unpack(stored) == values
    assert {key for key in values if key not in stored} == {
        key for key, value in values.items() if value == schema.keys[key].default}


def test_a_klabberjass_detail_stores_nothing_at_its_defaults() -> None:
    schema = SYSTEMS[GameSystem.KLABBERJASS].detail
    assert schema.pack(soloist=None, original=None, trump="", turned="", won=None,
                       seat_scores=None) == {}
    assert schema.unpack({}) == {"soloist": None, "original": None, "trump": "", "turned": "",
                                 "won": None, "seat_scores": None}


@pytest.mark.parametrize("code", [GameSystem.KLAVERJAS, GameSystem.KRAKEN, GameSystem.KLAMMERN])
def test_an_ordinary_team_game_stores_nothing(code: str) -> None:
    schema = SYSTEMS[code].detail
    defaults = {name: key.default for name, key in schema.keys.items()}
    assert schema.pack(**defaults) == {}
    assert schema.unpack({}) == defaults
