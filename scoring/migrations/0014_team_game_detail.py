"""The team games' own values of a game (Kraken's trump and doubling, Klammern's contra/re
as a doubling and its Bella; Klabberjass's trump) move from columns of the shared ``Game``
into its ``detail`` (declared by each game's package: ``System.detail``), as
``0013_game_detail`` moved the single-player games' values.

Every row keeps its values: a value at its column's default ("" or a doubling of 1) is not
stored; the reverse puts every moved value back in its column. The doubling's check
constraint goes with its column: the game's schema checks a doubling now.
"""

from __future__ import annotations

from typing import Any

from importlib import import_module

from django.db import migrations
from django.db.models import Q

# The columns that move, with the value that is left out of ``detail``.
MOVED = {"trump": "", "doubling": 1, "bella": ""}
# A batch at a time, the rows picked first, as the first move did them.
_in_batches = import_module("scoring.migrations.0013_game_detail")._in_batches


def backup_row(row: dict[str, Any]) -> None:
    """A game of a backup written before this migration (``clubhouse.backup``), changed in
    place as the migration changes a stored row: its moved columns into ``detail`` (after
    ``0013_game_detail``'s ``backup_row`` gave it one)."""
    fields = row["fields"]
    if row["model"] != "scoring.game" or not MOVED.keys() & fields.keys():
        return
    moved = {name: fields.pop(name) for name in MOVED if name in fields}
    fields["detail"] = {**fields.get("detail", {}),
                        **{name: value for name, value in moved.items()
                           if value != MOVED[name]}}


def into_detail(apps: Any, schema_editor: Any) -> None:
    Game = apps.get_model("scoring", "Game")

    def move(game: Any) -> None:
        game.detail = {**game.detail, **{name: getattr(game, name)
                                         for name, default in MOVED.items()
                                         if getattr(game, name) != default}}

    moved = ~Q(trump="") | ~Q(doubling=1) | ~Q(bella="")
    _in_batches(Game.objects.filter(moved), move, ["detail"])


def out_of_detail(apps: Any, schema_editor: Any) -> None:
    Game = apps.get_model("scoring", "Game")

    def move(game: Any) -> None:
        for name, default in MOVED.items():
            setattr(game, name, game.detail.pop(name, default))

    stored = Q()
    for name in MOVED:
        stored |= Q(detail__has_key=name)
    _in_batches(Game.objects.filter(stored), move, [*MOVED, "detail"])


class Migration(migrations.Migration):

    dependencies = [
        ("scoring", "0013_game_detail"),
    ]

    operations = [
        migrations.RunPython(into_detail, out_of_detail),
        migrations.RemoveConstraint(model_name="game", name="game_doubling"),
        *(migrations.RemoveField(model_name="game", name=name) for name in MOVED),
    ]
