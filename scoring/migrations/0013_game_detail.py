"""The single-player games' own values of a game move from their columns on the shared
``Game`` into its ``detail`` (declared by each game's package: ``System.detail``).

Every row keeps its values: a value at its column's default (None, or "" for the turned
suit) is not stored, as the games' schemas store it; the reverse puts every stored value
back in its column. Batches keep the memory flat on a club's laptop with years of sheets.
"""

from __future__ import annotations

from typing import Any

from django.db import migrations, models
from django.db.models import Q

# The columns that move, with the value that is left out of ``detail``.
MOVED = {"soloist": None, "original": None, "turned": "", "won": None, "seat_scores": None,
         "seat_points": None, "seat_roem": None, "pit_seat": None}
BATCH = 2000


def _any_moved() -> Q:
    q = Q()
    for name, default in MOVED.items():
        q |= ~Q(**{name: ""}) if default == "" else Q(**{f"{name}__isnull": False})
    return q


def _in_batches(queryset: Any, apply: Any, fields: list[str]) -> None:
    """``apply`` to every game of ``queryset`` and store ``fields``, a batch at a time; the
    rows are picked first, as SQLite must not write a table it is still reading."""
    Game = queryset.model
    pks = list(queryset.order_by("pk").values_list("pk", flat=True))
    for start in range(0, len(pks), BATCH):
        games = list(Game.objects.filter(pk__in=pks[start:start + BATCH]))
        for game in games:
            apply(game)
        Game.objects.bulk_update(games, fields)


def backup_row(row: dict[str, Any]) -> None:
    """A game of a backup written before this migration (``clubhouse.backup``), changed in
    place as the migration changes a stored row: its moved columns into ``detail``."""
    fields = row["fields"]
    if row["model"] != "scoring.game" or "detail" in fields:
        return
    moved = {name: fields.pop(name) for name in MOVED if name in fields}
    fields["detail"] = {name: value for name, value in moved.items()
                        if value != MOVED[name]}


def into_detail(apps: Any, schema_editor: Any) -> None:
    Game = apps.get_model("scoring", "Game")

    def move(game: Any) -> None:
        game.detail = {name: getattr(game, name) for name, default in MOVED.items()
                       if getattr(game, name) != default}

    _in_batches(Game.objects.filter(_any_moved()), move, ["detail"])


def out_of_detail(apps: Any, schema_editor: Any) -> None:
    Game = apps.get_model("scoring", "Game")

    def move(game: Any) -> None:
        for name, default in MOVED.items():
            setattr(game, name, game.detail.get(name, default))
        game.detail = {}

    _in_batches(Game.objects.exclude(detail={}), move, [*MOVED, "detail"])


class Migration(migrations.Migration):

    dependencies = [
        ("scoring", "0012_figures_counting"),
    ]

    operations = [
        migrations.AddField(
            model_name="game",
            name="detail",
            field=models.JSONField(blank=True, default=dict),
        ),
        migrations.RunPython(into_detail, out_of_detail),
        *(migrations.RemoveField(model_name="game", name=name) for name in MOVED),
    ]
