"""What the screen shows at a moment of the evening: plain data in, plain data out.

The evening moves through the screen's views in this order, each following from what the
organisers did:

- no evening tonight: the club's name and its next evening (IDLE);
- checked in, nothing drawn yet (WAITING);
- a boom drawn and no sheet of it complete yet: its seating (SEATING);
- the first sheet complete: which tables have handed in their sheet (SHEETS);
- every sheet complete, or the boom approved: the evening's ranking after it (RANKING),
  until the next boom is drawn;
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
class BoomFacts:
    """A drawn boom: its number, whether approved, its tables and those with a complete
    sheet."""

    number: int
    approved: bool
    tables: frozenset[int]
    complete: frozenset[int]

    @property
    def done(self) -> bool:
        """Approved, or every table's sheet complete: its scores are all in."""
        return self.approved or (bool(self.tables) and self.tables <= self.complete)


def screen_kind(*, closed: bool, bomen: Sequence[BoomFacts]) -> Kind:
    """What to show for an evening (``closed``: it is closed) whose drawn bomen are
    ``bomen``, in number order. The latest drawn boom decides: a boom drawn again is shown
    from its seating again."""
    if closed:
        return Kind.PRIZES
    if not bomen:
        return Kind.WAITING
    latest = bomen[-1]
    if latest.done:
        return Kind.RANKING
    if latest.complete:
        return Kind.SHEETS
    return Kind.SEATING

