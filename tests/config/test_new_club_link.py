"""``python3 dev.py manage new_club`` answers in Dutch with a link to where the site is
served: the club's own SITE_URL, else the address and port ``dev.py clubhouse`` serves the
phones on, not this computer's address on port 8000."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from django.core.management import CommandError, call_command
from django.test import override_settings

import dev
from tests.factories import make_club


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("SECRET_KEY_FILE", str(tmp_path / "secret_key.txt"))
    monkeypatch.setenv("DATABASE_URL", f"sqlite:///{tmp_path / 'club.sqlite3'}")
    monkeypatch.delenv("SITE_URL", raising=False)
    monkeypatch.setattr(dev, "lan_address", lambda: "192.168.1.20")
    return tmp_path


def manage_site_url(monkeypatch: pytest.MonkeyPatch) -> str:
    given: list[dict[str, str]] = []
    monkeypatch.setattr(dev, "sh", lambda *args, env=None: given.append(env or {}))
    dev.manage(["--no-install", "new_club", "De Harten Vrouw"])
    return given[0]["SITE_URL"]


class Served:
    """Stands in for the club house's process: started, stopped at once."""

    def __init__(self, command: list[str], cwd: Path, env: dict[str, str]) -> None:
        self.env = env

    def __enter__(self) -> Served:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def wait(self) -> int:
        return 0


def test_the_link_leads_where_the_club_house_serves(folder, monkeypatch):
    assert manage_site_url(monkeypatch) == "http://192.168.1.20:8000"  # never served yet
    monkeypatch.setattr("dev.subprocess.Popen", Served)
    with pytest.raises(SystemExit):
        dev.clubhouse(["--no-install", "--address", "10.0.0.5", "--port", "8080"])
    assert manage_site_url(monkeypatch) == "http://10.0.0.5:8080"
    monkeypatch.setenv("SITE_URL", "http://klaverjas.clubhuis.lan:8080")  # the club's own
    assert manage_site_url(monkeypatch) == "http://klaverjas.clubhuis.lan:8080"


@override_settings(SITE_URL="http://klaverjas.clubhuis.lan:8080")
def test_new_club_answers_in_dutch(db, capsys):
    call_command("new_club", "De Harten Vrouw")
    said = capsys.readouterr().out
    assert "Club 'De Harten Vrouw' aangemaakt." in said
    assert re.search(r"^http://klaverjas\.clubhuis\.lan:8080/uitnodiging/\S+/$", said, re.M)
    taken = make_club("De Natte Maat").slug
    with pytest.raises(CommandError, match=f"Er is al een club met de korte naam '{taken}'"):
        call_command("new_club", "De Natte Maat", "--slug", taken)
