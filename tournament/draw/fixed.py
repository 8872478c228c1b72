"""Fixed tables with rotating partners (the Amsterdam tournament format, seed 000).

The same four players share a table for three bomen and the partners rotate, in the
numbers of the first boom: 1-3/2-4, then 1-2/3-4, then 1-4/2-3, so everyone partners each
table-mate once. Seat numbers always mean chairs (partners are seats 1+3 and 2+4, the lowest
deals, the highest keeps score), so players change chairs between the bomen of a cycle.

Byes: the players left over in the first boom of a cycle sit out all three bomen of that
cycle, because taking a place at a fixed table would break the table. The mode is meant for a
multiple of four players; otherwise ``bye_limit_exceeded`` says who got too many byes, and the
next cycle gives its byes to players with fewer. A fourth boom starts a new cycle with new
tables, drawn to avoid earlier table-mates (as partners and as opponents alike).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable
from dataclasses import replace

from tournament.draw.data import (
    DEFAULT_MAX_BYES,
    TABLE_MATE_POSITIONS,
    DrawError,
    EveningHistory,
    PlayerId,
    RoundDraw,
    SeasonHistory,
    from_numbers,
)
from tournament.draw.engine import Variety, check_max_byes, check_roster, seat_players

CYCLE = 3
# New position k takes the player from old position ROTATION[k]: (a, b, c, d) -> (a, d, b, c).
# Applied once, first-boom seats 1+2 and 3+4 become partners; twice, 1+4 and 2+3; thrice, back.
ROTATION = (0, 3, 1, 2)


def rotate_partners(draw: RoundDraw, *, history: EveningHistory | None = None) -> RoundDraw:
    """The next boom at the same tables with partners rotated; byes keep their seats.

    ``history`` defaults to the draw's own history plus the draw itself, which is right when
    ``draw`` is the previous boom of the evening.
    """
    numbers: dict[int, PlayerId] = {}
    for table in draw.tables:
        for position, seat in enumerate(table.seats):
            numbers[seat.number] = table.players[ROTATION[position]]
    for seat in draw.byes:
        numbers[seat.number] = seat.player
    return from_numbers(
        numbers,
        seed=draw.seed,
        history=history if history is not None else draw.history.with_draw(draw),
        max_byes=draw.max_byes,
        fixed_step=((draw.fixed_step or 0) + 1) % CYCLE,
    )


def fixed_table_draw(
    *,
    players: Iterable[PlayerId],
    seed: int,
    boom_index: int,
    max_byes: int = DEFAULT_MAX_BYES,
    variety: SeasonHistory | None = None,
) -> RoundDraw:
    """The draw of boom ``boom_index`` (0-based) of an evening at fixed tables.

    Computed from the seed alone, for the same players in every boom: bomen 0-2 share the
    tables of boom 0, bomen 3-5 get new tables, and so on. Bye fairness wins over avoiding
    earlier table-mates. When attendance changes, the web layer draws a new cycle instead.
    With ``variety`` (the club's last evenings) new tables prefer players who met least
    before: at a fixed table everyone partners everyone, so partners and opponents count
    alike.
    """
    roster = check_roster(players)
    check_max_byes(max_byes)
    if boom_index < 0:
        raise DrawError("invalid_boom_index", "The boom number must be 1 or more.")
    cycle, step = divmod(boom_index, CYCLE)
    rng = random.Random(seed)  # one stream for all cycles, replayed from the start
    history = EveningHistory()
    for current in range(cycle + 1):
        draw = seat_players(
            roster,
            rng=rng,
            seed=seed,
            history=history,
            max_byes=max_byes,
            avoid=history.table_mate_counts,
            positions=TABLE_MATE_POSITIONS,
            variety=_table_mates(variety, history) if variety else None,
        )
        draw = replace(draw, fixed_step=0)
        for _ in range(CYCLE - 1 if current < cycle else step):
            draw = rotate_partners(draw)
        if current < cycle:
            history = draw.history.with_draw(draw)
    return draw


def _table_mates(season: SeasonHistory, evening: EveningHistory) -> Variety:
    """Everyone who met before, as partner or opponent, counts as a table-mate."""
    met = Counter(season.partner_counts)
    met.update(season.opponent_counts)
    met.update(evening.table_mate_counts)
    return Variety(SeasonHistory(opponent_counts=met), partners=False)
