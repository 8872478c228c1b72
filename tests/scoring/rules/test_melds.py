"""Sequences in a hand, shared by Klabberjass (001) and Klammern (002)."""

import pytest

from scoring.rules import Rank, Run, Suit, holds_belle, parse_cards, runs


@pytest.mark.parametrize(
    ("hand", "found"),
    [
        ("AS KS QS", [Run(Suit.SPADES, Rank.ACE, 3)]),  # 001 "Terz ... eine Folge von drei"
        ("10H 9H 8H 7H", [Run(Suit.HEARTS, Rank.TEN, 4)]),  # "vier oder mehr": Halbe
        ("AD KD QD JD 10D 9D 8D 7D", [Run(Suit.DIAMONDS, Rank.ACE, 8)]),  # one run of eight
        ("KC QC JC 9C 8C 7C", [Run(Suit.CLUBS, Rank.NINE, 3), Run(Suit.CLUBS, Rank.KING, 3)]),
        ("JS 10S 9S 7S", [Run(Suit.SPADES, Rank.JACK, 3)]),  # the 7 is not next to the 9 ... 8
        ("AS KS AH KH 7D", []),
        # 001 "bei Meldungen": As König Dame Bube 10 9 8 7, also in trump (no J 9 A order)
        ("JH 9H AH", []),
    ],
)
def test_runs(hand, found):
    assert runs(parse_cards(hand)) == found


def test_run_points_and_cards():
    (terz,) = runs(parse_cards("QD JD 10D"))
    (halbe,) = runs(parse_cards("AC KC QC JC 10C"))
    assert (terz.points, halbe.points) == (20, 50)  # "Terz ... 20 Augen", "Halber ... 50"
    assert str(terz) == "QD JD 10D"


@pytest.mark.parametrize(
    ("hand", "trump", "belle"),
    [("KH QH 7S", Suit.HEARTS, True), ("KH QH", Suit.SPADES, False), ("KS JS", Suit.SPADES, False)],
)
def test_belle_is_king_and_queen_of_trump(hand, trump, belle):
    assert holds_belle(parse_cards(hand), trump) is belle
