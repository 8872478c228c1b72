"""Template filters that write results the one way the PDFs and Excel files do."""

from __future__ import annotations

from django import template

from scoring.models import SUIT_SYMBOLS
from scoring.results.labels import result_labels
from scoring.results.numbers import local_number

register = template.Library()


@register.filter
def score(value: float | None, decimals: int = 0) -> str:
    """4.818, 36.767 or 1.234,5 (with ``decimals``=1); empty for None."""
    return "" if value is None else local_number(value, decimals=decimals)


@register.filter
def prize_place(place: int) -> str:
    """The words for a prize place: "1e prijs", "Poedelprijs (op één na laatste)"."""
    return result_labels().place_label(place)


@register.filter
def suit(value: str) -> str:
    """The symbol of a stored trump suit (C, S, H, D): the same in every language."""
    return SUIT_SYMBOLS.get(value, value)
