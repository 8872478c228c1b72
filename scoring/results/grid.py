"""The season standings grid as HTML, built in one pass.

django-tables2 renders the other tables, but a season grid has a cell per player per
evening (100 players x 40 evenings = 4,000 cells) and its per-cell machinery cost about a
second for that (measured, see docs/decisions.md); this builds the same sortable table in
a few milliseconds.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from html import escape

from django.urls import reverse
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext as _

from scoring.results.numbers import local_number, score_decimals
from scoring.results.season import SeasonLine

UNRANKED = 10**9


@dataclass(frozen=True)
class Sort:
    key: str
    label: str
    value: Callable[[SeasonLine], object]
    number: bool = True


def _sorts() -> list[Sort]:
    return [
        Sort("rank", _("Place"), lambda line: line.rank or UNRANKED),
        Sort("name", _("Player"), lambda line: line.player.name.lower(), number=False),
        Sort("played", _("Evenings"), lambda line: line.played),
        Sort("score", _("Score"), lambda line: line.score),
    ]


def _header(sorts: list[Sort], current: str, evening_labels: Sequence[str]) -> str:
    def th(sort: Sort) -> str:
        descending = current == f"-{sort.key}"
        active = current in (sort.key, f"-{sort.key}")
        link = f"?sort={'' if descending or not active else '-'}{sort.key}"
        state = ""
        if active:
            state = f' aria-sort="{"descending" if descending else "ascending"}"'
        css = ' class="number"' if sort.number else ""
        return f'<th scope="col"{css}{state}><a href="{link}">{escape(sort.label)}</a></th>'

    by_key = {s.key: s for s in sorts}
    evenings = "".join(f'<th scope="col" class="number">{escape(label)}</th>'
                       for label in evening_labels)
    return (f"<thead><tr>{th(by_key['rank'])}{th(by_key['name'])}{th(by_key['score'])}"
            f"{th(by_key['played'])}{evenings}</tr></thead>")


def standings_table_html(
    lines: Sequence[SeasonLine], *, evening_labels: Sequence[str], club_slug: str, sort: str
) -> SafeString:
    """The standings as a table; ``sort`` is a column key, "-" first for descending.

    The season score comes right after the name, so a phone shows it without scrolling."""
    sorts = _sorts()
    chosen = next((s for s in sorts if sort.lstrip("-") == s.key), sorts[0])
    ordered = sorted(lines, key=chosen.value, reverse=sort.startswith("-"))  # type: ignore[arg-type]
    decimals = score_decimals(lines)
    url = reverse("scoring:player", args=[club_slug, 0])[:-2] + "{}/"
    absent = '<td class="number">\u2013</td>'
    dropped_title = escape(_("does not count"))
    rows = []
    for line in ordered:
        cells = []
        for value, counted in zip(line.player.evenings, line.counted, strict=False):
            if value is None:
                cells.append(absent)
            elif counted:
                cells.append(f'<td class="number">{local_number(value)}</td>')
            else:
                cells.append(f'<td class="number"><span class="dropped" title="{dropped_title}">'
                             f"({local_number(value)})</span></td>")
        css = ' class="champion-row"' if line.rank == 1 and line.qualified else ""
        score = local_number(line.score, decimals=decimals)
        rows.append(
            f'<tr{css}><td class="number">{line.rank or ""}</td>'
            f'<td><a href="{url.format(line.player.member)}">{escape(line.player.name)}</a></td>'
            f'<td class="number"><strong>{score}</strong></td>'
            f'<td class="number">{line.played}</td>{"".join(cells)}</tr>'
        )
    # Every value above is escaped or a formatted number.
    return mark_safe(
        f'<table class="results standings">{_header(sorts, sort or "rank", evening_labels)}'
        f'<tbody>{"".join(rows)}</tbody></table>'
    )
