"""Klammern tricks and melds (seed 002, "Spielablauf", "Zusätzliche Punkte").

Trump is hearts unless a case says otherwise; ``trick`` lists the cards played so far, the
first one led, and the player's partner played ``trick[-2]``.
"""

import pytest

from scoring.rules import (
    TEAM_MELD_VALUES,
    Suit,
    klammern_legal_cards,
    klammern_meld_winner,
    klammern_melds,
    parse_cards,
    runs,
)

LEGAL = [
    ("", "7S KS JH", "7S KS JH", "leading: any card"),
    ("AS", "7S KS JH", "7S KS", "'Du musst immer Farbe bekennen, wenn du kannst.'"),
    ("9H", "JH 7H AS", "JH", "'Wird Trumpf ausgespielt, musst du einen höheren Trumpf legen'"),
    ("JH", "7H AH KS", "7H AH", "'... wenn du kannst': else any trump, still following"),
    ("AS", "7H 9H KD", "7H 9H", "'Kannst du keine Farbe bedienen, musst du trumpfen'"),
    ("AS 10H", "AH 7H KD", "AH", "'... oder übertrumpfen'"),
    ("AS JH", "7H KD", "7H", "'Du darfst nur untertrumpfen, wenn du keinen höheren Trumpf'"),
    ("AS 7S", "7H KD", "7H", "'In Klammern herrscht Trumpfzwang': also when the partner wins"),
    ("AS", "KD 8C", "KD 8C", "'Wenn nicht, darfst du eine beliebige andere Karte spielen'"),
]


@pytest.mark.parametrize(
    ("trick", "hand", "legal"), [pytest.param(*case[:3], id=case[3]) for case in LEGAL]
)
def test_legal_cards(trick, hand, legal):
    cards = klammern_legal_cards(parse_cards(hand), parse_cards(trick), Suit.HEARTS)
    assert cards == set(parse_cards(legal))


H, C = Suit.HEARTS, Suit.CLUBS
WINNERS = [
    ("10C 9C 8C 7C", "AS KS QS", H, "A", "'Ein Fifty schlägt immer einen Terz.'"),
    ("KC QC JC", "AD KD QD", H, "B", "'gewinnt der Terz mit der höchsten Karte'"),
    ("AC KC QC", "KH QH JH", H, "A", "'Das Ass ist immer die höchste Karte', over trump"),
    ("JH 10H 9H", "QC JC 10C", H, "B", "'normale Kartenrangfolge, auch bei Trumpf'"),
    ("AS KS QS", "AH KH QH", H, "B", "'denselben höchsten Terz, gewinnt der Terz in Trumpf'"),
    ("AS KS QS", "AD KD QD", C, "B", "'Farb-Reihenfolge ... ♦ ♥ ♠ ♣': diamonds first"),
    ("AH KH QH", "AS KS QS", C, "A", "♦ ♥ ♠ ♣: hearts over spades"),
    ("AS KS QS", "AC KC QC", H, "A", "♦ ♥ ♠ ♣: spades over clubs"),
    ("AD KD QD JD", "AH KH QH JH", C, "A", "'Diese Reihenfolge gilt auch, wenn ... ein Fifty'"),
    ("AD KD QD JD", "AH KH QH JH", H, "B", "two Fifties: trump first"),
    ("AS 9D KC", "7C 8D", H, None, "no sequence, no winner"),
]


@pytest.mark.parametrize(
    ("a", "b", "trump", "winner"), [pytest.param(*case[:4], id=case[4]) for case in WINNERS]
)
def test_meld_winner(a, b, trump, winner):
    assert klammern_meld_winner(runs(parse_cards(a)), runs(parse_cards(b)), trump) == winner


def test_the_winning_team_scores_all_sequences_of_both_players():
    # "Auch der Partner darf seine Meldungen zeigen. Das Gewinnerteam erhält Punkte für alle
    # offenbarten Meldungen."
    hands = {
        1: parse_cards("AS KS QS 7D"),
        2: parse_cards("AH KH QH"),
        3: parse_cards("10C 9C 8C 7C"),
        4: parse_cards("8D"),
    }
    assert klammern_melds(hands, Suit.HEARTS) == (70, 0)


def test_team_meld_values_are_worked_out_from_two_hands():
    # By hand: eight cards hold at most two sequences (three need nine cards), so one hand
    # melds 0, 20, 40 (Terz + Terz), 50, 70 (Fifty + Terz) or 100 (two Fifties); a team is
    # the sum of two hands. Two hands can reach every such sum, e.g. 200 with
    # A K Q J of spades and hearts against 10 9 8 7 of both.
    hand = (0, 20, 40, 50, 70, 100)
    assert {x + y for x in hand for y in hand} == TEAM_MELD_VALUES
    first, second = parse_cards("AS KS QS JS AH KH QH JH"), parse_cards("10S 9S 8S 7S 10H 9H 8H 7H")
    assert sum(run.points for run in runs(first) + runs(second)) == max(TEAM_MELD_VALUES) == 200
