"""A club on an earlier release (before evenings stored their figures; with every game), with
the demo seasons played
through ``python3 dev.py run`` (which signed with the development key) and an evening in
play with printed codes, updates as the README says (``git pull --ff-only``, then
``python3 dev.py update``): no row lost, every stored result the same, everything the
results, standings and player pages, their Excel files and the JSON interface said of the
closed evenings still said, the figures of the closed evenings filled in, the printed codes
still open their sheet and seats, and ``dev.py run`` afterwards adds no demo season."""

from __future__ import annotations

import json
import shutil
import sqlite3
import subprocess
from contextlib import closing
from pathlib import Path

import pytest

import dev
from tests.config.updating import (
    club_checkout,
    club_env,
    dev_py,
    free_port,
    git,
    this_checkout,
)

pytestmark = pytest.mark.skipif(
    not dev.PYTHON.exists() or shutil.which("git") is None,
    reason="needs git and the virtualenv (python3 dev.py setup)")

RELEASES = {
    # The last commit before a closing stored each player's figures (a4767d0).
    "before the figures": "97c926c01a14d0fcd0c37d38ed53799cb81219b4",
    # The release a club tried every game on, before the updates came with a command.
    "every game": "1953811",
}

PRINTED = """
import json
from scoring.sheets.tokens import check_number, table_token
from tournament.models import Evening, Round
from tournament.seating.finder import finder_token
evening = Evening.objects.get(season__club__slug="troefboer", status="PLAYING")
round_ = Round.objects.select_related("evening").get(evening=evening, number=2)
print("PRINTED" + json.dumps({"round": round_.pk, "code": table_token(round_, 4),
      "number": check_number(round_, 4), "finder": finder_token(evening)}))
"""

READ_BACK = """
import json, os
from django.test import Client
from scoring.sheets.tokens import number_matches, read_token
from tournament.models import Round
printed = json.loads(os.environ["PRINTED"])
round_ = Round.objects.select_related("evening").get(pk=printed["round"])
phone = Client(HTTP_HOST="127.0.0.1")
player = phone.get("/club/troefboer/speler/1/").content.decode()
print("READ" + json.dumps({
    "round": read_token(printed["code"])[0].pk,
    "number": number_matches(round_, 4, printed["number"]),
    "sheet": phone.get("/kaart/" + printed["code"] + "/").status_code,
    "seats": phone.get("/plaats/" + printed["finder"] + "/").status_code,
    "records": phone.get("/club/troefboer/records/").content.decode().count("Meeste pitten"),
    "games": "Spellen aan tafel" in player}))
"""

# What a club and its visitors read of every closed evening and season, through the site's
# own addresses (the same in both releases): the JSON interface (its links without the
# site's address, which the update sets), the Excel files (their sheets in order: a title
# may have been reworded) and the numbers in the cells of every table of the results,
# standings, player and records pages (the headings and their explanations may have been
# reworded).
RESULTS = """
import io, json, re
import openpyxl
from django.test import Client
from clubs.models import Club, Member
from scoring.models import EveningResult
from tournament.models import Evening, Season
visitor = Client(HTTP_HOST="127.0.0.1")

def excel(path):
    answer = visitor.get(path)
    assert answer.status_code == 200, path
    book = openpyxl.load_workbook(io.BytesIO(answer.content), read_only=True)
    return {f"sheet {n}": [{str(n): cell for n, cell in enumerate(row) if cell is not None}
                           for row in sheet.iter_rows(values_only=True)]
            for n, sheet in enumerate(book.worksheets)}

def cells(path):
    answer = visitor.get(path)
    assert answer.status_code == 200, path
    tables = re.findall(r"<table.*?</table>", answer.content.decode(), re.S)
    return {" | ".join(" ".join(re.findall(r"\\S*\\d\\S*", re.sub(r"<[^>]+>", " ", cell)))
                       for cell in re.findall(r"<td[^>]*>(.*?)</td>", table, re.S)): 1
            for table in tables}

def api(path):
    answer = visitor.get(path)
    assert answer.status_code == 200, path
    return json.loads(re.sub(r"https?://[^/]+", "", answer.content.decode()))

found = {}
for evening in Evening.objects.filter(status="CLOSED").select_related("season__club"):
    slug, pk = evening.season.club.slug, evening.pk
    found[f"evening {pk}"] = {
        "api": api(f"/api/v1/clubs/{slug}/evenings/{pk}/results/"),
        "xlsx": excel(f"/club/{slug}/avond/{pk}/uitslag/uitslag.xlsx"),
        "page": cells(f"/club/{slug}/avond/{pk}/uitslag/")}
closed = Evening.objects.filter(status="CLOSED").values("season")
for season in Season.objects.filter(pk__in=closed).select_related("club"):
    slug, pk = season.club.slug, season.pk
    found[f"season {pk}"] = {
        "api": api(f"/api/v1/clubs/{slug}/seasons/{pk}/standings/"),
        "xlsx": excel(f"/club/{slug}/seizoen/{pk}/stand.xlsx"),
        "page": cells(f"/club/{slug}/seizoen/{pk}/stand/")}
for club in Club.objects.filter(seasons__evenings__status="CLOSED").distinct():
    if visitor.get(f"/club/{club.slug}/records/").status_code == 200:  # a page since 1953811
        found[f"records {club.slug}"] = cells(f"/club/{club.slug}/records/")
played = EveningResult.objects.values("member")
for member in Member.objects.filter(pk__in=played).select_related("club"):
    found[f"player {member.pk}"] = cells(f"/club/{member.club.slug}/speler/{member.pk}/")
print("RESULTS" + json.dumps(found, default=str))
"""


def kept(before: object, after: object, where: str = "") -> list[str]:
    """Where ``after`` no longer says what ``before`` said: every key and cell there before
    holds the same value after; what the update added (a new key, a new column) is free."""
    if isinstance(before, dict) and isinstance(after, dict):
        return [line for key, value in before.items()
                for line in (kept(value, after[key], f"{where}/{key}") if key in after
                             else [f"{where}/{key}: gone"])]
    if isinstance(before, list) and isinstance(after, list) and len(before) == len(after):
        return [line for n, (one, other) in enumerate(zip(before, after, strict=True))
                for line in kept(one, other, f"{where}/{n}")]
    return [] if before == after else [f"{where}: {before!r} became {after!r}"]


def said(done: subprocess.CompletedProcess[str], marker: str) -> dict[str, object]:
    assert done.returncode == 0, done.stdout + done.stderr
    (line,) = [line for line in done.stdout.splitlines() if line.startswith(marker)]
    found: dict[str, object] = json.loads(line.removeprefix(marker))
    return found


def rows(database: Path) -> tuple[dict[str, int], list[tuple[object, ...]]]:
    """The number of rows of every table of the site's apps, and every stored result."""
    with closing(sqlite3.connect(database)) as db:
        tables = [name for (name,) in db.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND (name LIKE 'clubs_%' OR "
            "name LIKE 'tournament_%' OR name LIKE 'scoring_%')")]
        counts = {t: db.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0] for t in tables}
        results = db.execute("SELECT evening_id, member_id, total, rank, prize FROM "
                             "scoring_eveningresult ORDER BY id").fetchall()
    return counts, results


@pytest.mark.parametrize("release", RELEASES.values(), ids=RELEASES.keys())
def test_a_club_of_an_earlier_release_updates_with_the_readmes_commands(tmp_path, release):
    upstream = this_checkout(tmp_path / "upstream")
    club = club_checkout(upstream, tmp_path / "club")
    git(club, "reset", "--quiet", "--hard", release)  # the club's release
    env = club_env(tmp_path)
    earlier = {**env, "DEBUG": "1"}  # as the earlier dev.py run: the development key
    python = str(dev.PYTHON)
    for command in (["migrate", "--no-input"], ["load_demo"]):
        assert dev_py_manage(club, earlier, python, command).returncode == 0
    printed = said(dev_py_manage(club, earlier, python, ["shell", "-c", PRINTED]), "PRINTED")
    reading = {**earlier, "API_RATE_LIMIT": "0"}
    shown = said(dev_py_manage(club, reading, python, ["shell", "-c", RESULTS]), "RESULTS")
    database = tmp_path / "club.sqlite3"
    counts, results = rows(database)
    assert results and counts["scoring_game"] > 1000

    (tmp_path / "static").mkdir()  # the club house collected its static files
    git(club, "pull", "--quiet", "--ff-only")  # the README, for a release without update
    updated = dev_py(club, env, "update", "--no-install", "--port", str(free_port()))
    assert updated.returncode == 0, updated.stdout + updated.stderr
    assert "De site was al bij" in updated.stdout
    assert "manage.py collectstatic" in updated.stdout

    after, results_after = rows(database)
    assert {t: after[t] for t in counts} == counts  # no row lost, none added
    assert results_after == results  # totals, places and prizes as they were closed
    with closing(sqlite3.connect(database)) as db:
        assert db.execute("SELECT COUNT(*) FROM scoring_eveningresult WHERE figures IS NULL "
                          "OR partners IS NULL").fetchone() == (0,)
    read = said(dev_py(club, {**env, "PRINTED": json.dumps(printed)}, "manage",
                       "--no-install", "shell", "-c", READ_BACK), "READ")
    assert read == {"round": printed["round"], "number": True, "sheet": 200, "seats": 200,
                    "records": 1, "games": True}

    shown_after = said(dev_py(club, {**env, "API_RATE_LIMIT": "0"}, "manage", "--no-install",
                              "shell", "-c", RESULTS), "RESULTS")
    assert len(shown) > 30
    differs = kept(shown, shown_after)
    assert differs == [], "\n".join(differs[:400])

    seasons = rows(database)[0]["tournament_season"]
    demo = dev_py(club, env, "manage", "--no-install", "load_demo")  # as dev.py run does
    assert demo.returncode == 0, demo.stderr
    assert rows(database)[0]["tournament_season"] == seasons


def dev_py_manage(club: Path, env: dict[str, str], python: str, command: list[str]
                  ) -> subprocess.CompletedProcess[str]:
    """``manage.py`` of the earlier release, with the settings its dev.py run gave it."""
    return subprocess.run([python, "manage.py", *command], cwd=club, env=env,
                          capture_output=True, text=True, timeout=600)
