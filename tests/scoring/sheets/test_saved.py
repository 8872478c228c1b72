"""What a saved sheet says is missing, in plain Dutch (the pages that show it are in
tests/e2e/journeys/test_sheet_mistakes.py)."""

from __future__ import annotations

import pytest
from django.utils import translation

from scoring.sheets.saved import game_numbers, missing_games


@pytest.mark.parametrize(("numbers", "words"), [
    ([12], "12"),
    ([11, 12], "11 en 12"),
    ([4, *range(5, 25)], "4 tot en met 24"),
    ([9, 3, 5, 6, 7], "3, 5 tot en met 7 en 9"),
    ([1, 2, 5, 6], "1, 2, 5 en 6"),
])
def test_game_numbers_are_written_as_a_person_says_them(numbers, words):
    with translation.override("nl"):
        assert game_numbers(numbers) == words


@pytest.mark.parametrize(("filled", "games", "words"), [
    (set(range(1, 12)), 12, "Spel 12 is nog niet ingevuld."),
    ({1, 2, 5}, 5, "Spellen 3 en 4 zijn nog niet ingevuld."),
    ({1, 2, 3}, 24, "Spellen 4 tot en met 24 zijn nog niet ingevuld."),
    (set(range(1, 13)), 12, ""),
])
def test_the_games_still_missing(filled, games, words):
    with translation.override("nl"):
        assert missing_games(filled, games=games) == words
