"""A player's numbers on the player page, counted by hand for a small season typed through
the sheet forms, and changed by a reopened evening whose sheet is corrected."""

from __future__ import annotations

import re
from html import unescape

import pytest
from django.test import Client

from clubs.models import Club, Member
from tests.factories import (
    check_in,
    make_club,
    make_evening,
    make_members,
    make_organiser,
    make_season,
)
from tests.forms import submit
from tests.scoring.results.helpers import play_evening, queries
from tests.scoring.sheets.helpers import sheet_url
from tournament.models import Evening, Season, Seat
from tournament.seating.store import draw_round, swap_players

# A game as typed: who plays, points A, points B, roem A, pit, revoke.
Typed = tuple[str, int, int, int, str, str]


def seat(evening: Evening, order: list[Member]) -> None:
    """Draw boom 1, then swap until ``order`` holds seats 1, 2, 3, ... (the last: a bye)."""
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


@pytest.fixture
def season(club: Club, organiser_client: Client) -> tuple[Season, list[Member], Evening]:
    season = make_season(club, declarer_rule="FREE", revoke_policy="AWARD_162",
                         bye_score_rule="FIXED", bye_score=1200, prize_places="1",
                         season_count_n=0)
    p1, p2, p3, p4, p5 = make_members(club, 5)
    evenings = []
    for day, order, games in ((1, [p1, p2, p3, p4, p5], EVENING_1),
                              (8, [p1, p3, p2, p5, p4], EVENING_2)):
        evening = make_evening(season, rounds=1, day=day)
        check_in(evening, [p1, p2, p3, p4, p5])
        seat(evening, order)
        submit(organiser_client, sheet_url(evening), {"version": "0", **typed(games)})
        organiser_client.post(f"/club/{club.slug}/avond/{evening.pk}/afsluiten/")
        evening.refresh_from_db()
        assert evening.status == "CLOSED"
        evenings.append(evening)
    return season, [p1, p2, p3, p4, p5], evenings[1]


def numbers(client: Client, club: Club, member: Member) -> dict[str, tuple[str, str]]:
    """Each line of the numbers table: label -> (this season, all seasons)."""
    html = client.get(f"/club/{club.slug}/speler/{member.pk}/").content.decode()
    table = html[html.index('<table class="numbers figures">'):]
    table = table[:table.index("</table>")]
    lines = re.findall(r'<th scope="row">(.*?)<small.*?</th><td class="number"[^>]*>(.*?)</td>'
                       r'<td class="number"[^>]*>(.*?)</td>', table, re.S)
    return {unescape(label): (unescape(a), unescape(b)) for label, a, b in lines}


def test_the_numbers_match_a_hand_count_over_two_evenings(season, client, club):
    _season, (p1, p2, *_rest), _evening = season
    lines = numbers(client, club, p1)
    expected = {
        "Avonden gespeeld": "2",
        "Gemiddelde avondscore": "1.158,0",  # (1066 + 1250) / 2
        "Beste avond": "1.250 (8-10-26)",
        "Slechtste avond": "1.066 (1-10-26)",
        "Prijzen gewonnen": "1; 1e prijs 8-10-26",
        # Every evening counts: P2 2348, P1 2316, P4 2298, P5 1944, P3 1810.
        "Plaats in de stand": "2",
        "Spellen aan tafel": "24",
        "Spellen als spelend paar": "16",  # 4 + 12
        "Gehaald": "15 (94%)",  # 15 of 16
        "Nat": "1 (6%)",
        "Pitten gehaald": "1",
        "Pitten tegen": "1",
        "Verzaakt": "0",
        "Roem per spel": "2,9",  # 70 / 24
        "Meeste roem in één spel": "50",
    }
    assert {label: lines[label][0] for label in expected} == expected
    # One season so far: every season says the same, but the standings are a season's.
    assert all(lines[label][1] == value for label, value in expected.items()
               if label != "Plaats in de stand")
    assert numbers(client, club, p2)["Verzaakt"] == ("1", "1")


def test_a_corrected_sheet_of_a_reopened_evening_changes_the_numbers(
        season, client, club, organiser_client):
    _season, (p1, *_rest), evening = season
    base = f"/club/{club.slug}/avond/{evening.pk}/"
    reopened = organiser_client.post(base + "heropenen/", {"reason": "Spel 2 was nat"})
    assert reopened.status_code == 302
    # Game 2 of evening 2 went nat after all: P1's pair scores 100 less (1150 < the bye).
    corrected = [EVENING_2[0], ("A", 70, 92, 0, "", ""), *EVENING_2[2:]]
    submit(organiser_client, sheet_url(evening), typed(corrected))
    organiser_client.post(base + "afsluiten/")
    lines = numbers(client, club, p1)
    assert lines["Gehaald"][0] == "14 (88%)"  # 14 of 16
    assert lines["Nat"][0] == "2 (13%)"  # 12,5 rounded half up
    assert lines["Beste avond"][0] == "1.150 (8-10-26)"
    assert lines["Prijzen gewonnen"][0] == "0"


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


def test_the_records_page_names_the_record_holders(season, client, club):
    assert records(client, club) == {
        # Evening 2: P1 and P2 made 1250 in their one boom (P4's bye of 1200 is no boom played).
        "Hoogste avondscore": ("1.250", ["Speler 001 · speelavond van 8-10-2026",
                                         "Speler 002 · speelavond van 8-10-2026"]),
        "Hoogste boomscore": ("1.250", ["Speler 001 · speelavond van 8-10-2026",
                                        "Speler 002 · speelavond van 8-10-2026"]),
        # Evening 1: pair A (P1, P3) made a pit, pair B (P2, P4) too.
        "Meeste pitten op één avond": ("1", [f"Speler 00{n} · speelavond van 1-10-2026"
                                             for n in (1, 2, 3, 4)]),
        "Hoogste roem in één spel": ("50", ["Speler 001 · speelavond van 8-10-2026",
                                            "Speler 002 · speelavond van 8-10-2026"]),
        # One prize an evening: P5's bye won evening 1, partners P1 and P2 share evening 2's.
        "Meeste prijzen in één seizoen": ("1", [
            f"Speler 00{n} · seizoen {season[0].name}" for n in (1, 2, 5)]),
        "Langste reeks avonden met een prijs": ("1", [
            "Speler 001 · 8-10-2026 tot en met 8-10-2026",
            "Speler 002 · 8-10-2026 tot en met 8-10-2026",
            "Speler 005 · 1-10-2026 tot en met 1-10-2026"]),
    }


def test_the_player_and_records_pages_take_a_fixed_number_of_queries(organiser, client):
    small_club, large_club = make_club(standings_public=True), make_club(standings_public=True)
    small = make_members(small_club, 8)
    play_evening(make_season(small_club), small, 1, make_organiser(small_club))
    large = make_members(large_club, 13)
    board = make_organiser(large_club)
    for season, days in ((make_season(large_club), (1, 8)), (make_season(large_club), (15, 22))):
        for day in days:
            play_evening(season, large, day, board, rounds=3)
    urls = [(f"/club/{c.slug}/speler/{m.pk}/", f"/club/{c.slug}/records/")
            for c, m in ((small_club, small[0]), (large_club, large[0]))]
    cold = [[queries(client, url) for url in pair] for pair in urls]
    warm = [[queries(client, url) for url in pair] for pair in urls]
    assert cold[0] == cold[1] and warm[0] == warm[1]
    assert warm[0][0] < cold[0][0] and warm[0][1] < cold[0][1]  # remembered: fewer
