"""Score sheets: what each table of a boom scored."""

from __future__ import annotations

from django.db import models
from django.utils.translation import gettext_lazy as _

from tournament.models import Round


class SheetStatus(models.TextChoices):
    DRAFT = "DRAFT", _("Draft")
    COMPLETE = "COMPLETE", _("Complete")


class ScoreSheet(models.Model):
    """The score sheet of one table in one boom."""

    round = models.ForeignKey(Round, on_delete=models.PROTECT, related_name="sheets")
    table = models.PositiveSmallIntegerField(_("table"))
    status = models.CharField(
        _("status"), max_length=10, choices=SheetStatus.choices, default=SheetStatus.DRAFT
    )
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["round", "table"]
        constraints = [
            models.UniqueConstraint("round", "table", name="sheet_unique_per_round_table"),
        ]

    def __str__(self) -> str:
        return f"{self.round} tafel {self.table}"
