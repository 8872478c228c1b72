"""The screen in the club house: the board makes a screen link on the club settings page,
the TV (a second browser at 1920 x 1080) opens it without logging in, and follows the
evening by itself while the organiser draws, types the sheets and closes: the seating
after each draw, the sheets coming in, the ranking after the round and the prize list,
each at the TV's next poll, without a reload and axe clean. Then the board withdraws the
link and the TV says it no longer works. The TV's clock is moved on by one poll after each
action (Playwright's clock) instead of waiting the five real seconds."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from django.utils import timezone
from playwright.sync_api import expect

from clubs.models import EntryMode
from publish.screen.views import POLL_SECONDS
from tests.e2e.axe import axe_violations, describe
from tests.e2e.journeys.person import Person
from tests.e2e.journeys.registry import covers
from tests.factories import check_in, make_club, make_members, make_organiser, make_season
from tournament.models import Evening, EveningStatus

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

FOLLOWS = 10_000  # ms: the screen shows the organiser's action within ten seconds
NAMES = ["Annie de Vries", "Bert Bakker", "Cor Smit", "Dina Mulder", "Evert Post",
         "Fenna Kok", "Gerrit Jansen", "Hennie Boer", "Ineke Visser", "Jan de Wit"]


def axe_clean(tv: Person, what: str) -> None:
    tv.look(what)
    assert describe(what, axe_violations(tv.page)) == []


def next_poll(tv: Person) -> None:
    """The TV's clock one poll further: its timers due by then fire at once."""
    tv.page.clock.fast_forward(int(POLL_SECONDS * 1000))


def type_totals(page, evening: Evening, number: int) -> Iterator[int]:
    """Both tables' totals of round ``number`` on the scores page: 12 games of 162 card
    points with roem on top."""
    page.goto(page.url.split("/club/")[0] + f"/club/{evening.club.slug}/avond/{evening.pk}"
              "/scores/")
    for table in (1, 2):
        page.locator(f"#cell-{number}-{table}").click()
        page.get_by_label(re.compile("totaal paar A", re.I)).fill(str(1000 + 100 * table))
        page.get_by_label(re.compile("totaal paar B", re.I)).fill("944")
        page.get_by_role("button", name="Totalen opslaan").click()
        expect(page.locator(".message.success")).to_be_visible()
        yield table


@pytest.mark.parametrize("device", ["laptop", "phone"])
@covers("clubs:screen_link_make", "clubs:screen_link_withdraw", "tournament:draw",
        "scoring:sheet", "scoring:close")
def test_the_tv_follows_the_evening_by_the_boards_screen_link(club_house, people, device):
    club = make_club("De Troefboer", place="Orvelte")
    make_organiser(club, "voorzitter")  # the board, who runs the evening too
    season = make_season(club, name="Seizoen 2026-2027", entry_mode=EntryMode.TOTALS_ONLY,
                         games_per_round=12, bye_score=1200)
    evening = Evening.objects.create(season=season, date=timezone.localdate(), round_count=2,
                                     status=EveningStatus.CHECK_IN)
    members = make_members(club, 10)
    for member, name in zip(members, NAMES, strict=True):
        member.name = name
        member.save()
    check_in(evening, members)

    # The board makes the screen link on the club settings page.
    chair = people(device, "screen-board", address=club_house.laptop)
    page = chair.page
    chair.log_in("voorzitter", "secret-pass-123")
    chair.open(f"/club/{club.slug}/instellingen/")
    page.get_by_role("button", name="Schermlink maken").click()
    expect(page.get_by_text("De schermlink is klaar")).to_be_visible()
    link = page.get_by_label("Schermlink").input_value()
    # The link carries the address the TV uses on the club's network, not 127.0.0.1.
    assert link.startswith(club_house.phones + "/scherm/")
    expect(page.get_by_role("img", name="QR-code van de schermlink")).to_be_visible()
    chair.look("screen-link")

    # The TV opens it: nobody logs in there.
    tv = people("tv", "screen-tv", address=club_house.phones)
    tv.page.clock.install()
    tv.page.goto(link)
    expect(tv.page.get_by_text("Zo meteen wordt er geloot")).to_be_visible()
    axe_clean(tv, "waiting")

    # Round 1 drawn: the seating, names at least 40 px high, the byes shown.
    chair.open(evening.get_absolute_url())
    expect(page.get_by_role("heading", name="Het scherm in het clubhuis")).to_be_visible()
    page.get_by_role("button", name="Boom 1 loten").click()
    expect(page.get_by_text("Boom 1 is geloot")).to_be_visible()
    next_poll(tv)
    heading = tv.page.get_by_role("heading", level=1)
    expect(heading).to_have_text("Boom 1: de indeling", timeout=FOLLOWS)
    expect(tv.page.locator(".screen-name")).to_have_count(10)
    expect(tv.page.get_by_role("heading", name="Staande nummers")).to_be_visible()
    heights = tv.page.locator(".screen-name").evaluate_all(
        "names => names.map(n => parseFloat(getComputedStyle(n).fontSize))")
    assert min(heights) >= 40, heights
    axe_clean(tv, "seating")
    tv.page.evaluate("window.loadedOnce = true")  # a reload would forget it

    # The sheets come in: the TV says which tables handed theirs in, without scores.
    typing = type_totals(page, evening, 1)
    next(typing)
    next_poll(tv)
    expect(tv.page.get_by_text("Scorekaarten ingeleverd: 1 van 2 tafels")).to_be_visible(
        timeout=FOLLOWS)
    expect(tv.page.locator(".screen-tile.in")).to_have_count(1)
    expect(tv.page.get_by_text("1.100")).to_have_count(0)
    axe_clean(tv, "sheets")
    next(typing, None)
    next_poll(tv)
    expect(heading).to_have_text("Boom 1: stand na deze boom", timeout=FOLLOWS)
    expect(tv.page.locator(".screen-ranking li")).to_have_count(10)
    axe_clean(tv, "ranking")

    # Round 2, its sheets, and the evening closed: the prize list.
    chair.open(evening.get_absolute_url())
    page.get_by_role("button", name="Boom 2 loten").click()
    expect(page.get_by_text("Boom 2 is geloot")).to_be_visible()
    next_poll(tv)
    expect(heading).to_have_text("Boom 2: de indeling", timeout=FOLLOWS)
    for _table in type_totals(page, evening, 2):
        pass
    page.get_by_role("link", name="Avond afsluiten…").first.click()
    page.get_by_role("button", name="Ja, avond afsluiten").click()
    expect(page.get_by_role("heading", name="Prijzen")).to_be_visible()
    winners = page.locator(".prize-list .prize-name").all_inner_texts()
    next_poll(tv)
    expect(heading).to_have_text("Prijslijst", timeout=FOLLOWS)
    shown = tv.page.locator(".screen-prizes .screen-name").all_inner_texts()
    assert shown == winners, (shown, winners)
    axe_clean(tv, "prizes")
    # All along the TV swapped its content in place: the page was loaded once.
    assert tv.page.evaluate("window.loadedOnce") is True

    # The board withdraws the link: the TV says the page does not exist.
    chair.open(f"/club/{club.slug}/instellingen/")
    with tv.expecting(404):
        page.get_by_role("button", name="Schermlink intrekken").click()
        expect(page.get_by_text("De schermlink is ingetrokken")).to_be_visible()
        next_poll(tv)
        expect(tv.page.locator(".screen")).to_have_count(0, timeout=FOLLOWS)
    tv.look("withdrawn")
