"""The prize money's arithmetic over prize lists, without the database: hand-computed."""

from __future__ import annotations

from clubs.models import PrizeTies
from scoring.results.prize_money import prize_money, worth_by_place
from scoring.results.prizes import prizes
from scoring.results.ranking import EveningLine, EveningPlayer, rank_evening
from tournament.models import Season


def _evening(*totals: int) -> list[EveningLine]:
    players = [EveningPlayer(i, f"P{i:02d}", (total,), (False,))
               for i, total in enumerate(totals)]
    return rank_evening(players, tie_breaks=[])


def test_23_players_one_prize_per_4_players_in_shares():
    # 23 players, one prize per 4: 23 // 4 = 5 prizes, to places 1-5. The inleg 23 x € 3,00
    # = € 69,00. 30% = 20,70 -> 20,50; 20% = 13,80 -> 13,50; 10% = 6,90 -> 6,50; 5% = 3,45
    # -> 3,00 twice. Paid 20,50 + 13,50 + 6,50 + 3,00 + 3,00 = 46,50; the club keeps 22,50.
    season = Season(prize_worth="30%; 20%; 10%; 5%; 5%; 5%", players_per_prize=4,
                    prize_places="1,2,-2")
    lines = _evening(*range(3000, 3000 - 23 * 10, -10))
    given = prizes(lines, places=season.prize_place_list(), players_per_prize=4)
    assert [prize.place for prize in given] == [1, 2, 3, 4, 5]
    money = prize_money(given, worth_by_place(season), 23 * 300)
    assert dict(money.worths) == {1: "€ 20,50", 2: "€ 13,50", 3: "€ 6,50", 4: "€ 3,00",
                                  5: "€ 3,00"}
    assert (money.paid, money.left) == (4650, 2250)


def test_a_shared_prize_that_took_the_next_place_is_worth_both():
    # Two players equal at the top share the 1st and take the 2nd's place: € 10,00 + € 5,00.
    # The booby prize (-2) is a thing: nothing paid in money for it. No inleg ticked.
    season = Season(prize_worth="€ 10,00; 5; rollade", prize_places="1,2,-2")
    lines = _evening(500, 500, 400, 300, 200)
    given = prizes(lines, places=season.prize_place_list(), ties=PrizeTies.NEXT_PLACE)
    assert [(prize.place, prize.covers) for prize in given] == [(1, (2,)), (-2, ())]
    money = prize_money(given, worth_by_place(season), None)
    assert dict(money.worths) == {1: "€ 15,00", -2: "rollade"}
    assert (money.paid, money.left) == (1500, -1500)  # fixed prizes the inleg did not pay


def test_places_without_a_worth_or_without_players_pay_nothing():
    # Three players: the places 1, 2, 3 and -4 exist only as far as there are players; the
    # 3rd has an empty worth (";;"), -4 does not exist with three players.
    season = Season(prize_worth="50%; 25%; ; € 2,00", prize_places="1,2,3,-4")
    lines = _evening(300, 200, 100)
    given = prizes(lines, places=season.prize_place_list())
    assert [prize.place for prize in given] == [1, 2, 3]
    # 3 x € 2,50 = € 7,50: 50% = 3,75 -> 3,50; 25% = 1,875 -> 1,50.
    money = prize_money(given, worth_by_place(season), 750)
    assert dict(money.worths) == {1: "€ 3,50", 2: "€ 1,50"}
    assert (money.paid, money.left) == (500, 250)
