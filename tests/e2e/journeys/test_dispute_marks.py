"""A disputed sheet, as the organiser opens it: the two versions side by side, and which games
differ between them said in words and marked in both versions (not only the red box around
the whole)."""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse
from playwright.sync_api import expect

from scoring.sheets.tokens import check_token, table_token
from tests.e2e.journeys.registry import covers
from tests.factories import (
    check_in,
    make_club,
    make_evening,
    make_members,
    make_organiser,
    make_season,
)
from tests.forms import submit
from tournament.models import Evening, Round
from tournament.seating.store import draw_round

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

POINTS = [90, 100, 62, 81, 120, 45, 100, 91, 70, 82, 110, 60]


def an_evening_with_a_sent_sheet() -> Evening:
    club = make_club("De Twistappel")
    make_organiser(club, "wedstrijdleider")
    evening = make_evening(make_season(club, table_entry=True, table_confirmation=True),
                           round_count=1, status="PLAYING")
    check_in(evening, make_members(club, 4))
    draw_round(evening, 1, seed=2)
    round_ = Round.objects.get(evening=evening)
    typed = {f"g{n}-points_a": str(points) for n, points in enumerate(POINTS, start=1)}
    url = reverse("scoring:table_sheet", args=[table_token(round_, 1)])
    assert submit(Client(), url, typed).status_code == 302  # the scorekeeper's phone
    return evening


@pytest.mark.parametrize("device", ["laptop", "phone"])
@covers("scoring:table_check")
def test_the_organiser_sees_which_games_of_a_disputed_sheet_differ(people, device):
    evening = an_evening_with_a_sent_sheet()
    # The other pair holds games 3 and 7 to be different, and says so on their phone.
    other = people("phone", "dispute-other-pair")
    other.open(f"/controle/{check_token(Round.objects.get(evening=evening), 1)}/")
    other.page.get_by_text("Nee, er klopt iets niet").tap()
    other.page.get_by_label("Wat klopt er niet?").fill("Spel 3 en 7 hadden wij anders")
    other.page.get_by_label("Spel 3, punten paar A", exact=True).fill("100")
    other.page.get_by_label("Spel 7, punten paar A", exact=True).fill("81")
    other.page.get_by_role("button", name="Onze versie naar de wedstrijdleiding sturen").tap()
    expect(other.page.get_by_text("de wedstrijdleiding ziet beide versies")).to_be_visible()

    organiser = people(device, "dispute-organiser")
    page = organiser.page
    organiser.log_in("wedstrijdleider", "secret-pass-123")
    organiser.open(reverse("scoring:dashboard", args=[evening.club.slug, evening.pk]))
    page.locator("#cell-1-1").click()
    dispute = page.locator("section.dispute")
    expect(dispute).to_contain_text("De versies verschillen in spel 3 en 7.")
    for caption in ("Zoals de tafel het invoerde", "Zoals het andere paar het heeft"):
        version = dispute.get_by_role("region", name=caption)
        marked = version.locator("tbody tr.differs")
        expect(marked).to_have_count(2)
        expect(marked.nth(0).locator("th")).to_contain_text("3")
        expect(marked.nth(1).locator("th")).to_contain_text("7")
        # Marked in words too, for whoever does not tell the colours apart.
        expect(marked.nth(0)).to_contain_text("verschilt")
        expect(version.locator("tbody tr:not(.differs)")).to_have_count(10)
    organiser.look("disputed-sheet")
