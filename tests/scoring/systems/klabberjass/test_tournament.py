"""A whole Klabberjass tournament for 14 players through the site (test client): the draw
into tables of 3, 3, 4 and 4, both rounds entered game by game, the results, prizes and
season standings, each checked against numbers worked out from the seed's own rules."""

from __future__ import annotations

import random
from collections import defaultdict

from django.test import Client
from django.urls import reverse

from clubs.models import Club, Member
from scoring.results.reports import evening_report, season_report
from tests.factories import check_in, make_evening, make_members, make_season
from tests.scoring.systems.klabberjass.helpers import expected_prizes, expected_ranks
from tests.scoring.systems.klabberjass.play import Played, post_list, random_round, seed_scores
from tournament.models import Evening, EveningStatus, Season, Seat

PRIZES = "1,2,3,-1"  # 001: "Der letzte bekommt eine ganz kleine Wurst."


def play_evening(client: Client, evening: Evening, rng: random.Random,
                 first_games: dict[int, list[Played]] | None = None) -> dict[int, int]:
    """Draw and enter both rounds; each member's total worked out from the seed's rules."""
    club = evening.club
    totals: dict[int, int] = defaultdict(int)
    for number in (1, 2):
        response = client.post(reverse("tournament:draw", args=[club.slug, evening.pk, number]),
                               {"seed": str(100 + number), "mode": "RANDOM", "seating": ""})
        assert response.status_code == 302
        seats = list(Seat.objects.filter(round__evening=evening, round__number=number)
                     .order_by("number"))
        tables: dict[int, list[Seat]] = defaultdict(list)
        for seat in seats:
            assert seat.table is not None
            tables[seat.table].append(seat)
        assert [len(tables[t]) for t in sorted(tables)] == [3, 3, 4, 4]
        for table, at_table in sorted(tables.items()):
            size = len(at_table)
            games = random_round(rng, size)
            if first_games and number == 1 and size in first_games:
                games[:3] = first_games[size]
            url = reverse("scoring:sheet", args=[club.slug, evening.pk, number, table])
            assert post_list(client, url, games).status_code == 302  # type: ignore[attr-defined]
            for n, game in enumerate(games, start=1):
                for seat, score in zip(at_table, seed_scores(game, n, size), strict=True):
                    totals[seat.member_id] += score
    assert client.post(reverse("scoring:close", args=[club.slug, evening.pk])).status_code == 302
    evening.refresh_from_db()
    assert evening.status == EveningStatus.CLOSED
    return dict(totals)


def season_for(club: Club) -> Season:
    return make_season(club, game_system="KLABBERJASS", prize_places=PRIZES, tie_break_1="",
                       tie_break_2="", season_count_n=0)


def test_a_fourteen_player_tournament_end_to_end(club: Club, organiser_client: Client) -> None:
    season = season_for(club)
    members: list[Member] = make_members(club, 15)
    evening = make_evening(season, round_count=2, day=1)
    check_in(evening, members[:14])
    rng = random.Random(16)
    # The seed's example rows open table 1 (a table of three) of round 1.
    example = [Played(1, True, "C", False), Played(2, True, "S", True),
               Played(3, False, "D", True)]
    totals = play_evening(organiser_client, evening, rng, {3: example})

    report = evening_report(evening)
    got = {line.player.member: line.player.total for line in report.lines}
    assert got == totals
    assert {line.player.member: line.rank for line in report.lines} == expected_ranks(totals)
    prizes = {prize.place: {w.line.player.member for w in prize.winners}
              for prize in report.prizes}
    assert prizes == expected_prizes(totals, [1, 2, 3, -1])
    # Each player's two round scores are his own totals of the two lists.
    for line in report.lines:
        assert sum(s for s in line.player.rounds if s is not None) == totals[line.player.member]

    slug = club.slug
    for name in ("evening_results", "evening_pdf", "evening_xlsx"):
        response = organiser_client.get(reverse(f"scoring:{name}", args=[slug, evening.pk]))
        assert response.status_code == 200, name
    public = Client().get(reverse("scoring:evening_results", args=[slug, evening.pk]))
    last = min(totals, key=lambda m: totals[m])
    assert Member.objects.get(pk=last).name in public.content.decode()

    # A second tournament of the season, one player absent and another new.
    second = make_evening(season, round_count=2, day=8)
    check_in(second, members[1:15])
    totals_2 = play_evening(organiser_client, second, rng)
    season_totals = {m.pk: totals.get(m.pk, 0) + totals_2.get(m.pk, 0) for m in members}
    standings = season_report(season).lines
    assert {line.player.member: int(line.score) for line in standings} == season_totals
    assert {line.player.member: line.rank for line in standings} == expected_ranks(season_totals)
    player = Client().get(reverse("scoring:player", args=[slug, members[0].pk]))
    assert player.status_code == 200 and members[0].name in player.content.decode()
    for name in ("standings", "standings_pdf", "standings_xlsx"):
        response = organiser_client.get(reverse(f"scoring:{name}", args=[slug, season.pk]))
        assert response.status_code == 200, name
