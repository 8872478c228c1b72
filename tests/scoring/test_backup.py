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

from clubs.models import Activity, Club
from scoring import backup
from tests.factories import make_club, make_members, make_organiser, make_season
from tests.scoring.results.helpers import play_evening

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
        play_evening(season, members, day, organiser, rounds=2)
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
