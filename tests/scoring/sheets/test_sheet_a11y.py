"""What a screen reader gets from the score sheet: a name for every field of the grid and
one polite live region for the running totals (the phone layout itself is issue 12)."""

from __future__ import annotations

import re

import pytest

from clubs.models import Club, DeclarerRule, RevokePolicy
from tests.scoring.sheets.helpers import games, sheet_evening, sheet_url
from tournament.models import Evening


@pytest.fixture
def evening(club: Club) -> Evening:
    return sheet_evening(club)


def test_every_field_of_the_grid_has_a_name(evening, organiser_client):
    season = evening.season
    season.declarer_rule = DeclarerRule.FREE
    season.revoke_policy = RevokePolicy.PENALTY
    season.save()
    html = organiser_client.get(sheet_url(evening)).content.decode()
    fields = re.findall(r"<(?:input|select)[^>]*name=\"g\d+-[^>]*>", html)
    assert len(fields) == 12 * 8
    unnamed = [f for f in fields if "aria-label=" not in f]
    assert unnamed == []
    assert 'aria-label="Spel 3, punten paar A"' in html
    assert 'aria-label="Spel 12, roem paar B"' in html
    assert 'aria-label="Spel 1, speelt"' in html


def test_the_preview_updates_one_live_region_with_the_totals(evening,
                                                             organiser_client):
    page = organiser_client.get(sheet_url(evening)).content.decode()
    assert re.search(r'<p class="lead" id="sheet-live" aria-live="polite" aria-atomic="true">'
                     r"Stand tot nu toe: paar A 0, paar B 0", page)
    assert page.count("aria-live") == 1  # not on every cell
    data = {**games({1: 90, 2: 100}), "preview": "1"}
    preview = organiser_client.post(sheet_url(evening), data).content.decode()
    # Game 1: B plays with 72 and is nat, A gets 162; game 2: A plays, 100 against 62.
    assert ('<p id="sheet-live" hx-swap-oob="innerHTML">Stand tot nu toe: paar A 262, '
            "paar B 62") in preview
