"""Roem in one trick (000 "Bonuspunkte", 003 "roem", 004 "Roem"); trump is hearts."""

import pytest

from scoring.rules import Suit, parse_cards, trick_roem

CASES = [
    ("7S 8D 9C JH", 0, "no combination"),
    ("KS QS JS 7D", 20, "004: 'Drie opeenvolgende kaarten van dezelfde kleur 20 roem'"),
    ("7D 8D 9D AS", 20, "004: 'Drie opeenvolgende' at the bottom of the suit"),
    ("JS 10S 9S 7D", 20, "000: 'Ass, König, Dame, Bube, Zehn, Neun' - J 10 9 is a sequence"),
    ("AS KS 10S 7D", 0, "000: 'verschieden ist von der Rangfolge, die bei den Stichen gilt'"),
    ("JH 9H AH 10H", 20, "003: 'geen troef volgorde': J 9 A 10 of trump only holds J 10 9"),
    ("10S 9S 8S 7S", 50, "004: 'Vier opeenvolgende kaarten van dezelfde kleur 50 roem'"),
    ("AD KD QD JD", 50, "004: 'Vier opeenvolgende' at the top of a plain suit"),
    ("KH QH 7S 8D", 20, "004: 'Heer & Vrouw van de troefkleur (STUK) 20 roem'"),
    ("KH QH 9H 7S", 20, "stuk with a trump that does not make a sequence"),
    ("KS QS 7H 8D", 0, "king and queen of a plain suit are no stuk"),
    ("KH QS 7C 8D", 0, "king of trump with another queen is no stuk"),
    ("KH QH JH 7S", 40, "004: 'Drie opeenvolgende kaarten & STUK 40 roem'"),
    ("AH KH QH 7S", 40, "003: 'Heer en Vrouw van Roem telt altijd als extra roem'"),
    ("AH KH QH JH", 70, "004: 'Vier opeenvolgende kaarten & STUK 70 roem'"),
    ("KH QH JH 10H", 70, "003: 'vier op een volgende kaarten van troef met Heer en Vrouw ... 70'"),
    ("QH JH 10H 9H", 50, "four of trump without the king: no stuk"),
    ("AS AH AD AC", 100, "000: 'Vier Könige, Damen, Asse oder Zehnen - 100 Punkte'"),
    ("KS KH KD KC", 100, "000: 'Vier Könige' (holds the king of trump, but no stuk)"),
    ("QS QH QD QC", 100, "000: 'Damen'"),
    ("10S 10H 10D 10C", 100, "004: 'Vier dezelfde kaarten (10 t/m Aas) 100 roem' (003 'VBHA' not)"),
    ("JS JH JD JC", 200, "004: 'Vier Boeren 200 roem'; 000: 'Vier Buben - 200 Punkte'"),
    ("9S 9H 9D 9C", 0, "004: '10 t/m Aas' - four nines are nothing"),
    ("8S 8H 8D 8C", 0, "004: '10 t/m Aas' - four eights are nothing"),
    ("7S 7H 7D 7C", 0, "004: '10 t/m Aas' - four sevens are nothing"),
]


@pytest.mark.parametrize(
    ("cards", "roem"), [case[:2] for case in CASES], ids=[case[2] for case in CASES]
)
def test_trick_roem(cards, roem):
    assert trick_roem(parse_cards(cards), Suit.HEARTS) == roem


@pytest.mark.parametrize("order", ["KS QS JS 7D", "7D JS KS QS", "JS 7D QS KS"])
def test_play_order_does_not_matter(order):
    assert trick_roem(parse_cards(order), Suit.HEARTS) == 20


# Klaverjas for three (000 "Das Spiel für drei Spieler"): a trick has three cards.
THREE = [
    ("KS QS JS", 20, "a sequence of three: 'Eine Folge von drei Karten einer Farbe - 20'"),
    ("KH QH 7S", 20, "'Trumpfkönig und -Dame (Stuk) - 20 Punkte'"),
    ("AH KH QH", 40, "'Eine Folge von drei Karten der Trumpffarbe mit König und Dame - 40'"),
    ("JS JH JD", 0, "three jacks are not 'Vier Buben'"),
    ("AS AH AD", 0, "three aces are not 'Vier ... Asse'"),
    ("AS KS 10S", 0, "no sequence"),
]


@pytest.mark.parametrize(
    ("cards", "roem"), [case[:2] for case in THREE], ids=[case[2] for case in THREE]
)
def test_trick_roem_of_three_cards(cards, roem):
    assert trick_roem(parse_cards(cards), Suit.HEARTS) == roem


@pytest.mark.parametrize("cards", ["KS QS", "KS QS JS 7D 8D", "KS KS JS 7D", "KS KS JS"])
def test_it_needs_three_or_four_distinct_cards(cards):
    with pytest.raises(ValueError):
        trick_roem(parse_cards(cards), Suit.HEARTS)
