"""What a sheet of klaverjas for three stores of one game beyond the shared columns
(``Game.detail``), all by table seat (1 is the lowest number): who named trump and played
alone against two (``soloist``), each seat's card points and roem as typed (None for the
dealer who sits out at a table of four), who took all ten tricks (``pit_seat``) and each
seat's score. Who revoked is the shared ``revoke_seat``, a replay the shared ``replayed``."""

from __future__ import annotations

from scoring.sheets.detail import DetailSchema, Key

# The keys a game of klaverjas for three has in the sheet's history and log beside the shared
# ones, each with the value a missing one means: the ones it always had (``save.sheet_values``).
HISTORY_KEYS = {"trump": "", "doubling": 1, "bella": ""}

SEATS = (1, 2, 3, 4)

DETAIL = DetailSchema(
    soloist=Key(int, choices=SEATS),
    seat_points=Key(list, item=int, item_may_be_none=True),
    seat_roem=Key(list, item=int, item_may_be_none=True),
    pit_seat=Key(int, choices=SEATS),
    seat_scores=Key(list, item=int),
)
