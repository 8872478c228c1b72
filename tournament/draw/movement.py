"""The paper clubs' movement for fixed pairs (schuifsysteem): only the first round is drawn;
after every round the pair on seats 1 and 3 of a table stays at its table and the pair on 2
and 4 moves one table up, from the last table to table 1.

Why it works: after k moves the pair staying at table t meets the moving pair that started
at table t - k, so in as many rounds as there are tables no pair meets a pair twice, for an
even number of tables as for an odd one (the staying pairs never meet each other, the
moving pairs neither; no table needs skipping, which bridge's Mitchell movement needs only
because its boards travel too).

With an odd number of pairs the staand paar moves along as if it sat at one table more
(after the last) opposite nobody: the moving pair that comes from the last table sits out,
the one that sat out comes to table 1. So nobody sits out twice in as many rounds as there
are tables plus one, and in those rounds every pair meets a different pair each round.
"""

from __future__ import annotations

from collections.abc import Sequence

from tournament.draw.data import RoundDraw, Seat, Table
from tournament.draw.pairs import PlayerPair

# The pair opposite nobody: where the staand paar sits, one table after the last.
NOBODY: PlayerPair = (-1, -1)


def standing_pair(draw: RoundDraw) -> PlayerPair | None:
    """The pair that sat out ``draw``, None without one."""
    players = tuple(seat.player for seat in draw.byes)
    return (players[0], players[1]) if len(players) == 2 else None


def moved_tables(draw: RoundDraw) -> list[tuple[PlayerPair, PlayerPair]]:
    """The next round's tables after ``draw``, each (the pair on 1 and 3, the pair on 2 and
    4): the first pairs stay, the second ones move one table up; the staand paar's place
    is the table after the last, opposite ``NOBODY``."""
    tables: list[tuple[PlayerPair, PlayerPair]] = [
        ((t.seats[0].player, t.seats[2].player), (t.seats[1].player, t.seats[3].player))
        for t in sorted(draw.tables, key=lambda table: table.number)]
    if (standing := standing_pair(draw)) is not None:
        tables.append((NOBODY, standing))
    moving = [second for _first, second in tables]
    return [(first, moving[index - 1]) for index, (first, _second) in enumerate(tables)]


def same_pairs(draw: RoundDraw, pairs: Sequence[PlayerPair]) -> bool:
    """Whether ``pairs`` are exactly the pairs of ``draw`` (nobody came or left)."""
    def key(pair: Sequence[int]) -> frozenset[int]:
        return frozenset(pair)

    seated = [(t.seats[0].player, t.seats[2].player) for t in draw.tables] + [
        (t.seats[1].player, t.seats[3].player) for t in draw.tables]
    if (standing := standing_pair(draw)) is not None:
        seated.append(standing)
    return {key(pair) for pair in seated} == {key(pair) for pair in pairs} and len(
        seated) == len(pairs)


def move_pairs(previous: RoundDraw, *, seed: int) -> RoundDraw:
    """The round after ``previous`` by the movement: the tables of ``moved_tables``, the
    pair opposite nobody on the numbers after the tables."""
    tables: list[Table] = []
    byes: tuple[Seat, ...] = ()
    for first, second in moved_tables(previous):
        if NOBODY in (first, second):
            standing = second if first == NOBODY else first
            byes = tuple(Seat(number=0, player=player) for player in standing)
            continue
        number = len(tables) + 1
        players = (first[0], second[0], first[1], second[1])
        tables.append(Table(number=number, seats=tuple(
            Seat(number=4 * (number - 1) + k + 1, player=player)
            for k, player in enumerate(players))))
    after = 4 * len(tables)
    byes = tuple(Seat(number=after + k + 1, player=seat.player) for k, seat in enumerate(byes))
    history = previous.history.with_draw(previous)
    return RoundDraw(seed=seed, tables=tuple(tables), byes=byes, history=history,
                     max_byes=previous.max_byes, moved=True)
