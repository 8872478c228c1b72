"""What a klaverjas sheet stores of one game beyond the shared columns (``Game.detail``):
under Kraken the trump suit (a suit's letter, "" when not written) and the doubling said
before play (1 an ordinary game, 2 kraak, 4 herkraak, 8 superkraak). An ordinary klaverjas
game stores neither: its detail is ``{}``. Both read as the sheet's history writes them
("Troef \u2660", "Kraak \u00d74"); the log writes the suit's letter ("troef S")."""

from __future__ import annotations

from django.utils.translation import gettext, gettext_lazy

from scoring.models import SUIT_SYMBOLS
from scoring.rules import DOUBLINGS, Suit
from scoring.sheets.detail import DetailSchema, Key, ValueWords


def _factor(doubling: int) -> str:
    return f"\u00d7{doubling}"


TRUMP = ValueWords(gettext_lazy("Trump"), text=lambda suit: SUIT_SYMBOLS.get(suit, suit),
                   logged=lambda suit: gettext("trump %(suit)s") % {"suit": suit})
# A doubling reads the same in every game that has one (Klammern's contra and re too).
DOUBLED = ValueWords(gettext_lazy("Doubled"), text=_factor, logged=_factor)
# The rules module's code for a doubling no game has (the forms offer only the real ones).
INVALID_DOUBLING = gettext_lazy("A doubling of %(doubling)s does not exist; choose %(allowed)s.")

DETAIL = DetailSchema(
    trump=Key(str, default="", choices=("", *(s.value for s in Suit)), words=TRUMP),
    doubling=Key(int, default=1, choices=DOUBLINGS, words=DOUBLED),
)
