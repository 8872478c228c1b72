"""Deal and play random legal games: demo data, property tests and the benchmark.

A game follows 004: the dealer deals 3-2-3 starting left of himself ("Er wordt gedeeld in
aantal kaarten als volgt: 3-2-3"), the player left of the dealer must choose trump and play
("Deze speler speelt dan verplicht op de troef welke hij/zij zelf heeft gekozen") and leads
the first trick (000: "spielt der Spieler links vom Geber zum ersten Stich aus"). Seats are
numbered 1-4 clockwise; team A is seats 1 and 3, team B seats 2 and 4.

The trump chooser takes the suit worth most as trump in his hand (ties: more cards, then the
suit order C S H D); every card played is drawn at random from ``legal_cards``. All roem is
announced and goes to the team that takes the trick. The same seed gives the same game in
any process: choices are made from sorted lists, never from set order.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace

from .cards import (
    DECK,
    LAST_TRICK_BONUS,
    TRUMP_POINTS,
    Card,
    Rank,
    Suit,
    card_points,
    trick_winner,
)
from .games import GameEntry
from .play import Variant, legal_cards
from .roem import trick_roem
from .teams import Team

SEATS = (1, 2, 3, 4)
_DECK_ORDER = {card: index for index, card in enumerate(DECK)}


def team_of(seat: int) -> Team:
    """Team A is seats 1 and 3, team B seats 2 and 4."""
    if seat not in SEATS:
        raise ValueError(f"not a seat: {seat!r} (expected 1-4)")
    return "A" if seat % 2 == 1 else "B"


def next_seat(seat: int) -> int:
    return seat % 4 + 1


@dataclass(frozen=True, slots=True)
class PlayedTrick:
    leader: int
    cards: tuple[Card, ...]  # in play order, the first one led
    winner: int
    points: int  # card points, with the 10 for the last trick
    roem: int


@dataclass(frozen=True, slots=True)
class SimulatedGame:
    dealer: int
    trump: Suit
    variant: Variant
    hands: dict[int, tuple[Card, ...]]  # seat -> the eight cards dealt
    tricks: tuple[PlayedTrick, ...]
    entry: GameEntry

    @property
    def roem_a(self) -> int:
        return self.entry.roem_a

    @property
    def roem_b(self) -> int:
        return self.entry.roem_b


def deal(rng: random.Random, *, dealer: int) -> dict[int, list[Card]]:
    """Shuffle and deal 3-2-3, starting with the player left of ``dealer``."""
    deck = list(DECK)
    rng.shuffle(deck)
    hands: dict[int, list[Card]] = {seat: [] for seat in SEATS}
    position = 0
    for packet in (3, 2, 3):
        seat = next_seat(dealer)
        for _ in SEATS:
            hands[seat].extend(deck[position : position + packet])
            position += packet
            seat = next_seat(seat)
    return hands


def choose_trump(hand: list[Card]) -> Suit:
    """The suit worth most as trump in ``hand`` (ties: more cards, then C S H D)."""
    order = list(Suit)

    def value(suit: Suit) -> tuple[int, int, int]:
        cards = [card for card in hand if card.suit is suit]
        return (sum(TRUMP_POINTS[card.rank] for card in cards), len(cards), -order.index(suit))

    return max(order, key=value)


def simulate_game(
    seed: int | random.Random,
    *,
    variant: Variant = Variant.AMSTERDAM,
    dealer: int = 4,
    kraken: bool = False,
) -> SimulatedGame:
    """Deal, choose trump and play eight legal tricks at random. Same seed, same game.

    With ``kraken`` the entry also holds the trump and a doubling (``kraken_doubling``). The
    doubling is drawn after the play, from the dealt hands only, so the cards played are the
    same as without ``kraken`` for the same seed.
    """
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    team_of(dealer)
    hands = deal(rng, dealer=dealer)
    dealt = {
        seat: tuple(sorted(cards, key=_DECK_ORDER.__getitem__)) for seat, cards in hands.items()
    }
    chooser = next_seat(dealer)
    trump = choose_trump(hands[chooser])

    tricks: list[PlayedTrick] = []
    leader = chooser
    for number in range(8):
        cards: list[Card] = []
        seat = leader
        for _ in SEATS:
            legal = sorted(
                legal_cards(hands[seat], cards, trump, variant), key=_DECK_ORDER.__getitem__
            )
            card = rng.choice(legal)
            hands[seat].remove(card)
            cards.append(card)
            seat = next_seat(seat)
        winner = (leader - 1 + trick_winner(cards, trump)) % 4 + 1
        points = sum(card_points(card, trump) for card in cards)
        if number == 7:
            points += LAST_TRICK_BONUS
        tricks.append(PlayedTrick(leader, tuple(cards), winner, points, trick_roem(cards, trump)))
        leader = winner

    entry = _entry(team_of(chooser), tricks)
    if kraken:
        doubling = kraken_doubling(rng, dealt, chooser=chooser, trump=trump)
        entry = replace(entry, doubling=doubling, trump=trump)
    return SimulatedGame(dealer, trump, variant, dealt, tuple(tricks), entry)


# Kraken decisions: a player doubles when his hand is strong for his side. The thresholds
# give about one kraak in six games, a herkraak in a fifth of those and a superkraak in a
# quarter of those (10,000 seeds: 1,327 x2, 271 x4, 98 x8; see test_kraken.py).
_KRAAK, _HERKRAAK, _SUPERKRAAK = 49, 58, 56
_NOISE = 20


def _defending_strength(hand: Sequence[Card], trump: Suit) -> int:
    """Trump points held against the declarers, and aces that take tricks."""
    trumps = sum(TRUMP_POINTS[card.rank] for card in hand if card.suit is trump)
    aces = sum(11 for card in hand if card.rank is Rank.ACE and card.suit is not trump)
    return trumps + aces


def _declaring_strength(hand: Sequence[Card], trump: Suit) -> int:
    trumps = [card for card in hand if card.suit is trump]
    return sum(TRUMP_POINTS[card.rank] for card in trumps) + 5 * len(trumps)


def kraken_doubling(
    rng: random.Random, hands: Mapping[int, Sequence[Card]], *, chooser: int, trump: Suit
) -> int:
    """1, 2, 4 or 8: the defenders in turn (left of the chooser first) may kraak, then the
    declarers herkraak, then the defenders superkraak, each on the strength of his own hand
    plus some noise (seed 000 "Kraken": "zuerst der Spieler links vom Trumpfansager")."""
    defenders = (next_seat(chooser), next_seat(next_seat(next_seat(chooser))))
    declarers = (chooser, next_seat(next_seat(chooser)))

    def says(seats: tuple[int, int], strength: Callable[..., int], threshold: int) -> bool:
        return any(
            strength(hands[seat], trump) + rng.randrange(_NOISE) >= threshold for seat in seats
        )

    if not says(defenders, _defending_strength, _KRAAK):
        return 1
    if not says(declarers, _declaring_strength, _HERKRAAK):
        return 2
    if not says(defenders, _defending_strength, _SUPERKRAAK):
        return 4
    return 8


def _entry(declarer: Team, tricks: list[PlayedTrick]) -> GameEntry:
    points = {"A": 0, "B": 0}
    roem = {"A": 0, "B": 0}
    won = {"A": 0, "B": 0}
    for trick in tricks:
        team = team_of(trick.winner)
        points[team] += trick.points
        roem[team] += trick.roem
        won[team] += 1
    pit: Team | None = None
    if won["A"] == len(tricks):
        pit = "A"
    elif won["B"] == len(tricks):
        pit = "B"
    return GameEntry(
        declarer=declarer,
        points_a=points["A"],
        points_b=points["B"],
        roem_a=roem["A"],
        roem_b=roem["B"],
        pit=pit,
    )
