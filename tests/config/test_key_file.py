"""One key file whatever command serves the site (``python3 dev.py run``, ``clubhouse``,
``manage``), so codes printed under one keep working under another and organisers stay
logged in; and a site the earlier release served with ``dev.py run`` (the development key)
keeps its printed codes and logins after the update."""

from __future__ import annotations

from datetime import date, timedelta
from pathlib import Path

import pytest
from django.test import Client, override_settings
from django.urls import reverse

import dev
from scoring.sheets.tokens import check_number, number_matches, read_token, table_token
from tests.factories import check_in, make_evening, make_members, make_season
from tournament.models import Round
from tournament.seating.finder import finder_url
from tournament.seating.store import draw_round


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("SECRET_KEY_FILE", str(tmp_path / "secret_key.txt"))
    monkeypatch.setenv("DATABASE_URL", f"sqlite:///{tmp_path / 'club.sqlite3'}")
    monkeypatch.delenv("SECRET_KEY", raising=False)
    monkeypatch.delenv("DEBUG", raising=False)
    return tmp_path


def environments(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, str]]:
    """The settings each command gives manage.py: run, manage, and the club house."""
    given: list[dict[str, str]] = []
    monkeypatch.setattr(dev, "sh", lambda *args, env=None: given.append(env or {}))
    dev.run()  # migrate, load_demo, runserver
    dev.manage(["--no-install", "check"])
    return [*given, dev.clubhouse_env("192.168.1.20", 8000)]


def test_every_command_signs_with_the_one_key_file(folder, monkeypatch):
    first = environments(monkeypatch)
    key = (folder / "secret_key.txt").read_text().strip()
    assert len(key) > 50
    assert {env["SECRET_KEY"] for env in first} == {key}
    assert {env["SECRET_KEY_FALLBACKS"] for env in first} == {""}  # a new site: none
    assert [env["DEBUG"] for env in first] == ["1", "1", "1", "0", "0"]
    assert {env["SECRET_KEY"] for env in environments(monkeypatch)} == {key}  # kept


def test_a_site_served_by_the_earlier_dev_py_run_keeps_its_development_key_as_earlier(
        folder, monkeypatch):
    (folder / "club.sqlite3").write_bytes(b"")  # the earlier release's database
    envs = environments(monkeypatch)
    assert {env["SECRET_KEY_FALLBACKS"] for env in envs} == {
        "django-insecure-development-only-key-never-use-in-production"}
    assert {env["SECRET_KEY"] for env in envs} != {
        "django-insecure-development-only-key-never-use-in-production"}


def test_the_earlier_public_key_counts_for_two_days_only(folder, monkeypatch):
    (folder / "club.sqlite3").write_bytes(b"")
    environments(monkeypatch)  # the key file is made, with the earlier key
    key_file = folder / "secret_key.txt"
    written = key_file.read_text()
    until = date.today() + timedelta(days=2)
    assert f"geldig tot en met {until}" in written
    for last, earlier in ((date.today(), {EARLIER}), (date.today() - timedelta(days=1), {""})):
        # The file as it would be read on the last day it counts, and on the day after.
        key_file.write_text(written.replace(str(until), str(last)))
        assert {env["SECRET_KEY_FALLBACKS"] for env in environments(monkeypatch)} == earlier
    key_file.write_text(written.replace(f"geldig tot en met {until}", ""))  # the date taken out
    assert {env["SECRET_KEY_FALLBACKS"] for env in environments(monkeypatch)} == {""}


EARLIER = "django-insecure-development-only-key-never-use-in-production"
NEW = "a-new-key-of-the-key-file-" + "k" * 40


def test_codes_and_logins_of_the_earlier_key_still_work_after_the_update(club, organiser):
    evening = make_evening(make_season(club, table_entry=True, table_confirmation=True),
                           round_count=1)
    check_in(evening, make_members(club, 8))
    draw_round(evening, 1, seed=5)
    round_ = Round.objects.select_related("evening").get(evening=evening)
    members, organiser_client, other_organiser = f"/club/{club.slug}/leden/", Client(), Client()
    with override_settings(SECRET_KEY=EARLIER):  # printed under the earlier dev.py run
        code, number, finder = table_token(round_, 1), check_number(round_, 1), finder_url(evening)
        for logged_in in (organiser_client, other_organiser):
            logged_in.force_login(organiser)
            assert logged_in.get(members).status_code == 200
    entry = reverse("scoring:table_sheet", args=[code])
    with override_settings(SECRET_KEY=NEW, SECRET_KEY_FALLBACKS=[EARLIER]):
        assert read_token(code)[0] == round_
        assert number_matches(round_, 1, number)
        assert check_number(round_, 1) != number  # new slips: the new key
        assert Client().get(entry).status_code == 200
        assert Client().get(finder).status_code == 200
        assert organiser_client.get(members).status_code == 200  # still logged in
    with override_settings(SECRET_KEY=NEW, SECRET_KEY_FALLBACKS=[]):  # without it: gone
        assert not number_matches(round_, 1, number)
        assert Client().get(entry).status_code == 404
        assert Client().get(finder).status_code == 404
        assert other_organiser.get(members).status_code == 302
