"""Round and evening scores per player from seats and sheet totals. Plain Python.

A player's round score comes from their table's totals as the season's game says (its
``round_score``, for example their pair's total); a bye (staand nummer) gets the season's bye
score: a fixed number, the average round score of that round, or the player's own average over
the rounds they played that evening (falling back to the round average when they played
none). Averages are rounded half up to whole points. Revoke penalties are personal
and counted apart from the round scores, then included in the evening total.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import NamedTuple

# A system's round score: (seat number, the table's totals) -> the player's score.
RoundScoring = Callable[[int, Sequence[int]], int]

FIXED = "FIXED"
ROUND_AVERAGE = "ROUND_AVERAGE"
OWN_AVERAGE = "OWN_AVERAGE"


# NamedTuples rather than dataclasses: a season's standings build tens of thousands of these.
class SeatRecord(NamedTuple):
    """A drawn seat: ``table`` is None for a bye."""

    member: int
    round: int
    number: int
    table: int | None


class RoundScore(NamedTuple):
    score: int
    bye: bool = False


class PlayerEvening(NamedTuple):
    member: int
    rounds: Mapping[int, RoundScore]
    penalty: int = 0

    @property
    def total(self) -> int:
        return sum(r.score for r in self.rounds.values()) + self.penalty

    @property
    def byes(self) -> int:
        return sum(1 for r in self.rounds.values() if r.bye)

    @property
    def played_scores(self) -> list[int]:
        return [r.score for r in self.rounds.values() if not r.bye]


def _half_up(total: int, count: int) -> int:
    return (2 * total + count) // (2 * count)


def evening_scores(
    *,
    seats: Iterable[SeatRecord],
    table_totals: Mapping[tuple[int, int], tuple[int, ...]],
    round_score: RoundScoring,
    penalties: Mapping[tuple[int, int], int] | None = None,
    bye_rule: str = FIXED,
    bye_score: int = 1200,
) -> dict[int, PlayerEvening]:
    """Every player's round scores and penalty for one evening.

    ``table_totals`` maps (round, table) to the table's totals (pair A and pair B, or one per
    seat), which ``round_score`` turns into a seat's score (the season's game); a table without
    totals (no sheet yet) gives its players no score for that round. ``penalties`` maps
    (round, seat number) to a personal penalty (<= 0).
    """
    rounds: dict[int, dict[int, RoundScore]] = defaultdict(dict)
    byes: list[SeatRecord] = []
    owner: dict[tuple[int, int], int] = {}
    played: dict[int, list[int]] = defaultdict(list)  # round -> scores, for averages
    for seat in seats:
        owner[(seat.round, seat.number)] = seat.member
        if seat.table is None:
            byes.append(seat)
            continue
        totals = table_totals.get((seat.round, seat.table))
        if totals is not None:
            score = round_score(seat.number, totals)
            rounds[seat.member][seat.round] = RoundScore(score)
            played[seat.round].append(score)

    for seat in byes:
        given = _bye_score(rounds.get(seat.member, {}), played.get(seat.round, []),
                           bye_rule, bye_score)
        if given is not None:
            rounds[seat.member][seat.round] = RoundScore(given, bye=True)

    member_penalties: dict[int, int] = defaultdict(int)
    for key, penalty in (penalties or {}).items():
        if key in owner:
            member_penalties[owner[key]] += penalty
    return {
        member: PlayerEvening(member, rounds.get(member, {}), member_penalties.get(member, 0))
        for member in rounds.keys() | member_penalties.keys()
    }


def _bye_score(
    own: Mapping[int, RoundScore], round_scores: list[int], rule: str, fixed: int
) -> int | None:
    """None when the rule has nothing to average yet (no scores entered for that round)."""
    if rule == FIXED:
        return fixed
    own_scores = [r.score for r in own.values() if not r.bye]
    basis = own_scores if rule == OWN_AVERAGE and own_scores else round_scores
    return _half_up(sum(basis), len(basis)) if basis else None
