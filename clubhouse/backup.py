"""Write a whole club (or the whole site) to one file, and read it back.

The file is Django's JSON serialisation of every row that belongs to the club, with the
accounts of its organisers and of whoever appears in its history, in an order that
restores cleanly (a row after the rows it points to). Password hashes of the accounts are
in the file: keep it safe.

A restore loads every row or none, in one of two ways:
- into a database without clubs, everything as it was, keys included, so the pages and
  the printed links are the same (it refuses to overwrite a row that exists);
- into a database that holds other clubs, as new rows beside them (``restore_beside``):
  new keys, every reference between the rows followed; accounts matched by user name.

This module sits in the top app because it knows the models of all three.
"""

from __future__ import annotations

import gzip
import json
import secrets
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from datetime import datetime, time
from importlib import import_module
from pathlib import Path
from typing import Any

from django.apps import apps
from django.contrib.auth.models import User
from django.core import serializers
from django.core.management.color import no_style
from django.core.serializers.json import DjangoJSONEncoder
from django.db import connection, transaction
from django.db.models import Model, Q, QuerySet
from django.utils import timezone
from django.utils.translation import gettext as _

from clubs.models import Club, Invitation
from scoring.results.stored import store_missing_figures

# A migration that moves what a row holds (not one that only adds) changes a backup's rows
# written before it the same way, so an older backup restores: ``backup_row(row)`` in it.
BACKUP_UPGRADES: list[Callable[[dict[str, Any]], None]] = [
    import_module(f"{app}.migrations.{name}").backup_row
    for app, name in (("scoring", "0013_game_detail"), ("scoring", "0014_team_game_detail"),
                      ("tournament", "0021_evening_round_count"))]

FORMAT = "klaverjas-backup"
VERSION = 1
APPS = ("clubs", "tournament", "scoring")

# Every model of the three apps, in restore order, with how its rows belong to a club.
# tests/clubhouse/test_backup.py fails when a model is missing here.
CLUB_ROWS: list[tuple[str, Callable[[int], Q]]] = [
    ("clubs.Club", lambda c: Q(pk=c)),
    ("clubs.ClubRules", lambda c: Q(club=c)),
    ("clubs.Member", lambda c: Q(club=c)),
    ("clubs.Organiser", lambda c: Q(club=c)),
    ("clubs.Invitation", lambda c: Q(club=c)),
    ("tournament.Season", lambda c: Q(club=c)),
    ("tournament.Period", lambda c: Q(season__club=c)),
    ("tournament.Pair", lambda c: Q(season__club=c)),
    ("tournament.PairMember", lambda c: Q(season__club=c)),
    ("tournament.Evening", lambda c: Q(season__club=c)),
    ("tournament.Attendance", lambda c: Q(evening__season__club=c)),
    ("tournament.Substitute", lambda c: Q(evening__season__club=c)),
    ("tournament.Round", lambda c: Q(evening__season__club=c)),
    ("tournament.Seat", lambda c: Q(round__evening__season__club=c)),
    ("scoring.ScoreSheet", lambda c: Q(round__evening__season__club=c)),
    ("scoring.Game", lambda c: Q(sheet__round__evening__season__club=c)),
    ("scoring.SheetChange", lambda c: Q(sheet__round__evening__season__club=c)),
    ("scoring.EveningEvent", lambda c: Q(evening__season__club=c)),
    ("scoring.EveningResult", lambda c: Q(evening__season__club=c)),
    ("clubs.Activity", lambda c: Q(club=c)),  # after the evenings it names (PLAIN_KEYS)
]


# Keys kept in a plain number column instead of a foreign key: (model, column, model keyed).
PLAIN_KEYS = [("clubs.Activity", "evening_id", "tournament.Evening")]


class ExactEncoder(DjangoJSONEncoder):
    """Django's encoder cuts times to milliseconds; a backup keeps them exact."""

    def default(self, o: Any) -> Any:
        if isinstance(o, datetime | time):
            return o.isoformat()
        return super().default(o)


class BackupError(Exception):
    """A file that is not a backup, or a restore that would overwrite existing rows."""


def _querysets(club_id: int | None) -> Iterator[QuerySet[Any]]:
    for label, belongs in CLUB_ROWS:
        rows = apps.get_model(label)._default_manager.order_by("pk")
        yield rows if club_id is None else rows.filter(belongs(club_id))


def _accounts(querysets: list[QuerySet[Any]], club_id: int | None) -> QuerySet[User]:
    """The accounts the rows point to (roles, history), or every account for the site."""
    if club_id is None:
        return User.objects.order_by("pk")
    ids: set[int] = set()
    for rows in querysets:
        for field in rows.model._meta.concrete_fields:
            if field.is_relation and field.related_model is User:
                ids.update(i for i in rows.values_list(field.attname, flat=True) if i)
    return User.objects.filter(pk__in=ids).order_by("pk")


def dump(club_id: int | None) -> dict[str, Any]:
    querysets = list(_querysets(club_id))
    objects: list[Any] = []
    for rows in [_accounts(querysets, club_id), *querysets]:
        objects.extend(json.loads(serializers.serialize("json", rows, cls=ExactEncoder)))
    return {"format": FORMAT, "version": VERSION, "club": club_id,
            "written": timezone.now().isoformat(), "objects": objects}


def write(path: Path, club_id: int | None) -> int:
    """Write the backup (gzip-compressed when the name ends in .gz); the number of rows."""
    data = dump(club_id)
    raw = json.dumps(data, ensure_ascii=False, indent=1).encode()
    path.write_bytes(gzip.compress(raw) if path.suffix == ".gz" else raw)
    return len(data["objects"])


def read(path: Path) -> dict[str, Any]:
    raw = path.read_bytes()
    try:
        data: dict[str, Any] = json.loads(gzip.decompress(raw) if raw[:2] == b"\x1f\x8b" else raw)
    except (OSError, ValueError) as error:
        raise BackupError(f"{path} is not a backup file ({error}).") from error
    if data.get("format") != FORMAT or data.get("version") != VERSION:
        raise BackupError(f"{path} is not a backup of this site (format {VERSION}).")
    return data


@dataclass
class Restored:
    rows: int
    accounts_matched: tuple[str, ...] = ()  # accounts that existed, by user name
    new_keys: bool = False


@transaction.atomic
def restore(data: dict[str, Any]) -> Restored:
    """Load every row of the backup, or none: as it was into a database without clubs and
    without any of its keys (a new site), else beside what it holds (``restore_beside``).
    A backup of an earlier release gets what its migrations would have added (the figures
    of its closed evenings: ``store_missing_figures``) and its rows changed as they changed
    stored rows (``BACKUP_UPGRADES``)."""
    for row in data["objects"]:
        for upgrade in BACKUP_UPGRADES:
            upgrade(row)
    deserialized = list(serializers.deserialize("json", json.dumps(data["objects"])))
    objects = [d.object for d in deserialized]
    if Club.objects.exists() or _keys_taken(objects):
        restored = restore_beside(objects)
        store_missing_figures()
        return restored
    for row in deserialized:
        row.save()
    models = {type(o) for o in objects}
    with connection.cursor() as cursor:  # PostgreSQL: new rows after the restored keys
        for sql in connection.ops.sequence_reset_sql(no_style(), list(models)):
            cursor.execute(sql)
    store_missing_figures()
    return Restored(len(objects))


def restore_beside(objects: list[Model]) -> Restored:
    """The backup's clubs as new rows beside the clubs the database holds.

    Every row gets a new key and every reference follows it, so the restored club's links
    and codes are new (they are signed with the keys: ``scoring.sheets.tokens``,
    ``tournament.seating.finder``) and no page another club remembers can be confused with
    it; an open invitation gets a new code. An account whose user name exists is that
    account, never changed; another account is added, without staff or superuser rights
    (those are the other server's). Refused when a club's short name is taken."""
    clubs = [o for o in objects if isinstance(o, Club)]
    if taken := sorted(Club.objects.filter(slug__in=[c.slug for c in clubs])
                       .values_list("slug", flat=True)):
        raise BackupError(_(
            "This site already has a club with the short name '{slug}'. Restoring it again "
            "would make two of them: rename or remove that club first.").format(slug=taken[0]))
    keys: dict[type[Model], dict[Any, Any]] = {User: {}}
    users = [o for o in objects if isinstance(o, User)]
    existing = dict(User.objects.filter(username__in=[u.username for u in users])
                    .values_list("username", "pk"))
    for user in users:
        if user.username in existing:
            keys[User][user.pk] = existing[user.username]
            continue
        old, user.pk = user.pk, None
        user.is_staff = user.is_superuser = False
        user.save_base(raw=True, force_insert=True)
        keys[User][old] = user.pk
    plain = {(apps.get_model(m), column): apps.get_model(to) for m, column, to in PLAIN_KEYS}
    for label, _belongs in CLUB_ROWS:
        model = apps.get_model(label)
        keys[model] = {}
        for obj in (o for o in objects if type(o) is model):
            old, obj.pk = obj.pk, None
            for f in model._meta.concrete_fields:
                target = f.related_model if f.is_relation else plain.get((model, f.attname))
                value = getattr(obj, f.attname)
                if target is not None and value is not None:
                    setattr(obj, f.attname, _followed(keys, target, value, label))
            if isinstance(obj, Invitation):
                obj.token = secrets.token_urlsafe(32)
            obj.save_base(raw=True, force_insert=True)
            keys[model][old] = obj.pk
    return Restored(len(objects), tuple(sorted(existing)), new_keys=True)


def _followed(keys: dict[type[Model], dict[Any, Any]], model: Any, old: Any, label: str) -> Any:
    try:
        return keys[model][old]
    except KeyError as error:
        raise BackupError(f"A {label} row of the backup points to {model._meta.label} {old}, "
                          "which the backup does not hold.") from error


def _keys_taken(objects: Iterable[Model]) -> bool:
    """Whether the database holds a row with the key of one of ``objects`` (an account
    made on a new site, say)."""
    keys: dict[type[Model], list[Any]] = {}
    for obj in objects:
        keys.setdefault(type(obj), []).append(obj.pk)
    return any(model._default_manager.filter(pk__in=pks).exists()
               for model, pks in keys.items())
