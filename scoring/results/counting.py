"""Which evenings count for the season, and the season score. Plain Python, no database.

Re-exported from ``scoring.standings``; import from there. Kept apart because the counting
rule is a concept of its own: 004 "De twee laagste scores tellen niet mee. Dat kunnen ook
nul-scores zijn door afwezigheid."
"""

from __future__ import annotations

from collections.abc import Sequence
from decimal import ROUND_HALF_UP, Decimal

# Season counting (clubs.models.SeasonCounting / SeasonAggregate).
DROP_LOWEST = "DROP_LOWEST"
BEST_N = "BEST_N"
TOTAL = "TOTAL"
AVERAGE = "AVERAGE"


def counted_evenings(
    evenings: Sequence[int | None],
    *,
    counting: str = DROP_LOWEST,
    n: int = 2,
    aggregate: str = TOTAL,
) -> tuple[bool, ...]:
    """Which of the held ``evenings`` count (None: absent, worth 0), one flag per evening.

    DROP_LOWEST drops the ``n`` lowest, BEST_N keeps the ``n`` highest. At least one held
    evening always counts: early in a season (held <= n under DROP_LOWEST, or n = 0 under
    BEST_N) only the best evening counts, so the standings still mean something and the
    number counted never goes down as the season goes on.

    Equal values: an absence is dropped before a played evening of the same value (a
    played 0), then the earlier evening before the later one; this only moves a flag, never
    the score. Under AVERAGE an absence that is not dropped is still not flagged: it does
    not enter the average.
    """
    if n < 0:
        raise ValueError(f"season count n must be >= 0, not {n}")
    held = len(evenings)
    if counting == DROP_LOWEST:
        drop = min(n, held - 1)
    elif counting == BEST_N:
        drop = min(held - n, held - 1)
    else:
        raise ValueError(f"unknown season counting {counting!r}")
    drop_order = sorted(
        range(held), key=lambda i: (evenings[i] or 0, evenings[i] is not None, i)
    )
    dropped = set(drop_order[: max(drop, 0)])
    skip_absent = aggregate == AVERAGE
    return tuple(
        i not in dropped and not (skip_absent and evenings[i] is None) for i in range(held)
    )


def season_score(
    evenings: Sequence[int | None], counted: Sequence[bool], *, aggregate: str = TOTAL
) -> float:
    """The season score from the counted evenings.

    TOTAL: the sum, an absence counting 0. AVERAGE: the mean of the counted evenings the
    player played; an absence is not a score and never lowers an average (the season's
    minimum number of evenings keeps one lucky evening from winning). Rounded half up to
    one decimal; 0.0 when no played evening counts.
    """
    if aggregate == TOTAL:
        return float(sum(score or 0 for score, keep in zip(evenings, counted, strict=True) if keep))
    if aggregate == AVERAGE:
        scores = [s for s, keep in zip(evenings, counted, strict=True) if keep and s is not None]
        if not scores:
            return 0.0
        mean = Decimal(sum(scores)) / Decimal(len(scores))
        return float(mean.quantize(Decimal("0.1"), rounding=ROUND_HALF_UP))
    raise ValueError(f"unknown season aggregate {aggregate!r}")


def scores_held(evenings: Sequence[int | None], held: int) -> tuple[int | None, ...]:
    """The player's scores of the ``held`` evenings: absences filled in as None at the end,
    scores after the last held evening (one still in progress) left out."""
    return tuple(evenings[:held]) + (None,) * max(held - len(evenings), 0)


__all__ = [
    "AVERAGE", "BEST_N", "DROP_LOWEST", "TOTAL", "counted_evenings", "scores_held",
    "season_score",
]
