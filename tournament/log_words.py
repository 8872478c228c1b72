"""How the values of the season and evening actions read in the club's log
(``clubs.log_lines``): the labels of their forms, choices by their labels."""

from __future__ import annotations

from typing import Any

from django.utils.translation import gettext_lazy as _

from clubs.log_lines import Value, as_code, describe, field_values, rule_field_values, written
from clubs.models import Action
from tournament.draw import written_seed
from tournament.models import Attendance, Evening, Pair, Round, Season


def _until(value: Any) -> str:
    """An empty last round: the player stays until the end (as the check-in form says)."""
    return str(_("the end")) if value is None else written(value)


def _seed(value: Any) -> str:
    """A seed as the evening page writes it, in groups of three digits."""
    return as_code(value) if not isinstance(value, int) else written_seed(value)


def describe_tournament_values() -> None:
    describe([Action.SEASON_RULES], rule_field_values(Season))
    describe([Action.PAID, Action.UNPAID], field_values(Attendance, "paid"))
    describe([Action.REPORT_NOTE],
             {"note": Value(Evening._meta.get_field("report_note").verbose_name)})
    evening = field_values(Evening, "round_count", "status")
    evening["rounds"] = evening["round_count"]  # its name in lines logged before the rename
    describe([Action.EVENING_PLANNED, Action.EVENING_STATUS], evening)
    attendance = field_values(Attendance, "first_round", "last_round")
    attendance["last_round"] = Value(attendance["last_round"].label, _until)
    describe([Action.ATTENDANCE], attendance)
    # The seed stays: typed into the draw form, it repeats a draw exactly.
    draw = field_values(Round, "seed", "mode")
    describe([Action.DRAW], {"seed": Value(draw["seed"].label, _seed),
                             "mode": Value(_("Kind of draw"), draw["mode"].write)})
    describe([Action.SWAP], {"players": Value(_("players"))})
    describe([Action.PAIR_RENAMED], field_values(Pair, "name"))
