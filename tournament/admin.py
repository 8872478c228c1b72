from django.contrib import admin

from tournament.models import Attendance, Evening, Round, Season, Seat


@admin.register(Season)
class SeasonAdmin(admin.ModelAdmin[Season]):
    list_display = ["name", "club", "start_date"]
    list_filter = ["club"]


class AttendanceInline(admin.TabularInline[Attendance, Evening]):
    model = Attendance
    extra = 0
    raw_id_fields = ["member"]


@admin.register(Evening)
class EveningAdmin(admin.ModelAdmin[Evening]):
    list_display = ["date", "season", "status"]
    list_filter = ["season__club", "status"]
    inlines = [AttendanceInline]


class SeatInline(admin.TabularInline[Seat, Round]):
    model = Seat
    extra = 0
    raw_id_fields = ["member"]


@admin.register(Round)
class RoundAdmin(admin.ModelAdmin[Round]):
    list_display = ["evening", "number", "seed"]
    inlines = [SeatInline]
