"""The evening results as a django-tables2 table (sortable, a column per boom).

Numbers are right-aligned and written the one way (``scoring.results.numbers``); a bye
carries the same "S" mark as the PDF and the Excel file.
"""

from __future__ import annotations

from typing import Any

import django_tables2 as tables
from django.urls import reverse
from django.utils.html import format_html
from django.utils.translation import gettext_lazy as _

from scoring.results.numbers import local_number
from scoring.results.ranking import EveningLine


def fmt(value: int | None) -> str:
    return "" if value is None else local_number(value)


NUMBER = {"td": {"class": "number"}, "th": {"class": "number"}}


class NumberColumn(tables.Column):  # type: ignore[misc]
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("attrs", NUMBER)
        super().__init__(*args, **kwargs)

    def render(self, value: Any) -> str:
        return fmt(value)


class ScoreCell:
    """A boom score that may be marked as a bye (staand nummer).

    Sorts by its number; renders with the mark."""

    def __init__(self, value: int | None, *, bye: bool = False) -> None:
        self.value, self.bye = value, bye

    def __lt__(self, other: ScoreCell) -> bool:
        return (self.value or 0) < (other.value or 0)

    def __str__(self) -> str:
        return fmt(self.value)


class ScoreColumn(NumberColumn):
    def render(self, value: Any) -> Any:
        if value.value is None:
            return "\u2013"  # an en dash: absent
        if value.bye:
            return format_html('<span class="bye" title="{}">{} {}</span>',
                               _("bye (staand nummer)"), fmt(value.value), _("S"))
        return fmt(value.value)


class NameColumn(tables.Column):  # type: ignore[misc]
    def render(self, value: str, record: dict[str, Any]) -> str:
        return format_html('<a href="{}">{}</a>', record["url"], value)


class EveningTable(tables.Table):  # type: ignore[misc]
    rank = NumberColumn(verbose_name=_("Place"))
    name = NameColumn(verbose_name=_("Player"))
    penalty = NumberColumn(verbose_name=_("Penalty"))
    total = NumberColumn(verbose_name=_("Total"))

    class Meta:
        attrs = {"class": "results"}
        orderable = True


def player_url(club_slug: str, member: int) -> str:
    return reverse("scoring:player", args=[club_slug, member])


def evening_table(lines: list[EveningLine], *, rounds: int, club_slug: str) -> EveningTable:
    rows = []
    for line in lines:
        p = line.player
        row: dict[str, Any] = {"rank": line.rank, "name": p.name, "penalty": p.penalty or None,
                               "total": p.total, "url": player_url(club_slug, p.member)}
        for n, (score, bye) in enumerate(p.boom_scores(rounds), start=1):
            row[f"r{n}"] = ScoreCell(score, bye=bye)
        rows.append(row)
    extra = [(f"r{n}", ScoreColumn(verbose_name=_("Boom %(n)s") % {"n": n}))
             for n in range(1, rounds + 1)]
    table = EveningTable(rows, extra_columns=extra,
                         sequence=["rank", "name", *(c for c, _col in extra), "penalty", "total"])
    return table
