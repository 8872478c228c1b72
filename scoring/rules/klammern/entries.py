"""A Klammern game on the score sheet: the entry, its checks and its result (seed 002).

The sheet holds per game: the bidding team, each team's card points (with the last trick's
10, "Der letzte Stich jeder Runde ist 10 Bonuspunkte wert"), each team's sequence melds (Terz
20, Fifty 50), the Bella (which team announced it, 20) and contra/re as ``doubling`` 1, 2 or
4. The winner and the small points follow from ``scoring.rules.klammern.points``.

What ``check_klammern_game`` demands: card points adding up to 162 (002: trump J 20, 9 14,
A 11, 10 10, K 4, Q 3; other suits A 11, 10 10, K 4, Q 3, J 2, plus 10 for the last trick),
each an amount real tricks can give (``scoring.rules.limits``); melds a total one team's two
hands can hold (``TEAM_MELD_VALUES``: 0, 20, 40, 50, ... 200); sequences for one team only
("Nur das Team mit der höchsten Meldung erhält Punkte für die Meldungen"); a doubling of 1, 2
or 4. The seed has no pit and no revoke rule for Klammern, so the entry has neither.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..cards import GAME_POINTS
from ..limits import ACHIEVABLE_POINTS
from ..melds import BELLE
from ..problems import GameError, GameProblem
from ..teams import TEAMS, Team
from .limits import TEAM_MELD_VALUES
from .points import DOUBLINGS, klammern_round_winner, klammern_small_points


@dataclass(frozen=True, slots=True, kw_only=True)
class KlammernEntry:
    """One game. Team A = seats 1 and 3, team B = seats 2 and 4."""

    declarer: Team
    points_a: int
    points_b: int
    melds_a: int = 0  # Terz and Fifty
    melds_b: int = 0
    bella: Team | None = None
    doubling: int = 1  # 2 contra, 4 re

    def total(self, team: Team) -> int:
        """Card points plus melds plus the Bella: what decides the game."""
        points, melds = (
            (self.points_a, self.melds_a) if team == "A" else (self.points_b, self.melds_b)
        )
        return points + melds + (BELLE if self.bella == team else 0)


def check_klammern_game(entry: KlammernEntry) -> list[GameProblem]:
    """Every reason why ``entry`` cannot be a real Klammern game; empty when fine."""
    problems: list[GameProblem] = []
    for name in ("declarer", "bella"):
        value = getattr(entry, name)
        if value not in TEAMS and not (name == "bella" and value is None):
            problems.append(GameProblem("invalid_team", {"field": name, "value": str(value)}))
    for name in ("points_a", "points_b", "melds_a", "melds_b"):
        if getattr(entry, name) < 0:
            problems.append(GameProblem("negative", {"field": name, "value": getattr(entry, name)}))
    if entry.doubling not in DOUBLINGS:
        allowed = ", ".join(str(value) for value in DOUBLINGS)
        problems.append(
            GameProblem("invalid_doubling", {"doubling": str(entry.doubling), "allowed": allowed})
        )
    if problems:
        return problems

    total = entry.points_a + entry.points_b
    if total != GAME_POINTS:
        problems.append(GameProblem("points_total", {"total": total, "expected": GAME_POINTS}))
    for team, points, melds in (
        ("A", entry.points_a, entry.melds_a),
        ("B", entry.points_b, entry.melds_b),
    ):
        if points <= GAME_POINTS and points not in ACHIEVABLE_POINTS:
            problems.append(GameProblem("impossible_points", {"team": team, "points": points}))
        if melds not in TEAM_MELD_VALUES:
            problems.append(GameProblem("impossible_melds", {"team": team, "melds": melds}))
    if entry.melds_a and entry.melds_b:
        problems.append(
            GameProblem(
                "sequences_both_teams", {"melds_a": entry.melds_a, "melds_b": entry.melds_b}
            )
        )
    return problems


def klammern_game_result(entry: KlammernEntry) -> tuple[Team, int]:
    """(winning team, small points); raises ``GameError`` when the entry has problems."""
    problems = check_klammern_game(entry)
    if problems:
        raise GameError(problems)
    winner = klammern_round_winner(entry.declarer, entry.total("A"), entry.total("B"))
    return winner, klammern_small_points(entry.doubling)
