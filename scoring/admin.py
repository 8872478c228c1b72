from django.contrib import admin

from scoring.models import ScoreSheet


@admin.register(ScoreSheet)
class ScoreSheetAdmin(admin.ModelAdmin[ScoreSheet]):
    list_display = ["round", "table", "status", "updated_at"]
