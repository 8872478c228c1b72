"""Switching a round to only the totals takes the evening's lock like every change of an
evening: raced against the approval of the same round, 25 times, with real threads on
PostgreSQL (``tests.races``)."""

from __future__ import annotations

from datetime import date
from functools import partial

import pytest

from clubs.models import Action, Activity
from scoring.closing.service import approve_round
from scoring.sheets.entry_mode import set_totals_only
from tests.factories import make_club, make_members, make_organiser
from tests.races import ROUNDS, needs_postgresql, race
from tournament.models import Attendance, Evening, EveningStatus, Round, Season
from tournament.seating.store import draw_round

pytestmark = [needs_postgresql, pytest.mark.django_db(transaction=True)]


def test_an_approved_round_is_never_switched_afterwards():
    club = make_club()
    season = Season.objects.create(club=club, name="Race", start_date=date(2026, 9, 1))
    user = make_organiser(club)
    for day in range(1, ROUNDS + 1):
        evening = Evening.objects.create(season=season, date=date(2026, 1, day), round_count=1,
                                         status=EveningStatus.CHECK_IN)
        members = make_members(club, 8, prefix=f"Speler {day}")
        Attendance.objects.bulk_create(Attendance(evening=evening, member=m) for m in members)
        draw_round(evening, 1, seed=day)
        round_ = Round.objects.get(evening=evening)

        outcomes = race(partial(set_totals_only, round_, totals_only=True, user=user),
                        partial(approve_round, round_, approved=True, user=user))

        assert outcomes[1] == "ok" and outcomes[0] in ("ok", "round_approved"), outcomes
        round_.refresh_from_db()
        assert round_.totals_only == (outcomes[0] == "ok"), (day, outcomes)
        lines = list(Activity.objects.filter(evening_id=evening.pk).exclude(action=Action.DRAW)
                     .order_by("pk").values_list("action", flat=True))
        expected = [Action.APPROVED] if outcomes[0] != "ok" else [
            Action.ROUND_TOTALS_ONLY, Action.APPROVED]
        assert lines == expected, (day, outcomes)
