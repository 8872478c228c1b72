"""A player's numbers as the player page writes them: one line per figure with its
definition, the season's value beside every season's. Words and the one number format here;
the numbers themselves come from ``scoring.results.tally``."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from datetime import date
from typing import NamedTuple

from django.utils.translation import gettext as _

from clubs.numbers import local_format
from scoring.results.labels import ResultLabels
from scoring.results.tally import PlayerNumbers, ResultRow
from scoring.sheets.figures import Figure


class NumberLine(NamedTuple):
    label: str
    help: str
    season: str
    every: str  # over every season


class PartnerLine(NamedTuple):
    name: str
    bomen: int
    average: str


def number_lines(season: PlayerNumbers, every: PlayerNumbers, *, rank: int | None,
                 figures: Sequence[Figure], labels: ResultLabels) -> list[NumberLine]:
    """The evenings' facts first, then the game's figures (``System.figures``)."""
    number = local_format()

    def day(row: ResultRow | None) -> str:
        return "" if row is None else (
            f"{number(row.total)} ({_day(row.date)})")

    def prizes(n: PlayerNumbers) -> str:
        return number(len(n.prizes)) + "".join(
            f"; {labels.place_label(r.prize)} {_day(r.date)}"
            for r in n.prizes if r.prize is not None)

    lines = [
        NumberLine(_("Evenings played"), _("Closed evenings with a score for you."),
                   number(season.evenings), number(every.evenings)),
        NumberLine(_("Average evening score"), _("Your evening scores, divided by the evenings."),
                   _average(season.average, number), _average(every.average, number)),
        NumberLine(_("Best evening"), _("Your highest evening score, and when."),
                   day(season.best), day(every.best)),
        NumberLine(_("Worst evening"), _("Your lowest evening score, and when."),
                   day(season.worst), day(every.worst)),
        NumberLine(_("Prizes won"), _("Prizes on the prize lists, and which."),
                   prizes(season), prizes(every)),
        NumberLine(_("Place in the standings"), _("Your place in this season's standings."),
                   "" if rank is None else number(rank), ""),
    ]
    for figure in figures:
        lines.append(NumberLine(str(figure.label), str(figure.help),
                                figure_text(figure, season.counts, number),
                                figure_text(figure, every.counts, number)))
    return lines


def figure_text(figure: Figure, counts: Mapping[str, int], number: Callable[..., str]) -> str:
    """A figure's value: a count, a count with its share ("3 (25%)") or a count per
    another ("12,5"); "" when nothing was counted."""
    value = counts.get(figure.key)
    if value is None:
        return ""
    if figure.per:
        games = counts.get(figure.per, 0)
        return number(value / games, decimals=1) if games else ""
    if figure.share_of:
        whole = counts.get(figure.share_of, 0)
        return f"{number(value)} ({number(100 * value / whole)}%)" if whole else number(value)
    return number(value)


def _day(day: date) -> str:
    """A day as the player page writes it, with the year: 7-10-26."""
    return f"{day.day}-{day.month}-{day:%y}"


def _average(value: float | None, number: Callable[..., str]) -> str:
    return "" if value is None else number(value, decimals=1)


def partner_lines(numbers: PlayerNumbers, names: Mapping[int, str], *, most: int = 5
                  ) -> list[PartnerLine]:
    number = local_format()
    return [PartnerLine(names.get(p.member, ""), p.bomen, number(p.average, decimals=1))
            for p in numbers.partners[:most]]
