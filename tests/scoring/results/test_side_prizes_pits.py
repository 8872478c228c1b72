"""The marsenprijs counts the pits of the evening's stored games: checked against a count of
every game written apart (``test_figures.counted_apart``), on a simulated evening."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from scoring.results.prize_money import evening_side_prizes
from scoring.results.reports import evening_report
from scoring.results.side_prizes import MOST_PITS
from tests.factories import make_members, make_season
from tests.scoring.results.counted import counted_apart
from tests.scoring.results.helpers import play_evening


@pytest.mark.django_db
def test_the_most_pits_of_the_evening_win_the_marsenprijs(club, organiser, client: Client):
    season = make_season(club, pits_prize=True, pits_prize_worth="rookworst")
    members = make_members(club, 8)
    evening = play_evening(season, members, 1, organiser, round_count=3)
    counts, _partners = counted_apart(season)
    most = max(c["pits"] for c in counts.values())
    assert most > 0, "the simulation made no pit"
    report = evening_report(evening)
    totals = {line.player.member: line.player.total for line in report.lines}
    in_line = [m for m, c in counts.items() if c["pits"] == most]
    best = max(totals[m] for m in in_line)  # equal pits: the higher total wins
    expected = sorted(m for m in in_line if totals[m] == best)

    found = evening_side_prizes(evening, report)
    assert [(p.kind, p.value) for p in found] == [(MOST_PITS, most)]
    assert sorted(line.player.member for line in found[0].winners) == expected

    html = client.get(reverse("scoring:evening_results", args=[club.slug, evening.pk]))
    text = html.content.decode()
    assert "Meeste pitten (marsenprijs)" in text
    assert (f"{most} pitten" if most > 1 else "1 pit") in text
