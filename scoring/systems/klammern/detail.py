"""What a Klammern sheet stores of one game beyond the shared columns (``Game.detail``):
the doubling the defenders said (1 none, 2 contra, 4 re after a contra) and the team that
announced the Bella ("A" or "B", "" for none)."""

from __future__ import annotations

from scoring.sheets.detail import DetailSchema, Key

DETAIL = DetailSchema(
    doubling=Key(int, default=1, choices=(1, 2, 4)),
    bella=Key(str, default="", choices=("", "A", "B")),
)
