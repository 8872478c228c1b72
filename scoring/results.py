"""Boom and evening scores per player from seats and sheet totals. Plain Python.

A player's boom score is their pair's total at their table; a bye (staand nummer) gets the
season's bye score: a fixed number, the average boom score of that boom, or the player's own
average over the bomen they played that evening (falling back to the boom average when they
played none). Averages are rounded half up to whole points. Revoke penalties are personal
and counted apart from the boom scores, then included in the evening total.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from scoring.sheet import team_of_seat

FIXED = "FIXED"
ROUND_AVERAGE = "ROUND_AVERAGE"
OWN_AVERAGE = "OWN_AVERAGE"


@dataclass(frozen=True)
class SeatRecord:
    """A drawn seat: ``table`` is None for a bye."""

    member: int
    round: int
    number: int
    table: int | None


@dataclass(frozen=True)
class RoundScore:
    score: int
    bye: bool = False


@dataclass(frozen=True)
class PlayerEvening:
    member: int
    rounds: Mapping[int, RoundScore] = field(default_factory=dict)
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
    table_totals: Mapping[tuple[int, int], tuple[int, int]],
    penalties: Mapping[tuple[int, int], int] | None = None,
    bye_rule: str = FIXED,
    bye_score: int = 1200,
) -> dict[int, PlayerEvening]:
    """Every player's boom scores and penalty for one evening.

    ``table_totals`` maps (boom, table) to the totals of pair A and pair B; a table without
    totals (no complete sheet yet) gives its players no score for that boom. ``penalties``
    maps (boom, seat number) to a personal penalty (<= 0).
    """
    played: dict[int, dict[int, int]] = defaultdict(dict)
    byes: list[SeatRecord] = []
    seat_owner: dict[tuple[int, int], int] = {}
    for seat in seats:
        seat_owner[(seat.round, seat.number)] = seat.member
        if seat.table is None:
            byes.append(seat)
            continue
        totals = table_totals.get((seat.round, seat.table))
        if totals is not None:
            played[seat.member][seat.round] = totals[0 if team_of_seat(seat.number) == "A" else 1]

    round_scores: dict[int, list[int]] = defaultdict(list)
    for member_rounds in played.values():
        for number, score in member_rounds.items():
            round_scores[number].append(score)

    bye_scores: dict[int, dict[int, int]] = defaultdict(dict)
    for seat in byes:
        scores = round_scores.get(seat.round, [])
        own = list(played[seat.member].values())
        if bye_rule == ROUND_AVERAGE and scores:
            bye_scores[seat.member][seat.round] = _half_up(sum(scores), len(scores))
        elif bye_rule == OWN_AVERAGE and (own or scores):
            basis = own or scores
            bye_scores[seat.member][seat.round] = _half_up(sum(basis), len(basis))
        elif bye_rule == FIXED:
            bye_scores[seat.member][seat.round] = bye_score

    member_penalties: dict[int, int] = defaultdict(int)
    for (round_number, number), penalty in (penalties or {}).items():
        owner = seat_owner.get((round_number, number))
        if owner is not None:
            member_penalties[owner] += penalty
    return {
        member: PlayerEvening(
            member=member,
            rounds={
                **{n: RoundScore(s) for n, s in played.get(member, {}).items()},
                **{n: RoundScore(s, bye=True) for n, s in bye_scores.get(member, {}).items()},
            },
            penalty=member_penalties.get(member, 0),
        )
        for member in set(played) | set(bye_scores) | set(member_penalties)
    }
