"""What the screen shows at a moment of the evening: plain data in, plain data out.

The evening moves through the screen's views in this order, each following from what the
organisers did:

- no evening tonight: the club's name and its next evening (IDLE);
- checked in, nothing drawn yet (WAITING);
- a round drawn and no sheet of it complete yet: its seating (SEATING);
- the first sheet complete: which tables have handed in their sheet (SHEETS);
- every sheet complete, or the round approved: the evening's ranking after it (RANKING),
  until the next round is drawn;
- the evening closed: the prize list, then the ranking (PRIZES).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum


class Kind(StrEnum):
    IDLE = "idle"
    WAITING = "waiting"
    SEATING = "seating"
    SHEETS = "sheets"
    RANKING = "ranking"
    PRIZES = "prizes"


@dataclass(frozen=True)
class RoundFacts:
    """A drawn round: its number, whether approved, its tables and those with a complete
    sheet."""

    number: int
    approved: bool
    tables: frozenset[int]
    complete: frozenset[int]

    @property
    def done(self) -> bool:
        """Approved, or every table's sheet complete: its scores are all in."""
        return self.approved or (bool(self.tables) and self.tables <= self.complete)


def screen_kind(*, closed: bool, rounds: Sequence[RoundFacts]) -> Kind:
    """What to show for an evening (``closed``: it is closed) whose drawn rounds are
    ``rounds``, in number order. The latest drawn round decides: a round drawn again is shown
    from its seating again."""
    if closed:
        return Kind.PRIZES
    if not rounds:
        return Kind.WAITING
    latest = rounds[-1]
    if latest.done:
        return Kind.RANKING
    if latest.complete:
        return Kind.SHEETS
    return Kind.SEATING

