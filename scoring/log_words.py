"""What the club's log keeps of a score sheet, and how it reads (``clubs.log_lines``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from django.utils.translation import gettext_lazy as _

from clubs.log_lines import Value, describe, field_values
from clubs.models import Action
from scoring.models import ScoreSheet


def logged_sheet(values: Mapping[str, Any]) -> dict[str, Any]:
    """A saved team sheet in the log: its status and its pair totals (a game of single
    players logs its totals per seat itself: ``scoring.sheets.save.record_change``)."""
    return {"status": values["status"], "total_a": values["total_a"],
            "total_b": values["total_b"]}


def describe_scoring_values() -> None:
    totals = field_values(ScoreSheet, "total_a", "total_b")
    reason = {"reason": Value(field_values(ScoreSheet, "dispute_reason")["dispute_reason"].label)}
    per_player = {"seat_totals": Value(_("points per player, in seat order"))}
    describe([Action.SHEET], {**field_values(ScoreSheet, "status"), **totals, **per_player})
    describe([Action.CONFIRMED, Action.DISPUTED], {**totals, **per_player, **reason})
    describe([Action.REOPENED], reason)
