"""Every sheet asks for its live preview on the same events: the team sheet, the lists and
sheets of single players, and the check pages of both kinds. A sheet of single players once
waited for a field to be left (``change``) while the team sheet previewed while typing."""

from __future__ import annotations

import itertools
import re

from django.test import Client
from django.urls import reverse

from clubs.models import Club, GameSystem
from scoring.sheets.tokens import check_number, check_token, table_token
from tests.factories import check_in, make_evening, make_members, make_season
from tests.forms import submit
from tests.scoring.sheets.helpers import FULL, games
from tests.scoring.systems.three_player.helpers import Played
from tournament.models import Evening, Round
from tournament.seating.store import draw_round

_seasons = itertools.count(1)


def _evening(club: Club, players: int, **rules: object) -> Evening:
    """An evening of its own season, with its own players (names are unique in a club)."""
    n = next(_seasons)
    evening = make_evening(make_season(club, **rules), round_count=1)
    check_in(evening, make_members(club, players, prefix=f"Speler {n}."))
    draw_round(evening, 1, seed=1)
    return evening


def _trigger(html: str) -> str:
    """The events that send the sheet form's preview (its ``hx-trigger``)."""
    form = re.search(r'<form [^>]*id="sheet-form"[^>]*>', html)
    assert form is not None, html
    assert """hx-vals='{"preview": "1"}'""" in form.group(0)
    trigger = re.search(r'hx-trigger="([^"]*)"', form.group(0))
    assert trigger is not None, form.group(0)
    return trigger.group(1)


def _checked_page(evening: Evening, typed: dict[str, str]) -> str:
    """Table 1's sheet typed on its phone, then opened by the table-mate who checks it."""
    round_ = Round.objects.get(evening=evening)
    phone = Client()
    assert submit(phone, reverse("scoring:table_sheet", args=[table_token(round_, 1)]),
                  typed).status_code == 302
    assert phone.post(reverse("scoring:table_check_number", args=[table_token(round_, 1)]),
                      {"number": check_number(round_, 1)}).status_code == 302
    return phone.get(reverse("scoring:table_check", args=[check_token(round_, 1)])
                     ).content.decode()


def test_every_sheet_previews_on_the_team_sheets_events(club: Club,
                                                        organiser_client: Client) -> None:
    def sheet(evening: Evening) -> str:
        url = reverse("scoring:sheet", args=[club.slug, evening.pk, 1, 1])
        return organiser_client.get(url).content.decode()

    team = _trigger(sheet(_evening(club, 4)))
    assert "input" in team.split(",")[0]  # typing, not only leaving a field
    single = {
        "klabberjass list": sheet(_evening(club, 3, game_system=GameSystem.KLABBERJASS)),
        "sheet for three": sheet(_evening(club, 3, game_system=GameSystem.THREE_PLAYER)),
    }
    assert {name: _trigger(html) for name, html in single.items()} == dict.fromkeys(
        single, team)


def test_every_check_page_previews_on_the_team_sheets_events(club: Club,
                                                             organiser_client: Client
                                                             ) -> None:
    rules = {"table_entry": True, "table_confirmation": True}
    team_evening = _evening(club, 4, **rules)
    team = _trigger(organiser_client.get(reverse(
        "scoring:sheet", args=[club.slug, team_evening.pk, 1, 1])).content.decode())
    three = _evening(club, 3, game_system=GameSystem.THREE_PLAYER, **rules)
    typed = {}
    for n in range(1, 13):
        typed.update(Played(n % 3 + 1, {1: 90, 2: 40, 3: 32}, {}).post(n))
    checks = {"team check": _checked_page(_evening(club, 4, **rules), games(FULL)),
              "check for three": _checked_page(three, typed)}
    assert {name: _trigger(html) for name, html in checks.items()} == dict.fromkeys(
        checks, team)
