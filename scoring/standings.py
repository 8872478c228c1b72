"""Evening ranking, prize list and season standings. Plain Python, no database.

Inputs are plain numbers per player; the Django layer loads them in a fixed number of
queries and the exports (PDF, Excel) and pages render these results.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TypeVar

from scoring.standings_season import (
    AVERAGE,
    BEST_N,
    DROP_LOWEST,
    TOTAL,
    counted_evenings,
    scores_held,
    season_score,
)

# Tie-break keys, as stored in the season's rules (clubs.models.TieBreak).
BEST_ROUND = "BEST_ROUND"
LAST_ROUND = "LAST_ROUND"
FEWER_BYES = "FEWER_BYES"
MORE_EVENINGS = "MORE_EVENINGS"

# Below every real score: a player who played no boom loses BEST_ROUND and LAST_ROUND.
_NONE_PLAYED = float("-inf")


@dataclass(frozen=True)
class EveningPlayer:
    """One player's evening as input: boom scores in boom order (None: did not play that
    boom, e.g. arrived late), which of them were byes, and personal penalties (<= 0)."""

    member: int
    name: str
    rounds: tuple[int | None, ...]
    byes: tuple[bool, ...]
    penalty: int = 0

    @property
    def total(self) -> int:
        return sum(score for score in self.rounds if score is not None) + self.penalty

    @property
    def played_rounds(self) -> tuple[int, ...]:
        """Scores of the booms actually played: no byes (a bye score is not play)."""
        return tuple(
            score
            for i, score in enumerate(self.rounds)
            if score is not None and not (i < len(self.byes) and self.byes[i])
        )

    @property
    def bye_count(self) -> int:
        return sum(self.byes)


@dataclass(frozen=True)
class EveningLine:
    """A ranked line of the evening results.

    ``rank`` is shared by equal totals (1, 2, 2, 4). ``position`` is the order after the
    tie-breaks (unique unless the tie-breaks cannot separate players either);
    ``decided_by`` names the tie-break key that separated this player from the one above,
    or "" when the totals did.
    """

    player: EveningPlayer
    rank: int
    position: int
    decided_by: str = ""


@dataclass(frozen=True)
class Prize:
    """A prize place: ``place`` as configured (1, 2, -2: counted from the bottom) and the
    line(s) that win it. More than one line only when even the tie-breaks leave a tie."""

    place: int
    lines: tuple[EveningLine, ...]


@dataclass(frozen=True)
class SeasonPlayer:
    """One player's season as input: evening totals in evening order, None when absent.
    ``best_round`` (highest boom played this season) and ``byes`` are for the tie-breaks."""

    member: int
    name: str
    evenings: tuple[int | None, ...]
    best_round: int = 0
    byes: int = 0


@dataclass(frozen=True)
class SeasonLine:
    """A ranked line of the season standings.

    ``counted[i]`` says whether evening i counts (see ``counted_evenings``: an absence
    counts 0 under TOTAL and never enters an AVERAGE). ``score`` is the total or the
    average of the counted evenings (average rounded half up to one decimal); equal
    scores as shown share a rank unless the tie-breaks separate them, so ``rank`` is after
    the tie-breaks and ``decided_by`` is as for an evening. ``qualified`` is False when the
    player has played fewer than the season's minimum evenings; those lines come after all
    qualified ones and get ``rank`` 0. ``scores`` are the player's scores of the held
    evenings (None: absent), one per flag in ``counted``.
    """

    player: SeasonPlayer
    counted: tuple[bool, ...]
    score: float
    played: int
    rank: int
    qualified: bool = True
    decided_by: str = ""
    scores: tuple[int | None, ...] = ()


T = TypeVar("T")
_TieBreaks = Sequence[tuple[str, Callable[[T], float]]]


def _choose(keys: Sequence[str], known: dict[str, Callable[[T], float]]) -> _TieBreaks[T]:
    """The configured tie-breaks that apply here, in order; empty, unknown and repeated keys
    are skipped."""
    chosen: list[tuple[str, Callable[[T], float]]] = []
    for key in keys:
        if key in known and all(key != done for done, _ in chosen):
            chosen.append((key, known[key]))
    return chosen


def _order(
    items: Sequence[T],
    *,
    score: Callable[[T], float],
    tie_breaks: _TieBreaks[T],
    by_name: Callable[[T], tuple[str, str, int]],
) -> list[tuple[T, int, int, str]]:
    """Items best first, each with (rank, position, decided_by).

    Higher score wins; on equal scores the first tie-break whose values differ decides
    (higher value wins). ``rank`` looks at the score alone (1, 2, 2, 4); ``position`` also
    at the tie-breaks, in the same competition style. Players still equal are listed by
    name but keep one position: the alphabet never decides a prize or a title.
    """
    keyed = [(item, score(item), tuple(value(item) for _, value in tie_breaks)) for item in items]
    keyed.sort(key=lambda k: (-k[1], tuple(-v for v in k[2]), by_name(k[0])))
    placed: list[tuple[T, int, int, str]] = []
    rank = position = 0
    for i, (item, value, breaks) in enumerate(keyed):
        decided_by = ""
        if i == 0 or value != keyed[i - 1][1]:
            rank = position = i + 1
        else:
            pairs = zip(tie_breaks, breaks, keyed[i - 1][2], strict=True)
            decided_by = next((key for (key, _), a, b in pairs if a != b), "")
            if decided_by:
                position = i + 1
        placed.append((item, rank, position, decided_by))
    return placed


_EVENING_TIE_BREAKS: dict[str, Callable[[EveningPlayer], float]] = {
    BEST_ROUND: lambda p: max(p.played_rounds, default=_NONE_PLAYED),
    LAST_ROUND: lambda p: p.played_rounds[-1] if p.played_rounds else _NONE_PLAYED,
    FEWER_BYES: lambda p: -p.bye_count,
}


def rank_evening(
    players: Sequence[EveningPlayer], *, tie_breaks: Sequence[str]
) -> list[EveningLine]:
    """Rank an evening by total (boom scores plus penalty); equal totals share a rank, the
    tie-breaks then set the position.

    BEST_ROUND: the higher single boom; LAST_ROUND: the higher score in the last boom the
    player played. Both look only at booms actually played: a bye score (and a boom missed,
    None) is no play, and a player who played no boom loses both. FEWER_BYES: fewer byes.
    MORE_EVENINGS is a season key and, like empty or unknown keys, is skipped. Players
    equal on everything share the position and are listed by name.
    """
    breaks = _choose(tie_breaks, _EVENING_TIE_BREAKS)
    placed = _order(
        players,
        score=lambda p: p.total,
        tie_breaks=breaks,
        by_name=lambda p: (p.name.casefold(), p.name, p.member),
    )
    return [
        EveningLine(player=player, rank=rank, position=position, decided_by=decided_by)
        for player, rank, position, decided_by in placed
    ]


def prizes(
    lines: Sequence[EveningLine], *, places: Sequence[int], players_per_prize: int = 0
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

    ``players_per_prize`` N > 0 replaces ``places`` altogether (as the club settings say:
    "0 means: use the prize places above"): places 1 .. max(1, players // N), so no bottom
    prize; no prizes without players.
    """
    ordered = sorted(lines, key=lambda line: line.position)
    count = len(ordered)
    if players_per_prize > 0:
        places = range(1, max(count // players_per_prize, 1) + 1) if count else range(0)
    slots = sorted(
        {(place - 1 if place > 0 else count + place, place < 0, place)
         for place in places if place != 0 and abs(place) <= count}
    )
    won: set[int] = set()
    result: list[Prize] = []
    for slot, _, place in slots:
        position = ordered[slot].position
        if position not in won:
            won.add(position)
            winners = tuple(line for line in ordered if line.position == position)
            result.append(Prize(place=place, lines=winners))
    return result


_SEASON_TIE_BREAKS: dict[str, Callable[[SeasonLine], float]] = {
    MORE_EVENINGS: lambda line: line.played,
    BEST_ROUND: lambda line: line.player.best_round,
    FEWER_BYES: lambda line: -line.player.byes,
}


def season_standings(
    players: Sequence[SeasonPlayer],
    *,
    counting: str = DROP_LOWEST,
    n: int = 2,
    aggregate: str = TOTAL,
    min_evenings: int = 0,
    tie_breaks: Sequence[str] = (),
    evenings_held: int | None = None,
) -> list[SeasonLine]:
    """The season standings by the season's counting rule.

    ``evenings_held`` (default: the longest ``evenings``) wins over the players' tuples: a
    shorter tuple is an absence on the missing evenings, scores after the last held evening
    (one in progress) are left out. Which evenings count and the score: see
    ``counted_evenings`` and ``season_score``. Players with fewer than ``min_evenings``
    played are not qualified: rank 0, listed after every qualified line, in the same order.
    Equal scores share a rank unless the tie-breaks separate them: MORE_EVENINGS (more
    played), BEST_ROUND (higher best boom), FEWER_BYES (fewer byes); LAST_ROUND, empty and
    unknown keys are skipped. The rank-1 lines are the champions (see ``champions``).
    """
    if evenings_held is None:
        evenings_held = max((len(p.evenings) for p in players), default=0)
    if evenings_held < 0:
        raise ValueError(f"evenings held must be >= 0, not {evenings_held}")
    drafts: list[SeasonLine] = []
    for player in players:
        scores = scores_held(player.evenings, evenings_held)
        counted = counted_evenings(scores, counting=counting, n=n, aggregate=aggregate)
        played = sum(score is not None for score in scores)
        drafts.append(SeasonLine(
            player=player, counted=counted, played=played, rank=0, scores=scores,
            score=season_score(scores, counted, aggregate=aggregate),
            qualified=played >= min_evenings,
        ))
    breaks = _choose(tie_breaks, _SEASON_TIE_BREAKS)
    lines: list[SeasonLine] = []
    for qualified in (True, False):
        placed = _order(
            [line for line in drafts if line.qualified is qualified],
            score=lambda line: line.score,
            tie_breaks=breaks,
            by_name=lambda line: (line.player.name.casefold(), line.player.name,
                                  line.player.member),
        )
        lines.extend(
            replace(line, rank=position, decided_by=decided_by) if qualified else line
            for line, _, position, decided_by in placed
        )
    return lines


def champions(lines: Sequence[SeasonLine]) -> list[SeasonLine]:
    """The season champion(s): the qualified rank-1 line(s); more than one only when even
    the tie-breaks leave them equal."""
    return [line for line in lines if line.qualified and line.rank == 1]


__all__ = [
    "AVERAGE", "BEST_N", "BEST_ROUND", "DROP_LOWEST", "FEWER_BYES", "LAST_ROUND",
    "MORE_EVENINGS", "TOTAL", "EveningLine", "EveningPlayer", "Prize", "SeasonLine",
    "SeasonPlayer", "champions", "counted_evenings", "prizes", "rank_evening", "scores_held",
    "season_score", "season_standings",
]
