"""A klaverjas evening with a drawn round, its sheets' address and typed games: for the sheet
tests here and elsewhere."""

from __future__ import annotations

from collections.abc import Mapping

from clubs.models import Club
from tests.factories import check_in, make_evening, make_members, make_season
from tournament.models import Evening
from tournament.seating.store import draw_round


def sheet_evening(club: Club) -> Evening:
    """A klaverjas evening of two rounds with round 1 drawn: two tables and one bye."""
    evening = make_evening(make_season(club), round_count=2)
    check_in(evening, make_members(club, 9))
    draw_round(evening, 1, seed=7)
    return evening


def sheet_url(evening: Evening, table: int = 1, number: int = 1) -> str:
    return f"/club/{evening.club.slug}/avond/{evening.pk}/boom/{number}/tafel/{table}/"


def games(
    points: Mapping[int, object], version: int = 0, extra: dict[str, str] | None = None
) -> dict[str, str]:
    """Form data typing only the points of pair A, plus any ``extra`` fields."""
    data = {"version": str(version)}
    for n, value in points.items():
        data[f"g{n}-points_a"] = str(value)
    data.update(extra or {})
    return data


FULL = dict.fromkeys(range(1, 13), 90)
