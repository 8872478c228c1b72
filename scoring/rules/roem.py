"""Roem: the bonus for combinations in one complete trick.

Sources: 000 "Bonuspunkte", 003 "Klaverjassen: roem", 004 "Roem". Values:

* three cards in sequence of one suit 20, four 50; the sequence order is A K Q J 10 9 8 7 in
  every suit, trump included (000: "verschieden ist von der Rangfolge, die bei den Stichen
  gilt"; 003: "geen troef volgorde");
* king and queen of trump (stuk) 20, also when they sit inside a sequence, which makes 40 and
  70 (003: "Heer en Vrouw van Roem telt altijd als extra roem"; 004 "Drie opeenvolgende kaarten
  & STUK 40 roem", "Vier opeenvolgende kaarten & STUK 70 roem");
* four of a kind 100, four jacks 200.

Where the seeds disagree: four of a kind. 003 says "Vier dezelfde plaatjes (VBHA)" (queens,
jacks, kings, aces: no tens, and jacks only 100). 000 says "Vier Könige, Damen, Asse oder
Zehnen - 100 Punkte" and "Vier Buben - 200 Punkte"; 004 says "Vier dezelfde kaarten (10 t/m
Aas) 100 roem" and "Vier Boeren 200 roem". We follow 000/004: four tens, queens, kings or
aces are 100, four jacks 200, four sevens, eights or nines nothing.

Four of a kind is never also a sequence or a stuk: its cards are of four different suits.
Four cards hold at most one sequence and a sequence in another suit than a stuk would need
five cards, so the rules above cover every trick without double counting.

A trick of three cards (klaverjas for three, 000 "Das Spiel für drei Spieler") is counted by
the same rules: it can hold a sequence of three (20), the stuk (20) or both (40); four of a
kind and a sequence of four need a fourth card.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from .cards import SEQUENCE_INDEX, Card, Rank, Suit

FOUR_OF_A_KIND = 100
FOUR_JACKS = 200
SEQUENCE_OF_THREE = 20
SEQUENCE_OF_FOUR = 50
STUK = 20

_FOUR_OF_A_KIND_RANKS = frozenset({Rank.TEN, Rank.QUEEN, Rank.KING, Rank.ACE})


def trick_roem(cards: Sequence[Card], trump: Suit) -> int:
    """The roem in a complete trick of four distinct cards, or of three at a game for three
    (play order does not matter)."""
    if len(cards) not in (3, 4):
        raise ValueError(f"roem is counted on a complete trick of 3 or 4 cards, got {len(cards)}")
    if len(set(cards)) != len(cards):
        raise ValueError("a trick cannot hold the same card twice")

    first_rank = cards[0].rank
    if len(cards) == 4 and all(card.rank is first_rank for card in cards):
        if first_rank is Rank.JACK:
            return FOUR_JACKS
        return FOUR_OF_A_KIND if first_rank in _FOUR_OF_A_KIND_RANKS else 0

    roem = 0
    by_suit: dict[Suit, list[int]] = {}
    for card in cards:
        by_suit.setdefault(card.suit, []).append(SEQUENCE_INDEX[card.rank])
    for positions in by_suit.values():
        run = _longest_run(positions)
        if run >= 4:
            roem += SEQUENCE_OF_FOUR
        elif run == 3:
            roem += SEQUENCE_OF_THREE
    trump_ranks = {card.rank for card in cards if card.suit is trump}
    if Rank.KING in trump_ranks and Rank.QUEEN in trump_ranks:
        roem += STUK
    return roem


def _longest_run(positions: list[int]) -> int:
    ordered = sorted(positions)
    best = run = 1
    for previous, current in itertools.pairwise(ordered):
        run = run + 1 if current == previous + 1 else 1
        best = max(best, run)
    return best
