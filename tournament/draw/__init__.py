"""The seat draw (loting): plain data in, plain data out, no Django.

``engine`` draws one round at random (fair byes, partner variety, seeded), ``fixed`` keeps the
tables and rotates the partners, ``threes`` draws tables of three (and four) without byes,
``data`` holds the frozen data types; ``Draw`` is what every draw of a round offers. The
database side (loading and saving draws) is ``tournament.seating.store``.
"""

from tournament.draw.data import (
    DEFAULT_MAX_BYES,
    MIN_PLAYERS,
    PARTNER_POSITIONS,
    TABLE_MATE_POSITIONS,
    TABLE_SIZE,
    Draw,
    DrawError,
    DrawInvariantError,
    EveningHistory,
    PlayerId,
    RoundDraw,
    SeasonHistory,
    Seat,
    Table,
    from_numbers,
    roles,
    season_history,
    summarise_history,
)
from tournament.draw.engine import (
    Variety,
    check_max_byes,
    check_roster,
    draw_round,
    new_seed,
    search_tables,
    seat_players,
    swap,
    written_seed,
)
from tournament.draw.fixed import fixed_table_draw, rotated
from tournament.draw.threes import (
    MIN_THREES_PLAYERS,
    ThreesDraw,
    draw_threes,
    table_sizes_of_three,
    threes_history,
)

__all__ = [
    "DEFAULT_MAX_BYES",
    "MIN_PLAYERS",
    "MIN_THREES_PLAYERS",
    "PARTNER_POSITIONS",
    "TABLE_MATE_POSITIONS",
    "TABLE_SIZE",
    "Draw",
    "DrawError",
    "DrawInvariantError",
    "EveningHistory",
    "PlayerId",
    "RoundDraw",
    "SeasonHistory",
    "Seat",
    "Table",
    "ThreesDraw",
    "Variety",
    "check_max_byes",
    "check_roster",
    "draw_round",
    "draw_threes",
    "fixed_table_draw",
    "from_numbers",
    "new_seed",
    "roles",
    "rotated",
    "search_tables",
    "season_history",
    "seat_players",
    "summarise_history",
    "swap",
    "table_sizes_of_three",
    "threes_history",
    "written_seed",
]
