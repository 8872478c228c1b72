"""The evening page says one next step at a time, through the real HTTP stack: buttons named
by what they do, the next draw when the round before is in, closing after a confirmation,
and the prize list after closing."""

from __future__ import annotations

import re

import pytest

from scoring.demo.season import play_round
from scoring.sheets.save import save_games
from scoring.systems.klaverjas import KLAVERJAS
from scoring.systems.klaverjas.demo import simulated_rows
from tests.factories import check_in, make_evening, make_members, make_season
from tournament.models import Evening, EveningStatus, Round
from tournament.seating.store import draw_round


def page(client, evening: Evening) -> str:
    response = client.get(evening.get_absolute_url())
    assert response.status_code == 200
    return str(response.content.decode())


def buttons(html: str) -> list[str]:
    """The visible names of every button and button-styled link, primary ones starred."""
    found = re.findall(r'<(?:button|a)[^>]*class="(button )?(primary)?[^"]*"[^>]*>([^<]+)<', html)
    return [("*" if primary else "") + text.strip() for _, primary, text in found]


def primaries(html: str) -> list[str]:
    return [b[1:] for b in buttons(html) if b.startswith("*")]


@pytest.fixture
def evening(club) -> Evening:
    evening = make_evening(make_season(club), round_count=2, status=EveningStatus.PLANNED)
    return evening


def test_a_planned_evening_offers_to_start_the_check_in(evening, organiser_client):
    html = page(organiser_client, evening)
    assert primaries(html) == ["Aanmelden starten"]
    response = organiser_client.post(evening.get_absolute_url() + "status/",
                                     {"status": "CHECK_IN"})
    assert response["Location"] == evening.get_absolute_url() + "aanmelden/"


def test_no_button_names_clash(club, evening, organiser_client):
    """The finding: "Aanmelden" beside "Aanmelden openen" and "Terug naar aanmelden"."""
    evening.status = EveningStatus.CHECK_IN
    evening.save()
    check_in(evening, make_members(club, 8))
    for _ in range(2):
        names = [b.lstrip("*") for b in buttons(page(organiser_client, evening))]
        assert "Aanmelden" not in names and "Terug naar aanmelden" not in names
        assert len(names) == len(set(names)), names
        draw_round(evening, 1, seed=1)


def test_the_next_draw_waits_for_the_sheets_of_the_round_before(club, evening, organiser,
                                                                organiser_client):
    evening.status = EveningStatus.CHECK_IN
    evening.save()
    check_in(evening, make_members(club, 8))
    assert primaries(page(organiser_client, evening)) == ["Boom 1 loten"]
    draw_round(evening, 1, seed=1)
    html = page(organiser_client, evening)
    # Round 1 is being played: the sheets come first; round 2 only behind "before the sheets".
    assert primaries(html) == ["Scorekaarten invoeren"]
    assert "2 scorekaarten moeten nog worden ingevoerd" in html
    assert "Boom 2 loten voordat de kaarten van boom 1 binnen zijn" in html
    assert "Avond afsluiten" not in html
    play_round(Round.objects.get(evening=evening, number=1), organiser)
    assert primaries(page(organiser_client, evening)) == ["Boom 2 loten"]
    draw_round(evening, 2, seed=2)
    play_round(Round.objects.get(evening=evening, number=2), organiser, tables=1)
    html = page(organiser_client, evening)
    assert primaries(html) == ["Scorekaarten invoeren"]
    assert "Avond afsluiten" not in html
    round2 = Round.objects.get(evening=evening, number=2)
    games = simulated_rows(5, 16, "AMSTERDAM")[:round2.evening.season.games_per_round]
    save_games(round2, 2, games, sheet=KLAVERJAS, version=0, user=organiser)
    assert primaries(page(organiser_client, evening)) == ["Avond afsluiten…"]


def test_closing_asks_first_and_then_shows_the_prize_list(club, evening, organiser,
                                                          organiser_client):
    evening.round_count = 1
    evening.status = EveningStatus.CHECK_IN
    evening.save()
    check_in(evening, make_members(club, 8))
    draw_round(evening, 1, seed=1)
    close = evening.get_absolute_url() + "afsluiten/"
    # While a sheet is missing the confirmation page names it and offers no close button.
    html = organiser_client.get(close).content.decode()
    assert "boom 1 tafel 1" in html and "Ja, avond afsluiten" not in html
    dashboard = organiser_client.get(evening.get_absolute_url() + "scores/").content.decode()
    assert "Avond afsluiten" not in dashboard
    play_round(Round.objects.get(evening=evening, number=1), organiser)
    dashboard = organiser_client.get(evening.get_absolute_url() + "scores/").content.decode()
    assert primaries(dashboard) == ["Avond afsluiten…"]
    assert f'href="{close}"' in dashboard  # a link to the confirmation, not a close button
    html = organiser_client.get(close).content.decode()
    assert "Ja, avond afsluiten" in html
    evening.refresh_from_db()
    assert evening.status == EveningStatus.PLAYING  # asking closes nothing
    response = organiser_client.post(close, follow=True)
    evening.refresh_from_db()
    assert evening.status == EveningStatus.CLOSED
    assert response.redirect_chain[-1][0] == evening.get_absolute_url() + "uitslag/"
    assert "De avond is afgesloten" in response.content.decode()
    assert primaries(page(organiser_client, evening)) == ["Uitslag en prijzen"]


def test_the_confirmation_page_is_for_organisers_only(club, evening, outsider_client, client):
    close = evening.get_absolute_url() + "afsluiten/"
    assert outsider_client.get(close).status_code == 403
    assert client.get(close).status_code == 302
