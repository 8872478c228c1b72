"""Money as the club writes it: amounts in euros typed the Dutch way, stored in whole cents.

An amount is typed as "2,50", "€ 2,50", "€2,50" or whole euros ("3", "€ 3"). Forms that a
reader could take for another amount are refused with a message that says how to write it,
never guessed: "2.50" (in Dutch a point groups thousands: 2.50 is not two and a half euros to
everyone), "2,5" (one digit after the comma), a negative amount. So an amount is never
misread by a factor of 100.

A prize's worth is one of three: a fixed amount ("€ 10,00"), a share of the evening's inleg
("40%", paid rounded down to 50 cents, the remainder is the club's) or a thing in words
("rollade"). The club writes the worths of its prize places in one line, separated by
semicolons, in the order of its prize places ("40%; 25%; rollade").

Plain Python (with Django's translation for the messages); no database.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from django.core.exceptions import ValidationError
from django.utils.translation import gettext_lazy as _

from clubs.numbers import format_number

# The most an amount may be: 10.000 euros (an inleg, a prize), in cents.
MOST_CENTS = 1_000_000
# A share of the inleg is paid out rounded down to this many cents.
SHARE_STEP = 50

_AMOUNT = re.compile(r"(?:€\s*)?([0-9]+)(?:,([0-9]{2}))?")
_ONE_DECIMAL = re.compile(r"(?:€\s*)?[0-9]+,[0-9]")
_POINT = re.compile(r"(?:€\s*)?[0-9][0-9.]*\.[0-9]+(?:,[0-9]*)?")
_PERCENT = re.compile(r"([0-9]+)\s*%")
# An entry made only of these characters is meant as a number: it must then read as one.
_NUMBERISH = re.compile(r"[€0-9\s.,%+-]+")


def parse_amount(text: str) -> int:
    """The amount ``text`` in cents, or a ``ValidationError`` that says how to write it."""
    text = " ".join(text.split())
    if text.startswith("-") or text.startswith("€ -") or text.startswith("€-"):
        raise ValidationError(_("An amount cannot be negative."), code="negative")
    match = _AMOUNT.fullmatch(text)
    if match is None:
        if _ONE_DECIMAL.fullmatch(text):
            raise ValidationError(
                _("Write two digits for the cents, for example 12,50 (not 12,5)."),
                code="one_decimal")
        if _POINT.fullmatch(text):
            raise ValidationError(
                _("Write the cents after a comma, for example 12,50 (not 12.50)."),
                code="point")
        raise ValidationError(
            _("Write an amount in euros, for example 2,50 or € 2,50."), code="invalid")
    cents = int(match.group(1)) * 100 + int(match.group(2) or 0)
    if cents > MOST_CENTS:
        raise ValidationError(_("At most € 10.000,00."), code="too_much")
    return cents


def euro(cents: int) -> str:
    """``cents`` as the Dutch write an amount: "€ 2,50", "€ 1.250,00"."""
    sign = "-" if cents < 0 else ""
    whole, rest = divmod(abs(cents), 100)
    return f"{sign}€ {format_number(whole)},{rest:02d}"


def amount_text(cents: int) -> str:
    """``cents`` as a form shows it to be typed again: "2,50"."""
    whole, rest = divmod(cents, 100)
    return f"{whole},{rest:02d}"


@dataclass(frozen=True)
class Worth:
    """What a prize place is worth: ``cents`` (a fixed amount), ``percent`` (a share of the
    evening's inleg) or ``words`` (a thing); all empty: nothing said."""

    cents: int = 0
    percent: int = 0
    words: str = ""

    def text(self) -> str:
        """As the rule is written: "€ 10,00", "40%", "rollade", or ""."""
        if self.percent:
            return f"{self.percent}%"
        if self.cents:
            return euro(self.cents)
        return self.words


def parse_worths(text: str) -> list[Worth]:
    """The worths of the prize places, separated by semicolons, in the order of the places;
    an empty entry is a place whose worth is not said. A ``ValidationError`` names the entry
    that is not an amount, a share or words, and shares that add up to more than 100%."""
    if not text.strip():
        return []
    worths = [_worth(part.strip()) for part in text.split(";")]
    if sum(worth.percent for worth in worths) > 100:
        raise ValidationError(_("The shares add up to more than 100%."), code="above_100")
    return worths


def _worth(part: str) -> Worth:
    if not part:
        return Worth()
    if not _NUMBERISH.fullmatch(part):
        return Worth(words=" ".join(part.split()))
    if "%" in part:
        match = _PERCENT.fullmatch(part)
        if match is None or not 1 <= int(match.group(1)) <= 100:
            raise ValidationError(
                _("“%(part)s”: write a share as a whole percentage from 1 to 100, for "
                  "example 40%%."), code="percent", params={"part": part})
        return Worth(percent=int(match.group(1)))
    try:
        return Worth(cents=parse_amount(part))
    except ValidationError as error:
        raise ValidationError(
            _("“%(part)s”: %(problem)s"), code=error.code,
            params={"part": part, "problem": error.messages[0]}) from error


def prize_worths_without_shares(text: str) -> str:
    """The worths of standings prizes (a season's, a period's) as stored: amounts and
    things only; a share is refused, for no inleg belongs to the standings."""
    worths = parse_worths(text)
    if any(worth.percent for worth in worths):
        raise ValidationError(
            _("A season prize is an amount or a thing, not a share."), code="share")
    return worths_text(worths)


def worths_text(worths: list[Worth]) -> str:
    """The worths as stored and shown again: "40%; € 10,00; rollade"."""
    return "; ".join(worth.text() for worth in worths)


def share(inleg_cents: int, percent: int) -> int:
    """``percent`` of the inleg, rounded down to 50 cents."""
    return inleg_cents * percent // 100 // SHARE_STEP * SHARE_STEP


def paid_out(worth: Worth, inleg_cents: int) -> int:
    """What a prize with this worth pays in money (0 for a thing)."""
    return share(inleg_cents, worth.percent) if worth.percent else worth.cents
