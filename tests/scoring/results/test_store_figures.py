"""Evenings closed before figures were stored get them from ``manage.py store_figures``."""

from __future__ import annotations

from io import StringIO

from django.core.management import call_command

from scoring.models import EveningResult
from tests.factories import make_members, make_season
from tests.scoring.results.helpers import play_evening


def test_it_stores_the_figures_of_evenings_stored_without_them(club, organiser):
    season = make_season(club)
    members = make_members(club, 8)
    play_evening(season, members, 1, organiser)
    stored = dict(EveningResult.objects.values_list("member_id", "figures"))
    EveningResult.objects.update(figures=None, partners=None)  # as stored before figures
    out = StringIO()
    call_command("store_figures", stdout=out)
    assert "1 closed evening" in out.getvalue()
    assert dict(EveningResult.objects.values_list("member_id", "figures")) == stored
    assert all(stored.values())
    call_command("store_figures", stdout=out)  # nothing left to do
    assert out.getvalue().endswith("Stored the figures of 0 closed evening(s).\n")
