"""Cards, card points and trick winners (seeds 000, 003, 004)."""

import pytest

from scoring.rules import DECK, Card, Rank, Suit, card_points, parse_card, parse_suit, trick_winner
from scoring.rules.cards import parse_cards


@pytest.mark.parametrize(
    ("text", "rank", "suit"),
    [
        ("JH", Rank.JACK, Suit.HEARTS),
        ("10S", Rank.TEN, Suit.SPADES),
        ("7C", Rank.SEVEN, Suit.CLUBS),
        ("AD", Rank.ACE, Suit.DIAMONDS),
        (" qh ", Rank.QUEEN, Suit.HEARTS),
    ],
)
def test_it_parses_cards(text, rank, suit):
    card = parse_card(text)
    assert card == Card(rank, suit)
    assert str(card) == text.strip().upper()


def test_it_round_trips_every_card():
    assert [parse_card(str(card)) for card in DECK] == list(DECK)
    assert len(set(DECK)) == 32  # 004: "32 kaarten (7 t/m Aas van de vier kleuren)"


@pytest.mark.parametrize("text", ["", "H", "1H", "11S", "JX", "BH", "JHH", "6C"])
def test_it_rejects_bad_cards_naming_the_text(text):
    with pytest.raises(ValueError, match=repr(text).replace("\\", "\\\\")):
        parse_card(text)


@pytest.mark.parametrize(
    ("text", "suit"),
    [("C", Suit.CLUBS), ("s", Suit.SPADES), ("H", Suit.HEARTS), ("D", Suit.DIAMONDS)],
)
def test_it_parses_suits(text, suit):
    assert parse_suit(text) is suit
    assert str(suit) == text.upper()


@pytest.mark.parametrize("text", ["", "X", "HH", "10"])
def test_it_rejects_bad_suits(text):
    with pytest.raises(ValueError, match="not a suit"):
        parse_suit(text)


# 004 "Puntentelling": Troef Boer 20, Negen (Nel) 14, Aas 11, 10 10, Heer 4, Vrouw 3, Acht 0,
# Zeven 0; Niet Troef Aas 11, 10 10, Heer 4, Vrouw 3, Boer 2, Negen 0, Acht 0, Zeven 0.
@pytest.mark.parametrize(
    ("card", "trump_points", "plain_points"),
    [
        ("J", 20, 2),
        ("9", 14, 0),
        ("A", 11, 11),
        ("10", 10, 10),
        ("K", 4, 4),
        ("Q", 3, 3),
        ("8", 0, 0),
        ("7", 0, 0),
    ],
)
def test_card_points_follow_the_004_table(card, trump_points, plain_points):
    assert card_points(parse_card(card + "H"), Suit.HEARTS) == trump_points
    assert card_points(parse_card(card + "H"), Suit.SPADES) == plain_points


@pytest.mark.parametrize("trump", list(Suit))
def test_the_cards_hold_152_points_whatever_is_trump(trump):
    # 000: "Das ergibt eine Gesamtsumme von 152 Punkten"; 004: "Totaal 62 ... Totaal 30"
    assert sum(card_points(card, trump) for card in DECK) == 152
    assert sum(card_points(card, trump) for card in DECK if card.suit is trump) == 62


@pytest.mark.parametrize(
    ("cards", "trump", "winner"),
    [
        # 000: "gewinnt die höchste Karte der ausgespielten Farbe" (A 10 K Q J 9 8 7)
        ("7S AS 10S KS", "H", 1),
        ("10S KS", "H", 0),
        ("9S JS", "H", 1),
        ("KS QS JS 7S", "H", 0),
        # a card of another suit never wins
        ("7S AD KC", "H", 0),
        # 000: "Wenn der Stich Trümpfe enthält, gewinnt der höchste Trumpf"
        ("AS 7H", "H", 1),
        ("AS 9H JH 7H", "H", 2),
        # trump order J 9 A 10 K Q 8 7: the nel beats the ace
        ("9H AH", "H", 0),
        ("AH 10H KH 9H", "H", 3),
        ("QH 8H", "H", 0),
        ("AS", "H", 0),
    ],
)
def test_trick_winner(cards, trump, winner):
    assert trick_winner(parse_cards(cards), parse_suit(trump)) == winner


@pytest.mark.parametrize("cards", ["", "7S 8S 9S 10S JS"])
def test_trick_winner_needs_one_to_four_cards(cards):
    with pytest.raises(ValueError):
        trick_winner(parse_cards(cards), Suit.HEARTS)
