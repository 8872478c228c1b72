"""Ranking an evening: totals, shared places and the tie-breaks. Plain Python, no database.

The ordering helpers here rank the season standings too (``scoring.results.season``); the
prize list is decided in ``scoring.results.prizes``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar

# Tie-break keys, as stored in the season's rules (clubs.models.TieBreak).
BEST_ROUND = "BEST_ROUND"
LAST_ROUND = "LAST_ROUND"
FEWER_BYES = "FEWER_BYES"
MORE_EVENINGS = "MORE_EVENINGS"
CARD_POINTS = "CARD_POINTS"  # the card points of the player's side, all rounds (clubs.games)

# Below every real score: a player who played no round loses BEST_ROUND and LAST_ROUND.
_NONE_PLAYED = float("-inf")


@dataclass(frozen=True)
class EveningPlayer:
    """One player's evening as input: round scores in round order (None: did not play that
    round, e.g. arrived late), which of them were byes, and personal penalties (<= 0).
    ``card_points``: for a game with the CARD_POINTS tie-break (``clubs.games``), the card
    points of the player's team over the evening; 0 otherwise."""

    member: int
    name: str
    rounds: tuple[int | None, ...]
    byes: tuple[bool, ...]
    penalty: int = 0
    card_points: int = 0
    members: tuple[EveningPlayer, ...] = ()
    """The players this line ranks as one (a fixed pair: ``scoring.results.competitors``),
    each with his own scores; () for a player ranked for himself."""

    @property
    def total(self) -> int:
        return sum(score for score in self.rounds if score is not None) + self.penalty

    @property
    def played_rounds(self) -> tuple[int, ...]:
        """Scores of the rounds actually played: no byes (a bye score is not play)."""
        return tuple(
            score
            for i, score in enumerate(self.rounds)
            if score is not None and not (i < len(self.byes) and self.byes[i])
        )

    @property
    def bye_count(self) -> int:
        return sum(self.byes)

    def round_scores(self, rounds: int) -> list[tuple[int | None, bool]]:
        """Each round's score and whether it was a bye, padded to ``rounds`` rounds: what a
        results row shows (the page, the PDF and the Excel file alike)."""
        return [
            (
                self.rounds[i] if i < len(self.rounds) else None,
                i < len(self.byes) and self.byes[i],
            )
            for i in range(rounds)
        ]


@dataclass(frozen=True)
class EveningLine:
    """A ranked line of the evening results.

    ``rank`` is shared by equal totals (1, 2, 2, 4). ``position`` is the order after the
    tie-breaks (unique unless the tie-breaks cannot separate players either);
    ``separated_by`` names the tie-break key that separated this player from the one above,
    or "" when the totals did.
    """

    player: EveningPlayer
    rank: int
    position: int
    separated_by: str = ""








T = TypeVar("T")
TieBreaks = Sequence[tuple[str, Callable[[T], float]]]


def choose_tie_breaks(keys: Sequence[str], known: dict[str, Callable[[T], float]]) -> TieBreaks[T]:
    """The configured tie-breaks that apply here, in order; empty, unknown and repeated keys
    are skipped."""
    chosen: list[tuple[str, Callable[[T], float]]] = []
    for key in keys:
        if key in known and all(key != done for done, _ in chosen):
            chosen.append((key, known[key]))
    return chosen


def order_by_score(
    items: Sequence[T],
    *,
    score: Callable[[T], float],
    tie_breaks: TieBreaks[T],
    by_name: Callable[[T], tuple[str, str, int]],
) -> list[tuple[T, int, int, str]]:
    """Items best first, each with (rank, position, separated_by).

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
        separated_by = ""
        if i == 0 or value != keyed[i - 1][1]:
            rank = position = i + 1
        else:
            pairs = zip(tie_breaks, breaks, keyed[i - 1][2], strict=True)
            separated_by = next((key for (key, _), a, b in pairs if a != b), "")
            if separated_by:
                position = i + 1
        placed.append((item, rank, position, separated_by))
    return placed


_EVENING_TIE_BREAKS: dict[str, Callable[[EveningPlayer], float]] = {
    BEST_ROUND: lambda p: max(p.played_rounds, default=_NONE_PLAYED),
    LAST_ROUND: lambda p: p.played_rounds[-1] if p.played_rounds else _NONE_PLAYED,
    FEWER_BYES: lambda p: -p.bye_count,
    CARD_POINTS: lambda p: p.card_points,
}


def rank_evening(
    players: Sequence[EveningPlayer], *, tie_breaks: Sequence[str]
) -> list[EveningLine]:
    """Rank an evening by total (round scores plus penalty); equal totals share a rank, the
    tie-breaks then set the position.

    BEST_ROUND: the higher single round; LAST_ROUND: the higher score in the last round the
    player played. Both look only at rounds actually played: a bye score (and a round missed,
    None) is no play, and a player who played no round loses both. FEWER_BYES: fewer byes.
    MORE_EVENINGS is a season key and, like empty or unknown keys, is skipped. Players
    equal on everything share the position and are listed by name.
    """
    breaks = choose_tie_breaks(tie_breaks, _EVENING_TIE_BREAKS)
    placed = order_by_score(
        players,
        score=lambda p: p.total,
        tie_breaks=breaks,
        by_name=lambda p: (p.name.casefold(), p.name, p.member),
    )
    return [
        EveningLine(player=player, rank=rank, position=position, separated_by=separated_by)
        for player, rank, position, separated_by in placed
    ]
