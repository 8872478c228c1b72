"""Seasons and evenings in the Django admin.

Evenings, bomen, seats and attendance are read-only here: the evening page, check-in and
the draw change them with their checks (status transitions, no redraw after scores, a
closed evening refuses changes). A season's rules can be edited here only while the season
has no score sheet, as on the season's rules page.
"""

from __future__ import annotations

from typing import Any, TypeVar

from django.contrib import admin
from django.db.models import Model
from django.http import HttpRequest

from clubs.models import RuleFields
from tournament.models import Attendance, Evening, Round, Season, Seat

M = TypeVar("M", bound=Model)
P = TypeVar("P", bound=Model)


class ReadOnlyAdmin(admin.ModelAdmin[M]):
    """Shows the rows; adds, changes and deletes nothing."""

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


class ReadOnlyInline(admin.TabularInline[M, P]):
    extra = 0

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


@admin.register(Season)
class SeasonAdmin(admin.ModelAdmin[Season]):
    list_display = ["name", "club", "start_date"]
    list_filter = ["club"]

    def get_readonly_fields(self, request: HttpRequest, obj: Season | None = None) -> Any:
        if obj is not None and obj.rules_frozen():
            return ["club", *RuleFields.RULE_FIELD_NAMES]
        return ["club"] if obj is not None else []

    def has_delete_permission(self, request: HttpRequest, obj: Season | None = None) -> bool:
        return obj is None or not obj.evenings.exists()


class AttendanceInline(ReadOnlyInline[Attendance, Evening]):
    model = Attendance


@admin.register(Evening)
class EveningAdmin(ReadOnlyAdmin[Evening]):
    list_display = ["date", "season", "status"]
    list_filter = ["season__club", "status"]
    inlines = [AttendanceInline]


class SeatInline(ReadOnlyInline[Seat, Round]):
    model = Seat


@admin.register(Round)
class RoundAdmin(ReadOnlyAdmin[Round]):
    list_display = ["evening", "number", "seed", "approved"]
    inlines = [SeatInline]
