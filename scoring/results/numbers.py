"""A score is written the one way of ``clubs.numbers`` (4.818, 36.767, 1.234,5); a season
score column decides here whether it needs a decimal."""

from __future__ import annotations

from collections.abc import Sequence

from clubs.numbers import format_number, local_format, local_number
from scoring.results.season import SeasonLine

__all__ = ["format_number", "local_format", "local_number", "score_decimals"]


def score_decimals(lines: Sequence[SeasonLine]) -> int:
    """One decimal for the whole season score column when any score has one (averages),
    else whole numbers: a column never mixes "4.818" and "4.818,5"."""
    return 1 if any(line.score != int(line.score) for line in lines) else 0
