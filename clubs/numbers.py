"""One way to write a number on every page, PDF, chart and log line: 4.818, 36.767, 1.234,5.

Thousands are always grouped (also four-digit scores, so a column of evening scores and its
totals read alike), a fraction gets one decimal, a negative number a plain minus. The
separators are the active language's (Dutch: "." and ","); ``format_number`` itself is
plain Python so the PDF builders can use it without Django. It lives in ``clubs``, the
lowest layer, so the activity log writes numbers the way the results do.
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import ROUND_HALF_UP, Decimal
from functools import partial

from django.utils.formats import get_format


def format_number(
    value: float, *, decimals: int = 0, thousands: str = ".", decimal: str = ","
) -> str:
    """``value`` rounded to ``decimals`` places (half away from zero, as clubs round)."""
    if isinstance(value, int) and not decimals:  # nearly every score: no rounding needed
        return ("-" if value < 0 else "") + f"{abs(value):,}".replace(",", thousands)
    exact = Decimal(str(abs(value))).quantize(Decimal(1).scaleb(-decimals), ROUND_HALF_UP)
    text = f"{exact:,.{decimals}f}"
    whole, _, fraction = text.partition(".")
    whole = whole.replace(",", thousands)
    sign = "-" if value < 0 and text.strip("0.,") else ""
    return sign + whole + (decimal + fraction if fraction else "")


def local_number(value: float, *, decimals: int = 0) -> str:
    """``format_number`` with the active language's separators (for pages and the chart)."""
    return local_format()(value, decimals=decimals)


def local_format() -> Callable[..., str]:
    """``local_number`` with the separators looked up once: a table of thousands of
    numbers spent most of its time asking for them again for every cell."""
    return partial(format_number, thousands=str(get_format("THOUSAND_SEPARATOR")),
                   decimal=str(get_format("DECIMAL_SEPARATOR")))
