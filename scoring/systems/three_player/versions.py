"""A version of a sheet of klaverjas for three as a read-only table: the sheet as its table
entered it, or as the player who checked it has it (``check``), side by side for the
organisers when they disagree (``pages``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.utils.translation import gettext as _

from tournament.seating.named import SeatLine


@dataclass(frozen=True)
class VersionCell:
    """One player's part of a game in a version of the sheet."""

    score: int | None  # None: he dealt and sat out
    points: int | None
    roem: int
    marks: list[str]  # nat, all ten tricks, revoked


@dataclass(frozen=True)
class VersionLine:
    number: int
    plays: str
    cells: list[VersionCell]


def version_lines(values: dict[str, Any], seats: list[SeatLine]) -> list[VersionLine]:
    """A version of the sheet (its history snapshot, ``save.history``) as rows of a
    read-only table: per game who played and per player his score, points, roem and marks."""
    lines = []
    for game in values.get("games", ()):
        cells = []
        for seat, (points, roem, score) in enumerate(zip(
                game["seat_points"], game["seat_roem"], game["seat_scores"], strict=True),
                start=1):
            marks = [_("nat")] if game["nat"] and seat == game["soloist"] else []
            if seat == game["pit_seat"]:
                marks.append(_("all ten tricks"))
            if seat == game["revoke_seat"]:
                marks.append(_("replayed") if game["replayed"] else _("revoked"))
            cells.append(VersionCell(None if points is None else score, points, roem or 0,
                                     marks))
        # Who played by his number: the columns are headed by number and name.
        lines.append(VersionLine(game["number"], str(seats[game["soloist"] - 1].number),
                                 cells))
    return lines
