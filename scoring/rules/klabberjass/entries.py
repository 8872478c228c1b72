"""A Klabberjass game on the tournament list: the entry, its checks, its scores and the
running list (seed 001, "Gewinn und Bewertung der Spiele", "Führung der Listen").

An entry holds what the list needs: the game's number in the round, the soloist's seat,
Original or Kleines, the trump suit, won or lost, optionally the turned suit and a revoke.
What wins when inputs disagree: a revoke decides the result and ``won`` is ignored (001
"Zusätzliche Turnierregeln" 4: "Wird nicht bedient, gestochen, übergestochen oder
beigestochen, so gewinnt die Gegenpartei das Spiel sofort": a revoke by the soloist loses,
one by an opponent wins for the soloist). The game keeps its value either way.

The list (001 "Die Ergebnisse jedes Spielers werden in einer Spalte fortlaufend notiert,
rechts davon in einer Extraspalte wird der Wert des Spiels notiert"): per game each player's
running total, "-" where it did not change, and the soloist's score in the extra column.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..cards import Suit
from ..problems import GameError, GameProblem
from .values import (
    check_table_size,
    klabberjass_game_value,
    klabberjass_games_per_round,
    klabberjass_scores,
    klabberjass_sitting_out,
)


@dataclass(frozen=True, slots=True, kw_only=True)
class KlabberjassEntry:
    number: int  # the game's number in the round, from 1; it says who deals
    soloist: int  # seat 1..table size
    original: bool  # True: trump of the turned card; False: a Kleines
    trump: Suit
    won: bool = False
    turned: Suit | None = None  # the suit of the turned card, when written down
    revoke: int | None = None  # the seat that revoked

    @property
    def soloist_won(self) -> bool:
        if self.revoke is not None:
            return self.revoke != self.soloist
        return self.won

    @property
    def value(self) -> int:
        return klabberjass_game_value(self.original, self.trump)


def check_klabberjass_game(entry: KlabberjassEntry, *, table_size: int) -> list[GameProblem]:
    """Every reason why ``entry`` cannot be a game at a table of ``table_size``."""
    check_table_size(table_size)
    problems: list[GameProblem] = []
    if not isinstance(entry.trump, Suit):
        problems.append(GameProblem("invalid_trump", {"value": str(entry.trump)}))
    if entry.turned is not None and not isinstance(entry.turned, Suit):
        problems.append(GameProblem("invalid_trump", {"value": str(entry.turned)}))
    if entry.number < 1:
        problems.append(GameProblem("invalid_game_number", {"game": entry.number, "expected": 1}))
    for name in ("soloist", "revoke"):
        seat = getattr(entry, name)
        if seat is not None and seat not in range(1, table_size + 1):
            details = {"field": name, "seat": str(seat), "table_size": table_size}
            problems.append(GameProblem("invalid_seat", details))
    if problems:
        return problems

    out = klabberjass_sitting_out(entry.number, table_size)
    if entry.soloist == out:
        problems.append(GameProblem("soloist_sits_out", {"seat": out, "game": entry.number}))
    if entry.revoke is not None and entry.revoke == out:
        problems.append(
            GameProblem("revoke_by_player_sitting_out", {"seat": out, "game": entry.number})
        )
    if entry.turned is not None:
        # 001: a Kleines is played "mit einer anderen als der Trumpffarbe der ersten Runde"
        if not entry.original and entry.turned is entry.trump:
            problems.append(GameProblem("kleines_in_turned_suit", {"suit": entry.trump.value}))
        if entry.original and entry.turned is not entry.trump:
            problems.append(
                GameProblem(
                    "original_not_turned_suit",
                    {"turned": entry.turned.value, "trump": entry.trump.value},
                )
            )
    return problems


def klabberjass_game_scores(entry: KlabberjassEntry, *, table_size: int) -> tuple[int, ...]:
    """Each seat's score for the game (seat 1 first): the soloist's, each active
    opponent's, 0 for the dealer who sits out. Raises ``GameError`` for a bad entry."""
    problems = check_klabberjass_game(entry, table_size=table_size)
    if problems:
        raise GameError(problems)
    soloist, opponent = klabberjass_scores(entry.value, entry.soloist_won)
    out = klabberjass_sitting_out(entry.number, table_size)
    return tuple(
        soloist if seat == entry.soloist else 0 if seat == out else opponent
        for seat in range(1, table_size + 1)
    )


def check_klabberjass_round(
    entries: Sequence[KlabberjassEntry], *, table_size: int, finished: bool = False
) -> list[GameProblem]:
    """Problems with a round's list as a whole: games numbered 1, 2, 3, ... in order, at most
    24 (table of three) or 32 (table of four), and all of them once ``finished``."""
    expected = klabberjass_games_per_round(table_size)
    problems = [
        GameProblem("invalid_game_number", {"game": entry.number, "expected": position})
        for position, entry in enumerate(entries, start=1)
        if entry.number != position
    ]
    details = {"games": len(entries), "table_size": table_size, "expected": expected}
    if len(entries) > expected:
        problems.append(GameProblem("too_many_games", details))
    elif finished and len(entries) < expected:
        problems.append(GameProblem("too_few_games", details))
    return problems


@dataclass(frozen=True, slots=True)
class KlabberjassListRow:
    """One line of the paper list: running totals per seat and the game's score."""

    number: int
    totals: tuple[int, ...]  # each seat's total after this game, seat 1 first
    changed: tuple[bool, ...]  # whose total this game changed
    game_score: int  # the soloist's score: the "Spiel" column

    def cells(self) -> tuple[str, ...]:
        """The row as written on the seed's list: ``("-", "+9", "-", "+7")``."""
        marks = tuple(
            _signed(total) if changed else "-"
            for total, changed in zip(self.totals, self.changed, strict=True)
        )
        return (*marks, _signed(self.game_score))


def _signed(number: int) -> str:
    return f"{number:+d}" if number else "0"


def klabberjass_list(
    entries: Sequence[KlabberjassEntry], *, table_size: int
) -> list[KlabberjassListRow]:
    """The running list of a round (or of both rounds: totals simply run on). Raises
    ``GameError`` for the first bad entry."""
    check_table_size(table_size)
    totals = [0] * table_size
    rows: list[KlabberjassListRow] = []
    for entry in entries:
        scores = klabberjass_game_scores(entry, table_size=table_size)
        totals = [total + score for total, score in zip(totals, scores, strict=True)]
        changed = tuple(score != 0 for score in scores)
        rows.append(
            KlabberjassListRow(entry.number, tuple(totals), changed, scores[entry.soloist - 1])
        )
    return rows

