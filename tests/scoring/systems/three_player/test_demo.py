"""The demo club's season of klaverjas for three: evenings played by the rules module's
simulator for three, closed, with standings."""

from __future__ import annotations

from django.core.management import call_command
from django.test import Client

from clubs.models import GameSystem
from scoring.models import Game, ScoreSheet, SheetStatus
from scoring.systems import SYSTEMS
from scoring.systems.three_player import SPRING
from tests.scoring.systems.three_player.helpers import Played, rule_text_scores
from tournament.models import EveningStatus, Season


def test_the_demo_has_a_season_of_klaverjas_for_three(db: None) -> None:
    call_command("load_demo")
    call_command("load_demo")  # idempotent: still one such season
    season = Season.objects.get(name=SPRING.name)
    assert season.game_system == GameSystem.THREE_PLAYER
    assert season.evenings.filter(status=EveningStatus.CLOSED).count() == 2
    assert season.evenings.count() == 3
    sheets = ScoreSheet.objects.filter(round__evening__season=season)
    assert sheets and {s.status for s in sheets} == {SheetStatus.COMPLETE}
    games = 0
    for sheet in sheets:
        rows = list(Game.objects.filter(sheet=sheet).order_by("number"))
        assert len(rows) == 12  # tables of three with byes: every player 12 games
        totals = [0, 0, 0]
        for game in rows:
            d = game.detail
            assert d["soloist"] and d["seat_points"] and d["seat_roem"] is not None
            points = dict(enumerate(d["seat_points"], start=1))
            played = Played(d["soloist"], points, dict(enumerate(d["seat_roem"], start=1)),
                            pit=d.get("pit_seat"))
            scores = rule_text_scores(played)
            assert [scores[seat] for seat in (1, 2, 3)] == d["seat_scores"]
            totals = [t + s for t, s in zip(totals, d["seat_scores"], strict=True)]
            games += 1
        assert sheet.seat_totals == totals
    assert games > 100
    system = SYSTEMS[GameSystem.THREE_PLAYER]
    assert system.demo_seasons == (SPRING,)
    html = Client().get(f"/club/troefboer/seizoen/{season.pk}/stand/").content.decode()
    assert season.name in html
