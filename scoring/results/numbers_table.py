"""A player's numbers as the player page writes them: one line per figure with its
definition, the season's value beside every season's. Words and the one number format here;
the numbers themselves come from ``scoring.results.tally``."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from datetime import date
from typing import NamedTuple

from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from clubs.numbers import local_format
from scoring.results.labels import ResultLabels
from scoring.results.tally import MIN_ROUNDS_TOGETHER, PlayerNumbers, ResultRow
from scoring.sheets.figures import Figure

NOTHING = "\N{EN DASH}"  # a figure with nothing counted


class NumberLine(NamedTuple):
    label: str
    help: str
    season: str
    every: str  # over every season


class PartnerLine(NamedTuple):
    name: str
    rounds_together: int
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
    return [PartnerLine(names.get(p.member, ""), p.rounds_together, number(p.average, decimals=1))
            for p in numbers.partners[:most]]


def numbers_html(lines: Sequence[NumberLine],
                 partner_tables: Sequence[tuple[str, Sequence[PartnerLine]]]) -> SafeString:
    """The player page's section "In numbers", written in one pass (as ``results.grid``
    writes the results tables): on a phone each value carries its column's name."""
    this, every = escape(_("This season")), escape(_("All seasons"))
    title, figure = escape(_("In numbers")), escape(_("Figure"))
    rows = "".join(
        f'<tr><th scope="row">{escape(line.label)}<small class="muted">{escape(line.help)}'
        f'</small></th><td class="number" data-label="{this}">{escape(line.season or NOTHING)}'
        f'</td><td class="number" data-label="{every}">{escape(line.every or NOTHING)}</td></tr>'
        for line in lines)
    html = [
        '<section class="player-numbers" aria-labelledby="numbers-title">'
        f'<h2 id="numbers-title">{title}</h2><table class="numbers figures"><thead><tr>'
        f'<th scope="col"><span class="visually-hidden">{figure}</span></th>'
        f'<th scope="col" class="number">{this}</th><th scope="col" class="number">{every}</th>'
        f"</tr></thead><tbody>{rows}</tbody></table>"]
    if partner_tables:
        html.append(_partners_html(partner_tables))
    html.append("</section>")
    return mark_safe("".join(html))


def _partners_html(tables: Sequence[tuple[str, Sequence[PartnerLine]]]) -> str:
    explained = ngettext(
        "With whom you sat most often, and your average boom score together (at least "
        "%(n)s boom together).",
        "With whom you sat most often, and your average boom score together (at least "
        "%(n)s bomen together).", MIN_ROUNDS_TOGETHER) % {"n": MIN_ROUNDS_TOGETHER}
    heading, partner = escape(_("Partners")), escape(_("Partner"))
    together, average = escape(_("Bomen")), escape(_("Average"))
    nobody = escape(_("Nobody yet."))
    html = [f'<h3>{heading}</h3><p class="muted">{escape(explained)}</p>']
    head = (f'<thead><tr><th scope="col">{partner}</th><th scope="col" class="number">{together}'
            f'</th><th scope="col" class="number">{average}</th></tr></thead>')
    for caption, partners in tables:
        body = "".join(
            f'<tr><td>{escape(p.name)}</td><td class="number">{p.rounds_together}</td>'
            f'<td class="number">{escape(p.average)}</td></tr>' for p in partners
        ) or f'<tr><td colspan="3" class="muted">{nobody}</td></tr>'
        html.append(f'<table class="numbers partners"><caption>{escape(caption)}</caption>'
                    f"{head}<tbody>{body}</tbody></table>")
    return "".join(html)
