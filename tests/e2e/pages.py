"""Every page of the site, derived from the URL configuration, and how to reach it in each
state: the accessibility and phone-width tests walk this list.

``PAGES`` has an entry for every named URL pattern that answers GET with an HTML page;
``EXCLUDED`` names the others with the reason. ``test_every_url_is_listed`` fails when a
pattern is in neither, so a new page cannot escape the checks.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from django.urls import URLPattern, URLResolver, get_resolver

ORGANISER, VISITOR = "organiser", "visitor"
EMPTY, DEMO = "empty", "demo"


EXCLUDED: dict[str, str] = {
    "logout": "POST only (the log-out button)",
    "set_language": "POST only (the NL/EN buttons)",
    "clubs:member_archive": "POST only (button on the member page)",
    "clubs:member_delete": "POST only (button on the member page)",
    "clubs:member_import_confirm": "POST only (button on the import preview)",
    "clubs:member_import_cancel": "POST only (button on the import preview)",
    "clubs:organiser_remove": "POST only (button on the organisers page)",
    "clubs:organiser_role": "POST only (form on the organisers page)",
    "clubs:invitation_revoke": "POST only (button on the organisers page)",
    "scoring:table_check_number": "POST only (form on the table's 'sent' page)",
    "tournament:evening_status": "POST only (status buttons on the evening page)",
    "tournament:add_guest": "POST only (form on the check-in page)",
    "tournament:checkin_toggle": "POST only (buttons on the check-in page)",
    "tournament:checkin_paid": "POST only (buttons on the check-in page)",
    "scoring:report_note": "POST only (form under the report on the results page)",
    "tournament:attendance_update": "POST only (form on the check-in page)",
    "tournament:draw": "POST only (form on the evening page)",
    "tournament:swap": "POST only (form on the evening page)",
    "tournament:pairs": "a fixed-pairs season's page, which neither world has: the journey "
                        "tests/e2e/journeys/test_pairs.py at 1280 and 360 px",
    "tournament:pair_name": "POST only (form on the pairs page)",
    "tournament:pair_checkin": "a fixed-pairs evening's page, which neither world has: the "
                               "journey tests/e2e/journeys/test_pairs_evening.py",
    "tournament:pair_retire": "POST only (button on the pairs page)",
    "tournament:seat_list_pdf": "PDF download (tests/tournament/test_print.py)",
    "scoring:approve": "POST only (button on the scores page)",
    "scoring:reopen": "POST only (form on the evening page)",
    "scoring:evening_pdf": "PDF download",
    "scoring:evening_xlsx": "Excel download",
    "scoring:standings_pdf": "PDF download",
    "scoring:standings_xlsx": "Excel download",
    "scoring:season_money_xlsx": "Excel download (tests/scoring/exports/test_season_money.py)",
    "scoring:score_sheets_pdf": "PDF download (tests/tournament/test_print.py)",
    "api-v1:api-root": "JSON (tests/publish)", "api-v1:openapi-json": "JSON (tests/publish)",
    "api-v1:club": "JSON (tests/publish)", "api-v1:season": "JSON (tests/publish)",
    "api-v1:standings": "JSON (tests/publish)", "api-v1:evening": "JSON (tests/publish)",
    "api-v1:openapi-view": "django-ninja's Swagger UI for developers, in English, the "
                           "library's own markup (tests/e2e/test_published.py: works under "
                           "the Content-Security-Policy)",
    "publish:calendar": "iCalendar feed (tests/publish/test_calendar.py)",
    "tournament:period": "a period's own page, which neither world has: the journey "
                         "tests/e2e/journeys/test_periods.py at 1280 and 360 px",
    "tournament:period_delete": "POST only (button on a period's page)",
    "scoring:period_standings": "a period's standings, which neither world has: the journey "
                                "tests/e2e/journeys/test_periods.py and "
                                "tests/scoring/results/test_period_standings.py",
    "scoring:period_pdf": "PDF download (tests/scoring/results/test_period_standings.py)",
    "scoring:period_xlsx": "Excel download (tests/scoring/results/test_period_standings.py)",
    "tournament:pair_delete": "POST only (button on the pairs page)",
    "tournament:pair_substitute": "POST only (form on the check-in by pairs page)",
    "tournament:substitute_remove": "POST only (button on the check-in by pairs page)",
    "clubs:screen_link_make": "POST only (button on the club settings page)",
    "clubs:screen_link_withdraw": "POST only (button on the club settings page)",
}
# Django's own admin is for the site's maintainer; its login page is where an organiser may
# land, so that one and the index are checked, the model pages are Django's templates.
ADMIN_CHECKED = {"admin:login", "admin:index"}
ADMIN_REASON = "Django's admin model pages, for the site's maintainer only"


@dataclass(frozen=True)
class Visit:
    """One way to see a page: who, in which data set, with which URL arguments, and what
    to do on it first (``act``: for example post a form with a mistake)."""

    who: str
    world: str
    args: Callable[[World], tuple[object, ...]] = lambda w: ()
    query: str = ""
    act: Callable[[Any], object] | None = None
    state: str = ""


@dataclass
class World:
    """The primary keys and codes the URLs need; filled by ``tests.e2e.world``."""

    slug: str = ""
    season: int = 0
    evening: int = 0  # the evening in play (rounds drawn), or a planned one when empty
    closed_evening: int = 0
    member: int = 0
    token: str = ""
    totals_season: int = 0
    totals_evening: int = 0
    extra: dict[str, object] = field(default_factory=dict)


def _club(w: World) -> tuple[object, ...]:
    return (w.slug,)


def _season(w: World) -> tuple[object, ...]:
    return (w.slug, w.season)


def _evening(w: World) -> tuple[object, ...]:
    return (w.slug, w.evening)


def _closed(w: World) -> tuple[object, ...]:
    return (w.slug, w.closed_evening)


def _submit(button: str, fill: dict[str, str] | None = None) -> Callable[[object], None]:
    """Fill fields (by name) and press a button: the page comes back with its errors."""

    def act(page) -> None:
        for name, value in (fill or {}).items():
            page.locator(f'main [name="{name}"]').fill(value)
        page.locator("main").get_by_role("button", name=button, exact=True).first.click()
        page.wait_for_load_state()

    return act


def _refused_save(button: str, fill: dict[str, str]) -> Callable[[object], None]:
    """Fill a sheet's fields (by name) with a mistake and save: a sheet sends its save by
    script first (static/js/draft.js) and shows the refusal by posting the form itself, so
    wait for that page rather than for the click."""

    def act(page) -> None:
        for name, value in fill.items():
            page.locator(f'main [name="{name}"]').fill(value)
        with page.expect_navigation(timeout=30_000):
            page.locator("main").get_by_role("button", name=button, exact=True).first.click()
        page.wait_for_load_state()

    return act


def _upload(page) -> None:
    """An import file with a good row, an existing name and a bad row."""
    page.locator('input[type="file"]').set_input_files(files=[{
        "name": "leden.csv", "mimeType": "text/csv",
        "buffer": b"naam;gast\nNieuw Lid;nee\nAnnie de Vries;nee\n;ja\nTruus;misschien\n",
    }])
    page.get_by_role("button", name="Bestand controleren").click()
    page.wait_for_load_state()


O_EMPTY, O_DEMO = Visit(ORGANISER, EMPTY), Visit(ORGANISER, DEMO)
V_DEMO = Visit(VISITOR, DEMO)

PAGES: dict[str, tuple[Visit, ...]] = {
    "home": (O_EMPTY, O_DEMO, V_DEMO),
    "login": (Visit(VISITOR, EMPTY),
              Visit(VISITOR, EMPTY, state="errors", act=_submit(
                  "Inloggen", {"username": "niemand", "password": "fout-fout"}))),
    "admin:login": (Visit(VISITOR, EMPTY),),
    "admin:index": (O_DEMO,),
    "clubs:detail": (Visit(ORGANISER, EMPTY, _club), Visit(ORGANISER, DEMO, _club),
                     Visit(VISITOR, DEMO, _club)),
    "clubs:members": (Visit(ORGANISER, EMPTY, _club, query="name=niemand"),
                      Visit(ORGANISER, DEMO, _club)),
    "clubs:member_add": (Visit(ORGANISER, EMPTY, _club),
                         Visit(ORGANISER, EMPTY, _club, state="errors",
                               act=_submit("Opslaan"))),
    "clubs:member_edit": (Visit(ORGANISER, EMPTY, lambda w: (w.slug, w.member)),
                          Visit(ORGANISER, DEMO, lambda w: (w.slug, w.member)),
                          Visit(ORGANISER, DEMO, lambda w: (w.slug, w.member), state="errors",
                                act=_submit("Opslaan", {"name": ""}))),
    "clubs:member_import": (Visit(ORGANISER, EMPTY, _club),
                            Visit(ORGANISER, EMPTY, _club, state="errors",
                                  act=_submit("Bestand controleren"))),
    "clubs:member_import_preview": (Visit(ORGANISER, DEMO, _club, state="rows with errors",
                                          act=_upload),),
    "clubs:rules": (Visit(ORGANISER, EMPTY, _club),
                    Visit(ORGANISER, EMPTY, _club, state="errors",
                          act=_submit("Regels opslaan", {"bye_score": ""}))),
    "clubs:settings": (Visit(ORGANISER, EMPTY, _club),
                       Visit(ORGANISER, EMPTY, _club, state="errors",
                             act=_submit("Opslaan", {"name": ""}))),
    "clubs:organisers": (Visit(ORGANISER, EMPTY, _club), Visit(ORGANISER, DEMO, _club),
                         Visit(ORGANISER, EMPTY, _club, state="errors",
                               act=_submit("Uitnodigingslink maken"))),
    "clubs:log": (Visit(ORGANISER, EMPTY, _club), Visit(ORGANISER, DEMO, _club)),
    "account": (O_EMPTY, Visit(ORGANISER, EMPTY, state="errors",
                              act=_submit("Opslaan", {"email": "geen-adres"}))),
    "password_change": (O_EMPTY, Visit(ORGANISER, EMPTY, state="errors",
                                       act=_submit("Mijn wachtwoord wijzigen"))),
    "password_change_done": (O_EMPTY,),
    "password_reset": (Visit(VISITOR, EMPTY),),
    "password_reset_done": (Visit(VISITOR, EMPTY),),
    "password_reset_confirm": (Visit(VISITOR, EMPTY, lambda w: ("MQ", "verlopen-code")),),
    "password_reset_complete": (Visit(VISITOR, EMPTY),),
    "invitation": (Visit(VISITOR, EMPTY, lambda w: (w.extra["invitation"],)),
                   Visit(VISITOR, EMPTY, lambda w: (w.extra["invitation"],), state="errors",
                         act=_submit("Account maken en aanvaarden", {"username": "a b/c"})),
                   Visit(ORGANISER, EMPTY, lambda w: (w.extra["invitation"],))),
    "tournament:season_create": (Visit(ORGANISER, EMPTY, _club),
                                 Visit(ORGANISER, EMPTY, _club, state="errors",
                                       act=_submit("Seizoen aanmaken", {"name": ""}))),
    "tournament:season": (Visit(ORGANISER, EMPTY, _season), Visit(ORGANISER, DEMO, _season),
                          Visit(VISITOR, DEMO, _season)),
    "tournament:periods": (Visit(ORGANISER, EMPTY, _season),
                           Visit(ORGANISER, DEMO, _season, state="frozen"),
                           Visit(ORGANISER, EMPTY, _season, state="errors",
                                 act=_submit("Periode opslaan", {"name": "Periode 1"}))),
    "tournament:season_rules": (Visit(ORGANISER, EMPTY, _season),
                                Visit(ORGANISER, DEMO, _season, state="frozen"),
                                Visit(ORGANISER, EMPTY, _season, state="errors",
                                      act=_submit("Regels opslaan", {"bye_score": ""}))),
    "tournament:evening_create": (Visit(ORGANISER, EMPTY, _season),
                                  Visit(ORGANISER, EMPTY, _season, state="errors",
                                        act=_submit("Speelavond plannen", {"date": ""}))),
    "tournament:evening": (Visit(ORGANISER, EMPTY, _evening), Visit(ORGANISER, DEMO, _evening),
                           Visit(ORGANISER, DEMO, _closed), Visit(VISITOR, DEMO, _evening),
                           Visit(VISITOR, DEMO, _closed)),
    "tournament:evening_delete": (Visit(ORGANISER, EMPTY, _evening),
                                  Visit(ORGANISER, DEMO, _closed, state="refused")),
    "tournament:checkin": (Visit(ORGANISER, EMPTY, _evening), Visit(ORGANISER, DEMO, _evening),
                           Visit(ORGANISER, DEMO, _evening, query="q=niemand")),
    "scoring:sheet": (
        Visit(ORGANISER, DEMO, lambda w: (w.slug, w.evening, 2, 1), state="complete"),
        Visit(ORGANISER, DEMO, lambda w: (w.slug, w.evening, 2, 4), state="not entered"),
        Visit(ORGANISER, DEMO, lambda w: (w.slug, w.evening, 2, 4), state="errors",
              act=_refused_save("Kaart opslaan", {"g1-points_a": "170"})),
        # A game's own sheet: the demo's season of klaverjas for three (a closed evening).
        Visit(ORGANISER, DEMO, lambda w: (w.slug, w.extra["three_player"], 1, 1),
              state="for three"),
        Visit(ORGANISER, DEMO, lambda w: (w.slug, w.extra["three_player"], 1, 1),
              state="for three, errors",
              act=_refused_save("Kaart opslaan", {"g1-points_2": "170"})),
        Visit(ORGANISER, EMPTY, lambda w: (w.slug, w.totals_evening, 1, 1), state="totals"),
        Visit(ORGANISER, EMPTY, lambda w: (w.slug, w.totals_evening, 1, 1),
              state="totals errors", act=_submit("Totalen opslaan", {"total_a": "1"})),
    ),
    "scoring:table_sheet": (Visit(VISITOR, DEMO, lambda w: (w.token,)),),
    "seat_finder": (Visit(VISITOR, DEMO, lambda w: (w.extra["finder"],)),
                    Visit(VISITOR, EMPTY, lambda w: (w.extra["finder"],), state="not drawn")),
    "scoring:table_sheet_done": (Visit(VISITOR, DEMO, lambda w: (w.token,)),),
    "scoring:table_check": (Visit(VISITOR, DEMO, lambda w: (w.extra["check"],)),
                            Visit(VISITOR, DEMO, lambda w: (w.extra["check_waiting"],),
                                  state="sheet not complete")),
    "scoring:table_check_done": (Visit(VISITOR, DEMO, lambda w: (w.extra["check"],)),),
    "scoring:dashboard": (Visit(ORGANISER, EMPTY, _evening), Visit(ORGANISER, DEMO, _evening),
                          Visit(ORGANISER, DEMO, _closed)),
    "scoring:history": (Visit(ORGANISER, EMPTY, _evening), Visit(ORGANISER, DEMO, _evening)),
    "scoring:round_entry": (
        Visit(ORGANISER, DEMO, lambda w: (w.slug, w.evening, 2)),
        Visit(ORGANISER, EMPTY, lambda w: (w.slug, w.totals_evening, 1),
              state="season of totals")),
    "scoring:close": (Visit(ORGANISER, DEMO, _evening, state="sheets missing"),),
    "scoring:evening_results": (Visit(ORGANISER, EMPTY, _evening),
                                Visit(VISITOR, DEMO, _closed),
                                Visit(ORGANISER, DEMO, _evening),
                                Visit(ORGANISER, DEMO, _closed, state="the report")),
    "scoring:standings": (Visit(ORGANISER, EMPTY, _season), Visit(VISITOR, DEMO, _season)),
    # A member who never played has no player page (issue 11): only the demo's players.
    "scoring:player": (Visit(ORGANISER, DEMO, lambda w: (w.slug, w.member)),
                       Visit(VISITOR, DEMO, lambda w: (w.slug, w.member))),
    # The club house screen: the demo's round 2 half handed in, the new club's totals-only
    # evening with round 1 drawn (its seating).
    "screen": (Visit(VISITOR, DEMO, lambda w: (w.extra["screen"],), state="sheets coming in"),
               Visit(VISITOR, EMPTY, lambda w: (w.extra["screen"],), state="seating")),
    "scoring:records": (Visit(VISITOR, DEMO, _club), Visit(ORGANISER, EMPTY, _club,
                                                           state="nothing closed")),
    "publish:embedded_standings": (Visit(VISITOR, DEMO, _club),
                                   Visit(VISITOR, EMPTY, _club, state="nothing closed")),
}

# Pages that no URL name leads to: Django's error pages.
ERROR_PAGES: dict[str, tuple[Visit, Callable[[World], str]]] = {
    "404": (Visit(VISITOR, DEMO), lambda w: "/club/bestaat-niet/"),
    "403": (Visit(ORGANISER, EMPTY), lambda w: f"/club/{w.extra['other_club']}/leden/"),
}


def url_names() -> Iterator[str]:
    """Every named URL pattern, with its namespace, as ``reverse`` takes it."""

    def walk(patterns: list[URLPattern | URLResolver], namespace: str) -> Iterator[str]:
        for pattern in patterns:
            if isinstance(pattern, URLResolver):
                inner = f"{namespace}{pattern.namespace}:" if pattern.namespace else namespace
                yield from walk(pattern.url_patterns, inner)
            elif isinstance(pattern, URLPattern):
                yield f"{namespace}{pattern.name or pattern.pattern}"

    yield from walk(get_resolver().url_patterns, "")


def unlisted() -> list[str]:
    """URL names with neither a page entry nor a reason to be left out."""
    missing = []
    for name in url_names():
        if name in PAGES or name in EXCLUDED:
            continue
        if name.startswith("admin:") and name not in ADMIN_CHECKED:
            continue  # ADMIN_REASON
        missing.append(name)
    return sorted(set(missing))
