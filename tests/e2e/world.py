"""The two data sets the page checks run on: a club with (almost) nothing in it, and the
demo club with a season of closed evenings and one evening in play."""

from __future__ import annotations

from django.contrib.auth.models import User
from django.core.management import call_command

from clubs.board import roles
from clubs.models import Club, EntryMode, GameSystem, Member, Role
from clubs.screen_link import make_link
from scoring.management.commands.load_demo import DEMO_PASSWORD, DEMO_USERNAME
from scoring.models import ScoreSheet
from scoring.sheets.tokens import check_token, table_token
from tests.e2e.pages import DEMO, EMPTY, World
from tests.factories import check_in, make_club, make_evening, make_organiser, make_season
from tournament.models import Evening, EveningStatus, Round
from tournament.seating.finder import finder_token
from tournament.seating.store import draw_round

PASSWORD = "secret-pass-123"


def empty_world() -> tuple[World, str, str]:
    """A new club: one member who never played, a season with one planned evening, and a
    season that keeps only round totals with one round drawn. Returns the world and a login."""
    club = make_club("Nieuwe Club", place="Ergens")
    make_organiser(club, "leeg")
    other = make_club("Andere Club")
    member = Member.objects.create(club=club, name="Bep Nieuw")
    season = make_season(club, name="Eerste seizoen")
    evening = make_evening(season, round_count=4, status=EveningStatus.PLANNED)
    totals = make_season(club, name="Alleen totalen", entry_mode=EntryMode.TOTALS_ONLY)
    totals_evening = make_evening(totals, round_count=2, status=EveningStatus.CHECK_IN)
    check_in(totals_evening, [Member.objects.create(club=club, name=f"Gast {n}", is_guest=True)
                              for n in range(1, 5)])
    draw_round(totals_evening, 1, seed=7)
    world = World(slug=club.slug, season=season.pk, evening=evening.pk, member=member.pk,
                  totals_season=totals.pk, totals_evening=totals_evening.pk,
                  extra={"other_club": other.slug, "invitation": roles.invite(
                      club, role=Role.ORGANISER, note="Nieuw", user=None).token,
                         "finder": finder_token(evening), "screen": _screen(club)})
    return world, "leeg", PASSWORD


def demo_world() -> tuple[World, str, str]:
    """The demo club as `load_demo` makes it (table entry on, round 2 of the evening in play
    half entered); its organiser may also open Django's admin."""
    call_command("load_demo")
    User.objects.filter(username=DEMO_USERNAME).update(is_staff=True, is_superuser=True)
    in_play = Evening.objects.get(season__club__slug="troefboer", status=EveningStatus.PLAYING)
    season = in_play.season
    closed = Evening.objects.filter(season=season, status=EveningStatus.CLOSED).first()
    assert closed is not None
    round_ = Round.objects.get(evening=in_play, number=2)
    assert ScoreSheet.objects.filter(round=round_, table=1, status="COMPLETE").exists()
    assert not ScoreSheet.objects.filter(round=round_, table=4).exists()
    member = Member.objects.get(club=season.club, name="Annie de Vries")
    three_player = Evening.objects.filter(season__club=season.club,
                                          season__game_system=GameSystem.THREE_PLAYER,
                                          status=EveningStatus.CLOSED).first()
    assert three_player is not None
    world = World(slug=season.club.slug, season=season.pk, evening=in_play.pk,
                  closed_evening=closed.pk, member=member.pk, token=table_token(round_, 4),
                  extra={"finder": finder_token(in_play), "check": check_token(round_, 1),
                         "check_waiting": check_token(round_, 4),
                         "three_player": three_player.pk, "screen": _screen(season.club)})
    return world, DEMO_USERNAME, DEMO_PASSWORD


def _screen(club: Club) -> str:
    """The club's screen link (``clubs.screen_link``), made as the board makes it."""
    make_link(club, user=None)  # type: ignore[arg-type]
    assert club.screen_token is not None
    return club.screen_token


WORLDS = {EMPTY: empty_world, DEMO: demo_world}
