"""Melds held in the hand (Klabberjass, Klammern): sequences and king + queen of trump.

Unlike klaverjas roem, which is counted in a trick, these are announced from the hand before
play (001 "Rauben und Melden", 002 "Zusätzliche Punkte"). Both seeds agree on the pieces:

* a sequence of three cards of one suit is a Terz, 20; of four or more a Halbe (001: "ein
  'Halber' ... ist eine Folge von vier oder mehr Karten, er zählt 50 Augen") or Fifty (002:
  "vier oder mehr aufeinanderfolgende Karten: 50 Punkte"). A longer run is still one meld of
  50; it is not split into a Halbe and a Terz.
* sequences use the order A K Q J 10 9 8 7 in every suit, trump included (001 "bei
  Meldungen": As König Dame Bube 10 9 8 7; 002: "Für die Reihenfolge gilt immer die normale
  Kartenrangfolge, auch bei Trumpf. Das Ass ist immer die höchste Karte.");
* king and queen of trump are the Belle (001) or Bella (002), 20, counted only when announced
  while playing the first of the two; they may also sit in a Terz (001: "60er Terz").

Which sequence is highest is the same in both seeds: a Halbe/Fifty beats every Terz, then the
higher top card, then trump over a plain suit. Their last tie-break differs (seat order in
001, suit order in 002), so each game module finishes the comparison itself.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .cards import SEQUENCE_INDEX, Card, Rank, Suit

TERZ = 20
HALBE = 50  # Klammern: Fifty
BELLE = 20  # Klammern: Bella
_RANKS = tuple(Rank)  # sequence order, lowest first


@dataclass(frozen=True, slots=True)
class Run:
    """A maximal sequence of three or more cards of one suit in a hand."""

    suit: Suit
    top: Rank
    length: int

    @property
    def points(self) -> int:
        return HALBE if self.length >= 4 else TERZ

    @property
    def cards(self) -> tuple[Card, ...]:
        top = SEQUENCE_INDEX[self.top]
        return tuple(Card(_RANKS[i], self.suit) for i in range(top, top - self.length, -1))

    def __str__(self) -> str:
        return " ".join(str(card) for card in self.cards)


def runs(cards: Iterable[Card]) -> list[Run]:
    """The sequences of three or more in ``cards``, by suit (C S H D), lower ones first."""
    by_suit: dict[Suit, set[int]] = {}
    for card in cards:
        by_suit.setdefault(card.suit, set()).add(SEQUENCE_INDEX[card.rank])
    found: list[Run] = []
    for suit in Suit:
        held = by_suit.get(suit, set())
        length = 0
        for index in range(len(_RANKS) + 1):
            if index in held:
                length += 1
                continue
            if length >= 3:
                found.append(Run(suit, _RANKS[index - 1], length))
            length = 0
    return found


def run_strength(run: Run, trump: Suit) -> tuple[int, int, int]:
    """Compare runs by this key: Halbe/Fifty over Terz, then top card, then trump first."""
    return (run.points, SEQUENCE_INDEX[run.top], run.suit is trump)


def holds_belle(cards: Iterable[Card], trump: Suit) -> bool:
    """King and queen of trump in one hand (Belle, Bella)."""
    held = {card.rank for card in cards if card.suit is trump}
    return {Rank.KING, Rank.QUEEN} <= held


def sequence_points(found: Iterable[Run]) -> int:
    return sum(run.points for run in found)
