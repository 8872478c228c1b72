"""Legal cards at klaverjas for three: the club's trumping rules with nobody's partner
(seed 000 "Das Spiel für drei Spieler": "Jeder Spieler spielt für sich allein"; "Das Spiel
verläuft jetzt normal"). Trump is hearts; ``trick`` lists the cards so far, the first led."""

from __future__ import annotations

import pytest

from scoring.rules import Suit, Variant, legal_cards, parse_cards, three_player_legal_cards

AMS, ROT = Variant.AMSTERDAM, Variant.ROTTERDAM

CASES = [
    ("", "7S KS JH", AMS, "7S KS JH", "leading: any card"),
    ("AS", "7S KS JH", AMS, "7S KS", "'müssen ... Farbe bedienen'"),
    ("AS 7S", "7H KD", AMS, "7H",
     "Amsterdam A1: the ace wins and is an opponent's (at four the partner's: any card)"),
    ("AS 7S", "7H KD", ROT, "7H", "Rotterdam R1: 'muss man - wenn möglich - Trumpf spielen'"),
    ("AS JH", "7H KD", AMS, "KD",
     "Amsterdam A1: cannot overtrump, 'muss er eine Karte einer anderen Farbe ... abwerfen'"),
    ("AS JH", "7H KD", ROT, "7H", "Rotterdam R2: a trump, lower when he cannot overtrump"),
    ("AS 9H", "JH 7H KD", AMS, "JH", "Amsterdam A1: 'mit einem höheren Trumpf stechen'"),
    ("9H", "JH 7H AS", AMS, "JH", "A3: trump led, overtrump when he can"),
]


@pytest.mark.parametrize(("trick", "hand", "variant", "legal"),
                         [pytest.param(*case[:4], id=case[4]) for case in CASES])
def test_legal_cards(trick, hand, variant, legal):
    assert three_player_legal_cards(parse_cards(hand), parse_cards(trick), Suit.HEARTS,
                                    variant) == set(parse_cards(legal))


def test_at_four_the_same_trick_is_the_partner_s():
    # The Amsterdam exception that three players never meet.
    assert legal_cards(parse_cards("7H KD"), parse_cards("AS 7S"), Suit.HEARTS, AMS) == set(
        parse_cards("7H KD"))


def test_a_trick_of_three_is_complete():
    with pytest.raises(ValueError):
        three_player_legal_cards(parse_cards("7H"), parse_cards("AS KS QS"), Suit.HEARTS, AMS)
