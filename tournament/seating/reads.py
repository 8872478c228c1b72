"""The plain reads the evening and seat pages make on every request, written out in SQL.

These run for every phone in the room; building them with the ORM cost more than running
them (issue 14). Each reads through the evening's own indexes, whatever other clubs hold.
Table names come from the models; the sheets' table from the reverse relation, so this
module does not import the scoring app.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from django.db import connection

from clubs.models import Member
from tournament.models import Attendance, Evening, Round, Seat


def _rows(sql: str, params: list[Any]) -> list[tuple[Any, ...]]:
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        return list(cursor.fetchall())


def rounds_of(evening: Evening) -> list[tuple[int, int, int | None, str, Any, int]]:
    """Each drawn boom: number, pk, seed, mode, when drawn, and how many sheets it has."""
    return [(number, pk, seed, mode, drawn, sheets)
            for number, pk, seed, mode, drawn, sheets in _rows(_rounds_sql(), [evening.pk])]


def names_of(evening: Evening) -> dict[int, str]:
    """The names of everyone present or seated this evening (seated players are nearly
    always present; this adds anyone checked out after a draw): one UNION of two queries,
    each through the evening's own index."""
    return dict(_rows(_names_sql(), [evening.pk, evening.pk]))


def present_count(evening: Evening) -> int:
    return int(_rows(_present_sql(), [evening.pk])[0][0])


@cache
def _rounds_sql() -> str:
    sheets = Round._meta.get_field("sheets").related_model
    assert sheets is not None and not isinstance(sheets, str)
    return (f"SELECT r.number, r.id, r.seed, r.mode, r.drawn_at, (SELECT COUNT(*) FROM "
            f"{sheets._meta.db_table} s WHERE s.round_id = r.id) FROM {Round._meta.db_table} r "
            f"WHERE r.evening_id = %s ORDER BY r.number")


@cache
def _names_sql() -> str:
    member = Member._meta.db_table
    return (f"SELECT a.member_id, m.name FROM {Attendance._meta.db_table} a JOIN {member} m "
            f"ON m.id = a.member_id WHERE a.evening_id = %s UNION SELECT s.member_id, m.name "
            f"FROM {Seat._meta.db_table} s JOIN {Round._meta.db_table} r ON r.id = s.round_id "
            f"JOIN {member} m ON m.id = s.member_id WHERE r.evening_id = %s")


@cache
def _present_sql() -> str:
    return f"SELECT COUNT(*) FROM {Attendance._meta.db_table} WHERE evening_id = %s"
