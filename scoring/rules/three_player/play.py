"""Which cards may be played at klaverjas for three (seed 000, "Das Spiel für drei
Spieler": "Das Spiel verläuft jetzt normal, außer dass es nun 10 Stiche gibt").

The club's trumping rules apply (``Variant``: Amsterdam or Rotterdam). "Jeder Spieler spielt
für sich allein": nobody has a partner, so every card so far is an opponent's, and the
Amsterdam exception for a partner's winning card ("Wenn man nicht Farbe bedienen kann und
die bis dahin vom eigenen Partner gespielte Karte den Stich gewönne ...") never arises. The
two variants then differ only when a player who cannot follow cannot overtrump either:
Rotterdam has him play a lower trump, Amsterdam a card of another suit.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..cards import Card, Suit
from ..play import Variant, legal_cards
from .games import PLAYERS


def three_player_legal_cards(hand: Iterable[Card], trick: Sequence[Card], trump: Suit,
                             variant: Variant) -> set[Card]:
    """The cards of ``hand`` that may be played on ``trick`` (cards so far, first one led)."""
    if len(trick) >= PLAYERS:
        raise ValueError(f"a trick of {len(trick)} cards is complete; nothing may be added")
    return legal_cards(hand, trick, trump, variant, partner=False)
