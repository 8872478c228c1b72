"""The club's own web site and the players' phones: the board copies the standings snippet
from the club page into the club's site, where a visitor sees the running season's
standings in the frame; the board sets the hour the evenings start; a player subscribes to
the season's calendar and finds the evenings to come at that hour (those played keep theirs)."""

from __future__ import annotations

import re
from datetime import time
from zoneinfo import ZoneInfo

import icalendar
import pytest
from playwright.sync_api import expect

from scoring.results.reports import season_report
from tests.e2e.helpers import club_site
from tests.e2e.journeys.registry import covers
from tests.factories import make_club, make_evening, make_organiser
from tests.publish.pages import running_season
from tournament.models import EveningStatus

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize("device", ["laptop", "phone"])
@covers("clubs:settings")
def test_the_standings_on_the_clubs_site_and_the_evenings_in_a_players_calendar(people,
                                                                              device):
    club = make_club("De Troefboer", place="Orvelte")
    season = running_season(club, make_organiser(club, "voorzitter"))
    make_evening(season, status=EveningStatus.PLANNED, day=28)

    chair = people("laptop", "board")
    chair.log_in("voorzitter", "secret-pass-123")
    chair.open(f"/club/{club.slug}/")
    snippet = chair.page.get_by_label("HTML voor de website").input_value()
    chair.look("snippet")
    chair.open(f"/club/{club.slug}/instellingen/")
    chair.page.get_by_label("Aanvang speelavonden").fill("20:00")
    chair.page.get_by_role("button", name="Opslaan").click()
    expect(chair.page.get_by_text("De gegevens van de vereniging zijn opgeslagen.")
           ).to_be_visible()

    # A visitor of the club's own site, which holds the snippet as the board copied it.
    visitor = people(device, "club-site")
    with club_site(snippet) as site:
        visitor.page.goto(site)
        framed = visitor.page.frame_locator("iframe")
        expect(framed.get_by_role("heading", name="Seizoen 2026-2027")).to_be_visible()
        leader = season_report(season).lines[0].player.name
        expect(framed.get_by_role("row").nth(1)).to_contain_text(leader)
        visitor.look("club-site")
        with visitor.context.expect_page() as opened:
            framed.get_by_role("link", name="Volledige stand").click()
        expect(opened.value.get_by_role("heading", name="Seizoensstand")).to_be_visible()

    # A player subscribes to the season's evenings on the season page.
    player = people("phone", "calendar")
    player.open(f"/club/{club.slug}/seizoen/{season.pk}/")
    subscribe = player.page.get_by_role("link", name="Zet in mijn agenda")
    expect(subscribe).to_be_visible()
    player.look("calendar-link")
    address = player.page.get_by_label(re.compile("Gebeurt er niets")).input_value()
    assert subscribe.get_attribute("href") == "webcal://" + address.removeprefix("http://")
    feed = icalendar.Calendar.from_ical(player.page.request.get(address).body())
    amsterdam = ZoneInfo("Europe/Amsterdam")
    starts = [event.decoded("DTSTART").astimezone(amsterdam) for event in feed.walk("VEVENT")]
    # The new hour is the planned evening's; the two played at 19:30 keep their hour.
    assert [(s.day, s.time()) for s in starts] == [(1, time(19, 30)), (2, time(19, 30)),
                                                    (28, time(20))]
