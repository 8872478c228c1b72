"""Seasons and evenings in the Django admin: to look at (see clubs.admin)."""

from __future__ import annotations

from django.contrib import admin

from clubs.admin import ReadOnlyAdmin, ReadOnlyInline
from tournament.models import Attendance, Evening, Round, Season, Seat


@admin.register(Season)
class SeasonAdmin(ReadOnlyAdmin[Season]):
    list_display = ["name", "club", "start_date"]
    list_filter = ["club"]


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
