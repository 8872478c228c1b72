"""Klammern tricks and melds (seed 002, "Spielablauf", "Zusätzliche Punkte").

Legal cards. 002 first says "Du musst immer Farbe bekennen, wenn du kannst. Wenn nicht, darfst
  du eine beliebige andere Karte spielen", then under "Spielablauf" (rules "zur Klarheit
  wiederholt"): "In Klammern herrscht Trumpfzwang: Wird Trumpf ausgespielt, musst du einen
  höheren Trumpf legen, wenn du kannst. Kannst du keine Farbe bedienen, musst du trumpfen oder
  übertrumpfen. Du darfst nur untertrumpfen, wenn du keinen höheren Trumpf hast." The specific
  Trumpfzwang wins: any card only without the led suit and without trump. No exception is
  made for a partner who wins the trick (the seed names none). These are the Rotterdam rules
  of klaverjas (000 "Rotterdamer Regeln"), so this reuses ``legal_cards``.

Melds. "Nur das Team mit der höchsten Meldung erhält Punkte für die Meldungen. Ein Fifty
  schlägt immer einen Terz. Haben beide Teams einen Terz, gewinnt der Terz mit der höchsten
  Karte. ... Das Ass ist immer die höchste Karte. Haben beide Teams denselben höchsten Terz,
  gewinnt der Terz in Trumpf. Haben beide Teams gleich hohe Terze in Nicht-Trumpf-Farben, gilt
  folgende Farb-Reihenfolge (von hoch nach niedrig): ♦ ♥ ♠ ♣. Diese Reihenfolge gilt auch, wenn
  beide Teams ein Fifty haben." The winning team scores all sequences of both its players
  ("Auch der Partner darf seine Meldungen zeigen. Das Gewinnerteam erhält Punkte für alle
  offenbarten Meldungen"). Choice: the Bella is not part of this comparison and counts for
  the team of the player who announces it, whoever has the best sequence: it is announced
  only while playing ("Bella musst du ansagen, wenn du die erste der beiden Bella-Karten
  spielst"), after the sequences were settled before the second trick (as in Belote).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from ..cards import Card, Suit
from ..melds import Run, run_strength, runs, sequence_points
from ..play import Variant, legal_cards
from ..teams import Team

SUIT_ORDER: dict[Suit, int] = {Suit.DIAMONDS: 3, Suit.HEARTS: 2, Suit.SPADES: 1, Suit.CLUBS: 0}


def klammern_legal_cards(hand: Iterable[Card], trick: Sequence[Card], trump: Suit) -> set[Card]:
    """The cards of ``hand`` that may be played on ``trick`` (cards so far, first one led)."""
    return legal_cards(hand, trick, trump, Variant.ROTTERDAM)


def klammern_meld_key(run: Run, trump: Suit) -> tuple[int, int, int, int]:
    """Sort key of a sequence: Fifty over Terz, top card, trump, then ♦ ♥ ♠ ♣."""
    points, top, is_trump = run_strength(run, trump)
    return (points, top, is_trump, SUIT_ORDER[run.suit])


def klammern_meld_winner(runs_a: Iterable[Run], runs_b: Iterable[Run], trump: Suit) -> Team | None:
    """The team whose best sequence is highest; None when neither team holds one."""
    best_a = max((klammern_meld_key(run, trump) for run in runs_a), default=None)
    best_b = max((klammern_meld_key(run, trump) for run in runs_b), default=None)
    if best_a is None and best_b is None:
        return None
    if best_b is None or (best_a is not None and best_a > best_b):
        return "A"
    return "B"


def klammern_melds(hands: Mapping[int, Iterable[Card]], trump: Suit) -> tuple[int, int]:
    """Sequence points of team A (seats 1 and 3) and team B (seats 2 and 4) from the four
    hands: only the team with the highest sequence scores, all of its sequences."""
    found = {seat: runs(cards) for seat, cards in hands.items()}
    runs_a = [run for seat in (1, 3) for run in found.get(seat, [])]
    runs_b = [run for seat in (2, 4) for run in found.get(seat, [])]
    winner = klammern_meld_winner(runs_a, runs_b, trump)
    if winner == "A":
        return sequence_points(runs_a), 0
    if winner == "B":
        return 0, sequence_points(runs_b)
    return 0, 0
