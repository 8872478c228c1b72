"""A season's game system costs no extra queries on the sheet page or its save."""

from __future__ import annotations

from django.db import connection
from django.test.utils import CaptureQueriesContext

from clubs.models import GameSystem
from tests.factories import check_in, make_evening, make_members, make_season
from tests.forms import submit
from tests.scoring.sheets.helpers import sheet_url
from tests.scoring.systems.klaverjas.helpers import kraken_game
from tournament.seating.store import draw_round


def queries(client, club, **rules: object) -> tuple[int, int]:
    """Queries of opening a sheet and of opening and saving it with twelve games."""
    evening = make_evening(make_season(club, **rules), round_count=1, day=len(rules) + 1)
    check_in(evening, make_members(club, 4, prefix=f"Speler {len(rules)}"))
    draw_round(evening, 1, seed=3)
    data: dict[str, str] = {}
    for n in range(1, 13):
        data.update(kraken_game(n, 90, "H"))
    with CaptureQueriesContext(connection) as opened:
        assert client.get(sheet_url(evening)).status_code == 200
    with CaptureQueriesContext(connection) as saved:
        assert submit(client, sheet_url(evening), data).status_code == 302
    return len(opened), len(saved)


def test_kraken_and_a_target_cost_no_extra_queries(organiser_client, club):
    plain = queries(organiser_client, club)
    kraken = queries(organiser_client, club, game_system=GameSystem.KRAKEN)
    target = queries(organiser_client, club, game_system=GameSystem.KRAKEN,
                     play_to_target=True, target_score=3000)
    assert plain == kraken == target
