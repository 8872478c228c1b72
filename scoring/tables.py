"""django-tables2 tables for evening results and season standings.

Columns per boom and per evening are added at run time; numbers are right-aligned and
formatted the Dutch way (1.234) by the active locale.
"""

from __future__ import annotations

from typing import Any

import django_tables2 as tables
from django.urls import reverse
from django.utils.formats import number_format
from django.utils.html import format_html
from django.utils.translation import gettext_lazy as _

from clubs.tables import NUMBER
from scoring.standings import EveningLine


def fmt(value: float | None) -> str:
    """Dutch-style numbers (1.234 and 1.234,5): one decimal only for a real fraction."""
    if value is None:
        return ""
    if isinstance(value, float) and not value.is_integer():
        return number_format(value, decimal_pos=1, force_grouping=True)
    return number_format(int(value), force_grouping=True)


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
            return format_html('<span class="bye" title="{}">{} S</span>',
                               _("bye (staand nummer)"), fmt(value.value))
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
        for n in range(rounds):
            row[f"r{n + 1}"] = ScoreCell(p.rounds[n], bye=p.byes[n])
        rows.append(row)
    extra = [(f"r{n}", ScoreColumn(verbose_name=_("Boom %(n)s") % {"n": n}))
             for n in range(1, rounds + 1)]
    table = EveningTable(rows, extra_columns=extra,
                         sequence=["rank", "name", *(c for c, _col in extra), "penalty", "total"])
    return table
