"""Klabberjass: two players with the same total are placed alike on the evening results and
in the season standings, and where a tie-break decides, both say which; the club's activity
log says what a saved list holds (each player's total), not pair totals it has none of.
Through the HTTP stack: lists typed game by game as the organiser does."""

from __future__ import annotations

import re
from collections import defaultdict

import pytest
from django.test import Client
from django.urls import reverse

from clubs.models import Club, Member
from tests.factories import check_in, make_evening, make_members, make_season
from tests.scoring.systems.klabberjass.play import SEED_VALUES, Played, post_list
from tournament.models import Evening, EveningStatus, Seat

VALUE_GAME = {value: key for key, value in SEED_VALUES.items()}  # 8 -> (Original, clubs)

# Each player's own total per round (at a table of three a player scores only the games he
# wins alone: the seed's game value). "P" and "Q" end equal, P with the higher round.
TARGETS = {"P": (20, 8), "Q": (14, 14), "R": (30, 30), "S": (10, 40), "T": (9, 9),
           "U": (12, 10)}
PLACES = {"R": 1, "S": 2, "P": 3, "Q": 4, "U": 5, "T": 6}


def _games(targets: list[int]) -> list[Played]:
    """24 won games whose values give each seat (1, 2, 3) its target."""
    values = []
    for target in targets:
        own = [8] * (target // 8) + ([target % 8] if target % 8 else [])
        values.append(own)
    while sum(map(len, values)) < 24:
        own = max(values, key=lambda v: max(v))
        big = own.index(max(own))
        own[big:big + 1] = [own[big] - 1, 1]
    games = []
    for seat, own in enumerate(values, start=1):
        for value in own:
            original, trump = VALUE_GAME[value]
            games.append(Played(seat, original, trump, True))
    assert len(games) == 24
    return games


@pytest.fixture
def evening(club: Club, organiser_client: Client) -> tuple[Evening, dict[int, str]]:
    season = make_season(club, game_system="KLABBERJASS", prize_places="1,2,-1",
                         tie_break_1="BEST_ROUND", tie_break_2="LAST_ROUND",
                         season_counting="BEST_N", season_count_n=1)
    evening = make_evening(season, round_count=2, day=1)
    members: list[Member] = make_members(club, 6)
    check_in(evening, members)
    letter = {m.pk: "PQRSTU"[i] for i, m in enumerate(members)}
    for number in (1, 2):
        response = organiser_client.post(
            reverse("tournament:draw", args=[club.slug, evening.pk, number]),
            {"seed": str(10 + number), "mode": "RANDOM", "seating": ""})
        assert response.status_code == 302
        tables: dict[int, list[Seat]] = defaultdict(list)
        for seat in Seat.objects.filter(round__evening=evening, round__number=number
                                        ).order_by("number"):
            assert seat.table is not None
            tables[seat.table].append(seat)
        for table, seats in tables.items():
            games = _games([TARGETS[letter[s.member_id]][number - 1] for s in seats])
            url = reverse("scoring:sheet", args=[club.slug, evening.pk, number, table])
            assert post_list(organiser_client, url, games).status_code == 302  # type: ignore[attr-defined]
    return evening, letter


def _places(html: str) -> dict[str, int]:
    return {name: int(place) for place, name in re.findall(
        r'<td class="number place">(\d+)</td><th scope="row" class="name"><a [^>]*>([^<]*)<',
        html)}


def _decided(html: str, name: str) -> list[str]:
    row = re.search(rf'>{re.escape(name)}</a></th>(.*?)</tr>', html)
    assert row is not None
    return [re.sub(r"<[^>]+>", "", cell) for cell in re.findall(r"<td[^>]*>(.*?)</td>",
                                                                row.group(1))]


def test_it_places_equal_totals_alike_on_the_evening_and_in_the_standings(
        evening, organiser_client, client):
    evening, letter = evening
    slug = evening.club.slug
    organiser_client.post(reverse("scoring:close", args=[slug, evening.pk]))
    evening.refresh_from_db()
    assert evening.status == EveningStatus.CLOSED
    names = {Member.objects.get(pk=pk).name: name for pk, name in letter.items()}
    results = client.get(reverse("scoring:evening_results", args=[slug, evening.pk])
                         ).content.decode()
    standings = client.get(reverse("scoring:standings", args=[slug, evening.season_id])
                           ).content.decode()
    for html in (results, standings):
        assert {names[name]: place for name, place in _places(html).items()} == PLACES
        for shown, who in names.items():
            cells = _decided(html, shown)
            assert ("hoogste boom" in cells) is (who in "PQ"), (who, cells)


def test_the_log_keeps_each_players_total_of_a_list(evening, organiser_client):
    evening, letter = evening
    log = organiser_client.get(f"/club/{evening.club.slug}/logboek/").content.decode()
    text = re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", log))
    assert "total_a" not in text and "Totaal paar A" not in text
    seats = Seat.objects.filter(round__evening=evening, round__number=2, table=1
                                ).order_by("number")
    totals = ", ".join(str(TARGETS[letter[s.member_id]][1]) for s in seats)
    assert f"Punten per speler, op volgorde van de tafel: {totals}" in text
