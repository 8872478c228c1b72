"""Deal, bid and play random legal games of klaverjas for three: demo data and property
tests.

A game follows seed 000, "Das Spiel für drei Spieler": "jeder Spieler [erhält] 10 Karten,
erst 4, dann 3 und noch einmal 3. Wenn die Spieler das erste Mal 3 Karten erhalten haben,
werden zwei Karten verdeckt in die Mitte des Tisches gelegt." The player left of the dealer
may name a trump of his choice or pass, then the next player, then the dealer; "Wenn alle
drei Spieler passen, dann werden die Karten neu gemischt und derselbe Geber gibt noch
einmal." The declarer takes the two middle cards and puts two away face down; the player
left of the dealer leads ("Das Spiel verläuft jetzt normal"); ten tricks of three, every
card drawn at random from ``three_player_legal_cards``; "Der Spieler, der den letzten Stich
macht, bekommt die zur Seite gelegten zwei Extrakarten" and the 10 for the last trick. All
roem is announced and goes to the player who takes the trick.

Seats are 0, 1 and 2 clockwise. A player names the suit worth most as trump in his hand
(trump points plus 5 a card) when it reaches a threshold with some noise; the declarer puts
away the two cards worth least outside trump. The same seed gives the same game: choices
are made from sorted lists, never from set order.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..cards import DECK, LAST_TRICK_BONUS, TRUMP_POINTS, Card, Suit, card_points, trick_winner
from ..play import Variant
from ..roem import trick_roem
from .games import PLAYERS, SET_ASIDE, TRICKS, ThreePlayerGame
from .play import three_player_legal_cards
from .table import three_player_active_seats, three_player_dealer

_DECK_ORDER = {card: index for index, card in enumerate(DECK)}
# Measured over 3,000 seeds: about one deal in four is passed by all, and a declarer makes
# it in about seven games of ten.
_BID, _NOISE = 52, 14
_REDEALS = 100  # after this many all-pass deals the player left of the dealer must play


@dataclass(frozen=True, slots=True)
class ThreePlayerTrick:
    leader: int  # seat
    cards: tuple[Card, ...]  # in play order, the first one led
    winner: int  # seat
    points: int  # card points, with the 10 and the cards put away for the last trick
    roem: int


@dataclass(frozen=True, slots=True)
class SimulatedThreePlayerGame:
    dealer: int
    hands: dict[int, tuple[Card, ...]]  # seat -> the ten cards dealt
    talon: tuple[Card, ...]  # the two cards in the middle
    discards: tuple[Card, ...]  # the two the declarer put away
    trump: Suit
    variant: Variant
    tricks: tuple[ThreePlayerTrick, ...]
    game: ThreePlayerGame


def _sorted(cards: list[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=_DECK_ORDER.__getitem__))


def _deal(rng: random.Random, dealer: int) -> tuple[dict[int, list[Card]], list[Card]]:
    """4, 3, the two middle cards, 3; starting left of the dealer."""
    deck = list(DECK)
    rng.shuffle(deck)
    hands: dict[int, list[Card]] = {seat: [] for seat in range(PLAYERS)}
    order = [(dealer + step) % PLAYERS for step in (1, 2, 3)]
    talon: list[Card] = []
    for packet in (4, 3, SET_ASIDE, 3):
        if packet == SET_ASIDE:
            talon, deck = deck[:SET_ASIDE], deck[SET_ASIDE:]
            continue
        for seat in order:
            hands[seat].extend(deck[:packet])
            deck = deck[packet:]
    return hands, talon


def _strength(hand: list[Card], suit: Suit) -> int:
    return sum(TRUMP_POINTS[card.rank] + 5 for card in hand if card.suit is suit)


def _best_suit(hand: list[Card]) -> Suit:
    order = list(Suit)
    return max(order, key=lambda suit: (_strength(hand, suit), -order.index(suit)))


def _bid(rng: random.Random, hands: dict[int, list[Card]], dealer: int,
         forced: bool) -> tuple[int, Suit] | None:
    """The declarer and his trump, or None when all three pass."""
    for step in (1, 2, 3):
        seat = (dealer + step) % PLAYERS
        suit = _best_suit(hands[seat])
        if _strength(hands[seat], suit) + rng.randrange(_NOISE) >= _BID or (forced and
                                                                            step == 1):
            return seat, suit
    return None


def _put_away(hand: list[Card], trump: Suit) -> list[Card]:
    """The two cards worth least outside trump (trumps only when nothing else is left)."""
    ranked = sorted(hand, key=lambda card: (card.suit is trump, card_points(card, trump),
                                            _DECK_ORDER[card]))
    return ranked[:SET_ASIDE]


def simulate_three_player_game(seed: int | random.Random, *, dealer: int = 0,
                               variant: Variant = Variant.AMSTERDAM
                               ) -> SimulatedThreePlayerGame:
    """Deal (again while all pass), bid, put away and play ten legal tricks at random."""
    if dealer not in range(PLAYERS):
        raise ValueError(f"the dealer is seat 0, 1 or 2, not {dealer!r}")
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    for deal in range(_REDEALS + 1):
        hands, talon = _deal(rng, dealer)
        bid = _bid(rng, hands, dealer, forced=deal == _REDEALS)
        if bid is not None:
            break
    assert bid is not None  # the last deal is forced
    declarer, trump = bid
    dealt = {seat: _sorted(cards) for seat, cards in hands.items()}
    hands[declarer].extend(talon)
    discards = _put_away(hands[declarer], trump)
    for card in discards:
        hands[declarer].remove(card)

    tricks: list[ThreePlayerTrick] = []
    leader = (dealer + 1) % PLAYERS
    for number in range(TRICKS):
        cards: list[Card] = []
        seat = leader
        for _ in range(PLAYERS):
            legal = sorted(three_player_legal_cards(hands[seat], cards, trump, variant),
                           key=_DECK_ORDER.__getitem__)
            card = rng.choice(legal)
            hands[seat].remove(card)
            cards.append(card)
            seat = (seat + 1) % PLAYERS
        winner = (leader + trick_winner(cards, trump)) % PLAYERS
        points = sum(card_points(card, trump) for card in cards)
        if number == TRICKS - 1:
            points += LAST_TRICK_BONUS + sum(card_points(card, trump) for card in discards)
        tricks.append(ThreePlayerTrick(leader, tuple(cards), winner, points,
                                       trick_roem(cards, trump)))
        leader = winner
    return SimulatedThreePlayerGame(dealer, dealt, _sorted(talon), _sorted(discards), trump,
                                    variant, tuple(tricks), _game(declarer, tricks))


def _game(declarer: int, tricks: list[ThreePlayerTrick]) -> ThreePlayerGame:
    points, roem, won = [0, 0, 0], [0, 0, 0], [0, 0, 0]
    for trick in tricks:
        points[trick.winner] += trick.points
        roem[trick.winner] += trick.roem
        won[trick.winner] += 1
    pit = next((seat for seat in range(PLAYERS) if won[seat] == TRICKS), None)
    return ThreePlayerGame(declarer, (points[0], points[1], points[2]),
                           (roem[0], roem[1], roem[2]), pit=pit)


def simulate_three_player_round(rng: random.Random, *, games: int, table_size: int = 3,
                                variant: Variant = Variant.AMSTERDAM
                                ) -> list[SimulatedThreePlayerGame]:
    """Games 1 to ``games`` of a round at a table of ``table_size``, the deal passing
    clockwise from table seat 1 (``three_player_dealer``); each game's seats 0, 1 and 2 are
    its three players in seat order. At a table of four the dealer sits out, and the player
    on his left bids first and leads, as the player left of a dealer who plays."""
    played = []
    for number in range(1, games + 1):
        seats = three_player_active_seats(number, table_size)
        left = three_player_dealer(number, table_size) % table_size + 1
        dealer = (seats.index(left) - 1) % PLAYERS  # bids last: the seat before the first
        played.append(simulate_three_player_game(rng, dealer=dealer, variant=variant))
    return played
