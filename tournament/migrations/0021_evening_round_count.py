"""An evening's number of bomen is ``round_count``, so that ``evening.rounds`` is its rounds
(the relation, before ``round_set``). RenameField renames the column: every evening keeps
its number; the check constraint follows the new name."""

from typing import Any

import django.db.models.deletion
from django.db import migrations, models


def backup_row(row: dict[str, Any]) -> None:
    """An evening of a backup written before this migration (``clubhouse.backup``), changed
    in place as the migration changes a stored row: its number of bomen under the new name."""
    fields = row["fields"]
    if row["model"] == "tournament.evening" and "rounds" in fields:
        fields["round_count"] = fields.pop("rounds")


class Migration(migrations.Migration):

    dependencies = [
        ("tournament", "0020_draw_mode_pair_movement"),
        # Its data migration reads ``evening.rounds`` as the field was then called.
        ("publish", "0002_calendar_entry_start_for_every_evening"),
    ]

    operations = [
        migrations.RemoveConstraint(
            model_name="evening",
            name="evening_rounds_1_8",
        ),
        migrations.RenameField(
            model_name="evening",
            old_name="rounds",
            new_name="round_count",
        ),
        migrations.AddConstraint(
            model_name="evening",
            constraint=models.CheckConstraint(
                condition=models.Q(("round_count__gte", 1), ("round_count__lte", 8)),
                name="evening_round_count_1_8",
            ),
        ),
        migrations.AlterField(
            model_name="round",
            name="evening",
            field=models.ForeignKey(
                on_delete=django.db.models.deletion.CASCADE,
                related_name="rounds",
                to="tournament.evening",
            ),
        ),
    ]
