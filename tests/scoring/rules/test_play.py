"""Legal cards for both trumping variants; trump is hearts in every case.

``trick`` lists the cards played so far, the first one led; the player's partner played
``trick[-2]``. Each case quotes the sentence of the seed it checks.
"""

from typing import Any

import pytest

from scoring.rules import Suit, Variant, legal_cards, parse_cards

AMS = Variant.AMSTERDAM
ROT = Variant.ROTTERDAM

BOTH = [
    ("", "7S KS JH", "7S KS JH", "leading: any card"),
    ("AS", "7S KS JH", "7S KS", "000: 'müssen ... Farbe bedienen' - need not beat the ace"),
    ("AS 10S", "7S JH", "7S", "000: 'Farbe bedienen' also over the partner's card"),
    ("9H", "JH 7H AS", "JH", "003: 'Als iemand met troef uitkomt ... altijd een hogere troef'"),
    ("9H 7H", "JH 8H AS", "JH", "000 A3: 'sogar dann, wenn ... vom eigenen Partner gespielt'"),
    ("7H AH", "JH 9H 10H KS", "JH 9H", "000 A3: 'den bis dahin gespielten höchsten Trumpf'"),
    ("JH", "7H AH KS", "7H AH", "003: 'Kun je dat niet, dan pas mag je een lagere troef'"),
    ("JH", "7S AD", "7S AD", "000 A3: 'Wenn sie keinen Trumpf haben, ... jede beliebige Karte'"),
    ("AS", "7D KC", "7D KC", "003: 'geen kaarten van de gevraagde kleur en ook geen troef'"),
    ("AS 7H", "KD 8C", "KD 8C", "000 R3: 'keine Karte der ausgespielten Farbe und keinen Trumpf'"),
]

ROTTERDAM = [
    ("AS 7S", "7H KD", "7H", "003: 'je moet dus gewoon altijd troeven' - partner wins"),
    ("AS", "7H 9H KD", "7H 9H", "000 R1: 'muss man - wenn möglich - Trumpf spielen'"),
    ("AS 10H", "AH 7H KD", "AH", "003: 'dat je een hogere troef moet spelen, als je dat kunt'"),
    ("AS JH", "7H KD", "7H", "003: 'moet die speler een troefkaart opspelen' - undertrump"),
    ("AS 9H 7S", "JH 7H KD", "JH", "000 R2: 'höheren Trumpf als jeden bis dahin gespielten'"),
    ("AS JH 7S", "7H 8H KD", "7H 8H", "003: 'indien mogelijk overtroeven' - else any trump"),
]

AMSTERDAM = [
    ("AS 7S", "7H KD", "7H KD", "004: 'Als de slag aan je maat ligt, ... niet verplicht'"),
    ("KS AS 7S", "7H KD", "7H KD", "000 A2: partner wins with the ace: 'irgendeiner Farbe'"),
    ("AS", "7H 9H KD", "7H 9H", "000 A1: 'muss er diese Karte mit einer Trumpfkarte übernehmen'"),
    ("10S AS", "7H KD", "7H", "004: 'moet die speler een troefkaart spelen' - opponent wins"),
    ("AS 10H", "AH 7H KD", "AH", "000 A1: 'muss er - wenn möglich - mit einem höheren Trumpf'"),
    ("AS JH", "7H KD", "KD", "000 A1: 'muss er eine Karte einer anderen Farbe ... abwerfen'"),
    ("AS JH", "7H 8H", "7H 8H", "000 A1: 'es sei denn, dass die Hand nur noch niedrigere'"),
    ("AS 7S JH", "9H KD", "KD", "004: 'heeft iemand anders al ingetroefd ... niet over'"),
    ("AS 9H 7S", "JH 7H KD", "JH KD", "000 A2: 'darf man keinen niedrigeren Trumpf spielen'"),
    ("AS JH 7S", "7H KD", "KD", "004: 'mag je als er getroefd is niet ondertroeven'"),
    ("AS JH 7S", "7H 8H", "7H 8H", "000 A2: 'es sei denn, die Hand enthält nur noch niedrigere'"),
    ("AS KS 7H", "8H KD", "8H", "000 A1: partner overtrumped by an opponent: 'höheren Trumpf'"),
]


def _case(trick: str, hand: str, legal: str, why: str) -> Any:
    return pytest.param(trick, hand, legal, id=why)


@pytest.mark.parametrize("variant", [AMS, ROT])
@pytest.mark.parametrize(("trick", "hand", "legal"), [_case(*case) for case in BOTH])
def test_both_variants(variant, trick, hand, legal):
    assert legal_cards(parse_cards(hand), parse_cards(trick), Suit.HEARTS, variant) == set(
        parse_cards(legal)
    )


@pytest.mark.parametrize(("trick", "hand", "legal"), [_case(*case) for case in ROTTERDAM])
def test_rotterdam(trick, hand, legal):
    assert legal_cards(parse_cards(hand), parse_cards(trick), Suit.HEARTS, ROT) == set(
        parse_cards(legal)
    )


@pytest.mark.parametrize(("trick", "hand", "legal"), [_case(*case) for case in AMSTERDAM])
def test_amsterdam(trick, hand, legal):
    assert legal_cards(parse_cards(hand), parse_cards(trick), Suit.HEARTS, AMS) == set(
        parse_cards(legal)
    )


@pytest.mark.parametrize(("trick", "hand"), [("AS", ""), ("AS KS QS JS", "7H")])
def test_it_rejects_an_empty_hand_or_a_complete_trick(trick, hand):
    with pytest.raises(ValueError):
        legal_cards(parse_cards(hand), parse_cards(trick), Suit.HEARTS, AMS)
