"""What decided a place between equal scores, for every output of the evening results and
the season standings (page, PDF, Excel): the tie-break named on the lines it separated, and
the card points as a column when the season breaks ties on them (nobody could check that
tie-break otherwise). Plain Python, no database."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import groupby
from typing import Protocol, TypeVar

from scoring.results.ranking import CARD_POINTS


class _Player(Protocol):
    @property
    def card_points(self) -> int: ...


class Decided(Protocol):
    """A ranked line: ``EveningLine`` or ``SeasonLine``."""

    @property
    def player(self) -> _Player: ...

    @property
    def separated_by(self) -> str: ...


Line = TypeVar("Line", bound=Decided)


@dataclass(frozen=True)
class Deciders:
    """The extra columns of a results table: ``card_points`` when the season breaks ties on
    them, ``tie_breaks`` (line -> the keys that decided its place) when any tie-break
    decided a place."""

    card_points: bool
    tie_breaks: dict[int, tuple[str, ...]]

    def keys_of(self, line: Decided) -> tuple[str, ...]:
        return self.tie_breaks.get(id(line), ())


def deciders(ordered: Sequence[Line], tie_breaks: Sequence[str], *,
             score: Callable[[Line], object]) -> Deciders:
    """``ordered``: the lines by place. Every line of a group of equal ``score`` names the
    tie-breaks that separated anyone in the group: they decided each of its places."""
    decided: dict[int, tuple[str, ...]] = {}
    for _value, group in groupby(ordered, key=score):
        lines = list(group)
        keys = tuple(dict.fromkeys(line.separated_by for line in lines if line.separated_by))
        if keys:
            decided.update((id(line), keys) for line in lines)
    return Deciders(card_points=CARD_POINTS in tie_breaks, tie_breaks=decided)

NO_DECIDERS = Deciders(card_points=False, tie_breaks={})
