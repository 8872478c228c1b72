"""A played and closed evening (simulated sheets, ``scoring.demo``), for the result tests
and every test that needs results; the queries a page takes; two evenings typed through the
sheet form whose numbers are counted by hand (``test_player_numbers``), and the player's
numbers and the club records as their pages show them."""

from __future__ import annotations

import re
from html import unescape

from django.db import connection
from django.test import Client
from django.test.utils import CaptureQueriesContext

from clubs.models import Club, Member
from scoring.closing.service import close_evening
from scoring.demo.season import play_round
from tests.factories import check_in, make_evening, make_members, make_season
from tests.forms import submit
from tests.scoring.sheets.helpers import sheet_url
from tournament.models import Evening, Round, Season, Seat
from tournament.seating.store import draw_round, swap_players


def play_evening(season: Season, members, day: int, user, round_count: int = 2) -> Evening:
    evening = make_evening(season, round_count=round_count, day=day)
    check_in(evening, members)
    for number in range(1, round_count + 1):
        draw_round(evening, number, seed=day * 10 + number)
        play_round(Round.objects.get(evening=evening, number=number), user)
    close_evening(evening, user)
    return evening


def queries(client: Client, url: str) -> int:
    """The queries a page takes (it must answer 200)."""
    with CaptureQueriesContext(connection) as context:
        assert client.get(url).status_code == 200
    return len(context.captured_queries)


# A game as typed: who plays, points A, points B, roem A, pit, revoke.
Typed = tuple[str, int, int, int, str, str]


def seat(evening: Evening, order: list[Member]) -> None:
    """Draw round 1, then swap until ``order`` holds seats 1, 2, 3, ... (the last: a bye)."""
    draw_round(evening, 1, seed=1)
    for number, member in enumerate(order, start=1):
        there = Seat.objects.get(round__evening=evening, round__number=1, number=number)
        if there.member_id != member.pk:
            swap_players(evening, 1, there.member_id, member.pk)


def typed(games: list[Typed]) -> dict[str, str]:
    data: dict[str, str] = {}
    for n, (plays, a, b, roem, pit, revoke) in enumerate(games, start=1):
        data.update({f"g{n}-declarer": plays, f"g{n}-points_a": str(a),
                     f"g{n}-points_b": str(b), f"g{n}-roem_a": str(roem), f"g{n}-pit": pit,
                     f"g{n}-revoke": revoke})
    return data


# Evening 1: P1 and P3 are pair A. A plays game 1 (made, 20 roem), game 2 (nat), game 3
# (pit) and game 6 (B revokes: A gets 162, made); B plays game 4 (pit: suffered by A),
# game 5 (nat) and games 7-12. P1 scores 120+0+262+0+162+162+6x60 = 1066; B 1098.
EVENING_1 = [("A", 100, 62, 20, "", ""), ("A", 70, 92, 0, "", ""), ("A", 162, 0, 0, "A", ""),
             ("B", 0, 162, 0, "B", ""), ("B", 90, 72, 0, "", ""), ("A", 0, 0, 0, "", "B"),
             *[("B", 60, 102, 0, "", "")] * 6]
# Evening 2: P1 and P2 are pair A and play (and make) all 12 games, 50 roem in game 1:
# 12x100 + 50 = 1250, more than P4's bye (1200): P1 wins the only prize.
EVENING_2 = [("A", 100, 62, 50, "", ""), *[("A", 100, 62, 0, "", "")] * 11]


def numbers(client: Client, club: Club, member: Member) -> dict[str, tuple[str, str]]:
    """Each line of the numbers table: label -> (this season, all seasons)."""
    html = client.get(f"/club/{club.slug}/speler/{member.pk}/").content.decode()
    table = html[html.index('<table class="numbers figures">'):]
    table = table[:table.index("</table>")]
    lines = re.findall(r'<th scope="row">(.*?)<small.*?</th><td class="number"[^>]*>(.*?)</td>'
                       r'<td class="number"[^>]*>(.*?)</td>', table, re.S)
    return {unescape(label): (unescape(a), unescape(b)) for label, a, b in lines}


def records(client: Client, club: Club) -> dict[str, tuple[str, list[str]]]:
    """Each record on the page: title -> (value, the holders' lines)."""
    html = client.get(f"/club/{club.slug}/records/").content.decode()
    found = {}
    for title, value, holders in re.findall(
            r'<h2>(.*?)</h2>\s*<p class="record-value number">(.*?)</p>(.*?)</ul>', html, re.S):
        lines = [" ".join(re.sub(r"<[^>]+>", " ", line).split())
                 for line in re.findall(r"<li>(.*?)</li>", holders, re.S)]
        found[unescape(title)] = (value, sorted(unescape(line) for line in lines))
    return found


def two_typed_evenings(club: Club, organiser_client: Client
                       ) -> tuple[Season, list[Member], list[Evening]]:
    """EVENING_1 and EVENING_2 typed through the sheet form and closed, P1 to P5."""
    season = make_season(club, declarer_rule="FREE", revoke_policy="AWARD_162",
                         bye_score_rule="FIXED", bye_score=1200, prize_places="1",
                         season_count_n=0)
    p1, p2, p3, p4, p5 = make_members(club, 5)
    evenings = []
    for day, order, games in ((1, [p1, p2, p3, p4, p5], EVENING_1),
                              (8, [p1, p3, p2, p5, p4], EVENING_2)):
        evening = make_evening(season, round_count=1, day=day)
        check_in(evening, [p1, p2, p3, p4, p5])
        seat(evening, order)
        submit(organiser_client, sheet_url(evening), {"version": "0", **typed(games)})
        organiser_client.post(f"/club/{club.slug}/avond/{evening.pk}/afsluiten/")
        evening.refresh_from_db()
        assert evening.status == "CLOSED"
        evenings.append(evening)
    return season, [p1, p2, p3, p4, p5], evenings
