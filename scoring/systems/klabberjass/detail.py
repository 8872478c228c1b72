"""What a Klabberjass list stores of one game beyond the shared columns (``Game.detail``):
the soloist's table seat, Original (True) or Kleines, the turned card's suit when written
down, won or lost as written (None when a revoke, ``revoke_seat``, decided instead) and each
seat's score, and the trump (a suit's letter)."""

from __future__ import annotations

from scoring.rules import Suit
from scoring.sheets.detail import DetailSchema, Key

# The keys a list's game has in the sheet's history and log beside the shared ones, each
# with the value a missing one means: the ones it always had (``save.sheet_values``).
HISTORY_KEYS = {"trump": "", "doubling": 1, "bella": ""}

SEATS = (1, 2, 3, 4)

DETAIL = DetailSchema(
    soloist=Key(int, choices=SEATS),
    original=Key(bool),
    trump=Key(str, default="", choices=("", *(s.value for s in Suit))),
    turned=Key(str, default="", choices=("", *(s.value for s in Suit))),
    won=Key(bool),
    seat_scores=Key(list, item=int),
)
