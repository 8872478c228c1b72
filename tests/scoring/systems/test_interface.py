"""Every game system implements the whole interface, each member documented, and its part
of the demo data: a table's sheet played by its own simulator."""

from __future__ import annotations

import inspect

import pytest
from django.contrib.auth.models import User
from django.urls import reverse

from clubs.games import GAME_SPECS
from clubs.models import Club, GameSystem
from scoring.models import ScoreSheet, SheetStatus
from scoring.sheets.system import SheetSystem
from scoring.systems import SYSTEMS
from scoring.systems.interface import System
from tests.factories import check_in, make_evening, make_members, make_season
from tournament.models import Round
from tournament.seating.store import draw_round

MEMBERS = sorted(name for name in {*vars(System), *vars(SheetSystem)}
                 if not name.startswith("_"))


def test_the_interface_documents_every_member():
    assert {"round_length", "round_score", "sheet_page", "printed_sheets", "words"} <= set(MEMBERS)
    undocumented = [name for name in MEMBERS
                    if not inspect.getdoc(getattr(System, name))]
    assert undocumented == []


@pytest.mark.parametrize("code", list(SYSTEMS))
def test_every_system_has_every_member(code):
    system = SYSTEMS[code]
    assert [name for name in MEMBERS if not hasattr(system, name)] == []
    assert system.code == code


@pytest.mark.parametrize("code", list(SYSTEMS))
def test_every_system_plays_a_table_of_the_demo(club: Club, organiser: User, organiser_client,
                                               code: str):
    """The sheet is complete, its page shows no mistake in any game when it reads the games
    back, and the same seed plays the same games."""
    spec = GAME_SPECS[code]
    season = make_season(club, game_system=code, play_to_target=code != GameSystem.KRAKEN)
    evening = make_evening(season, round_count=1)
    check_in(evening, make_members(club, 3 * max(spec.table_sizes)))
    draw_round(evening, 1, seed=5)
    round_ = Round.objects.get(evening=evening)
    SYSTEMS[code].play_table(round_, 1, seed=11, user=organiser)
    SYSTEMS[code].play_table(round_, 2, seed=11, user=organiser)
    first, second = ScoreSheet.objects.filter(round=round_).order_by("table")
    assert (first.status, first.games.count() > 0) == (SheetStatus.COMPLETE, True)
    page = organiser_client.get(reverse("scoring:sheet", args=[club.slug, evening.pk, 1, 1]))
    assert page.status_code == 200
    assert 'class="problem"' not in page.content.decode()

    def games(sheet: ScoreSheet) -> list[tuple[object, ...]]:
        return list(sheet.games.order_by("number").values_list(
            "declarer", "points_a", "roem_a", "detail"))

    assert games(first) == games(second)
    assert (first.total_a, first.total_b, first.seat_totals) == (
        second.total_a, second.total_b, second.seat_totals)
