"""The one next step of an evening, for the organiser's main button. Plain Python.

The rule (docs/decisions.md, "One next step on the evening page"):
- planned: start the check-in;
- check-in, nothing drawn: draw round 1;
- a round is drawn and some of its sheets are missing: enter the score sheets (the next
  round's draw stays possible, but only behind "draw before the sheets are in", for clubs
  that type the sheets in later);
- every sheet of the last drawn round is in: draw the next round;
- every round drawn and every sheet in: close the evening (after a confirmation);
- closed: the results and prizes.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

PLANNED, CHECK_IN, PLAYING, CLOSED = "PLANNED", "CHECK_IN", "PLAYING", "CLOSED"


class Step(Enum):
    START_CHECK_IN = "start_check_in"
    DRAW = "draw"
    ENTER_SHEETS = "enter_sheets"
    CLOSE = "close"
    RESULTS = "results"


@dataclass(frozen=True)
class RoundProgress:
    """A drawn round: how many tables play it and how many of their sheets are complete."""

    number: int
    tables: int
    sheets_in: int

    @property
    def done(self) -> bool:
        return self.sheets_in >= self.tables


@dataclass(frozen=True)
class NextStep:
    step: Step
    round: int | None = None  # the round to draw, or whose sheets are missing
    missing: int = 0  # sheets still to enter for ENTER_SHEETS
    early_draw: int | None = None  # the next round, drawable before the sheets are in


def next_step(status: str, *, round_count: int, drawn: list[RoundProgress]) -> NextStep:
    """What the organiser does next. ``drawn`` lists the drawn rounds in order."""
    if status == CLOSED:
        return NextStep(Step.RESULTS)
    if status == PLANNED:
        return NextStep(Step.START_CHECK_IN)
    if not drawn:
        return NextStep(Step.DRAW, round=1)
    missing = sum(r.tables - r.sheets_in for r in drawn if not r.done)
    last = drawn[-1]
    following = last.number + 1 if last.number < round_count else None
    if not last.done:
        return NextStep(Step.ENTER_SHEETS, round=last.number, missing=missing,
                        early_draw=following)
    if following is not None:
        return NextStep(Step.DRAW, round=following)
    if missing:
        earliest = next(r.number for r in drawn if not r.done)
        return NextStep(Step.ENTER_SHEETS, round=earliest, missing=missing)
    return NextStep(Step.CLOSE)
