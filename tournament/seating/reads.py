"""The plain reads the evening and seat pages make on every request, written out in SQL.

These run for every phone in the room; building them with the ORM cost more than running
them (measured under load, README "Speed"). Each reads through the evening's own
indexes, whatever other clubs hold.
Table names come from the models; the sheets' table from the reverse relation, so this
module does not import the scoring app.
"""

from __future__ import annotations

from functools import cache
from typing import Any, NamedTuple

from django.db import connection

from clubs.models import Member
from tournament.models import Attendance, Evening, Round, Seat


def _rows(sql: str, params: list[Any]) -> list[tuple[Any, ...]]:
    with connection.cursor() as cursor:
        cursor.execute(sql, params)
        return list(cursor.fetchall())


def rounds_of(evening: Evening) -> list[tuple[int, int, int | None, str, Any, int]]:
    """Each drawn round: number, pk, seed, mode, when drawn, and how many sheets it has."""
    return [(number, pk, seed, mode, drawn, sheets)
            for number, pk, seed, mode, drawn, sheets in _rows(_rounds_sql(), [evening.pk])]


class People(NamedTuple):
    names: dict[int, str]  # everyone present or seated this evening
    present: int  # how many are checked in


def people_of(evening: Evening) -> People:
    """The names of everyone present or seated this evening (seated players are nearly
    always present; this adds anyone checked out after a draw) and how many are present:
    one query, through the evening's own indexes."""
    rows = _rows(_people_sql(), [evening.pk] * 3)
    return People({pk: name for pk, name, _here in rows}, sum(1 for *_row, here in rows if here))


@cache
def _rounds_sql() -> str:
    sheets = Round._meta.get_field("sheets").related_model
    assert sheets is not None and not isinstance(sheets, str)
    return (f"SELECT r.number, r.id, r.seed, r.mode, r.drawn_at, (SELECT COUNT(*) FROM "
            f"{sheets._meta.db_table} s WHERE s.round_id = r.id) FROM {Round._meta.db_table} r "
            f"WHERE r.evening_id = %s ORDER BY r.number")


@cache
def _people_sql() -> str:
    attendance = Attendance._meta.db_table
    return (f"SELECT m.id, m.name, EXISTS (SELECT 1 FROM {attendance} p WHERE p.evening_id = %s "
            f"AND p.member_id = m.id) FROM {Member._meta.db_table} m WHERE m.id IN ("
            f"SELECT a.member_id FROM {attendance} a WHERE a.evening_id = %s UNION "
            f"SELECT s.member_id FROM {Seat._meta.db_table} s JOIN {Round._meta.db_table} r "
            f"ON r.id = s.round_id WHERE r.evening_id = %s)")
