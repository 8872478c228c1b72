"""The side prizes of an evening, beside its prize places: the lowest score (poedelprijs), the
most pits (marsenprijs) and the highest round. Plain Python, no database.

Each side prize has its own tie rule, as the rules page says:

- **lowest score**: the lowest total; on equal totals the evening's tie-breaks decide, so
  the last line of the ranking (its position) wins; lines equal on everything share it.
- **most pits**: the most pits of the evening (the stored figures' ``pits``); nobody wins it
  without a pit; on equal pits the higher total wins; still equal, they share it.
- **highest round**: the highest single round played (a bye is no play); on equal rounds the
  higher total wins; still equal, they share it.

With ``one_prize_each`` a player who won a prize place wins no side prize: it goes to the
next in line (the next lowest, the next most pits ...). The side prizes are given in the
order above, each skipping the players who already won one, so no player wins two.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass

from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from clubs.models import RuleFields
from clubs.money import Worth, euro, paid_out, parse_worths
from scoring.results.labels import PrizeEntry, ResultLabels
from scoring.results.ranking import EveningLine

LOWEST = "LOWEST"
MOST_PITS = "MOST_PITS"
HIGHEST_ROUND = "HIGHEST_BOOM"  # its name in the JSON interface (publish.api.schemas)
KINDS = (LOWEST, MOST_PITS, HIGHEST_ROUND)


@dataclass(frozen=True)
class SidePrize:
    """A side prize won: its ``kind``, the ``value`` that won it (the total, the pits, the
    round score), its winners (more than one: shared) and its ``worth``."""

    kind: str
    value: int
    winners: tuple[EveningLine, ...]
    worth: Worth

    @property
    def shared(self) -> bool:
        return len(self.winners) > 1


@dataclass(frozen=True)
class SideRules:
    """The club's side prizes: the worth of each kind that is on (in ``KINDS`` order)."""

    worths: Mapping[str, Worth]
    one_prize_each: bool = False

    @property
    def pits(self) -> bool:
        return MOST_PITS in self.worths


NO_SIDE_PRIZES = SideRules({})


def side_rules(rules: RuleFields) -> SideRules:
    """The side prizes under a season's (or the club's) rules."""
    worths = {}
    for kind, on, text in ((LOWEST, rules.lowest_prize, rules.lowest_prize_worth),
                           (MOST_PITS, rules.pits_prize, rules.pits_prize_worth),
                           (HIGHEST_ROUND, rules.boom_prize, rules.boom_prize_worth)):
        if on:
            worths[kind] = next(iter(parse_worths(text)), Worth())
    return SideRules(worths, rules.one_prize_each)


# Per kind: a line's value (None: not in line for it) and its order key, best first.
_Value = Callable[[EveningLine, Mapping[int, int]], "int | None"]


def _lowest(line: EveningLine, pits: Mapping[int, int]) -> int | None:
    return line.player.total


def _pits(line: EveningLine, pits: Mapping[int, int]) -> int | None:
    return pits.get(line.player.member) or None


def _round(line: EveningLine, pits: Mapping[int, int]) -> int | None:
    return max(line.player.played_rounds, default=None)


def _order(kind: str, value: int, line: EveningLine) -> tuple[int, ...]:
    """Smaller is first in line; lines with the same key share the prize."""
    if kind == LOWEST:
        return (value, -line.position)
    return (-value, -line.player.total)


_VALUES: dict[str, _Value] = {LOWEST: _lowest, MOST_PITS: _pits, HIGHEST_ROUND: _round}


def side_prizes(lines: Sequence[EveningLine], rules: SideRules, *,
                pits: Mapping[int, int] | None = None,
                place_winners: Collection[int] = ()) -> list[SidePrize]:
    """The side prizes that are on, in ``KINDS`` order (one not won, such as the most pits
    when nobody made one, is left out). ``pits``: member -> pits made this evening;
    ``place_winners``: the members who won a prize place, who with
    ``rules.one_prize_each`` are passed over, as are the winners of an earlier side prize."""
    pits = pits or {}
    taken = set(place_winners) if rules.one_prize_each else set()
    won = []
    for kind in KINDS:
        if kind not in rules.worths:
            continue
        candidates = []
        for line in lines:
            value = _VALUES[kind](line, pits)
            if value is not None and line.player.member not in taken:
                candidates.append((_order(kind, value, line), value, line))
        if not candidates:
            continue
        first = min(key for key, _value, _line in candidates)
        winners = tuple(line for key, _value, line in candidates if key == first)
        value = next(value for key, value, _line in candidates if key == first)
        won.append(SidePrize(kind, value, winners, rules.worths[kind]))
        if rules.one_prize_each:
            taken.update(line.player.member for line in winners)
    return won


def side_worth_text(prize: SidePrize, inleg: int | None) -> str:
    """What a side prize pays, as the prize list writes a worth: "€ 2,50" (a share of the
    inleg paid, rounded down to 50 cents), "rookworst", or ""."""
    worth = prize.worth
    if worth.cents or worth.percent:
        return euro(paid_out(worth, inleg or 0))
    return worth.words


def side_paid(found: Sequence[SidePrize], inleg: int | None) -> int:
    """What the side prizes pay out in money (a thing pays nothing)."""
    return sum(paid_out(prize.worth, inleg or 0) for prize in found)


def side_label(kind: str) -> str:
    return {LOWEST: _("Lowest score (poedelprijs)"),
            MOST_PITS: _("Most pits (marsenprijs)"),
            HIGHEST_ROUND: _("Highest boom")}[kind]


def side_value(prize: SidePrize, labels: ResultLabels) -> str:
    """What won it: "3.980", "2 pits"."""
    if prize.kind == MOST_PITS:
        return ngettext("%(count)s pit", "%(count)s pits", prize.value) % {
            "count": prize.value}
    return labels.number(prize.value)


def side_prize_entries(found: Sequence[SidePrize], labels: ResultLabels, inleg: int | None
                       ) -> list[PrizeEntry]:
    """The side prizes as lines of the prize list (the page and the PDF): the label on the
    first winner's line, the value that won it as the total, what won it and the worth in
    the note ("2 pits")."""
    entries = []
    for prize in found:
        for index, line in enumerate(prize.winners):
            notes = [labels.shared_prize] if prize.shared else []
            if prize.kind == MOST_PITS:
                notes.insert(0, side_value(prize, labels))
            entries.append(PrizeEntry(
                place=side_label(prize.kind) if index == 0 else "",
                member=line.player.member, name=line.player.name, total=prize.value,
                shared=prize.shared, tie_breaks="", note=" \u00b7 ".join(notes),
                worth=side_worth_text(prize, inleg) if index == 0 else ""))
    return entries
