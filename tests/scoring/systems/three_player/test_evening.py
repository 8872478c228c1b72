"""A whole evening of klaverjas for three for 13 players through the site (test client):
two rounds drawn into tables of three, the player left over with a bye or at a table of four
(the club's setting), every sheet typed game by game, closed; each player's evening score,
the prize list and the standings checked against scores worked out from the rule text."""

from __future__ import annotations

import random
from collections import defaultdict

import pytest
from django.test import Client
from django.urls import reverse

from clubs.games import LeftoverPlayers
from clubs.models import Club, Member
from scoring.results.reports import evening_report, season_report
from tests.scoring.systems.klabberjass.helpers import expected_prizes, expected_ranks
from tests.scoring.systems.three_player.helpers import (
    Played,
    post_sheet,
    random_game,
    rule_text_scores,
    sheet_url,
    three_player_evening,
)
from tournament.models import EveningStatus, Seat

BYE_SCORE = 650
GAMES = 12  # every player plays 12 games a round: 16 at a table of four, the dealer out


def _play_round(client: Client, evening, number: int, rng: random.Random,
                leftovers: str) -> tuple[dict[int, int], list[int]]:
    """Draw round ``number`` and type every table's sheet; each member's round score from the
    rule text, and who had a bye."""
    club = evening.club
    response = client.post(reverse("tournament:draw", args=[club.slug, evening.pk, number]),
                           {"seed": str(40 + number), "mode": "RANDOM", "seating": ""})
    assert response.status_code == 302
    tables: dict[int, list[Seat]] = defaultdict(list)
    byes = []
    for seat in Seat.objects.filter(round__evening=evening, round__number=number
                                    ).order_by("number"):
        if seat.table is None:
            byes.append(seat.member_id)
        else:
            tables[seat.table].append(seat)
    sizes = sorted(len(seats) for seats in tables.values())
    if leftovers == LeftoverPlayers.BYES:
        assert (sizes, len(byes)) == ([3, 3, 3, 3], 1)
    else:
        assert (sizes, byes) == ([3, 3, 3, 4], [])
    scores: dict[int, int] = defaultdict(int)
    for table, seats in sorted(tables.items()):
        size = len(seats)
        games: list[Played] = []
        for n in range(1, GAMES * size // 3 + 1):
            dealer = (n - 1) % size + 1  # the lowest number deals game 1, then clockwise
            playing = [s for s in range(1, size + 1) if not (size == 4 and s == dealer)]
            games.append(random_game(rng, playing))
        assert post_sheet(client, sheet_url(evening, number, table), games) == 302
        for game in games:
            for table_seat, score in rule_text_scores(game).items():
                scores[seats[table_seat - 1].member_id] += score
    for member in byes:
        scores[member] += BYE_SCORE
    return scores, byes


@pytest.mark.parametrize("leftovers", [LeftoverPlayers.BYES, LeftoverPlayers.TABLE_OF_FOUR])
def test_an_evening_of_thirteen_players(club: Club, organiser_client: Client,
                                        leftovers: str) -> None:
    evening, members = three_player_evening(
        club, 13, three_player_leftovers=leftovers, bye_score=BYE_SCORE, tie_break_1="",
        tie_break_2="", season_count_n=0)
    rng = random.Random(13)
    totals: dict[int, int] = defaultdict(int)
    all_byes = []
    for number in (1, 2):
        scores, byes = _play_round(organiser_client, evening, number, rng, leftovers)
        all_byes += byes
        for member, score in scores.items():
            totals[member] += score
    assert len(set(all_byes)) == len(all_byes)  # nobody sits out twice
    close = reverse("scoring:close", args=[club.slug, evening.pk])
    assert organiser_client.post(close).status_code == 302
    evening.refresh_from_db()
    assert evening.status == EveningStatus.CLOSED

    report = evening_report(evening)
    assert {line.player.member: line.player.total for line in report.lines} == totals
    assert {line.player.member: line.rank for line in report.lines} == expected_ranks(totals)
    prizes = {prize.place: {w.line.player.member for w in prize.winners}
              for prize in report.prizes}
    assert prizes == expected_prizes(totals, [1, 2, -2])
    standings = season_report(evening.season).lines
    assert {line.player.member: int(line.score) for line in standings} == totals
    assert {line.player.member: line.rank for line in standings} == expected_ranks(totals)

    # The prize list as the room reads it, in Dutch, and the downloads.
    page = Client().get(reverse("scoring:evening_results", args=[club.slug, evening.pk]))
    winner = Member.objects.get(pk=max(totals, key=lambda m: totals[m]))
    assert winner.name in page.content.decode()
    for name in ("evening_pdf", "evening_xlsx", "dashboard", "history"):
        response = organiser_client.get(reverse(f"scoring:{name}", args=[club.slug,
                                                                          evening.pk]))
        assert response.status_code == 200, name
    history = organiser_client.get(reverse("scoring:history", args=[club.slug, evening.pk]))
    assert "Spel 1: Speelt" in history.content.decode()  # each game as the sheet keeps it
    player = Client().get(reverse("scoring:player", args=[club.slug, winner.pk]))
    assert player.status_code == 200 and winner.name in player.content.decode()
    assert len(members) == 13
