"""Issue 11: a backup restored into an empty database gives the same rows and pages."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from django.apps import apps
from django.contrib.auth.models import User
from django.core.cache import cache
from django.core.management import CommandError, call_command
from django.test import Client

from clubhouse import backup
from clubs.models import Activity, Club, GameSystem
from scoring.models import EveningResult, Game
from scoring.systems import SYSTEMS
from tests.factories import (
    check_in,
    make_club,
    make_evening,
    make_members,
    make_organiser,
    make_season,
)
from tests.scoring.results.helpers import play_evening
from tournament.models import Round
from tournament.seating.store import draw_round

pytestmark = pytest.mark.django_db(transaction=True)


def every_table() -> dict[str, list[dict[str, object]]]:
    tables = {label: list(apps.get_model(label)._default_manager.order_by("pk").values())
              for label, _belongs in backup.CLUB_ROWS}
    tables["auth.User"] = list(User.objects.order_by("pk").values())
    return tables


def pages(club: Club) -> dict[str, bytes]:
    season = club.seasons.get()
    evening = season.evenings.first()
    assert evening is not None
    cache.clear()
    client = Client()
    urls = [f"/club/{club.slug}/seizoen/{season.pk}/stand/",
            f"/club/{club.slug}/avond/{evening.pk}/uitslag/",
            f"/club/{club.slug}/avond/{evening.pk}/"]
    # Every page carries a fresh CSRF token (the language switch): mask it.
    return {url: re.sub(rb'name="csrfmiddlewaretoken" value="[^"]+"', b"", client.get(url).content)
            for url in urls}


def played_club() -> Club:
    club = make_club("De Troefboer")
    organiser = make_organiser(club, "piet")
    season = make_season(club)
    members = make_members(club, 9)
    for day in (1, 8):
        play_evening(season, members, day, organiser, round_count=2)
    return club


@pytest.mark.parametrize("scope", ["club", "site"])
def test_a_backup_restored_into_an_empty_database_gives_the_same_tables_and_pages(
    tmp_path: Path, scope
):
    club = played_club()
    other = make_club("De Natte Maat")  # not in a club backup
    make_members(other, 3)
    file = tmp_path / "backup.json.gz"
    call_command("backup", str(file), *(["--club", club.slug] if scope == "club" else []))
    if scope == "club":
        other.delete()
        User.objects.exclude(organiser_roles__club=club).delete()
    before_tables, before_pages = every_table(), pages(club)
    assert before_tables["scoring.Game"] and before_tables["clubs.Activity"]

    call_command("flush", interactive=False)
    assert not Club.objects.exists()
    call_command("restore", str(file))

    assert every_table() == before_tables
    restored = Club.objects.get(slug=club.slug)
    assert pages(restored) == before_pages
    # New rows get fresh keys after the restored ones (PostgreSQL sequences reset).
    highest = max(int(str(row["id"])) for row in before_tables["clubs.Activity"])
    assert Activity.objects.create(club=restored, action="SETTINGS").pk > highest


def test_a_restore_never_overwrites(tmp_path: Path):
    club = played_club()
    file = tmp_path / "backup.json"
    call_command("backup", str(file), "--club", club.slug)
    rows = len(every_table()["scoring.Game"])
    with pytest.raises(CommandError, match="heeft al een club met de korte naam"):
        call_command("restore", str(file))
    assert len(every_table()["scoring.Game"]) == rows


def test_a_file_that_is_not_a_backup_is_refused(tmp_path: Path):
    file = tmp_path / "leden.json"
    file.write_text('{"naam": "Jan"}')
    with pytest.raises(CommandError, match="not a backup"):
        call_command("restore", str(file))


def test_every_model_of_the_site_is_in_the_backup():
    models = {m._meta.label for app in backup.APPS for m in apps.get_app_config(app).get_models()}
    assert models == {label for label, _belongs in backup.CLUB_ROWS}


def test_a_backup_of_an_earlier_release_gets_the_figures_of_its_closed_evenings(
        tmp_path: Path):
    club = played_club()
    figures = dict(EveningResult.objects.values_list("pk", "figures"))
    assert all(figures.values())
    data = backup.dump(club.pk)
    for row in data["objects"]:  # as an earlier release wrote them: without figures
        if row["model"] == "scoring.eveningresult":
            row["fields"]["figures"] = row["fields"]["partners"] = None
    call_command("flush", "--no-input", verbosity=0)
    backup.restore(data)
    assert dict(EveningResult.objects.values_list("pk", "figures")) == figures


# The values a game's detail holds that earlier releases wrote as columns of every game,
# with what such a column held where a game had no value.
COLUMNS_0013 = {"soloist": None, "original": None, "turned": "", "won": None,
                "seat_scores": None, "seat_points": None, "seat_roem": None, "pit_seat": None}
COLUMNS_0014 = {"trump": "", "doubling": 1, "bella": ""}


@pytest.mark.parametrize("columns", [{**COLUMNS_0013, **COLUMNS_0014}, COLUMNS_0014],
                         ids=["before-0013", "before-0014"])
@pytest.mark.parametrize("code", [GameSystem.KLABBERJASS, GameSystem.THREE_PLAYER,
                                  GameSystem.KRAKEN, GameSystem.KLAMMERN])
def test_a_backup_of_an_earlier_release_carries_a_games_own_values_into_its_detail(
        code, columns):
    """Before a game's own values moved into ``Game.detail`` a backup wrote them as columns
    of every game (the column's default where a game had none): restored, they are its
    detail, whether the backup is older than the first move (the single-player games'
    values) or only than the second (the team games' and Klabberjass's trump)."""
    club = make_club("De Troefboer")
    organiser = make_organiser(club, "piet")
    season = make_season(club, game_system=code)
    evening = make_evening(season, round_count=1)
    check_in(evening, make_members(club, 8 if code == GameSystem.KRAKEN else 6))
    draw_round(evening, 1, seed=5)
    SYSTEMS[code].play_table(Round.objects.get(evening=evening), 1, seed=11, user=organiser)
    details = dict(Game.objects.values_list("pk", "detail"))
    assert details and any(details.values())
    data = backup.dump(club.pk)
    for row in data["objects"]:  # as an earlier release wrote them: a column per value
        if row["model"] == "scoring.game":
            detail = row["fields"].pop("detail")
            row["fields"].update({name: detail.pop(name, default)
                                  for name, default in columns.items()})
            if "soloist" not in columns:
                row["fields"]["detail"] = detail
    call_command("flush", "--no-input", verbosity=0)
    backup.restore(data)
    assert dict(Game.objects.values_list("pk", "detail")) == details


def test_a_backup_of_an_earlier_release_keeps_each_evenings_number_of_rounds():
    """Before ``round_count`` an evening's number of rounds was written as ``rounds``:
    restored, every evening has its own number again (not the default 4)."""
    club = make_club("De Troefboer")
    season = make_season(club)
    for day, count in ((1, 2), (8, 7)):
        make_evening(season, round_count=count, day=day)
    data = backup.dump(club.pk)
    for row in data["objects"]:  # as an earlier release wrote them
        if row["model"] == "tournament.evening":
            row["fields"]["rounds"] = row["fields"].pop("round_count")
    call_command("flush", "--no-input", verbosity=0)
    backup.restore(data)
    assert sorted(club.seasons.get().evenings.values_list("date__day", "round_count")) == [
        (1, 2), (8, 7)]
