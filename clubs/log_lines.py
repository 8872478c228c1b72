"""How a line of the activity log reads, in the reader's language.

A line keeps plain values (JSON) under the names the code uses ("status", "total_a"). They
are put into words when the log is shown, never when it is written, so one line reads in
Dutch or in English and old lines read as well as new ones: a field by the label its form
shows, a choice by its label, yes or no, a date in the reader's language, a number in the
site's one format (``clubs.numbers``).

Each app says how the values of its own actions read (``describe``, called from its
``AppConfig.ready``): ``clubs`` sits below the apps whose actions it logs and does not
import their models. A value nobody described is shown under its own name.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from datetime import date, time
from typing import Any

from django.db import models
from django.utils.formats import date_format
from django.utils.functional import Promise
from django.utils.text import capfirst
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from clubs.models import Action, Activity, Club, ClubRules, Member, Organiser, RuleFields
from clubs.money import euro
from clubs.numbers import local_number

NOTHING = "\u2013"  # an empty value: an en dash, as the results write an absence


def written(value: Any) -> str:
    """A value as the pages write it: yes or no, a number in the site's format, a list
    with commas, a dash for nothing."""
    if value is None or value == "" or value == []:
        return NOTHING
    if isinstance(value, bool):
        return _("yes") if value else _("no")
    if isinstance(value, int):
        return local_number(value)
    if isinstance(value, float):
        return local_number(value, decimals=0 if value.is_integer() else 1)
    if isinstance(value, list | tuple):
        return ", ".join(written(item) for item in value)
    return str(value)


def written_date(value: Any) -> str:
    """A stored date ("2026-10-01") in the reader's language: "1 oktober 2026"."""
    try:
        return date_format(date.fromisoformat(str(value)), "DATE_FORMAT")
    except ValueError:
        return written(value)


def written_time(value: Any) -> str:
    """A stored time of day ("19:30:00") as a clock shows it: "19:30"."""
    try:
        return time.fromisoformat(str(value)).strftime("%H:%M")
    except ValueError:
        return written(value)


def written_euro(value: Any) -> str:
    """Stored cents as an amount ("€ 2,50"): never the bare number, a hundred times more."""
    return euro(value) if isinstance(value, int) and not isinstance(value, bool) else (
        written(value))


def rule_field_values(model: type[models.Model]) -> dict[str, Value]:
    """The rules' values as the rules page shows them, the inleg as an amount."""
    values = field_values(model, *RuleFields.RULE_FIELD_NAMES)
    for name in RuleFields.MONEY_FIELD_NAMES:
        values[name] = Value(values[name].label, written_euro)
    return values


def as_code(value: Any) -> str:
    """A number that names something (a draw seed) rather than counts: no thousands dots."""
    return NOTHING if value is None else str(value)


@dataclass(frozen=True)
class Value:
    """How one logged value reads: its label (shown with a capital) and how the value is
    written."""

    label: str | Promise
    write: Callable[[Any], str] = written


def field_values(model: type[models.Model], *names: str) -> dict[str, Value]:
    """The fields' labels as their forms show them (the verbose name) and their values as
    the pages write them: a choice by its label, a date in words, else ``written``."""
    return {name: _field_value(model._meta.get_field(name)) for name in names}


def _field_value(field: Any) -> Value:
    label = field.verbose_name
    if field.choices:
        choices = dict(field.flatchoices)
        return Value(label, lambda v: written(v) if v in (None, "") else str(choices.get(v, v)))
    if isinstance(field, models.DateField):
        return Value(label, written_date)
    if isinstance(field, models.TimeField):
        return Value(label, written_time)
    return Value(label, written)


_VALUES: dict[str, dict[str, Value]] = {}


def describe(actions: Iterable[str], values: Mapping[str, Value]) -> None:
    """Say how the values the ``actions`` log read (each app for its own actions)."""
    for action in actions:
        _VALUES.setdefault(action, {}).update(values)


@dataclass(frozen=True)
class Shown:
    label: str
    value: str


@dataclass(frozen=True)
class LogLine:
    """A line of the log as it reads: what happened, and the values before and after."""

    activity: Activity
    what: str
    before: list[Shown]
    after: list[Shown]


def log_lines(activities: Iterable[Activity]) -> list[LogLine]:
    return [log_line(activity) for activity in activities]


def log_line(activity: Activity) -> LogLine:
    what = capfirst(activity.get_action_display())
    if activity.subject:
        what = f"{what}: {activity.subject}"
    values = _VALUES.get(activity.action, {})
    return LogLine(activity, what, _shown(activity.old, values), _shown(activity.new, values))


def _shown(stored: Mapping[str, Any] | None, values: Mapping[str, Value]) -> list[Shown]:
    """In the order the values were described (a form's order): PostgreSQL's JSON keeps
    no order of its own, it sorts the keys by length."""
    order = {name: index for index, name in enumerate(values)}
    shown = []
    for name, value in sorted((stored or {}).items(),
                              key=lambda item: order.get(item[0], len(order))):
        described = values.get(name, Value(name))
        shown.append(Shown(capfirst(str(described.label)), described.write(value)))
    return shown


def describe_club_values() -> None:
    """The values of the club's own actions: settings, rules, members, roles."""
    describe([Action.SETTINGS], field_values(Club, "name", "place", "standings_public",
                                                "evening_start"))
    describe([Action.CLUB_RULES], rule_field_values(ClubRules))
    describe([Action.MEMBER_ADDED, Action.MEMBER_CHANGED],
             field_values(Member, "name", "is_guest", "archived"))
    describe([Action.MEMBERS_IMPORTED], {"added": Value(gettext_lazy("added"))})
    describe([Action.INVITED, Action.ROLE_ACCEPTED, Action.ROLE_CHANGED, Action.ROLE_REMOVED],
             field_values(Organiser, "role"))
