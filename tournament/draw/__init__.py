"""The seat draw (loting): plain data in, plain data out, no Django.

``engine`` draws one boom at random (fair byes, partner variety, seeded), ``fixed`` keeps the
tables and rotates the partners, ``data`` holds the frozen data types. The database side
(loading and saving draws) is ``tournament.seating.store``.
"""

from tournament.draw.data import (
    DEFAULT_MAX_BYES,
    MIN_PLAYERS,
    PARTNER_POSITIONS,
    TABLE_MATE_POSITIONS,
    TABLE_SIZE,
    DrawError,
    DrawInvariantError,
    EveningHistory,
    PlayerId,
    RoundDraw,
    Seat,
    Table,
    from_numbers,
    summarise_history,
)
from tournament.draw.engine import (
    check_max_byes,
    check_roster,
    draw_round,
    new_seed,
    seat_players,
    swap,
)
from tournament.draw.fixed import fixed_table_draw, rotate_partners

__all__ = [
    "DEFAULT_MAX_BYES",
    "MIN_PLAYERS",
    "PARTNER_POSITIONS",
    "TABLE_MATE_POSITIONS",
    "TABLE_SIZE",
    "DrawError",
    "DrawInvariantError",
    "EveningHistory",
    "PlayerId",
    "RoundDraw",
    "Seat",
    "Table",
    "check_max_byes",
    "check_roster",
    "draw_round",
    "fixed_table_draw",
    "from_numbers",
    "new_seed",
    "rotate_partners",
    "seat_players",
    "summarise_history",
    "swap",
]
