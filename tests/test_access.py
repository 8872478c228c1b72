"""Issue 11: who may open every URL of the site, generated from the URL configuration.

Every named URL must have a rule below; a new URL without one fails the first test. Each
rule is then checked for every kind of visitor (anonymous, a plain account, another club's
organiser, the club's organiser, its board member, and a table by its link), for a club
that publishes its results and for one that does not.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import pytest
from django.contrib.auth.models import User
from django.test import Client
from django.urls import URLResolver, get_resolver, reverse

from clubs.board import roles
from clubs.models import Club, PlayFormat, Role
from clubs.screen_link import make_link
from scoring.sheets.tokens import check_token, table_token
from tests.factories import (
    check_in,
    make_evening,
    make_members,
    make_season,
    make_user,
)
from tests.routes import named_urls
from tournament.formats.fixed_pairs.pairs import make_pair
from tournament.models import EveningStatus, Period, Round
from tournament.seating.finder import finder_token
from tournament.seating.store import draw_round

OPEN = "open"  # anybody
ACCOUNT = "account"  # any logged-in account
PUBLIC = "public"  # anybody for a public club; only its organisers for a private one
ORGANISER = "organiser"  # the club's organisers and board
BOARD = "board"  # the club's board only
TABLE = "table"  # anybody holding the table's link
PUBLISHED = "published"  # anybody for a public club; nobody for a private one (404)
GET, POST = "GET", "POST"

RULES: dict[str, tuple[str, str]] = {
    "home": (OPEN, GET), "login": (OPEN, GET), "logout": (OPEN, POST),
    "set_language": (OPEN, POST), "invitation": (OPEN, GET), "seat_finder": (TABLE, GET),
    "password_reset": (OPEN, GET), "password_reset_done": (OPEN, GET),
    "password_reset_confirm": (OPEN, GET), "password_reset_complete": (OPEN, GET),
    "account": (ACCOUNT, GET), "password_change": (ACCOUNT, GET),
    "password_change_done": (ACCOUNT, GET),
    "clubs:detail": (PUBLIC, GET), "tournament:season": (PUBLIC, GET),
    "tournament:evening": (PUBLIC, GET), "scoring:evening_results": (PUBLIC, GET),
    "scoring:standings": (PUBLIC, GET), "scoring:player": (PUBLIC, GET),
    "scoring:records": (PUBLIC, GET),
    "scoring:evening_pdf": (PUBLIC, GET), "scoring:evening_xlsx": (PUBLIC, GET),
    "scoring:standings_pdf": (PUBLIC, GET), "scoring:standings_xlsx": (PUBLIC, GET),
    "clubs:members": (ORGANISER, GET), "clubs:member_add": (ORGANISER, GET),
    "clubs:member_edit": (ORGANISER, GET), "clubs:member_archive": (ORGANISER, POST),
    "clubs:member_delete": (ORGANISER, POST), "clubs:member_import": (ORGANISER, GET),
    "clubs:member_import_preview": (ORGANISER, GET),
    "clubs:member_import_confirm": (ORGANISER, POST),
    "clubs:member_import_cancel": (ORGANISER, POST), "clubs:log": (ORGANISER, GET),
    "tournament:evening_create": (ORGANISER, GET),
    "tournament:evening_status": (ORGANISER, POST),
    "tournament:evening_delete": (ORGANISER, GET), "tournament:checkin": (ORGANISER, GET),
    "tournament:add_guest": (ORGANISER, POST), "tournament:checkin_toggle": (ORGANISER, POST),
    "tournament:checkin_paid": (ORGANISER, POST), "scoring:report_note": (ORGANISER, POST),
    "tournament:attendance_update": (ORGANISER, POST), "tournament:draw": (ORGANISER, POST),
    "tournament:swap": (ORGANISER, POST), "tournament:seat_list_pdf": (ORGANISER, GET),
    "scoring:sheet": (ORGANISER, GET), "scoring:dashboard": (ORGANISER, GET),
    "scoring:history": (ORGANISER, GET), "scoring:approve": (ORGANISER, POST),
    "scoring:round_entry": (ORGANISER, GET),
    "scoring:close": (ORGANISER, POST), "scoring:reopen": (ORGANISER, POST),
    "scoring:score_sheets_pdf": (ORGANISER, GET),
    "clubs:rules": (BOARD, GET), "clubs:settings": (BOARD, GET),
    "clubs:organisers": (BOARD, GET), "clubs:organiser_remove": (BOARD, POST),
    "clubs:organiser_role": (BOARD, POST), "clubs:invitation_revoke": (BOARD, POST),
    "tournament:season_create": (BOARD, GET), "tournament:season_rules": (BOARD, GET),
    "tournament:pairs": (ORGANISER, GET), "tournament:pair_name": (ORGANISER, POST),
    "tournament:pair_retire": (ORGANISER, POST), "tournament:pair_checkin": (ORGANISER, GET),
    "tournament:pair_substitute": (ORGANISER, POST), "tournament:pair_delete": (ORGANISER, POST),
    "tournament:substitute_remove": (ORGANISER, POST),
    "scoring:season_money_xlsx": (BOARD, GET),
    "tournament:periods": (BOARD, GET), "tournament:period": (BOARD, GET),
    "tournament:period_delete": (BOARD, POST),
    "scoring:period_standings": (PUBLIC, GET), "scoring:period_pdf": (PUBLIC, GET),
    "scoring:period_xlsx": (PUBLIC, GET),
    "scoring:table_sheet": (TABLE, GET), "scoring:table_sheet_done": (TABLE, GET),
    "scoring:table_check_number": (TABLE, POST), "scoring:table_check": (TABLE, GET),
    "scoring:table_check_done": (TABLE, GET),
    "api-v1:api-root": (OPEN, GET), "api-v1:openapi-json": (OPEN, GET),
    "api-v1:openapi-view": (OPEN, GET), "api-v1:club": (PUBLISHED, GET),
    "api-v1:season": (PUBLISHED, GET), "api-v1:standings": (PUBLISHED, GET),
    "api-v1:evening": (PUBLISHED, GET), "publish:embedded_standings": (PUBLISHED, GET),
    "publish:calendar": (PUBLISHED, GET),
    # The club house screen: whoever holds the board's link (it shows only what the public
    # pages and "Where do I sit?" show: tests/publish/test_screen.py).
    "screen": (TABLE, GET), "clubs:screen_link_make": (BOARD, POST),
    "clubs:screen_link_withdraw": (BOARD, POST),
}

# What a URL's <pk> names, where it is not the evening.
PK_OF = {
    "clubs:member_edit": "member", "clubs:member_archive": "member",
    "clubs:member_delete": "member", "tournament:season": "season",
    "tournament:season_rules": "season", "tournament:evening_create": "season",
    "scoring:standings": "season", "scoring:standings_pdf": "season",
    "scoring:standings_xlsx": "season", "scoring:season_money_xlsx": "season",
    "tournament:periods": "season", "tournament:period": "season",
    "tournament:period_delete": "season", "scoring:period_standings": "season",
    "scoring:period_pdf": "season", "scoring:period_xlsx": "season",
    "clubs:organiser_remove": "role",
    "clubs:organiser_role": "role", "clubs:invitation_revoke": "invitation",
    "api-v1:season": "season", "api-v1:standings": "season", "publish:calendar": "season",
    "api-v1:evening": "closed_evening",
    "tournament:pairs": "pairs_season", "tournament:pair_name": "pairs_season",
    "tournament:pair_retire": "pairs_season", "tournament:pair_checkin": "pairs_evening",
    "tournament:pair_substitute": "pairs_evening", "tournament:pair_delete": "pairs_season",
    "tournament:substitute_remove": "pairs_evening",
}


def test_every_url_has_an_access_rule():
    assert named_urls() == set(RULES), "add the new URL to RULES with who may open it"


@dataclass
class World:
    club: Club
    objects: dict[str, Any]
    clients: dict[str, Client]


def client_for(user: User | None) -> Client:
    client = Client()
    if user is not None:
        client.force_login(user)
    return client


@pytest.fixture(params=[True, False], ids=["public club", "private club"])
def world(request, club: Club, organiser: User, runner: User, outsider: User) -> World:
    club.standings_public = request.param
    club.save()
    season = make_season(club, table_entry=True)
    evening = make_evening(season, round_count=1)
    members = make_members(club, 8)
    check_in(evening, members)
    draw_round(evening, 1, seed=1)
    round_ = Round.objects.select_related("evening").get(evening=evening)
    closed = make_evening(season, round_count=1, status=EveningStatus.CLOSED, day=2)
    pairs_season = make_season(club, name="Paren", format=PlayFormat.FIXED_PAIRS)
    make_pair(pairs_season, members[0], members[1])
    pairs_evening = make_evening(pairs_season, round_count=1)
    objects = {
        "season": season.pk, "pairs_season": pairs_season.pk, "evening": evening.pk,
        "closed_evening": closed.pk, "pairs_evening": pairs_evening.pk,
        "member": members[0].pk,
        "period": Period.objects.create(season=season, name="Oktober",
                                        first_date=season.start_date,
                                        last_date=season.start_date).pk,
        "role": club.organisers.get(user=runner).pk,
        "invitation": roles.invite(club, role=Role.ORGANISER, note="x", user=organiser).pk,
        "table_token": table_token(round_, 1), "finder_token": finder_token(evening),
        "check_token": check_token(round_, 1), "screen_token": _screen_token(club),
    }
    plain = make_user("plain")
    clients = {"anonymous": client_for(None), "plain": client_for(plain),
               "outsider": client_for(outsider), "organiser": client_for(runner),
               "board": client_for(organiser)}
    return World(club, objects, clients)


def _screen_token(club: Club) -> str:
    make_link(club, user=None)  # type: ignore[arg-type]
    assert club.screen_token is not None
    return club.screen_token


def url_of(name: str, world: World) -> str:
    pattern = next(p for p in _patterns() if p[0] == name)[1]
    kwargs: dict[str, Any] = {}
    for key in pattern:
        if key == "slug":
            kwargs[key] = world.club.slug
        elif key == "pk":
            kwargs[key] = world.objects[PK_OF.get(name, "evening")]
        elif key == "member":
            kwargs[key] = world.objects["member"]
        elif key == "period":
            kwargs[key] = world.objects["period"]
        elif key in ("number", "table"):
            kwargs[key] = 1
        elif key == "token" and name == "seat_finder":
            kwargs[key] = world.objects["finder_token"]
        elif key == "token" and name == "screen":
            kwargs[key] = world.objects["screen_token"]
        elif key == "token" and name.startswith("scoring:table_check") and name != (
                "scoring:table_check_number"):
            kwargs[key] = world.objects["check_token"]
        elif key == "token":
            kwargs[key] = (world.objects["table_token"] if name.startswith("scoring:")
                           else _invitation_token(world))
        elif key == "uidb64":
            kwargs[key] = "MQ"
    return reverse(name, kwargs=kwargs)


def _invitation_token(world: World) -> str:
    return world.club.invitations.get(pk=world.objects["invitation"]).token


def _patterns() -> list[tuple[str, list[str]]]:
    found: list[tuple[str, list[str]]] = []

    def walk(patterns: list[Any], namespace: str = "") -> None:
        for pattern in patterns:
            if isinstance(pattern, URLResolver):
                if pattern.app_name != "admin":
                    walk(pattern.url_patterns, pattern.namespace or namespace)
            elif pattern.name:
                name = f"{namespace}:{pattern.name}" if namespace else pattern.name
                found.append((name, list(pattern.pattern.converters)))

    walk(get_resolver().url_patterns)
    return found


def expected(rule: str, actor: str, public: bool) -> str:
    """"ok", "login" (sent to the login page), or the status code of a refusal."""
    member = actor in ("organiser", "board")
    if rule in (OPEN, TABLE):
        return "ok"
    if rule == ACCOUNT:
        return "login" if actor == "anonymous" else "ok"
    if rule == PUBLIC:
        return "ok" if public or member else "404"
    if rule == PUBLISHED:
        return "ok" if public else "404"
    if actor == "anonymous":
        return "login"
    if not member:
        return "403" if public else "404"
    if rule == BOARD and actor != "board":
        return "403"
    return "ok"


def outcome(response: Any) -> str:
    if response.status_code == 302 and response["Location"].startswith("/login/"):
        return "login"
    if response.status_code in (200, 302):
        return "ok"
    return str(response.status_code)


@pytest.mark.parametrize("name", sorted(RULES))
def test_each_visitor_gets_what_the_rule_says(world: World, name: str):
    rule, method = RULES[name]
    url = url_of(name, world)
    results = {}
    for actor, client in world.clients.items():
        response = client.post(url, {}) if method == POST else client.get(url)
        results[actor] = outcome(response)
    wanted = {actor: expected(rule, actor, world.club.standings_public)
              for actor in world.clients}
    assert results == wanted, (name, url)


def test_a_forged_or_other_tables_link_opens_nothing(world: World):
    client = Client()
    assert client.get("/kaart/forged-code/").status_code == 404
    token = world.objects["table_token"]
    assert client.get(f"/kaart/{token[:-2]}xx/").status_code == 404


BOARD_ONLY = sorted(name for name, (rule, _) in RULES.items() if rule == BOARD)


@pytest.mark.parametrize("name", BOARD_ONLY)
def test_an_organiser_is_told_only_the_board_may_and_whom_to_ask(world: World, name: str):
    """An organiser who opened the season's rules read that only the "wedstrijdleiding"
    may, which is what he is: the page now names the board and its members."""
    method = RULES[name][1]
    client = world.clients["organiser"]
    url = url_of(name, world)
    response = client.post(url, {}) if method == POST else client.get(url)

    assert response.status_code == 403
    (lead,) = re.findall(r'<p class="lead">(.*?)</p>', response.content.decode(), re.S)
    assert f"Alleen het bestuur van {world.club.name} mag" in lead
    assert "Vraag het aan een bestuurslid: organiser." in lead  # the board's one account
    assert "wedstrijdleiding van deze vereniging kan" not in lead


def test_a_club_without_a_board_account_sends_the_organiser_to_its_board(club: Club,
                                                                         runner_client: Client):
    """A club whose board has no account on the site (its rules set up by the maintainer)."""
    season = make_season(club)

    response = runner_client.get(reverse("tournament:season_rules", args=[club.slug, season.pk]))

    assert response.status_code == 403
    assert "Vraag het aan het bestuur van de vereniging." in response.content.decode()
