"""The evening's ranking, prize list and the season's standings of a fixed-pairs season
count pairs: one line per pair named "Paar 4: Jan & Piet", both partners the same score.

Five pairs, two rounds of 12 games, totals only, a bye worth 1200 (the club's fixed score).
The seats are laid by hand (the draw is tested on its own), so the numbers below are
counted from the sheets by hand:

round 1: table 1 pair 1 (seats 1+3) 1100 - pair 2 844; table 2 pair 3 900 - pair 4 1044;
        pair 5 stands (1200)
round 2: table 1 pair 1 1000 - pair 3 944; table 2 pair 2 1200 - pair 5 744; pair 4 stands

pair 1: 1100 + 1000 = 2100    pair 2: 844 + 1200 = 2044    pair 3: 900 + 944 = 1844
pair 4: 1044 + 1200 = 2244    pair 5: 1200 + 744 = 1944
ranking: pair 4, pair 1, pair 2, pair 5, pair 3; prizes 1, 2 and second-to-last (-2):
pair 4, pair 1 and pair 5.

A second evening, the same seats, other totals (the club counts all evenings minus the
lowest one):

round 1: pair 1 844 - pair 2 1100; pair 3 1044 - pair 4 900; pair 5 stands (1200)
round 2: pair 1 934 - pair 3 1010; pair 2 744 - pair 5 1200; pair 4 stands (1200)

pair 1: 1778, pair 2: 1844, pair 3: 2054, pair 4: 2100, pair 5: 2400; the better evening
of each: pair 5 2400, pair 4 2244, pair 1 2100, pair 3 2054, pair 2 2044.
"""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User
from django.utils import translation

from clubs.models import Club, EntryMode, Member, PlayFormat, SeasonAggregate, SeasonCounting
from scoring.closing.service import close_evening
from scoring.models import EveningResult
from scoring.results.competitors import grouped_players
from scoring.results.evening_text import evening_text
from scoring.results.ranking import EveningPlayer
from scoring.results.reports import evening_report, player_report, season_report
from scoring.results.stored import member_rows
from scoring.sheets.save import save_totals
from scoring.systems.klaverjas import KLAVERJAS
from tests.factories import check_in, make_evening, make_members, make_organiser, make_season
from tournament.formats.competitor import Competitor
from tournament.formats.fixed_pairs.pairs import make_pair, rename_pair
from tournament.models import DrawMode, Evening, Round, Season, Seat

# round -> (pair on seats 1+3, pair on 2+4, its total, theirs) per table, and the staand paar
ROUNDS = {
    1: ([(1, 2, 1100, 844), (3, 4, 900, 1044)], 5),
    2: ([(1, 3, 1000, 944), (2, 5, 1200, 744)], 4),
}
SECOND = {
    1: ([(1, 2, 844, 1100), (3, 4, 1044, 900)], 5),
    2: ([(1, 3, 934, 1010), (2, 5, 744, 1200)], 4),
}


Rounds = dict[int, tuple[list[tuple[int, int, int, int]], int]]


def play(season: Season, pairs: dict[int, tuple[Member, Member]], members: list[Member],
         user: User, rounds: Rounds, day: int) -> Evening:
    evening = make_evening(season, round_count=2, status="PLAYING", day=day)
    check_in(evening, members)
    for number, (tables, standing) in rounds.items():
        round_ = Round.objects.create(evening=evening, number=number, seed=number,
                                      mode=DrawMode.FIXED_PAIRS)
        for table, (a, b, _ta, _tb) in enumerate(tables, start=1):
            for k, member in enumerate((pairs[a][0], pairs[b][0], pairs[a][1], pairs[b][1])):
                Seat.objects.create(round=round_, member=member, number=4 * table - 3 + k,
                                    table=table)
        for k, member in enumerate(pairs[standing]):
            Seat.objects.create(round=round_, member=member, number=9 + k, table=None)
        for table, (_a, _b, total_a, total_b) in enumerate(tables, start=1):
            save_totals(round_, table, total_a, total_b, sheet=KLAVERJAS, version=0, user=user)
    close_evening(evening, user)
    return evening


@pytest.mark.django_db
def test_the_evening_and_the_season_rank_pairs(club: Club) -> None:
    user = make_organiser(club, "leiding")
    season = make_season(club, format=PlayFormat.FIXED_PAIRS, games_per_round=12,
                         entry_mode=EntryMode.TOTALS_ONLY, bye_score=1200,
                         prize_places="1,2,-2", season_counting=SeasonCounting.DROP_LOWEST,
                         season_count_n=1, season_aggregate=SeasonAggregate.TOTAL)
    members = make_members(club, 10, prefix="Speler")
    names = [m.name for m in members]
    pairs = {k: (members[2 * k - 2], members[2 * k - 1]) for k in range(1, 6)}
    for first, second in pairs.values():
        make_pair(season, first, second)
    evening = play(season, pairs, members, user, ROUNDS, day=7)

    with translation.override("nl"):
        report = evening_report(evening)
    lines = [(line.player.name, line.player.total, line.position) for line in report.lines]
    assert lines == [
        (f"Paar 4: {names[6]} & {names[7]}", 2244, 1),
        (f"Paar 1: {names[0]} & {names[1]}", 2100, 2),
        (f"Paar 2: {names[2]} & {names[3]}", 2044, 3),
        (f"Paar 5: {names[8]} & {names[9]}", 1944, 4),
        (f"Paar 3: {names[4]} & {names[5]}", 1844, 5),
    ]
    winners = {prize.place: [w.line.player.name for w in prize.winners] for prize in report.prizes}
    assert winners == {1: [f"Paar 4: {names[6]} & {names[7]}"],
                       2: [f"Paar 1: {names[0]} & {names[1]}"],
                       -2: [f"Paar 5: {names[8]} & {names[9]}"]}
    # each partner keeps his own stored result, with the pair's score, place and prize
    stored = {r.member_id: (r.total, r.rank, r.prize)
              for r in EveningResult.objects.filter(evening=evening)}
    assert stored[pairs[4][0].pk] == stored[pairs[4][1].pk] == (2244, 1, 1)
    assert stored[pairs[3][0].pk] == stored[pairs[3][1].pk] == (1844, 5, None)
    assert len(stored) == 10

    play(season, pairs, members, user, SECOND, day=14)
    with translation.override("nl"):
        standings = season_report(season).lines
    assert [(line.player.name, line.score) for line in standings] == [
        (f"Paar 5: {names[8]} & {names[9]}", 2400),
        (f"Paar 4: {names[6]} & {names[7]}", 2244),
        (f"Paar 1: {names[0]} & {names[1]}", 2100),
        (f"Paar 3: {names[4]} & {names[5]}", 2054),
        (f"Paar 2: {names[2]} & {names[3]}", 2044),
    ]


@pytest.mark.django_db
def test_a_remembered_ranking_follows_a_pairs_new_name_and_the_language(club: Club) -> None:
    user = make_organiser(club, "leiding")
    season = make_season(club, format=PlayFormat.FIXED_PAIRS, games_per_round=12,
                         entry_mode=EntryMode.TOTALS_ONLY, bye_score=1200)
    members = make_members(club, 10, prefix="Speler")
    pairs = {k: (members[2 * k - 2], members[2 * k - 1]) for k in range(1, 6)}
    made = [make_pair(season, first, second) for first, second in pairs.values()]
    evening = play(season, pairs, members, user, ROUNDS, day=7)
    with translation.override("en"):
        assert season_report(season).lines[0].player.name.startswith("Pair 4: ")
        assert evening_report(evening).lines[0].player.name.startswith("Pair 4: ")
    with translation.override("nl"):
        assert season_report(season).lines[0].player.name.startswith("Paar 4: ")
        rename_pair(made[3], "De Kanjers")
        assert season_report(season).lines[0].player.name.startswith("Paar 4 (De Kanjers): ")


@pytest.mark.django_db
def test_both_partners_pages_show_the_pairs_evening_and_season_place(club: Club) -> None:
    user = make_organiser(club, "leiding")
    season = make_season(club, format=PlayFormat.FIXED_PAIRS, games_per_round=12,
                         entry_mode=EntryMode.TOTALS_ONLY, bye_score=1200)
    members = make_members(club, 10, prefix="Speler")
    pairs = {k: (members[2 * k - 2], members[2 * k - 1]) for k in range(1, 6)}
    for first, second in pairs.values():
        make_pair(season, first, second)
    evening = play(season, pairs, members, user, ROUNDS, day=7)
    report = season_report(season)
    for partner in pairs[1]:  # pair 1: 2100, second of five
        page = player_report(report, partner.pk, member_rows(club.pk, partner.pk))
        assert page is not None and page.season_line is not None
        assert (page.season_line.rank, page.season_line.score) == (2, 2100)
        assert [(e.evening, e.total, e.rank) for e in page.evenings] == [(evening, 2100, 2)]


def test_a_member_who_changed_pairs_counts_with_the_pair_he_played_in():
    """Pair 1 (Ans & Bep) retired; Ans now plays in pair 3 with Cor. On an evening of the
    old pair Cor did not play, on one of the new pair Bep did not: each evening's line is
    the pair that played it."""
    ans, bep, cor = 1, 2, 3
    competitors = [Competitor("Paar 3: Ans & Cor", (ans, cor)),  # active first
                   Competitor("Paar 1: Ans & Bep", (ans, bep))]

    def played(*members: int) -> list[EveningPlayer]:
        return [EveningPlayer(member=m, name=str(m), rounds=(1000,), byes=(False,))
                for m in members]

    assert [line.name for line in grouped_players(played(ans, bep), competitors)] == [
        "Paar 1: Ans & Bep"]
    assert [line.name for line in grouped_players(played(ans, cor), competitors)] == [
        "Paar 3: Ans & Cor"]


@pytest.mark.django_db
def test_the_pages_and_the_report_name_the_pairs(club: Club, client) -> None:
    """A pairs evening's results say "Alle paren" over a column "Paar" with the staand paar
    in the legend, the standings' column says "Paar", and the evening's report counts the
    pairs and ranks the pairs after the evening (pair 4 first on 2.244, as counted above)."""
    user = make_organiser(club, "leiding")
    season = make_season(club, format=PlayFormat.FIXED_PAIRS, games_per_round=12,
                         entry_mode=EntryMode.TOTALS_ONLY, bye_score=1200,
                         prize_places="1,2,-2")
    members = make_members(club, 10, prefix="Speler")
    names = [m.name for m in members]
    pairs = {k: (members[2 * k - 2], members[2 * k - 1]) for k in range(1, 6)}
    for first, second in pairs.values():
        make_pair(season, first, second)
    evening = play(season, pairs, members, user, ROUNDS, day=7)

    results = client.get(f"/club/{club.slug}/avond/{evening.pk}/uitslag/",
                         HTTP_ACCEPT_LANGUAGE="nl").content.decode()
    assert "<h2>Alle paren</h2>" in results and "S = staand paar." in results
    assert ">Paar</a>" in results and ">Speler</a>" not in results
    standings = client.get(f"/club/{club.slug}/seizoen/{season.pk}/stand/",
                           HTTP_ACCEPT_LANGUAGE="nl").content.decode()
    assert ">Paar</a>" in standings and ">Speler</a>" not in standings
    text = evening_text(Evening.objects.get(pk=evening.pk))
    assert "5 paren deden mee." in text
    assert f"1. Paar 4: {names[6]} & {names[7]}: 2.244" in text
    assert names[6] + ":" not in text  # no partner ranked on his own
