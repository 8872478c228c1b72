"""Klammern scoring (seed 002, "Wertung in Klammern"): the game's winner, small and big points,
and a round played to a number of big points.

* 002: "Das Team mit den meisten Punkten am Ende einer Runde gewinnt die Runde. Bei
  Gleichstand gewinnt das gegnerische Team (die Nicht-Reizenden)." Points are card points
  plus melds (Terz, Fifty, Bella).
* Small points: "Wurde weder 'Contra' noch 'Re(contra)' angesagt, erhält das Gewinnerteam 1
  kleinen Punkt. Bei 'Contra' ... 2 ... Bei 'Re(contra)' ... 4". ``doubling`` is 1, 2
  (contra) or 4 (re), as in Kraken, so the small points equal the doubling.
* Big points: "Das Team, das zuerst 5 kleine Punkte erreicht, erhält 1 großen Punkt. Steht
  es dabei 5:0, erhält das Team zusätzlich einen Bonuspunkt und somit 2 große Punkte." and
  "Nach jedem großen Punkt starten beide Teams wieder bei 0 kleinen Punkten."
  Choice where the seed is open: a game can take a team past 5 (3 + re = 7). "5:0" is read
  as "the other team has no small points" when the team reaches 5 or more, so 7:0 also
  gives 2 big points; small points beyond 5 are not carried over (both start again at 0).
* Length: 002: "Gespielt wird meistens so lange, bis ein Team eine vorher festgelegte Anzahl
  großer Punkte erreicht hat." The seed suggests a number of big points fixed in advance and
  names none. The default of 2 is ours: our simulator needs about 6 games for a big point, and
  a round to 2 big points takes 14 games (mean and median over 10,000 simulated rounds, 2 to 27),
  about a klaverjas round of 12 or 16 games. A club may also play a fixed number of games.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..problems import GameProblem
from ..target import target_problems
from ..teams import TEAMS, Team, other_team

SMALL_POINTS_FOR_BIG = 5
DOUBLINGS: tuple[int, ...] = (1, 2, 4)  # none, contra, re
DEFAULT_BIG_POINTS = 2

# (big points A, big points B, current small points A, current small points B)
Standing = tuple[int, int, int, int]


def klammern_round_winner(declarer: Team, points_a: int, points_b: int) -> Team:
    """The team with more points (cards plus melds); a tie goes to the defenders."""
    if declarer not in TEAMS:
        raise ValueError(f"declarer must be A or B, not {declarer!r}")
    if points_a == points_b:
        return other_team(declarer)
    return "A" if points_a > points_b else "B"


def klammern_small_points(doubling: int) -> int:
    """Small points for the winners: 1, or 2 after contra, or 4 after re."""
    if doubling not in DOUBLINGS:
        raise ValueError(f"not a Klammern doubling: {doubling!r} (expected 1, 2 or 4)")
    return doubling


def klammern_running_points(results: Sequence[tuple[Team, int]]) -> list[Standing]:
    """The standing after each game of (winner, small points), as the paper shows it."""
    big = {"A": 0, "B": 0}
    small = {"A": 0, "B": 0}
    standings: list[Standing] = []
    for winner, points in results:
        if winner not in TEAMS:
            raise ValueError(f"winner must be A or B, not {winner!r}")
        small[winner] += klammern_small_points(points)
        if small[winner] >= SMALL_POINTS_FOR_BIG:
            big[winner] += 2 if small[other_team(winner)] == 0 else 1
            small = {"A": 0, "B": 0}
        standings.append((big["A"], big["B"], small["A"], small["B"]))
    return standings


def klammern_big_points(results: Sequence[tuple[Team, int]]) -> Standing:
    """(big points A, big points B, current small points A, current small points B) after
    a sequence of (winner, small points) games."""
    standings = klammern_running_points(results)
    return standings[-1] if standings else (0, 0, 0, 0)


def klammern_match_over(big_a: int, big_b: int, target: int = DEFAULT_BIG_POINTS) -> bool:
    """Whether a team has reached the big points the round (match) is played to."""
    if target <= 0:
        raise ValueError(f"a target must be positive, not {target!r}")
    return max(big_a, big_b) >= target


def klammern_round_problems(
    results: Sequence[tuple[Team, int]],
    target: int = DEFAULT_BIG_POINTS,
    *,
    finished: bool = False,
) -> list[GameProblem]:
    """``game_after_target`` for each game after the one that decided the round, and with
    ``finished`` ``target_not_reached`` when no team has ``target`` big points."""
    running = [(a, b) for a, b, _, _ in klammern_running_points(results)]
    return target_problems(running, target, finished=finished)
