"""Klammern's scoring written out again from the seed (002, "Wertung in Klammern"),
independently of ``scoring.rules``: who wins a game (W1) and the standing after each game
(W2-W5), for the evening tests here and in the browser."""

from __future__ import annotations

from typing import Any

from clubs.models import Club, ClubRules, GameSystem, TieBreak
from scoring.rules import KlammernEntry
from tests.factories import check_in, make_members
from tests.forms import submit
from tests.scoring.sheets.helpers import sheet_url
from tests.tournament.helpers import post_seats
from tournament.models import Evening, EveningStatus, Season

TARGET = 2


def seed_winner(entry: KlammernEntry) -> str:
    """W1."""
    a = entry.points_a + entry.melds_a + (20 if entry.bella == "A" else 0)
    b = entry.points_b + entry.melds_b + (20 if entry.bella == "B" else 0)
    if a == b:
        return "B" if entry.declarer == "A" else "A"
    return "A" if a > b else "B"


def seed_standings(entries: list[KlammernEntry]) -> list[tuple[int, int, int, int]]:
    """(big A, big B, small A, small B) after every game: W2-W4, until W5 ends the round."""
    big, small, after = {"A": 0, "B": 0}, {"A": 0, "B": 0}, []
    for entry in entries:
        assert max(big.values()) < TARGET  # the simulator stops when the round is over
        winner = seed_winner(entry)
        loser = "B" if winner == "A" else "A"
        small[winner] += {1: 1, 2: 2, 4: 4}[entry.doubling]
        if small[winner] >= 5:
            big[winner] += 2 if small[loser] == 0 else 1
            small = {"A": 0, "B": 0}
        after.append((big["A"], big["B"], small["A"], small["B"]))
    assert max(big.values()) >= TARGET
    return after


def won_by_a(points_a: int) -> dict[str, str]:
    """Five games pair A bids and wins without contra: 5:0 small points, two big points
    (seed 002, W3), the round to one big point is over (W5)."""
    data: dict[str, str] = {}
    for n in range(1, 6):
        data.update({f"g{n}-declarer": "A", f"g{n}-points_a": str(points_a),
                     f"g{n}-points_b": str(162 - points_a)})
    return data


def played_evening(club: Club, organiser_client: Any) -> Evening:
    """An evening of one round to one big point, both pairs A win; not closed."""
    ClubRules.objects.filter(club=club).update(
        game_system=GameSystem.KLAMMERN, play_to_target=True, klammern_big_points=1,
        bye_score_rule="ROUND_AVERAGE", tie_break_1=TieBreak.CARD_POINTS, tie_break_2="")
    submit(organiser_client, f"/club/{club.slug}/seizoen/nieuw/",
           {"name": "Klammern", "start_date": "2026-09-01"})
    season = Season.objects.get(name="Klammern")
    assert season.tie_break_1 == TieBreak.CARD_POINTS
    organiser_client.post(f"/club/{club.slug}/seizoen/{season.pk}/avond/nieuw/",
                          {"date": "2026-10-01", "round_count": "1"})
    evening = season.evenings.get()
    check_in(evening, make_members(club, 8))
    evening.status = EveningStatus.CHECK_IN
    evening.save()
    response = post_seats(organiser_client, evening, "boom/1/loten/",
                          {"mode": "RANDOM", "seed": "5"})
    assert response.status_code == 302
    # Both pairs A win two big points; pair A of table 1 with 100 card points a game, of
    # table 2 with 90: 500 against 450.
    for table, points in ((1, 100), (2, 90)):
        response = submit(organiser_client, sheet_url(evening, table, 1), won_by_a(points))
        assert response.status_code == 302, response.content.decode()[-2000:]
    return evening
