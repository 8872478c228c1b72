"""Klabberjass tournament for three (seed 001, "Turnierregeln"): game values, who wins, scores,
and who deals and plays each game at a table of three or four.

* Values, 001 "Die Spielwerte sind": Original clubs +8, spades +7, hearts +6, diamonds +5;
  Kleines clubs +4, spades +3, hearts +2, diamonds +1. "Original" is trump of the turned card
  (first bidding round), a "Kleines" a trump chosen in the second round.
* 001: "Der Alleinspieler gewinnt, wenn keiner der Gegenspieler mehr Augen hat als er" (card
  points with melds; each player counts his own tricks: "Jeder Spieler sammelt die von ihm
  gewonnenen Stiche für sich ein"). A tie with an opponent is a win.
* 001: "Beim Verlust eines Spieles bekommt der Spieler den doppelten Betrag als Minus
  angeschrieben, die Gegenspieler erhalten jeder 2 Pluspunkte." A won game gives the soloist
  the value and the opponents nothing (the seed's list: "B gewinnt Orgi Pik", only B's
  column changes).
* 001: "Am Dreiertisch werden zwei Durchgänge zu 24 Spielen gespielt; am Vierertisch zwei
  Durchgänge zu 32 Spielen" and "Am Vierertisch setzt der Kartengeber aus", so at either
  table every player plays 24 games a round.

Seats at a table are numbered 1..3 (or 1..4) clockwise ("Gegeben und gespielt wird im
Uhrzeigersinn"). The seed does not say who deals first; as at klaverjas tables the lowest
number deals game 1 and the deal passes clockwise, so at a table of four every player deals
(and sits out) 8 games of 32. The seed: "Normalerweise schreibt die Nummer 1 am Tisch".
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import Suit

ORIGINAL_VALUES: dict[Suit, int] = {Suit.CLUBS: 8, Suit.SPADES: 7, Suit.HEARTS: 6, Suit.DIAMONDS: 5}
KLEINES_VALUES: dict[Suit, int] = {Suit.CLUBS: 4, Suit.SPADES: 3, Suit.HEARTS: 2, Suit.DIAMONDS: 1}
OPPONENT_BONUS = 2  # "die Gegenspieler erhalten jeder 2 Pluspunkte"
TABLE_SIZES = (3, 4)
GAMES_PER_ROUND: dict[int, int] = {3: 24, 4: 32}
ROUNDS = 2  # "zwei Durchgänge"


def klabberjass_game_value(original: bool, trump: Suit) -> int:
    """The game's value: Original clubs 8 .. diamonds 5, Kleines clubs 4 .. diamonds 1."""
    return (ORIGINAL_VALUES if original else KLEINES_VALUES)[trump]


def klabberjass_soloist_wins(soloist_points: int, opponent_points: Sequence[int]) -> bool:
    """True when no opponent has more points (card points incl. melds) than the soloist."""
    return all(points <= soloist_points for points in opponent_points)


def klabberjass_scores(value: int, won: bool) -> tuple[int, int]:
    """(the soloist's score, each opponent's score): won (value, 0), lost (-2 x value, +2)."""
    if value not in KLEINES_VALUES.values() and value not in ORIGINAL_VALUES.values():
        raise ValueError(f"not a game value: {value!r} (expected 1 to 8)")
    return (value, 0) if won else (-2 * value, OPPONENT_BONUS)


def check_table_size(table_size: int) -> None:
    if table_size not in TABLE_SIZES:
        raise ValueError(f"a Klabberjass table has 3 or 4 players, not {table_size!r}")


def klabberjass_games_per_round(table_size: int) -> int:
    """24 games at a table of three, 32 at a table of four."""
    check_table_size(table_size)
    return GAMES_PER_ROUND[table_size]


def klabberjass_dealer(game: int, table_size: int) -> int:
    """The seat that deals game ``game`` (1-based): seat 1 deals game 1, then clockwise."""
    check_table_size(table_size)
    if game < 1:
        raise ValueError(f"games are numbered from 1, not {game!r}")
    return (game - 1) % table_size + 1


def klabberjass_active_seats(game: int, table_size: int) -> tuple[int, int, int]:
    """The three seats that play game ``game``, in play order from Vorhand (left of the
    dealer). At a table of three the dealer plays last; at four he sits out."""
    dealer = klabberjass_dealer(game, table_size)
    first, second, third = (
        (dealer + step - 1) % table_size + 1 for step in (1, 2, 3)
    )
    return first, second, third


def klabberjass_sitting_out(game: int, table_size: int) -> int | None:
    """The seat that sits out game ``game``: the dealer at a table of four, else None."""
    return klabberjass_dealer(game, table_size) if table_size == 4 else None
