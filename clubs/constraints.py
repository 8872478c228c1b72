"""Which constraint the database refused a write for, on SQLite and on PostgreSQL.

A page may turn a refused write into a message only when it knows what was refused: a
duplicate name two organisers saved at the same moment is a user's matter, a NOT NULL or
foreign key failure is a bug and must surface as one. So a view catches ``IntegrityError``,
asks ``violated(error)`` and re-raises unless it is the constraint it has a message for::

    except IntegrityError as error:
        if violated(error) != "member_name_unique_per_club":
            raise

The names are those of the models' ``Meta.constraints``. A field declared ``unique=True``
(Django's ``auth_user.username``, ``Club.slug``) has a constraint nobody named (Django or
the database made the name up), so it is told by its table and column, the way SQLite
writes it: ``unique_field(User, "username")`` gives ``"auth_user.username"``.

How each database says it:

- PostgreSQL (psycopg 3) puts the name in ``error.__cause__.diag.constraint_name``. For a
  unique field the made-up name is looked up in the table's constraints to find its column.
- SQLite writes it in the message: ``UNIQUE constraint failed: index 'NAME'`` for a
  constraint made as an index (one with an expression, like ``Lower("name")``),
  ``UNIQUE constraint failed: table.a, table.b`` for one over plain columns (matched here
  against the models' constraints and unique fields), ``CHECK constraint failed: NAME``.
  A NOT NULL or foreign key failure names no constraint.
"""

from __future__ import annotations

import re
from functools import cache

from django.apps import apps
from django.db import IntegrityError, connection
from django.db.models import F, Field, Model, UniqueConstraint

UNIQUE_VIOLATION = "23505"  # PostgreSQL's SQLSTATE for a duplicate key

_SQLITE_INDEX = re.compile(r"UNIQUE constraint failed: index '(?P<name>[^']+)'$")
_SQLITE_COLUMNS = re.compile(r"UNIQUE constraint failed: (?P<columns>[\w.]+(?:, [\w.]+)*)$")
_SQLITE_CHECK = re.compile(r"CHECK constraint failed: (?P<name>\w+)$")


def violated(error: IntegrityError) -> str | None:
    """The constraint ``error`` violated: a name from the models' ``Meta.constraints``, or
    ``"table.column"`` of a unique field; None when it was no such constraint (NOT NULL,
    a foreign key, a check Django added by itself)."""
    diag = getattr(error.__cause__, "diag", None)
    if diag is not None:
        return _postgresql(diag)
    return _sqlite(str(error))


def unique_field(model: type[Model], name: str) -> str:
    """How ``violated`` names the unique constraint of one field declared ``unique=True``."""
    return f"{model._meta.db_table}.{_column(model, name)}"


def _postgresql(diag: object) -> str | None:
    name = getattr(diag, "constraint_name", None)
    if name is None:
        return None
    if name in _names():
        return str(name)
    if getattr(diag, "sqlstate", None) != UNIQUE_VIOLATION:
        return None
    table = str(getattr(diag, "table_name", ""))
    with connection.cursor() as cursor:  # only for a name the database made up
        found = connection.introspection.get_constraints(cursor, table).get(name, {})
    return _unique_columns().get((table, tuple(found.get("columns") or ())))


def _sqlite(message: str) -> str | None:
    if match := _SQLITE_INDEX.match(message) or _SQLITE_CHECK.match(message):
        return match["name"] if match["name"] in _names() else None
    if match := _SQLITE_COLUMNS.match(message):
        pairs = [part.split(".", 1) for part in match["columns"].split(", ")]
        table = pairs[0][0]
        if any(other != table for other, _column in pairs):
            return None
        return _unique_columns().get((table, tuple(column for _table, column in pairs)))
    return None


@cache
def _names() -> frozenset[str]:
    """The name of every constraint in the models' ``Meta.constraints``."""
    return frozenset(constraint.name for model in apps.get_models()
                     for constraint in model._meta.constraints)


@cache
def _unique_columns() -> dict[tuple[str, tuple[str, ...]], str]:
    """What ``violated`` calls each unique constraint over plain columns, by table and
    columns: a ``UniqueConstraint``'s name, or ``unique_field`` for a unique field."""
    found: dict[tuple[str, tuple[str, ...]], str] = {}
    for model in apps.get_models():
        table = model._meta.db_table
        for field in model._meta.local_concrete_fields:
            if field.unique and not field.primary_key:
                found[(table, (field.column,))] = unique_field(model, field.name)
        for constraint in model._meta.constraints:
            if isinstance(constraint, UniqueConstraint):
                # Fields given by name or as F() alike, as long as there are only fields.
                names = constraint.fields or tuple(
                    e.name if isinstance(e, F) else "" for e in constraint.expressions)
                if all(names):
                    columns = tuple(_column(model, name) for name in names)
                    found[(table, columns)] = constraint.name
    return found


def _column(model: type[Model], name: str) -> str:
    field = model._meta.get_field(name)
    assert isinstance(field, Field)
    return field.column
