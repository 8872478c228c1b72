"""The score sheets download follows the season's rule on who plays."""

from __future__ import annotations

import pytest

from clubs.models import DeclarerRule
from tests.documents import pdf_text_sizes
from tests.factories import check_in, make_evening, make_members, make_season
from tournament.seating.store import draw_round


@pytest.mark.parametrize(("rule", "printed"), [(DeclarerRule.FORCED, list("BA" * 6)),
                                               (DeclarerRule.FREE, [])])
def test_the_declarer_column_follows_the_season_rule(club, organiser_client, rule, printed):
    evening = make_evening(make_season(club, declarer_rule=rule), round_count=1)
    check_in(evening, make_members(club, 4))
    draw_round(evening, 1, seed=1)
    response = organiser_client.get(
        f"/club/{club.slug}/avond/{evening.pk}/boom/1/scorekaarten.pdf")
    assert response.status_code == 200
    (page,) = pdf_text_sizes(response.content)
    assert [text for text, size in page if size == 12 and text in ("A", "B")] == printed
