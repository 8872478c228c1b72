"""Template filters that write results the one way the PDFs and Excel files do."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django import template

from scoring.log_words import OwnValue
from scoring.models import SUIT_SYMBOLS
from scoring.results.labels import result_labels
from scoring.results.numbers import local_number
from scoring.sheets.detail import DetailSchema

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


@register.simple_tag
def own_values(game: Mapping[str, Any], detail: DetailSchema) -> list[OwnValue]:
    """A game of a sheet's snapshot: its own values in words, as its game's schema
    (``System.detail``) writes them."""
    return detail.written(game)
