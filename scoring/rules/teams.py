"""The two teams of a four-player game: team A is seats 1 and 3, team B seats 2 and 4."""

from __future__ import annotations

from typing import Literal

Team = Literal["A", "B"]
TEAMS: tuple[Team, Team] = ("A", "B")


def other_team(team: Team) -> Team:
    return "B" if team == "A" else "A"
