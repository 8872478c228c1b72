"""Side prizes (poedelprijs, marsenprijs, highest round) and one prize per player, against an
evening computed by hand.

Six players, two rounds, tie-breaks highest round then last round, prize places 1, 2, -2:

    Ans 2104 + 1900 = 4004   1st
    Cor 1800 + 1900 = 3700   2nd
    Bep 2104 + 1500 = 3604   (Ans's partner in round 1: the same 2104)
    Dik 1600 + 1700 = 3300
    Fem 1400 + 1500 = 2900   second-to-last: equal to Eef, best round equal (1500), her
    Eef 1500 + 1400 = 2900   last round 1500 against 1400 puts her above Eef

Pits: Cor 2, Dik 2, Ans 1.
"""

from __future__ import annotations

from clubs.money import Worth
from scoring.results.prize_money import prize_money
from scoring.results.prizes import prizes
from scoring.results.ranking import (
    BEST_ROUND,
    LAST_ROUND,
    EveningLine,
    EveningPlayer,
    rank_evening,
)
from scoring.results.side_prizes import (
    HIGHEST_ROUND,
    LOWEST,
    MOST_PITS,
    SidePrize,
    SideRules,
    side_prizes,
    side_worth_text,
)

ROUNDS = {"Ans": (2104, 1900), "Cor": (1800, 1900), "Bep": (2104, 1500),
          "Dik": (1600, 1700), "Fem": (1400, 1500), "Eef": (1500, 1400)}
MEMBER = {name: n for n, name in enumerate(ROUNDS, start=1)}
PITS = {MEMBER["Cor"]: 2, MEMBER["Dik"]: 2, MEMBER["Ans"]: 1}
ALL_ON = {LOWEST: Worth(cents=250), MOST_PITS: Worth(words="rookworst"),
          HIGHEST_ROUND: Worth(percent=5)}


def evening(tie_breaks: tuple[str, ...] = (BEST_ROUND, LAST_ROUND)
            ) -> tuple[list[EveningLine], set[int]]:
    players = [EveningPlayer(MEMBER[name], name, rounds, (False, False))
               for name, rounds in ROUNDS.items()]
    lines = rank_evening(players, tie_breaks=list(tie_breaks))
    winners = {w.line.player.member for p in prizes(lines, places=[1, 2, -2])
               for w in p.winners}
    return lines, winners


def won(found: list[SidePrize]) -> list[tuple[str, int, list[str]]]:
    return [(p.kind, p.value, [line.player.name for line in p.winners]) for p in found]


def test_without_one_prize_each_the_side_prizes_fall_on_the_best_of_each():
    lines, winners = evening()
    found = side_prizes(lines, SideRules(ALL_ON), pits=PITS, place_winners=winners)
    # Lowest: Eef and Fem 2900, the tie-breaks put Eef last. Pits: Cor and Dik 2, Cor has
    # the higher total. Round: Ans and Bep 2104, Ans has the higher total.
    assert won(found) == [(LOWEST, 2900, ["Eef"]), (MOST_PITS, 2, ["Cor"]),
                          (HIGHEST_ROUND, 2104, ["Ans"])]
    assert [p.worth for p in found] == [Worth(cents=250), Worth(words="rookworst"),
                                        Worth(percent=5)]


def test_one_prize_each_passes_a_side_prize_on_to_the_next_in_line():
    lines, winners = evening()
    assert winners == {MEMBER["Ans"], MEMBER["Cor"], MEMBER["Fem"]}
    found = side_prizes(lines, SideRules(ALL_ON, one_prize_each=True), pits=PITS,
                        place_winners=winners)
    # Cor (2nd) passes the most pits to Dik (2 pits too); Ans (1st) passes the highest round
    # to her partner Bep (2104 too). Eef won no place: the poedelprijs stays hers.
    assert won(found) == [(LOWEST, 2900, ["Eef"]), (MOST_PITS, 2, ["Dik"]),
                          (HIGHEST_ROUND, 2104, ["Bep"])]


def test_a_tie_for_the_lowest_score_that_no_tie_break_separates_is_shared():
    lines, winners = evening(tie_breaks=())
    found = side_prizes(lines, SideRules({LOWEST: Worth(cents=250)}), place_winners=winners)
    assert won(found) == [(LOWEST, 2900, ["Eef", "Fem"])]
    assert found[0].shared


def test_a_shared_second_to_last_prize_passes_the_poedelprijs_on():
    lines, winners = evening(tie_breaks=())
    # Without tie-breaks Eef and Fem share the second-to-last prize, so with one prize
    # each the poedelprijs goes to the next lowest: Dik with 3300.
    assert {MEMBER["Eef"], MEMBER["Fem"]} <= winners
    found = side_prizes(lines, SideRules({LOWEST: Worth()}, one_prize_each=True),
                        place_winners=winners)
    assert won(found) == [(LOWEST, 3300, ["Dik"])]


def test_a_side_prize_winner_wins_no_second_side_prize_and_none_in_line_means_none():
    lines, winners = evening()
    rules = SideRules({LOWEST: Worth(), MOST_PITS: Worth()}, one_prize_each=True)
    # Eef wins the poedelprijs; she alone made a pit, so nobody is in line for the pits.
    found = side_prizes(lines, rules, pits={MEMBER["Eef"]: 1}, place_winners=winners)
    assert won(found) == [(LOWEST, 2900, ["Eef"])]
    # Without the rule she wins both.
    found = side_prizes(lines, SideRules(rules.worths), pits={MEMBER["Eef"]: 1},
                        place_winners=winners)
    assert won(found) == [(LOWEST, 2900, ["Eef"]), (MOST_PITS, 1, ["Eef"])]


def test_no_pits_no_marsenprijs_and_no_side_prizes_by_default():
    lines, winners = evening()
    assert side_prizes(lines, SideRules({MOST_PITS: Worth()}), pits={}) == []
    assert side_prizes(lines, SideRules({}), pits=PITS, place_winners=winners) == []


def test_side_prizes_in_money_are_paid_out_of_the_evening_and_things_are_not():
    lines, winners = evening()
    rules = SideRules({LOWEST: Worth(percent=5), MOST_PITS: Worth(words="rookworst"),
                       HIGHEST_ROUND: Worth(cents=250)})
    found = side_prizes(lines, rules, pits=PITS, place_winners=winners)
    # 8 players at € 2,50 bring € 20,00: 5% is € 1,00; the highest round € 2,50; the
    # rookworst costs the evening's money nothing. Places without worths pay nothing.
    assert [side_worth_text(p, 2000) for p in found] == ["€ 1,00", "rookworst", "€ 2,50"]
    money = prize_money([], {}, 2000, found)
    assert (money.paid, money.left) == (350, 1650)
    # 5% of € 29,00 is € 1,45: paid rounded down to 50 cents, € 1,00.
    assert side_worth_text(found[0], 2900) == "€ 1,00"
