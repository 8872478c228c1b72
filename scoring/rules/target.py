"""A round played to a target score instead of a fixed number of games.

Seed 000: "Boom (Baum) - 16 Spiele, die eine Partie sind (oder, wenn man diese Variante
spielt, die Anzahl der Spiele, die nötig war, bis ein Team 1500 Punkte erreicht)" and "Statt
16 Spiele hintereinander zu spielen, setzen viele ein Punkteziel fest, z. B. 1500."

What counts: the two teams' running totals after each game, that is the sum of the game
scores as they go into the totals (``score_game``, so after Kraken doubling; a personal
revoke penalty is the offender's, not the team's, and does not count). "Erreicht" means
reached: a total equal to the target ends the round. The game in which either team reaches
the target is the last one; both teams may pass it in that game. The same functions serve
Klammern, whose running totals are big points (``scoring.rules.klammern``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .problems import GameProblem

DEFAULT_TARGET = 1500

Totals = tuple[int, int]


def _check_target(target: int) -> None:
    if target <= 0:
        raise ValueError(f"a target must be positive, not {target!r}")


def round_over(totals: Totals, target: int = DEFAULT_TARGET) -> bool:
    """Whether a team's running total has reached ``target``."""
    _check_target(target)
    return max(totals) >= target


def running_totals(scores: Iterable[Totals]) -> list[Totals]:
    """Team totals after each game, from each game's (score A, score B)."""
    totals: list[Totals] = []
    a = b = 0
    for score_a, score_b in scores:
        a, b = a + score_a, b + score_b
        totals.append((a, b))
    return totals


def target_reached_after(running: Sequence[tuple[int, ...]],
                         target: int = DEFAULT_TARGET) -> int | None:
    """The number of the game (1-based) that reached the target; None while nobody has.
    ``running``: the totals of every side (two teams, or each player at three)."""
    _check_target(target)
    for number, totals in enumerate(running, start=1):
        if max(totals) >= target:
            return number
    return None


def target_problems(
    running: Sequence[Totals], target: int = DEFAULT_TARGET, *, finished: bool = False
) -> list[GameProblem]:
    """What is wrong with a round's games given their running totals.

    Each game after the one that reached the target is a ``game_after_target`` (the sheet
    names it by number). With ``finished`` (the organiser says the round is complete) a round
    in which nobody reached the target is ``target_not_reached``.
    """
    reached = target_reached_after(running, target)
    if reached is None:
        if finished:
            a, b = running[-1] if running else (0, 0)
            return [
                GameProblem("target_not_reached", {"total_a": a, "total_b": b, "target": target})
            ]
        return []
    return [
        GameProblem("game_after_target", {"game": game, "reached": reached, "target": target})
        for game in range(reached + 1, len(running) + 1)
    ]
