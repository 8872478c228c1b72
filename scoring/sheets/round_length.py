"""How long a round lasts: a fixed number of games, or until a pair reaches a target score.

Seed 000, "Boom": "16 Spiele, die eine Partie sind (oder, wenn man diese Variante spielt, die
Anzahl der Spiele, die nötig war, bis ein Team 1500 Punkte erreicht)". The rules of the
target itself (when it is reached, which games may follow) are ``scoring.rules.target``;
this module only sizes the score sheet (at most ``scoring.models.MAX_GAMES`` rows).
"""

from __future__ import annotations

from dataclasses import dataclass

from scoring.models import MAX_GAMES


@dataclass(frozen=True)
class RoundLength:
    """``games`` games; with a ``target`` the round ends in the game that reaches it, and
    ``games`` is the most games that can take (the rows the sheet offers)."""

    games: int
    target: int | None = None

    def __post_init__(self) -> None:
        if not 1 <= self.games <= MAX_GAMES:
            raise ValueError(f"a round has 1 to {MAX_GAMES} games, not {self.games}")
        if self.target is not None and self.target <= 0:
            raise ValueError(f"a target must be positive, not {self.target}")


def most_games(target: int, *, least_per_game: int, sides: int = 2) -> int:
    """The most games a round to ``target`` can last when every game hands out at least
    ``least_per_game`` points to the ``sides`` (two pairs, or the players of a table of
    single players) together.

    Before its last game every side is below the target, so together they hold at most
    sides x (target - 1); that is at most sides x (target - 1) // least_per_game games, plus
    the last.
    """
    return sides * (target - 1) // least_per_game + 1
