"""Klabberjass tricks and melds (seed 001, "Das Spielen der Stiche", "Rauben und Melden").

Trump is hearts unless a case says otherwise. ``trick`` lists the cards played so far in a
trick of three players, the first one led.
"""

import pytest

from scoring.rules import (
    Suit,
    klabberjass_legal_cards,
    klabberjass_meld_winner,
    klabberjass_melds,
    parse_cards,
)

LEGAL = [
    ("", "7S KS JH", "7S KS JH", "leading: any card"),
    ("AS", "7S KS JH", "7S KS", "1. 'Die ausgespielte Farbe ... muß mit der gleichen Farbe'"),
    ("AS", "7H 9H KD", "7H 9H", "2. 'Wer nicht bedienen kann, muß stechen.'"),
    ("9H", "JH 7H AS", "JH", "3. 'Bei einem Trumpfstich ... überstechen'"),
    ("AS 10H", "AH 7H KD", "AH", "3. 'bei einer Farbe, die bereits gestochen wurde'"),
    ("AS 9H", "JH 7H KD", "JH", "3. 'auch dann, wenn der höchste Trumpf vom Partner stammt'"),
    ("JH", "7H AH KS", "7H AH", "4. 'muß man trotzdem einen Trumpf zum Stich spielen'"),
    ("AS JH", "7H KD", "7H", "4. 'also beistechen' - no discard while holding trump"),
    ("AS", "KD 8C", "KD 8C", "5. 'weder bedienen noch Trumpf spielen ... beliebige Karte'"),
    ("AS 7H", "KS 8H", "KS", "1. following suit comes first, also in a trumped trick"),
]


@pytest.mark.parametrize(
    ("trick", "hand", "legal"), [pytest.param(*case[:3], id=case[3]) for case in LEGAL]
)
def test_legal_cards(trick, hand, legal):
    cards = klabberjass_legal_cards(parse_cards(hand), parse_cards(trick), Suit.HEARTS)
    assert cards == set(parse_cards(legal))


def test_a_trick_of_three_is_complete():
    with pytest.raises(ValueError):
        klabberjass_legal_cards(parse_cards("7D"), parse_cards("AS KS QS"), Suit.HEARTS)


WINNERS = [
    (["AS KS QS", "10C 9C 8C 7C"], Suit.HEARTS, 1, "1. 'Jeder Halbe schlägt jede Terz.'"),
    (["8C 9C 10C", "9D 10D JD"], Suit.HEARTS, 1, "2. 'Terz 9, 10, B meldet die Terz 8, 9, 10 ab'"),
    (["KS QS JS", "KH QH JH"], Suit.HEARTS, 1, "3. 'gleich, gewinnt die Trumpffarbe'"),
    (["KS QS JS", "KD QD JD"], Suit.HEARTS, 0, "4. 'des Spielers, der weiter vorne sitzt'"),
    (["7C", "KD QD JD", "KS QS JS"], Suit.HEARTS, 1, "4. the nearer of two equal Terzen"),
    (["AS KS QS JS", "KC QC JC 10C 9C"], Suit.HEARTS, 0, "5. 'Die Rangfolge bei den Halben'"),
    (["KC QC JC 10C", "KH QH JH 10H"], Suit.CLUBS, 0, "5. two Halbe: trump wins"),
    (["AS KS 9S", "7C 8D"], Suit.HEARTS, None, "no sequence, no winner"),
]


@pytest.mark.parametrize(
    ("hands", "trump", "winner"), [pytest.param(*case[:3], id=case[3]) for case in WINNERS]
)
def test_meld_winner(hands, trump, winner):
    assert klabberjass_meld_winner([parse_cards(hand) for hand in hands], trump) == winner


HANDS = [parse_cards("AS KS QS 9D 10D JD"), parse_cards("8C 9C 10C"), parse_cards("KH QH 7C")]


def test_the_best_sequence_scores_all_its_holders_sequences_and_the_belle_counts_apart():
    # "Nur der Spieler mit der höchsten Folge kann diese und alle weiteren Folgen ... zählen";
    # "Die Belle ... ist auch eine Meldung, die 20 Augen zählt"
    assert klabberjass_melds(HANDS, Suit.HEARTS) == (40, 0, 20)


def test_a_forgotten_belle_does_not_count():
    # "Vergißt man diese Ansage, zählt die Belle nicht."
    assert klabberjass_melds(HANDS, Suit.HEARTS, belle=[True, True, False]) == (40, 0, 0)


def test_the_60er_terz():
    # "Hat man in der Trumpffarbe König, Dame, Bube - dann ist das zunächst nur eine Terz ...
    # Im Spiel kommt dann die Belle hinzu." (The jack's 20 are card points.)
    assert klabberjass_melds([parse_cards("KH QH JH"), parse_cards("7S")], Suit.HEARTS) == (40, 0)


def test_a_halbe_of_five_is_one_meld_of_50():
    # "ein 'Halber' ... ist eine Folge von vier oder mehr Karten, er zählt 50 Augen"
    hands = [parse_cards("AD KD QD JD 10D"), parse_cards("7S")]
    assert klabberjass_melds(hands, Suit.HEARTS) == (50, 0)
