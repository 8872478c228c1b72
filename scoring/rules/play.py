"""Which cards may be played: following suit and the Amsterdam and Rotterdam trumping rules.

Every rule below is a sentence of a seed; the tests in ``tests/scoring/test_rules_play.py``
quote them case by case.

Both variants
    Follow the led suit when you can (000: "Die anderen drei Spieler müssen - wenn es ihnen
    möglich ist - Farbe bedienen"); any card of that suit will do, you need not beat it.
    When trump is led you must play a higher trump than the highest one so far if you can,
    even over your partner; only when you cannot may you play a lower trump (000 Amsterdam 3
    "sogar dann, wenn dieser höchste Trumpf vom eigenen Partner gespielt wurde"; 003 "Als iemand
    met troef uitkomt, dan moet je (als je dat kunt) altijd een hogere troef opspelen. Kun je dat
    niet, dan pas mag je een lagere troef spelen"). Without the led suit and without trump
    any card may be played.

Rotterdam (000 Rotterdamer Regeln 1-3, 003)
    Cannot follow: you must trump, also when your partner wins the trick, and overtrump the
    highest trump so far when you can; when you cannot overtrump you still must play a
    (lower) trump ("je moet dus gewoon altijd troeven, en indien mogelijk overtroeven").

Amsterdam (000 Amsterdamer Regeln 1-2, 004 "Troeven (Amsterdams klaverjassen)")
    Cannot follow and an opponent wins the trick so far: you must trump, over the highest
    trump when one was played. When you cannot overtrump you must discard a card of another
    suit; undertrumping is allowed only when the hand holds nothing but (lower) trumps.
    Cannot follow and your partner wins the trick so far: any card, except that when the
    partner wins with a trump you may not play a lower trump, again unless the hand holds
    nothing but lower trumps (a higher trump is allowed, not required).

What wins when inputs disagree: the trick decides who is winning; the player's partner is
the one who played ``trick[-2]``, unless the game has no partners (klaverjas for three:
``partner=False``), where every card so far is an opponent's and the Amsterdam exception
for a partner's trick never arises. A hand that (wrongly) holds a card already in the trick
is not checked for; the caller owns consistency of the deal.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import Enum

from .cards import TRUMP_STRENGTH, Card, Suit, trick_winner


class Variant(Enum):
    AMSTERDAM = "amsterdam"
    ROTTERDAM = "rotterdam"


def legal_cards(
    hand: Iterable[Card], trick: Sequence[Card], trump: Suit, variant: Variant,
    *, partner: bool = True,
) -> set[Card]:
    """The cards of ``hand`` that may be played on ``trick`` (cards so far, first one led);
    ``partner``: whether the player who played ``trick[-2]`` is the player's partner.

    Never empty for a non-empty hand. Raises ``ValueError`` for an empty hand or a trick of
    four or more cards (that trick is complete).
    """
    cards = list(hand)
    if not cards:
        raise ValueError("an empty hand has no legal card")
    if len(trick) > 3:
        raise ValueError(f"a trick of {len(trick)} cards is complete; nothing may be added")
    if not trick:
        return set(cards)

    led = trick[0].suit
    following = [card for card in cards if card.suit is led]
    top_trump = max((TRUMP_STRENGTH[card.rank] for card in trick if card.suit is trump), default=-1)

    if led is trump:
        if not following:
            return set(cards)
        higher = [card for card in following if TRUMP_STRENGTH[card.rank] > top_trump]
        return set(higher or following)

    if following:
        return set(following)

    trumps = [card for card in cards if card.suit is trump]
    if not trumps:
        return set(cards)
    higher = [card for card in trumps if TRUMP_STRENGTH[card.rank] > top_trump]

    if variant is Variant.ROTTERDAM:
        return set(higher or trumps)

    partner_wins = (partner and len(trick) >= 2
                    and trick_winner(trick, trump) == len(trick) - 2)
    others = [card for card in cards if card.suit is not trump]
    if partner_wins:
        if top_trump < 0:
            return set(cards)
        return set((others + higher) or cards)
    if higher:
        return set(higher)
    return set(others or cards)
