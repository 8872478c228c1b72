"""A query compiled once and run many times: the lookups every public page makes.

The ORM compiles a query on every call; for the club, season or evening a public page
looks up first (with ``select_related`` parents) that took more time than the database did
(measured under load, README "Speed"). ``Prepared`` compiles the query once per process
from example values, then runs the same SQL with each request's values and builds the
objects as the ORM would (``ModelIterable``: the database's converters, then the
parents). Django internals used: ``SQLCompiler.results_iter`` and
``get_related_populators``; pinned with Django in requirements.txt and covered by the
tests of every public page.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cached_property
from typing import Any, Generic, TypeVar

from django.db import connections
from django.db.models import Model, QuerySet
from django.db.models.query import (  # type: ignore[attr-defined]
    ValuesListIterable,
    get_related_populators,
)
from django.db.models.sql.compiler import SQLCompiler

M = TypeVar("M", bound=Model)


class Prepared(Generic[M]):
    """``make(**values)`` gives a queryset (``first`` reads its first row, ``all`` every
    row); ``examples`` are values no real row has, so each of the compiled query's
    parameters is known by its example."""

    def __init__(self, make: Callable[..., QuerySet[M, Any]], **examples: Any) -> None:
        self.make, self.examples = make, examples

    @cached_property
    def _compiled(self) -> tuple[SQLCompiler, str, list[str], str]:
        queryset = self.make(**self.examples)
        compiler = queryset.query.get_compiler(using=queryset.db)
        sql, params = compiler.as_sql()
        names = {repr(v): k for k, v in self.examples.items()}
        return compiler, sql, [names[repr(p)] for p in params], queryset.db

    def first(self, **values: Any) -> M | None:
        found = self._objects(values, many=False)
        return found[0] if found else None

    def all(self, **values: Any) -> list[M]:
        return self._objects(values, many=True)

    def rows(self, **values: Any) -> list[tuple[Any, ...]]:
        """Every row as a tuple, converted as the ORM converts it: for a plain
        ``values_list`` of fields (no ``flat``, ``named``, annotations or extra columns,
        whose order or shape ``ValuesListIterable`` would change)."""
        if not self._plain_values:
            raise TypeError("Prepared.rows reads a plain values_list of fields only")
        compiler, rows = self._execute(values, many=True)
        return [tuple(row) for row in compiler.results_iter([rows])] if rows else []

    @cached_property
    def _plain_values(self) -> bool:
        queryset = self.make(**self.examples)
        query = queryset.query
        return (queryset._iterable_class is ValuesListIterable
                and not query.annotation_select and not query.extra_select)

    def _execute(self, values: dict[str, Any], *, many: bool) -> tuple[SQLCompiler, list[Any]]:
        compiler, sql, order, db = self._compiled
        with connections[db].cursor() as cursor:
            cursor.execute(sql, [values[name] for name in order])
            return compiler, cursor.fetchall() if many else cursor.fetchmany(1)

    def _objects(self, values: dict[str, Any], *, many: bool) -> list[M]:
        compiler, rows = self._execute(values, many=many)
        if not rows:
            return []
        info, db = compiler.klass_info, compiler.using
        assert info is not None
        start, end = info["select_fields"][0], info["select_fields"][-1] + 1
        attnames = [column[0].target.attname for column in compiler.select[start:end]]
        populators = get_related_populators(info, compiler.select, db)
        objects: list[M] = []
        for row in compiler.results_iter([rows]):
            obj = info["model"].from_db(db, attnames, row[start:end])
            for populator in populators:
                populator.populate(row, obj)
            objects.append(obj)
        return objects
