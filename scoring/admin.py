"""Score sheets in the Django admin: to look at, never to change.

Every change of scored data goes through the pages, which check it with the rules module,
refuse changes to a closed evening, keep the history and move the results cache on. The
admin would bypass all of that, so here it only shows.
"""

from django.contrib import admin

from clubs.admin import ReadOnlyAdmin, ReadOnlyInline
from scoring.models import EveningEvent, Game, ScoreSheet, SheetChange


class GameInline(ReadOnlyInline[Game, ScoreSheet]):
    model = Game


@admin.register(ScoreSheet)
class ScoreSheetAdmin(ReadOnlyAdmin[ScoreSheet]):
    list_display = ["round", "table", "status", "source", "total_a", "total_b", "updated_at"]
    list_filter = ["status", "round__evening__season__club"]
    inlines = [GameInline]


@admin.register(SheetChange)
class SheetChangeAdmin(ReadOnlyAdmin[SheetChange]):
    list_display = ["sheet", "user", "by_table", "at"]


@admin.register(EveningEvent)
class EveningEventAdmin(ReadOnlyAdmin[EveningEvent]):
    list_display = ["evening", "kind", "detail", "user", "at"]
