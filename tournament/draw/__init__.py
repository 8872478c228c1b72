"""The seat draw (loting): plain data in, plain data out, no Django.

``engine`` draws one boom at random (fair byes, partner variety, seeded), ``fixed`` keeps the
tables and rotates the partners, ``klabberjass`` draws the tables of three (and four) of the
Klabberjass tournament, ``data`` holds the frozen data types. The database side
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
    search_tables,
    seat_players,
    swap,
)
from tournament.draw.fixed import fixed_table_draw, rotate_partners
from tournament.draw.klabberjass import (
    MIN_KLABBERJASS_PLAYERS,
    KlabberjassDraw,
    draw_klabberjass_round,
    klabberjass_history,
    klabberjass_table_sizes,
)

__all__ = [
    "DEFAULT_MAX_BYES",
    "MIN_KLABBERJASS_PLAYERS",
    "MIN_PLAYERS",
    "PARTNER_POSITIONS",
    "TABLE_MATE_POSITIONS",
    "TABLE_SIZE",
    "DrawError",
    "DrawInvariantError",
    "EveningHistory",
    "KlabberjassDraw",
    "PlayerId",
    "RoundDraw",
    "Seat",
    "Table",
    "check_max_byes",
    "check_roster",
    "draw_klabberjass_round",
    "draw_round",
    "fixed_table_draw",
    "from_numbers",
    "klabberjass_history",
    "klabberjass_table_sizes",
    "new_seed",
    "rotate_partners",
    "search_tables",
    "seat_players",
    "summarise_history",
    "swap",
]
