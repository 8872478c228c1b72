"""Cards, their points and who wins a trick.

Notation is rank then suit: ranks ``7 8 9 10 J Q K A``, suits ``C S H D`` (klaveren,
schoppen, harten, ruiten), for example ``"JH"`` or ``"10S"``.

Ranks and points follow the tables in all three seeds (000 "Rang und Punktwerte der Karten",
003 "Geen Troef / Troef", 004 "Puntentelling"); they agree:

* trump, high to low: J 9 A 10 K Q 8 7, worth 20 14 11 10 4 3 0 0;
* other suits, high to low: A 10 K Q J 9 8 7, worth 11 10 4 3 2 0 0 0.

That makes 152 card points; the last trick adds 10 (see ``LAST_TRICK_BONUS``), 162 in all.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum


class Suit(Enum):
    CLUBS = "C"
    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"

    def __str__(self) -> str:
        return self.value


class Rank(Enum):
    """Ranks, declared in sequence (roem) order 7 8 9 10 J Q K A, lowest first."""

    SEVEN = "7"
    EIGHT = "8"
    NINE = "9"
    TEN = "10"
    JACK = "J"
    QUEEN = "Q"
    KING = "K"
    ACE = "A"

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True, slots=True)
class Card:
    rank: Rank
    suit: Suit

    def __str__(self) -> str:
        return f"{self.rank.value}{self.suit.value}"

    def __repr__(self) -> str:
        return f"Card({self})"


CARD_POINTS_TOTAL = 152
LAST_TRICK_BONUS = 10
GAME_POINTS = CARD_POINTS_TOTAL + LAST_TRICK_BONUS  # 162

# Position in the sequence order A K Q J 10 9 8 7 used for roem (000: "Für Folgen ist die
# Reihenfolge der Karten: Ass, König, Dame, Bube, Zehn, Neun, Acht, Sieben").
SEQUENCE_INDEX: dict[Rank, int] = {rank: index for index, rank in enumerate(Rank)}

# Strength within a trick, higher wins.
_TRUMP_ORDER = (
    Rank.SEVEN,
    Rank.EIGHT,
    Rank.QUEEN,
    Rank.KING,
    Rank.TEN,
    Rank.ACE,
    Rank.NINE,
    Rank.JACK,
)
_PLAIN_ORDER = (
    Rank.SEVEN,
    Rank.EIGHT,
    Rank.NINE,
    Rank.JACK,
    Rank.QUEEN,
    Rank.KING,
    Rank.TEN,
    Rank.ACE,
)
TRUMP_STRENGTH: dict[Rank, int] = {rank: index for index, rank in enumerate(_TRUMP_ORDER)}
PLAIN_STRENGTH: dict[Rank, int] = {rank: index for index, rank in enumerate(_PLAIN_ORDER)}

TRUMP_POINTS: dict[Rank, int] = {
    Rank.JACK: 20,
    Rank.NINE: 14,
    Rank.ACE: 11,
    Rank.TEN: 10,
    Rank.KING: 4,
    Rank.QUEEN: 3,
    Rank.EIGHT: 0,
    Rank.SEVEN: 0,
}
PLAIN_POINTS: dict[Rank, int] = {
    Rank.ACE: 11,
    Rank.TEN: 10,
    Rank.KING: 4,
    Rank.QUEEN: 3,
    Rank.JACK: 2,
    Rank.NINE: 0,
    Rank.EIGHT: 0,
    Rank.SEVEN: 0,
}

DECK: tuple[Card, ...] = tuple(Card(rank, suit) for suit in Suit for rank in Rank)

_RANKS_BY_TEXT = {rank.value: rank for rank in Rank}
_SUITS_BY_TEXT = {suit.value: suit for suit in Suit}
_CARDS_BY_KEY = {(card.rank, card.suit): card for card in DECK}


def parse_suit(text: str) -> Suit:
    """``"H"`` -> ``Suit.HEARTS``; lower case and surrounding spaces are accepted."""
    suit = _SUITS_BY_TEXT.get(text.strip().upper())
    if suit is None:
        raise ValueError(f"not a suit: {text!r} (expected one of C, S, H, D)")
    return suit


def parse_card(text: str) -> Card:
    """``"10S"`` -> ten of spades. Returns the one shared instance of that card."""
    cleaned = text.strip().upper()
    rank = _RANKS_BY_TEXT.get(cleaned[:-1])
    suit = _SUITS_BY_TEXT.get(cleaned[-1:])
    if rank is None or suit is None:
        raise ValueError(
            f"not a card: {text!r} (expected rank 7 8 9 10 J Q K A then suit C S H D, e.g. 'JH')"
        )
    return _CARDS_BY_KEY[(rank, suit)]


def parse_cards(text: str) -> list[Card]:
    """Space separated cards: ``"JH 9H AS"``."""
    return [parse_card(part) for part in text.split()]


def card_points(card: Card, trump: Suit) -> int:
    """Card points of ``card`` when ``trump`` is trump (not counting the last-trick 10)."""
    table = TRUMP_POINTS if card.suit is trump else PLAIN_POINTS
    return table[card.rank]


def trick_winner(cards: Sequence[Card], trump: Suit) -> int:
    """Index in play order of the card that wins (so far) ``cards``, the first one led.

    000: "Wenn der Stich Trümpfe enthält, gewinnt der höchste Trumpf", otherwise the highest
    card of the led suit wins; a card of another suit never wins.
    """
    if not cards:
        raise ValueError("a trick needs at least one card")
    if len(cards) > 4:
        raise ValueError(f"a trick has at most four cards, got {len(cards)}")
    led = cards[0].suit
    best = 0
    best_key = _strength(cards[0], led, trump)
    for index in range(1, len(cards)):
        key = _strength(cards[index], led, trump)
        if key > best_key:
            best, best_key = index, key
    return best


def _strength(card: Card, led: Suit, trump: Suit) -> int:
    if card.suit is trump:
        return 20 + TRUMP_STRENGTH[card.rank]
    if card.suit is led:
        return 10 + PLAIN_STRENGTH[card.rank]
    return 0
