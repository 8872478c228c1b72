"""Issue 10: every state change of an evening raced against another, 25 times each, with
real threads on PostgreSQL. After every round the state must be one the rules allow.

Each test names the finding it covers. Without the evening lock
(``tournament.lock``) these end in forbidden states within a few rounds.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from functools import partial

import pytest
from django.contrib.auth.models import AnonymousUser, User
from django.test import Client

from clubs.board import roles
from clubs.models import Club
from scoring.closing.service import approve_round, close_evening, reopen_evening
from scoring.models import EveningEvent, ScoreSheet, SheetChange, SheetStatus
from scoring.sheets.rows import Row, forced_declarer
from scoring.sheets.save import save_games, save_totals
from scoring.systems.klaverjas import KLAVERJAS
from tests.factories import make_club, make_members, make_organiser
from tests.races import ROUNDS, needs_postgresql, race
from tournament.checkin.attendance import check_in
from tournament.models import Attendance, Evening, EveningStatus, Round, Season, Seat
from tournament.seating.store import draw_key, draw_round, stored_draws, swap_players, table_key

pytestmark = [needs_postgresql, pytest.mark.django_db(transaction=True)]


def rows(games: int = 12) -> list[Row]:
    return [Row(number=n, declarer=forced_declarer(n), points_a=90, points_b=72)
            for n in range(1, games + 1)]


@pytest.fixture
def setup() -> tuple[Club, Season, User]:
    club = make_club()
    season = Season.objects.create(club=club, name="Race", start_date=date(2026, 9, 1),
                                   table_entry=True, table_confirmation=False)
    return club, season, make_organiser(club)


def evening_with_round(club: Club, season: Season, day: int, *, players: int = 8) -> Evening:
    evening = Evening.objects.create(season=season, date=date(2026, 1, 1).replace(day=day),
                                     round_count=1, status=EveningStatus.CHECK_IN)
    members = make_members(club, players, prefix=f"Speler {day}")
    Attendance.objects.bulk_create(Attendance(evening=evening, member=m) for m in members)
    draw_round(evening, 1, seed=day)
    evening.refresh_from_db()
    return evening


def test_closing_never_leaves_a_draft_sheet_in_a_closed_evening(setup):
    """Finding 1: a save with game 12 blanked raced against closing."""
    club, season, user = setup
    for day in range(1, ROUNDS + 1):
        evening = evening_with_round(club, season, day)
        round_ = Round.objects.get(evening=evening)
        for table in (1, 2):
            save_games(round_, table, rows(), sheet=KLAVERJAS, version=0, user=user)
        outcomes = race(
            partial(save_games, round_, 1, rows(11), sheet=KLAVERJAS, version=1, user=user),
            partial(close_evening, evening, user),
        )
        assert not any(o.startswith("crash") for o in outcomes), outcomes
        evening.refresh_from_db()
        drafts = ScoreSheet.objects.filter(round=round_, status=SheetStatus.DRAFT).count()
        assert not (evening.status == EveningStatus.CLOSED and drafts), (day, outcomes)


def test_a_table_save_never_lands_after_its_round_is_approved(setup):
    """Finding 2: a table's own save raced against the organiser's approval."""
    club, season, user = setup
    for day in range(1, ROUNDS + 1):
        evening = evening_with_round(club, season, day)
        round_ = Round.objects.get(evening=evening)
        save_games(round_, 1, rows(), sheet=KLAVERJAS, version=0, user=user)
        outcomes = race(
            partial(save_games, round_, 1, rows(11), sheet=KLAVERJAS, version=1,
                    user=AnonymousUser(), by_table=True),
            partial(approve_round, round_, approved=True, user=user),
        )
        assert outcomes[1] == "ok", outcomes
        approved_at = EveningEvent.objects.get(evening=evening, kind="APPROVED").at
        late = SheetChange.objects.filter(sheet__round=round_, by_table=True, at__gt=approved_at)
        assert not late.exists(), (day, outcomes)


@pytest.mark.parametrize("change", ["redraw", "swap"])
def test_scores_are_never_stored_for_players_a_redraw_or_swap_moved_away(setup, change):
    """Finding 3: a first save raced against a redraw, and against a swap."""
    club, season, user = setup
    for day in range(1, ROUNDS + 1):
        evening = evening_with_round(club, season, day, players=8)
        round_ = Round.objects.get(evening=evening)
        opened = table_key(round_, 1)
        shown = draw_key(stored_draws(evening)[1])
        table_1 = Seat.objects.filter(round=round_, table=1).values_list("member_id", flat=True)
        table_2 = Seat.objects.filter(round=round_, table=2).values_list("member_id", flat=True)
        changing: Callable[[], object] = partial(draw_round, evening, 1, expected=shown)
        if change == "swap":
            changing = partial(swap_players, evening, 1, table_1[0], table_2[0], expected=shown)
        outcomes = race(
            partial(save_games, round_, 1, rows(), sheet=KLAVERJAS, version=0, seating=opened,
                    user=user),
            changing,
        )
        assert not any(o.startswith("crash") for o in outcomes), outcomes
        assert outcomes.count("ok") == 1, (day, outcomes)
        if ScoreSheet.objects.filter(round=round_).exists():
            assert table_key(round_, 1) == opened, (day, outcomes)


def test_two_draws_of_the_same_round_do_not_both_succeed(setup):
    """Finding 4: two organisers press "draw boom 1" on the same page at once."""
    club, season, _user = setup
    for day in range(1, ROUNDS + 1):
        evening = Evening.objects.create(season=season, date=date(2026, 2, day), round_count=1,
                                         status=EveningStatus.CHECK_IN)
        members = make_members(club, 9, prefix=f"Loting {day}")
        Attendance.objects.bulk_create(Attendance(evening=evening, member=m) for m in members)
        outcomes = race(partial(draw_round, evening, 1, expected=""),
                        partial(draw_round, evening, 1, expected=""))
        assert sorted(outcomes) == ["ok", "seating_changed"], (day, outcomes)


def test_unticking_a_player_never_leaves_a_seat_without_attendance(setup):
    """Finding 9: unticking a present player raced against the draw that seats them."""
    club, season, _user = setup
    for day in range(1, ROUNDS + 1):
        evening = Evening.objects.create(season=season, date=date(2026, 3, day), round_count=1,
                                         status=EveningStatus.CHECK_IN)
        members = make_members(club, 9, prefix=f"Aanmelding {day}")
        Attendance.objects.bulk_create(Attendance(evening=evening, member=m) for m in members)
        leaving = members[0]
        outcomes = race(partial(check_in, evening, leaving.pk, present=False),
                        partial(draw_round, evening, 1, expected=""))
        assert not any(o.startswith("crash") for o in outcomes), outcomes
        seated = Seat.objects.filter(round__evening=evening, member=leaving).exists()
        present = Attendance.objects.filter(evening=evening, member=leaving).exists()
        assert present or not seated, (day, outcomes)


def test_closing_or_reopening_twice_at_once_records_one_event(setup):
    """Finding 9: two organisers close (then reopen) the same evening at the same moment."""
    club, season, user = setup
    for day in range(1, ROUNDS + 1):
        evening = evening_with_round(club, season, day)
        round_ = Round.objects.get(evening=evening)
        for table in (1, 2):
            save_games(round_, table, rows(), sheet=KLAVERJAS, version=0, user=user)
        closes = race(partial(close_evening, evening, user), partial(close_evening, evening, user))
        reopens = race(partial(reopen_evening, evening, user, "correctie"),
                       partial(reopen_evening, evening, user, "correctie"))
        assert sorted(closes) == ["already_closed", "ok"], closes
        assert sorted(reopens) == ["not_closed", "ok"], reopens
        kinds = list(EveningEvent.objects.filter(evening=evening).values_list("kind", flat=True))
        assert sorted(kinds) == ["CLOSED", "REOPENED"], (day, kinds)


def test_a_double_submit_of_a_new_evening_or_organiser_gives_no_server_error(setup):
    """Finding 8: "new evening" and "new organiser" sent twice at the same moment."""
    club, season, user = setup
    for day in range(1, 11):
        clients = [Client(raise_request_exception=False) for _ in range(2)]
        for client in clients:
            client.force_login(user)
        url = f"/club/{club.slug}/seizoen/{season.pk}/avond/nieuw/"
        data = {"date": f"2026-04-{day:02d}", "round_count": "4"}
        statuses = race(*(partial(_post_expecting, c, url, data, (302,)) for c in clients))
        assert statuses == ["ok", "ok"], statuses
        assert Evening.objects.filter(season=season, date=f"2026-04-{day:02d}").count() == 1
        # A new organiser signs up on an invitation link, and the form is sent twice at once.
        url = roles.invite(club, role="ORGANISER", note="x", user=user).get_absolute_url()
        data = {"signup": "1", "username": f"nieuw{day}", "email": "n@x.nl",
                "password1": "een-lang-wachtwoord-1", "password2": "een-lang-wachtwoord-1"}
        anonymous = [Client(raise_request_exception=False) for _ in range(2)]
        # The second of two equal posts answers that the name is taken or the link used.
        statuses = race(*(partial(_post_expecting, c, url, data, (200, 302, 404))
                          for c in anonymous))
        assert statuses == ["ok", "ok"], statuses
        assert club.organisers.filter(user__username=f"nieuw{day}").count() == 1


def _post_expecting(client: Client, url: str, data: dict[str, str],
                    statuses: tuple[int, ...]) -> None:
    status = client.post(url, data).status_code
    if status not in statuses:
        raise AssertionError(f"status {status}")


def test_two_people_saving_the_same_tables_totals_at_once_store_one(setup):
    """The organiser and the table save a round's totals at the same moment, both opened
    before either saved: one is stored whole, the other is told the sheet changed."""
    club, season, user = setup
    for day in range(1, ROUNDS + 1):
        round_ = Round.objects.get(evening=evening_with_round(club, season, day), number=1)
        outcomes = race(
            partial(save_totals, round_, 1, 1000, 964, sheet=KLAVERJAS, version=0, user=user),
            partial(save_totals, round_, 1, 1020, 944, sheet=KLAVERJAS, version=0,
                    user=AnonymousUser(), by_table=True))
        assert sorted(outcomes) == ["ok", "stale_sheet"], (day, outcomes)
        sheet = ScoreSheet.objects.get(round=round_, table=1)
        assert (sheet.version, sheet.total_a + sheet.total_b) == (1, 1964), day
        assert SheetChange.objects.filter(sheet=sheet).count() == 1, day
