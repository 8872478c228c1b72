"""An evening a player missed: worth 0 (as before) or the lowest score of that evening (a
club rule). Hand-computed tables, then through the interface and the standings page."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from clubs.models import AbsentScore, PrizeTies, SeasonAggregate, SeasonCounting
from scoring.results.season import SeasonPlayer, season_standings
from tests.scoring.results.money_helpers import EVERYONE, close, evening_with_inleg

# Three evenings; Ans missed the second, whose lowest score was Dik's 4.000.
PLAYERS = [SeasonPlayer(1, "Ans", (5000, None, 5100)),
           SeasonPlayer(2, "Bep", (4800, 5200, 4300)),
           SeasonPlayer(3, "Cor", (4600, 4400, 4900)),
           SeasonPlayer(4, "Dik", (4200, 4000, 4500))]
LOWEST = [4200, 4000, 4300]


@pytest.mark.parametrize(("absent", "aggregate", "expected"), [
    # Every evening counts (best 3). 0 for an absence: Bep 14.300, Cor 13.900, Dik 12.700,
    # Ans 5.000 + 0 + 5.100 = 10.100.
    (None, SeasonAggregate.TOTAL,
     [("Bep", 14300), ("Cor", 13900), ("Dik", 12700), ("Ans", 10100)]),
    # The lowest of the evening: Ans 5.000 + 4.000 + 5.100 = 14.100, second.
    (LOWEST, SeasonAggregate.TOTAL,
     [("Bep", 14300), ("Ans", 14100), ("Cor", 13900), ("Dik", 12700)]),
    # An average: an absence is no score (Ans 10.100 / 2 = 5.050, first) ...
    (None, SeasonAggregate.AVERAGE,
     [("Ans", 5050), ("Bep", 4766.7), ("Cor", 4633.3), ("Dik", 4233.3)]),
    # ... or the evening's lowest: Ans 14.100 / 3 = 4.700, behind Bep 14.300 / 3 = 4.766,7.
    (LOWEST, SeasonAggregate.AVERAGE,
     [("Bep", 4766.7), ("Ans", 4700), ("Cor", 4633.3), ("Dik", 4233.3)]),
])
def test_an_absence_is_worth_0_or_the_evenings_lowest(absent, aggregate, expected):
    lines = season_standings(PLAYERS, counting=SeasonCounting.BEST_N, n=3, aggregate=aggregate,
                             absent_scores=absent, tie_breaks=())
    assert [(line.player.name, line.score) for line in lines] == expected
    ans = next(line for line in lines if line.player.name == "Ans")
    assert ans.played == 2 and ans.scores == (5000, None, 5100)  # still absent, not played


def test_the_lowest_score_given_for_an_absence_can_be_dropped():
    # All evenings but the lowest: Ans 5.000, 4.000 (dropped), 5.100 = 10.100; Bep drops
    # 4.300: 10.000. An absence worth the lowest is dropped as a lowest evening would be.
    lines = season_standings(PLAYERS, counting=SeasonCounting.DROP_LOWEST, n=1,
                             absent_scores=LOWEST, tie_breaks=())
    assert [(line.player.name, line.score) for line in lines][:2] == [("Ans", 10100),
                                                                       ("Bep", 10000)]
    assert lines[0].counted == (True, False, True)


def test_an_evening_missed_is_not_an_evening_played_for_the_minimum():
    lines = season_standings(PLAYERS, counting=SeasonCounting.BEST_N, n=3,
                             absent_scores=LOWEST, min_evenings=3, tie_breaks=())
    assert [(line.player.name, line.qualified) for line in lines] == [
        ("Bep", True), ("Cor", True), ("Dik", True), ("Ans", False)]


@pytest.mark.parametrize(("absent", "expected"), [
    # Two evenings, both count. The first: Ans+Bep 1.200, Eef+Fem 1.000, Gijs+Hans 944,
    # Cor+Dik 744. The second, only table 1: Ans+Bep 1.000, Cor+Dik 944 (the lowest).
    (AbsentScore.ZERO, [("Ans", 2200), ("Bep", 2200), ("Cor", 1688), ("Dik", 1688),
                        ("Eef", 1000), ("Fem", 1000), ("Gijs", 944), ("Hans", 944)]),
    # Eef and Fem 1.000 + 944 = 1.944, Gijs and Hans 944 + 944 = 1.888.
    (AbsentScore.LOWEST, [("Ans", 2200), ("Bep", 2200), ("Eef", 1944), ("Fem", 1944),
                          ("Gijs", 1888), ("Hans", 1888), ("Cor", 1688), ("Dik", 1688)]),
])
def test_the_standings_count_a_missed_evening_by_the_rule(absent, expected, club,
                                                          organiser_client, client: Client):
    first = evening_with_inleg(club, organiser_client, PrizeTies.NEXT_PLACE, pay=EVERYONE)
    season = first.season
    season.season_counting, season.season_count_n, season.absent_score = (
        SeasonCounting.BEST_N, 2, absent)
    season.save()
    close(organiser_client, first)
    second = evening_with_inleg(club, organiser_client, PrizeTies.NEXT_PLACE, pay=(),
                                season=season, day=8, totals={1: (1000, 944)},
                                tables={1: ("Ans", "Cor", "Bep", "Dik")})
    close(organiser_client, second)

    answer = client.get(f"/api/v1/clubs/{club.slug}/seasons/{season.pk}/standings/").json()
    assert [(line["name"], line["score"]) for line in answer["lines"]] == expected
    assert answer["rules"]["absent_score"] == absent
    eef = next(line for line in answer["lines"] if line["name"] == "Eef")
    assert (eef["scores"], eef["evenings_played"]) == ([1000, None], 1)
    page = client.get(reverse("scoring:standings", args=[club.slug, season.pk])
                      ).content.decode()
    said = "Afwezig telt als de laagste score van die avond."
    assert (said in page) is (absent == AbsentScore.LOWEST)


def test_the_rules_page_explains_the_rule_with_an_example(club, organiser_client):
    page = organiser_client.get(f"/club/{club.slug}/regels/").content.decode()
    assert "Een gemiste avond telt als" in page
    assert "wie er niet was krijgt daar 4.210 voor in plaats van 0" in page
