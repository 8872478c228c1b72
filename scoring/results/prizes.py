"""The prize list of an evening: who wins which place, and which tie-break decided it.

Plain Python, no database. The page, the PDF and the Excel file all show a prize from
``Prize``; the tie-break words come from ``scoring.results.labels``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from scoring.results.ranking import EveningLine

# How prizes fall to players equal on everything (clubs.models.PrizeTies).
NEXT_PLACE = "NEXT_PLACE"  # a shared prize uses up the places its winners take
PER_GROUP = "PER_GROUP"  # each group of equal players gets one prize, the next the next


@dataclass(frozen=True)
class PrizeWinner:
    """A line that wins a prize, with the tie-breaks that decided its place (keys such as
    ``BEST_ROUND``; empty when the totals alone decided)."""

    line: EveningLine
    decided_by: tuple[str, ...] = ()


@dataclass(frozen=True)
class Prize:
    """A prize place: ``place`` as configured (1, 2, -2: counted from the bottom) and the
    winner(s). More than one winner only when even the tie-breaks leave a tie: the prize
    is then shared."""

    place: int
    winners: tuple[PrizeWinner, ...]
    covers: tuple[int, ...] = ()
    """Prize places not given because this prize's equal winners took their places (with
    ``NEXT_PLACE``: a 1st prize shared by two covers the 2nd), for the prize list to say."""

    @property
    def shared(self) -> bool:
        return len(self.winners) > 1


def prizes(
    lines: Sequence[EveningLine], *, places: Sequence[int], players_per_prize: int = 0,
    ties: str = NEXT_PLACE,
) -> list[Prize]:
    """The prize list: ``places`` (1, 2, -2 ...) or, with ``players_per_prize`` > 0, one
    prize per N players counted from the top.

    A place points at a slot in the list ordered by position: 1 is the first line, -1 the
    last, -2 the second-to-last; the prize goes to every line sharing that slot's position,
    so a tie the tie-breaks could not separate shares one prize and uses up the places it
    covers. Places are handed out from the top down (a top place before a bottom place on
    the same slot), and a line wins at most one prize: a place whose slot is already won,
    does not exist (fewer players than places) or is 0 is skipped. The list is top down;
    tied lines in a prize keep the order given (``rank_evening`` lists them by name).
    Each winner carries the tie-breaks that decided its place (``PrizeWinner.decided_by``).

    ``players_per_prize`` N > 0 replaces ``places`` altogether (as the club settings say:
    "0 means: use the prize places above"): places 1 .. max(1, players // N), so no bottom
    prize; no prizes without players.

    ``ties`` ``PER_GROUP`` counts the places over the groups of lines sharing a position
    instead of over the lines: 1 is the first group, 2 the next, -1 the last group (and
    with ``players_per_prize`` the first groups get the prizes); no place is then covered.
    """
    ordered = sorted(lines, key=lambda line: line.position)
    if ties == PER_GROUP:
        return _per_group(ordered, places=places, players_per_prize=players_per_prize)
    count = len(ordered)
    if players_per_prize > 0:
        places = range(1, max(count // players_per_prize, 1) + 1) if count else range(0)
    slots = sorted(
        {(place - 1 if place > 0 else count + place, place < 0, place)
         for place in places if place != 0 and abs(place) <= count}
    )
    won: dict[int, int] = {}  # position -> its prize's index in the result
    result: list[Prize] = []
    for slot, _, place in slots:
        position = ordered[slot].position
        if position in won:
            taken = result[won[position]]
            result[won[position]] = replace(taken, covers=(*taken.covers, place))
        else:
            won[position] = len(result)
            result.append(_prize(place, position, ordered))
    return result


def _prize(place: int, position: int, ordered: Sequence[EveningLine]) -> Prize:
    """The prize of the lines at ``position``; winners who share it name the same
    tie-breaks (one of them may border the line that a tie-break separated, the other not)."""
    lines = [line for line in ordered if line.position == position]
    decided = tuple(dict.fromkeys(key for line in lines for key in _decided_by(line, ordered)))
    return Prize(place=place, winners=tuple(PrizeWinner(line, decided_by=decided)
                                            for line in lines))


def _per_group(ordered: Sequence[EveningLine], *, places: Sequence[int],
               players_per_prize: int) -> list[Prize]:
    positions = list(dict.fromkeys(line.position for line in ordered))
    count = len(positions)
    if players_per_prize > 0:
        places = range(1, min(max(len(ordered) // players_per_prize, 1), count) + 1
                       ) if ordered else range(0)
    slots = sorted(
        {(place - 1 if place > 0 else count + place, place < 0, place)
         for place in places if place != 0 and abs(place) <= count}
    )
    won: set[int] = set()
    result: list[Prize] = []
    for slot, _, place in slots:
        if slot not in won:
            won.add(slot)
            result.append(_prize(place, positions[slot], ordered))
    return result


def _decided_by(line: EveningLine, ordered: Sequence[EveningLine]) -> tuple[str, ...]:
    """The tie-breaks that decided ``line``'s place: the one that separated it from the line
    above, and the one that separated the line below from it when their totals are equal.
    ``ordered`` is every line by position."""
    keys = [line.separated_by] if line.separated_by else []
    below = next((other for other in ordered if other.position > line.position), None)
    if below is not None and below.rank == line.rank and below.separated_by:
        keys.append(below.separated_by)
    return tuple(dict.fromkeys(keys))
