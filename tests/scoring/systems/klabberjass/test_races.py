"""Issue 10's races for the Klabberjass list (issue 16): its own save raced against closing
and against approval, with real threads on PostgreSQL, ROUNDS times each. The list goes
through the evening's lock like the klaverjas sheet; without it these end in a closed
evening holding a draft list, or a table's save landing after its round was approved."""

from __future__ import annotations

from functools import partial

import pytest
from django.contrib.auth.models import AnonymousUser, User

from clubs.models import Club
from scoring.closing.service import approve_round, close_evening
from scoring.models import EveningEvent, ScoreSheet, SheetChange, SheetStatus
from scoring.systems.klabberjass.pages import list_table
from scoring.systems.klabberjass.save import save_list
from scoring.systems.klabberjass.sheet import KlabberjassSheet, read_list
from tests.factories import (
    check_in,
    make_club,
    make_evening,
    make_members,
    make_organiser,
    make_season,
)
from tests.races import ROUNDS, needs_postgresql, race
from tests.scoring.systems.klabberjass.play import Played
from tournament.models import Evening, EveningStatus, Round
from tournament.seating.store import draw_round

pytestmark = [needs_postgresql, pytest.mark.django_db(transaction=True)]


def typed(games: int) -> dict[str, str]:
    """``games`` games of a table of three: seat 1, 2, 3 in turn play Original clubs."""
    data: dict[str, str] = {}
    for n in range(1, games + 1):
        data.update(Played(n % 3 + 1, True, "C", n % 2 == 0).post(n))
    return data


def list_of(round_: Round, table: int, games: int) -> KlabberjassSheet:
    seats = list_table(round_, table)
    return read_list(typed(games), table_size=seats.size, seats=seats.choices)


@pytest.fixture
def club() -> Club:
    return make_club()


def evening(club: Club, day: int, user: User) -> Evening:
    """One round, six players: two tables of three, both lists complete."""
    season = make_season(club, game_system="KLABBERJASS", table_entry=True,
                         table_confirmation=False)
    evening = make_evening(season, round_count=1, day=day)
    check_in(evening, make_members(club, 6, prefix=f"Speler {day}"))
    draw_round(evening, 1, seed=day)
    evening.refresh_from_db()
    round_ = Round.objects.get(evening=evening)
    for table in (1, 2):
        save_list(round_, table, list_of(round_, table, 24), version=0, user=user)
    return evening


def test_closing_never_leaves_a_draft_list_in_a_closed_evening(club):
    user = make_organiser(club)
    for day in range(1, ROUNDS + 1):
        ev = evening(club, day, user)
        round_ = Round.objects.get(evening=ev)
        outcomes = race(
            partial(save_list, round_, 1, list_of(round_, 1, 23), version=1, user=user),
            partial(close_evening, ev, user),
        )
        assert not any(o.startswith("crash") for o in outcomes), outcomes
        ev.refresh_from_db()
        drafts = ScoreSheet.objects.filter(round=round_, status=SheetStatus.DRAFT).count()
        assert not (ev.status == EveningStatus.CLOSED and drafts), (day, outcomes)


def test_a_tables_list_never_lands_after_its_round_is_approved(club):
    user = make_organiser(club)
    for day in range(1, ROUNDS + 1):
        ev = evening(club, day, user)
        round_ = Round.objects.get(evening=ev)
        outcomes = race(
            partial(save_list, round_, 1, list_of(round_, 1, 23), version=1,
                    user=AnonymousUser(), by_table=True),
            partial(approve_round, round_, approved=True, user=user),
        )
        assert outcomes[1] == "ok", outcomes
        approved_at = EveningEvent.objects.get(evening=ev, kind="APPROVED").at
        late = SheetChange.objects.filter(sheet__round=round_, by_table=True, at__gt=approved_at)
        assert not late.exists(), (day, outcomes)
