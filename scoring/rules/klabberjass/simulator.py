"""Deal, bid and play random legal Klabberjass games for three (seed 001): demo data and
property tests.

A game follows 001's tournament rules. Three players are active: at a table of three all of
them, at a table of four everyone but the dealer ("Am Vierertisch setzt der Kartengeber
aus"). Each gets nine cards, singly in the first game and in three packets of three after
("Zum ersten Spiel werden die Karten einzeln gegeben ..."); the five left over lie open on
the table and the top one proposes trump. Bidding: in turn from Vorhand a player accepts
the turned suit (Original) when his hand is strong in it; otherwise in a second round the
first with a strong other suit says "Ein Kleines", and a later player strong in clubs may
take it over with "Besser" (not when the turned suit or the Kleines is clubs). When all pass
the same dealer deals again. In an Original game the holder of the trump seven exchanges it
for the top card ("Rauben"). All melds are announced: the best sequence's holder scores his
sequences, a Belle counts 20. Vorhand leads the first trick; every card is drawn at random
from ``klabberjass_legal_cards``; the last trick adds 10. The same seed gives the same game.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..cards import (
    DECK,
    LAST_TRICK_BONUS,
    TRUMP_POINTS,
    Card,
    Rank,
    Suit,
    card_points,
    trick_winner,
)
from .entries import KlabberjassEntry
from .play import klabberjass_legal_cards, klabberjass_melds
from .values import (
    GAMES_PER_ROUND,
    check_table_size,
    klabberjass_active_seats,
    klabberjass_dealer,
    klabberjass_soloist_wins,
)

HAND_SIZE = 9
_DECK_ORDER = {card: index for index, card in enumerate(DECK)}
# Bidding: a suit's strength is its trump points plus 5 a card, plus noise below _NOISE.
# Measured over 3,000 seeds: half the games are Original, the soloist wins three in four.
_ORIGINAL, _KLEINES, _BESSER, _NOISE = 50, 50, 62, 15
_REDEALS = 50  # after this many all-pass deals Vorhand must play a Kleines (never reached)


@dataclass(frozen=True, slots=True)
class KlabberjassTrick:
    leader: int  # seat
    cards: tuple[Card, ...]  # in play order, the first one led
    winner: int  # seat
    points: int  # card points, with the 10 for the last trick


@dataclass(frozen=True, slots=True)
class SimulatedKlabberjassGame:
    table_size: int
    dealer: int
    hands: dict[int, tuple[Card, ...]]  # active seat -> nine cards after robbing
    talon: tuple[Card, ...]  # the five cards on the table after robbing, top first
    turned: Card  # the top card before robbing
    soloist: int
    original: bool
    trump: Suit
    melds: dict[int, int]  # active seat -> meld points
    points: dict[int, int]  # active seat -> card points plus melds
    tricks: tuple[KlabberjassTrick, ...]
    entry: KlabberjassEntry


def _strength(hand: list[Card], suit: Suit) -> int:
    return sum(TRUMP_POINTS[card.rank] + 5 for card in hand if card.suit is suit)


def _deal(
    rng: random.Random, order: tuple[int, ...], *, singly: bool
) -> tuple[dict[int, list[Card]], list[Card]]:
    deck = list(DECK)
    rng.shuffle(deck)
    hands: dict[int, list[Card]] = {seat: [] for seat in order}
    packet = 1 if singly else 3
    position = 0
    for _ in range(HAND_SIZE // packet):
        for seat in order:
            hands[seat].extend(deck[position : position + packet])
            position += packet
    return hands, deck[position:]


def _bid(
    rng: random.Random, hands: dict[int, list[Card]], order: tuple[int, ...], turned: Suit
) -> tuple[int, bool, Suit] | None:
    """(soloist, original, trump), or None when everybody passes."""
    for seat in order:
        if _strength(hands[seat], turned) + rng.randrange(_NOISE) >= _ORIGINAL:
            return seat, True, turned
    for seat in order:
        others = [suit for suit in Suit if suit is not turned]
        best = max(others, key=lambda suit: (_strength(hands[seat], suit), -others.index(suit)))
        if _strength(hands[seat], best) + rng.randrange(_NOISE) < _KLEINES:
            continue
        if Suit.CLUBS not in (turned, best):
            for other in order:
                strong = _strength(hands[other], Suit.CLUBS) + rng.randrange(_NOISE) >= _BESSER
                if other != seat and strong:
                    return other, False, Suit.CLUBS  # "Besser"
        return seat, False, best
    return None


def simulate_klabberjass_game(
    seed: int | random.Random, *, number: int = 1, table_size: int = 3
) -> SimulatedKlabberjassGame:
    """Deal, bid and play game ``number`` of a round at a table of ``table_size``."""
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    check_table_size(table_size)
    order = klabberjass_active_seats(number, table_size)
    for _ in range(_REDEALS):  # "gibt der gleiche Geber noch einmal"
        hands, talon = _deal(rng, order, singly=number == 1)
        bid = _bid(rng, hands, order, talon[0].suit)
        if bid is not None:
            break
    else:
        bid = (order[0], False, next(suit for suit in Suit if suit is not talon[0].suit))
    soloist, original, trump = bid
    turned = talon[0]
    if original:
        _rob(hands, talon, trump)

    melds = dict(zip(order, klabberjass_melds([hands[seat] for seat in order], trump), strict=True))
    dealt = {seat: _sorted(cards) for seat, cards in hands.items()}
    tricks = _play(rng, hands, order, trump)
    points = {
        seat: melds[seat] + sum(trick.points for trick in tricks if trick.winner == seat)
        for seat in order
    }
    won = klabberjass_soloist_wins(points[soloist], [points[s] for s in order if s != soloist])
    entry = KlabberjassEntry(
        number=number, soloist=soloist, original=original, trump=trump, won=won, turned=turned.suit
    )
    return SimulatedKlabberjassGame(
        table_size=table_size,
        dealer=klabberjass_dealer(number, table_size),
        hands=dealt,
        talon=tuple(talon),
        turned=turned,
        soloist=soloist,
        original=original,
        trump=trump,
        melds=melds,
        points=points,
        tricks=tricks,
        entry=entry,
    )


def _sorted(cards: list[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=_DECK_ORDER.__getitem__))


def _play(
    rng: random.Random, hands: dict[int, list[Card]], order: tuple[int, ...], trump: Suit
) -> tuple[KlabberjassTrick, ...]:
    tricks: list[KlabberjassTrick] = []
    leader = order[0]  # Vorhand leads the first trick
    for index in range(HAND_SIZE):
        start = order.index(leader)
        seats = order[start:] + order[:start]
        cards: list[Card] = []
        for seat in seats:
            card = rng.choice(_sorted(list(klabberjass_legal_cards(hands[seat], cards, trump))))
            hands[seat].remove(card)
            cards.append(card)
        winner = seats[trick_winner(cards, trump)]
        points = sum(card_points(card, trump) for card in cards)
        points += LAST_TRICK_BONUS if index == HAND_SIZE - 1 else 0
        tricks.append(KlabberjassTrick(leader, tuple(cards), winner, points))
        leader = winner
    return tuple(tricks)


def _rob(hands: dict[int, list[Card]], talon: list[Card], trump: Suit) -> None:
    """001 "Rauben": the holder of the trump seven takes the top card in its place."""
    seven = Card(Rank.SEVEN, trump)
    for hand in hands.values():
        if seven in hand:
            hand.remove(seven)
            hand.append(talon[0])
            talon[0] = seven


def simulate_klabberjass_round(
    seed: int | random.Random, *, table_size: int = 3
) -> list[KlabberjassEntry]:
    """The entries of one round at one table: 24 games at three, 32 at four."""
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    check_table_size(table_size)
    return [
        simulate_klabberjass_game(rng, number=number, table_size=table_size).entry
        for number in range(1, GAMES_PER_ROUND[table_size] + 1)
    ]
