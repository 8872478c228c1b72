"""What a klaverjas sheet stores of one game beyond the shared columns (``Game.detail``):
under Kraken the trump suit (a suit's letter, "" when not written) and the doubling said
before play (1 an ordinary game, 2 kraak, 4 herkraak, 8 superkraak). An ordinary klaverjas
game stores neither: its detail is ``{}``."""

from __future__ import annotations

from scoring.rules import DOUBLINGS, Suit
from scoring.sheets.detail import DetailSchema, Key

DETAIL = DetailSchema(
    trump=Key(str, default="", choices=("", *(s.value for s in Suit))),
    doubling=Key(int, default=1, choices=DOUBLINGS),
)
