"""The season standings: which evenings count, the season score, the ranking and the
champion. Plain Python, no database. Which evenings count is ``scoring.results.counting``."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import date

from scoring.results.counting import (
    DROP_LOWEST,
    TOTAL,
    counted_evenings,
    scores_held,
    season_score,
)
from scoring.results.ranking import (
    BEST_ROUND,
    CARD_POINTS,
    FEWER_BYES,
    MORE_EVENINGS,
    choose_tie_breaks,
    order_by_score,
)


@dataclass(frozen=True)
class SeasonPlayer:
    """One player's season as input: evening totals in evening order, None when absent.
    ``best_round`` (highest round played this season), ``byes`` and ``card_points`` are for
    the tie-breaks."""

    member: int
    name: str
    evenings: tuple[int | None, ...]
    best_round: int = 0
    byes: int = 0
    card_points: int = 0  # the team's card points of every evening played (a tie-break)


@dataclass(frozen=True)
class SeasonLine:
    """A ranked line of the season standings.

    ``counted[i]`` says whether evening i counts (see ``counted_evenings``: an absence
    counts 0 under TOTAL and never enters an AVERAGE). ``score`` is the total or the
    average of the counted evenings (average rounded half up to one decimal); equal
    scores as shown share a rank unless the tie-breaks separate them, so ``rank`` is after
    the tie-breaks and ``separated_by`` is as for an evening. ``qualified`` is False when the
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
    separated_by: str = ""
    scores: tuple[int | None, ...] = ()


_SEASON_TIE_BREAKS: dict[str, Callable[[SeasonLine], float]] = {
    MORE_EVENINGS: lambda line: line.played,
    BEST_ROUND: lambda line: line.player.best_round,
    FEWER_BYES: lambda line: -line.player.byes,
    CARD_POINTS: lambda line: line.player.card_points,
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
    absent_scores: Sequence[int] | None = None,
) -> list[SeasonLine]:
    """The season standings by the season's counting rule.

    ``evenings_held`` (default: the longest ``evenings``) wins over the players' tuples: a
    shorter tuple is an absence on the missing evenings, scores after the last held evening
    (one in progress) are left out. Which evenings count and the score: see
    ``counted_evenings`` and ``season_score``. Players with fewer than ``min_evenings``
    played are not qualified: rank 0, listed after every qualified line, in the same order.
    Equal scores share a rank unless the tie-breaks separate them: MORE_EVENINGS (more
    played), BEST_ROUND (higher best round), FEWER_BYES (fewer byes), CARD_POINTS (a game's:
    more card points over every evening played, counted or not); LAST_ROUND, empty and
    unknown keys are skipped. The rank-1 lines are the champions (see ``champions``).

    ``absent_scores`` (one per held evening: its lowest score) makes an absence worth that
    evening's lowest score instead of 0 (``clubs.models.AbsentScore``): it is counted and
    dropped like a score, it enters an average, but it is no evening played (``played``,
    the minimum of evenings and MORE_EVENINGS count only evenings played); ``scores`` keep
    the absence (None).
    """
    if evenings_held is None:
        evenings_held = max((len(p.evenings) for p in players), default=0)
    if evenings_held < 0:
        raise ValueError(f"evenings held must be >= 0, not {evenings_held}")
    drafts: list[SeasonLine] = []
    for player in players:
        scores = scores_held(player.evenings, evenings_held)
        valued = scores if absent_scores is None else tuple(
            absent_scores[i] if score is None else score for i, score in enumerate(scores))
        counted = counted_evenings(valued, counting=counting, n=n, aggregate=aggregate)
        played = sum(score is not None for score in scores)
        drafts.append(SeasonLine(
            player=player, counted=counted, played=played, rank=0, scores=scores,
            score=season_score(valued, counted, aggregate=aggregate),
            qualified=played >= min_evenings,
        ))
    breaks = choose_tie_breaks(tie_breaks, _SEASON_TIE_BREAKS)
    lines: list[SeasonLine] = []
    for qualified in (True, False):
        placed = order_by_score(
            [line for line in drafts if line.qualified is qualified],
            score=lambda line: line.score,
            tie_breaks=breaks,
            by_name=lambda line: (line.player.name.casefold(), line.player.name,
                                  line.player.member),
        )
        lines.extend(
            replace(line, rank=position, separated_by=separated_by) if qualified else line
            for line, _, position, separated_by in placed
        )
    return lines


def champions(lines: Sequence[SeasonLine]) -> list[SeasonLine]:
    """The season champion(s): the qualified rank-1 line(s); more than one only when even
    the tie-breaks leave them equal."""
    return [line for line in lines if line.qualified and line.rank == 1]


def season_over(*, evenings: int, closed: int, next_start: date | None, today: date) -> bool:
    """Whether the season is over, so that its number one is the champion and not the
    leader: it has evenings, every one of them is closed, and the club's next season (the
    earliest that starts after this one) has begun by ``today``.

    Evenings are planned as a season goes, so "every planned evening is closed" alone is
    already true after the first evening of a new season. A season has no end date and no
    mark that it is finished; the club beginning its next season is the fact that ends it.
    Until then the standings name a leader, which is never wrong.
    """
    return (evenings > 0 and closed == evenings and next_start is not None
            and next_start <= today)
