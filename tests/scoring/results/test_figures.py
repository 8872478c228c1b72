"""The figures stored at closing, checked against a count of every stored game written
here apart; the season's and the club's sums (tally, records) on plain rows."""

from __future__ import annotations

from datetime import date

import pytest

from clubs.models import GameSystem
from scoring.results.records import LONGEST_RUN, MOST_PRIZES, club_records
from scoring.results.stored import member_rows
from scoring.results.tally import ResultRow, player_numbers
from scoring.systems.klaverjas import KRAKEN
from tests.factories import make_members, make_season
from tests.scoring.results.counted import counted_apart
from tests.scoring.results.helpers import play_evening


@pytest.mark.django_db
def test_the_stored_figures_match_a_count_of_every_game(club, organiser):
    season = make_season(club, game_system=GameSystem.KRAKEN)
    members = make_members(club, 9)  # two tables and a bye each round
    for day in (1, 8, 15):
        play_evening(season, members, day, organiser, round_count=3)
    counts, partners = counted_apart(season)
    assert sum(c["kraken"] for c in counts.values()) > 0, "the simulation said no kraak"
    for member in members:
        numbers = player_numbers(member_rows(club.pk, member.pk), KRAKEN.figures)
        assert numbers.counts == counts[member.pk], member.name
        assert {p.member: (p.rounds_together, p.average) for p in numbers.partners} == {
            partner: (len(scores), sum(scores) / len(scores))
            for partner, scores in partners[member.pk].items() if len(scores) >= 3}


def row(member: int, evening: int, day: int, *, prize: int | None = None, total: int = 4000,
        season: int = 1, **figures: int) -> ResultRow:
    return ResultRow(evening, season, date(2026, 10, day), member, total, 1, prize,
                     [total], [False], figures, [], evening)


def test_a_run_of_prizes_ends_with_an_evening_missed_or_without_a_prize():
    rows = [
        row(1, 1, 1, prize=1), row(2, 1, 1),
        row(1, 2, 8, prize=2), row(2, 2, 8, prize=1),
        row(2, 3, 15, prize=1),  # member 1 missed evening 3: his run of 2 ends
        row(1, 4, 22, prize=1), row(2, 4, 22, prize=2, season=2),
        row(1, 5, 29, prize=1, season=2), row(2, 5, 29),
    ]
    records = {r.key: r for r in club_records(rows)}
    run = records[LONGEST_RUN]
    assert (run.value, [(h.member, h.first, h.date) for h in run.holders]) == (
        3, [(2, date(2026, 10, 8), date(2026, 10, 22))])
    prizes = records[MOST_PRIZES]  # in one season: member 1 has 3 of season 1, member 2 has 2
    assert (prizes.value, [h.member for h in prizes.holders]) == (3, [1])


def test_a_partner_is_listed_after_three_rounds_together():
    rows = [ResultRow(e, 1, date(2026, 10, e), 1, 1000, 1, None, [], [], {},
                      [[7, 1000], [8, 900]], e) for e in (1, 2)]
    rows.append(ResultRow(3, 1, date(2026, 10, 3), 1, 1000, 1, None, [], [], {}, [[7, 1300]], 3))
    numbers = player_numbers(rows, KRAKEN.figures)
    assert [(p.member, p.rounds_together, p.average) for p in numbers.partners] == [(7, 3, 1100)]
