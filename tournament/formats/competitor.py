"""Who is ranked: a competitor groups the players who share one score (the two partners of
a fixed pair); a format without groups ranks each player for himself."""

from __future__ import annotations

from dataclasses import dataclass, replace

from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext_lazy
from django_stubs_ext import StrOrPromise


@dataclass(frozen=True)
class Lineup:
    """Who played for a competitor on one evening when it was not its own members (a fixed
    pair with a substitute), and its name that evening."""

    evening: int
    members: tuple[int, ...]
    name: str


@dataclass(frozen=True)
class Competitor:
    """``members`` (member ids) ranked as one, under ``name``; ``key`` is the member whose
    id stands for the competitor in a ranking (its first member), also on an evening when
    another played for him (``lineups``). ``short``: the name without the members' names
    ("Paar 7"), where a page names the members beside it."""

    name: str
    members: tuple[int, ...]
    short: str = ""
    lineups: tuple[Lineup, ...] = ()

    @property
    def key(self) -> int:
        return self.members[0]

    def _lineup(self, evening: int) -> Lineup | None:
        return next((lineup for lineup in self.lineups if lineup.evening == evening), None)

    def members_on(self, evening: int) -> tuple[int, ...]:
        """Who played for the competitor on ``evening`` (an evening's pk)."""
        lineup = self._lineup(evening)
        return lineup.members if lineup else self.members

    def name_on(self, evening: int) -> str:
        lineup = self._lineup(evening)
        return lineup.name if lineup else self.name

    def on(self, evening: int) -> Competitor:
        """The competitor as it played ``evening``: its players and its name that evening."""
        return replace(self, name=self.name_on(evening), members=self.members_on(evening),
                       lineups=())

@dataclass(frozen=True)
class CompetitorWords:
    """How shared pages name who is ranked: a player, or a pair of a fixed-pairs season."""

    one: StrOrPromise  # the ranking's column: "Speler", "Paar"
    every: StrOrPromise  # the ranking's heading: "Alle spelers", "Alle paren"
    took_part: StrOrPromise  # "%(count)s players took part" (singular and plural)
    bye_legend: StrOrPromise  # the ranking's line under its heading

    def count(self, number: int) -> str:
        """ "13 paren deden mee", "1 speler deed mee"."""
        return str(self.took_part % {"count": number})


PLAYERS = CompetitorWords(
    one=_("Player"), every=_("All players"),
    took_part=ngettext_lazy("%(count)s player took part.", "%(count)s players took part.",
                            "count"),
    bye_legend=_("S = bye (staand nummer). Equal totals share a place, unless a tie-break "
                 "decides it."))
PAIRS = CompetitorWords(
    one=_("Pair"), every=_("All pairs"),
    took_part=ngettext_lazy("%(count)s pair took part.", "%(count)s pairs took part.",
                            "count"),
    bye_legend=_("S = the pair sat out (staand paar). Equal totals share a place, unless a "
                 "tie-break decides it."))
