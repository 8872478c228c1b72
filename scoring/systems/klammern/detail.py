"""What a Klammern sheet stores of one game beyond the shared columns (``Game.detail``):
the doubling the defenders said (1 none, 2 contra, 4 re after a contra), read as a
klaverjas doubling ("Kraak \u00d72"), and the team that announced the Bella ("A" or "B", ""
for none), written with that team's points."""

from __future__ import annotations

from django.utils.translation import gettext_lazy

from scoring.sheets.detail import DetailSchema, Key, ValueWords
from scoring.systems.klaverjas.detail import DOUBLED

BELLA = ValueWords(gettext_lazy("Bella"), side=True)

DETAIL = DetailSchema(
    doubling=Key(int, default=1, choices=(1, 2, 4), words=DOUBLED),
    bella=Key(str, default="", choices=("", "A", "B"), words=BELLA),
)
