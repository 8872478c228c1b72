"""What the club's log keeps of a score sheet, and how it reads (``clubs.log_lines``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.utils.translation import gettext_lazy as _

from clubs.log_lines import Value, describe, field_values
from clubs.models import Action
from scoring.models import ScoreSheet


def logged_sheet(values: Mapping[str, Any]) -> dict[str, Any]:
    """A saved sheet in the log: its status and its totals, per pair, or per player for a
    game of single players (a sheet with a total per seat has no pair totals)."""
    if values.get("seat_totals") is not None:
        return {"status": values["status"], "seat_totals": values["seat_totals"]}
    return {"status": values["status"], "total_a": values["total_a"],
            "total_b": values["total_b"]}


def describe_scoring_values() -> None:
    totals = field_values(ScoreSheet, "total_a", "total_b")
    reason = {"reason": Value(field_values(ScoreSheet, "dispute_reason")["dispute_reason"].label)}
    describe([Action.SHEET], {**field_values(ScoreSheet, "status"), **totals,
                              "seat_totals": Value(_("points per player, in seat order"))})
    describe([Action.CONFIRMED, Action.DISPUTED], {**totals, **reason})
    describe([Action.REOPENED], reason)
