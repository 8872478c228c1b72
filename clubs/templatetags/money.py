"""``{{ cents|euro }}``: an amount in cents as the Dutch write it ("€ 2,50")."""

from __future__ import annotations

from django import template

from clubs import money

register = template.Library()


@register.filter
def euro(cents: int | None) -> str:
    return "" if cents is None else money.euro(int(cents))
