"""Klaverjas for three at a table: who deals, who plays, how long a round lasts, and each
seat's running total as on the paper sheet.

Seats at a table are numbered 1, 2, 3 (or 4) in the order of the drawn numbers, clockwise.
As at every klaverjas table the lowest number deals game 1 and the deal passes clockwise.
At a table of four (the players left over, when the club seats them so) the dealer sits out
each game and the other three play, as at the Klabberjass tournament ("Am Vierertisch setzt
der Kartengeber aus", seed 001): who deals and who sits out are its functions. So that
everybody deals equally often a round has a number of games divisible by three (12, 15 or
18); at a table of four it has a third more (16, 20 or 24), so that there too every player
plays that number and deals a quarter of them.

A game's entry (``ThreePlayerGame``) names the three players who play it in seat order;
``three_player_table_scores`` puts its scores in the table's columns, 0 for the dealer who
sits out, and ``three_player_running`` adds them up game by game.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import accumulate

from ..klabberjass import klabberjass_dealer, klabberjass_sitting_out
from .games import PLAYERS, ThreePlayerGame, ThreePlayerRules, score_three_player

TABLE_SIZES = (3, 4)
GAMES_PER_ROUND = (12, 15, 18)


def three_player_games_per_round(games: int, table_size: int) -> int:
    """The games of a round at a table of ``table_size`` when every player plays ``games``."""
    if games % PLAYERS:
        raise ValueError(f"every player must deal as often: not {games} games")
    if table_size not in TABLE_SIZES:
        raise ValueError(f"a table has 3 or 4 players, not {table_size!r}")
    return games * table_size // PLAYERS


def three_player_dealer(game: int, table_size: int) -> int:
    """The table seat (1-based) that deals game ``game``: seat 1 first, then clockwise."""
    return klabberjass_dealer(game, table_size)


def three_player_sitting_out(game: int, table_size: int) -> int | None:
    """The table seat that sits out game ``game``: the dealer at a table of four."""
    return klabberjass_sitting_out(game, table_size)


def three_player_active_seats(game: int, table_size: int) -> tuple[int, int, int]:
    """The table seats (1-based) that play game ``game``, in seat order: the entry's seats
    0, 1 and 2."""
    out = three_player_sitting_out(game, table_size)
    first, second, third = (seat for seat in range(1, table_size + 1) if seat != out)
    return first, second, third


def three_player_table_scores(game: ThreePlayerGame, number: int, table_size: int,
                              rules: ThreePlayerRules | None = None) -> tuple[int, ...]:
    """Game ``number``'s scores in the table's columns (table seat 1 first), 0 for the
    dealer who sits out. Raises ``GameError`` for an impossible game."""
    scores = dict(zip(three_player_active_seats(number, table_size),
                      score_three_player(game, rules), strict=True))
    return tuple(scores.get(seat, 0) for seat in range(1, table_size + 1))


def three_player_running(scores: Sequence[tuple[int, ...]]) -> list[tuple[int, ...]]:
    """Each seat's running total after each game, from the games' table scores."""
    return list(accumulate(scores, lambda total, game: tuple(
        a + b for a, b in zip(total, game, strict=True))))
