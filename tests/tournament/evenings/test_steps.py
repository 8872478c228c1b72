"""The evening's one next step, as a table of cases (plain Python, no database)."""

from __future__ import annotations

import pytest

from tournament.evenings.steps import NextStep, RoundProgress, Step, next_step


def drawn(*sheets: tuple[int, int]) -> list[RoundProgress]:
    """(tables, sheets in) per drawn round, round 1 first."""
    return [RoundProgress(n, tables, done) for n, (tables, done) in enumerate(sheets, start=1)]


@pytest.mark.parametrize(("status", "drawn_rounds", "expected"), [
    ("PLANNED", [], NextStep(Step.START_CHECK_IN)),
    ("CHECK_IN", [], NextStep(Step.DRAW, round=1)),
    # Round 3 is being played without its sheets: enter them, round 4 only as an early draw.
    ("PLAYING", drawn((5, 5), (5, 5), (5, 0)),
     NextStep(Step.ENTER_SHEETS, round=3, missing=5, early_draw=4)),
    # Every sheet of round 3 is in: draw round 4.
    ("PLAYING", drawn((5, 5), (5, 5), (5, 5)), NextStep(Step.DRAW, round=4)),
    # A club that types the sheets in later: round 2 done, round 1 still missing two.
    ("PLAYING", drawn((5, 3), (5, 5)), NextStep(Step.DRAW, round=3)),
    # The last round drawn: closing waits for every sheet, the earliest missing named.
    ("PLAYING", drawn((5, 5), (5, 5), (5, 5), (5, 2)),
     NextStep(Step.ENTER_SHEETS, round=4, missing=3)),
    ("PLAYING", drawn((5, 3), (5, 5), (5, 5), (5, 5)),
     NextStep(Step.ENTER_SHEETS, round=1, missing=2)),
    ("PLAYING", drawn((5, 5), (5, 5), (5, 5), (5, 5)), NextStep(Step.CLOSE)),
    ("CLOSED", drawn((5, 5), (5, 5), (5, 5), (5, 5)), NextStep(Step.RESULTS)),
])
def test_the_next_step(status, drawn_rounds, expected):
    assert next_step(status, round_count=4, drawn=drawn_rounds) == expected
