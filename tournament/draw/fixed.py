"""Fixed tables with rotating partners (the tournament form of seed 000: "each player plays
16 games with each of the others once, so 3 rounds of 16 games are played").

A round at fixed tables keeps the tables of the round before it (drawn at fixed tables or
not) and changes the partners. Of the three ways the four players of a table can form two
pairs, each table takes the one they played least this evening, in the order of the
rotation: in the numbers of the table's first round 1-3/2-4, then 1-2/3-4, then 1-4/2-3. So
in three rounds everyone partners each table-mate once, and a partner of an earlier new draw
comes back only where all three pairings of the four were played already. Seat numbers
always mean chairs (partners are seats 1+3 and 2+4, the lowest deals, the highest keeps
score), so players change chairs between rounds. A fourth round keeps the tables too and
starts the rotation again: everyone partners his partner of the first round (a new draw
gives new partners instead). The first round of the evening draws new tables, keeping apart
who met in the club's last evenings when the club asks for variety.

The staand nummer rotates: the players with the fewest byes this evening sit out (the seed
decides among equals), and those who sat out the round before take their chairs. So nobody
sits out twice while somebody at a table has sat out less, as in a new draw; the choice
among equals avoids partners again where it can.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence

from tournament.draw.data import (
    DEFAULT_MAX_BYES,
    PARTNER_POSITIONS,
    TABLE_MATE_POSITIONS,
    DrawError,
    EveningHistory,
    Pair,
    PlayerId,
    RoundDraw,
    SeasonHistory,
    from_numbers,
)
from tournament.draw.engine import Variety, check_max_byes, check_roster, seat_players

# New position k takes the player from old position ROTATION[k]: (a, b, c, d) -> (a, d, b, c).
# Applied once, first-round seats 1+2 and 3+4 become partners; twice, 1+4 and 2+3; thrice, back.
ROTATION = (0, 3, 1, 2)
# Tries of who sits out among the players with equally few byes, for the fewest partners
# again; the seed decides them, so a draw is repeated from its seed.
BYE_TRIES = 40


def rotated(players: Sequence[PlayerId], times: int) -> tuple[PlayerId, ...]:
    """A table's four players in seat order after ``times`` steps of the rotation."""
    order = tuple(players)
    for _ in range(times % 3):
        order = tuple(order[ROTATION[k]] for k in range(len(order)))
    return order


def fixed_table_draw(
    *,
    players: Iterable[PlayerId],
    seed: int,
    previous: RoundDraw | None = None,
    max_byes: int = DEFAULT_MAX_BYES,
    variety: SeasonHistory | None = None,
) -> RoundDraw:
    """A round at fixed tables: ``previous`` is the round before it this evening (its
    ``history`` the rounds before that), None for the evening's first round, which draws new
    tables. The same players must be present as in ``previous``. With ``variety`` (the
    club's last evenings) new tables prefer players who met least before: at a fixed table
    everyone partners everyone, so partners and opponents count alike.
    """
    roster = check_roster(players)
    check_max_byes(max_byes)
    rng = random.Random(seed)
    if previous is None:
        history = EveningHistory()
        return seat_players(
            roster, rng=rng, seed=seed, history=history, max_byes=max_byes,
            avoid=history.table_mate_counts, positions=TABLE_MATE_POSITIONS,
            variety=_table_mates(variety, history) if variety else None,
        )
    if roster != previous.players:
        raise DrawError("fixed_tables_players_changed",
                        "Fixed tables need the same players as the round before.")
    history = previous.history.with_draw(previous)
    tables, out = _rotate_byes(previous, history, rng)
    numbers: dict[int, PlayerId] = {}
    for table, order in zip(previous.tables, tables, strict=True):
        numbers.update(zip(table.seat_numbers, order, strict=True))
    # Who sits out now takes the bye number of the player who took his chair.
    numbers.update((seat.number, out[seat.player]) for seat in previous.byes)
    return from_numbers(numbers, seed=seed, history=history, max_byes=max_byes)


def _rotate_byes(previous: RoundDraw, history: EveningHistory, rng: random.Random
                 ) -> tuple[list[tuple[PlayerId, ...]], dict[PlayerId, PlayerId]]:
    """Each table's players in seat order, and who sits out in whose place: the players
    who sat out come back in the chairs of those with the fewest byes."""
    back = list(previous.bye_players)
    seated = [player for table in previous.tables for player in table.players]
    best: tuple[int, list[tuple[PlayerId, ...]], dict[PlayerId, PlayerId]] | None = None
    for _try in range(BYE_TRIES if back else 1):
        order = list(seated)
        rng.shuffle(order)
        order.sort(key=history.byes_of)  # stable: fewest byes first, the shuffle breaks ties
        leaving = order[: len(back)]
        rng.shuffle(back)
        chair = dict(zip(leaving, back, strict=True))  # who sat out takes the leaver's chair
        tables = [_partners(tuple(chair.get(p, p) for p in table.players),
                            history.partner_counts)
                  for table in previous.tables]
        again = sum(_again(order, history.partner_counts) for order in tables)
        if best is None or again < best[0]:
            best = (again, tables, {b: leaver for leaver, b in chair.items()})
        if again == 0:
            break
    assert best is not None
    return best[1], best[2]


def _partners(players: tuple[PlayerId, ...], partner_counts: Mapping[Pair, int]
              ) -> tuple[PlayerId, ...]:
    """The four in the seat order whose partners played together least this evening: the
    next step of the rotation where it ties, then the one after, then the same."""
    return min((rotated(players, times) for times in (1, 2, 0)),
               key=lambda order: _again(order, partner_counts))


def _again(order: Sequence[PlayerId], partner_counts: Mapping[Pair, int]) -> int:
    return sum(partner_counts.get(frozenset((order[i], order[j])), 0)
               for i, j in PARTNER_POSITIONS)


def _table_mates(season: SeasonHistory, evening: EveningHistory) -> Variety:
    """Everyone who met before, as partner or opponent, counts as a table-mate."""
    met = Counter(season.partner_counts)
    met.update(season.opponent_counts)
    met.update(evening.table_mate_counts)
    return Variety(SeasonHistory(opponent_counts=met), partners=False)
