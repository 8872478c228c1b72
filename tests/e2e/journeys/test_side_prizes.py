"""Side prizes as the board sets them and everyone reads them: on the rules page the board
switches on the prize for the lowest score and for the highest round with their worths and
"one prize per player" (a worth with two entries first, refused at its field); after an
evening of one round the closing page counts the side prize's money, and the prize list page
and its PDF show the side prizes, none of them on a player who won a prize place."""

from __future__ import annotations

import io
import re

import pytest
from playwright.sync_api import expect
from pypdf import PdfReader

from clubs.models import Club
from scoring.demo.season import play_round
from tests.e2e.journeys.registry import covers
from tests.factories import check_in, make_club, make_evening, make_organiser, make_season
from tournament.models import Attendance, Round
from tournament.seating.store import draw_round

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

NAMES = ["Ans Bakker", "Bep de Vries", "Cor Mulder", "Dik Smit", "Eef Visser", "Fem Bos",
         "Gijs Kok", "Hans Dijk"]


@pytest.mark.parametrize("device", ["laptop", "phone"])
@covers("clubs:rules", "scoring:close")
def test_the_board_sets_side_prizes_and_they_pass_over_the_prize_winners(people, device):
    club = make_club("De Troefboer", place="Orvelte")
    make_organiser(club, "voorzitter")
    board = people(device, "board")
    page = board.page
    board.log_in("voorzitter", "secret-pass-123")

    board.open(f"/club/{club.slug}/regels/")
    page.get_by_label(re.compile("Inleg per avond voor een lid")).fill("2,50")
    page.get_by_label(re.compile("Wat de prijzen waard zijn")).fill("40%; 25%")
    page.get_by_label(re.compile("Prijs voor de laagste score")).check()
    worth = page.get_by_label(re.compile("Waarde van de poedelprijs"))
    worth.fill("€ 2,50; rookworst")
    page.get_by_label(re.compile("Prijs voor de hoogste boom")).check()
    page.get_by_label(re.compile("Waarde van de prijs voor de hoogste boom")).fill("fles wijn")
    page.get_by_label(re.compile("prijs per speler per avond")).check()
    page.get_by_role("button", name="Regels opslaan").click()
    worth = page.get_by_label(re.compile("Waarde van de poedelprijs"))
    expect(worth).to_have_attribute("aria-invalid", "true")
    expect(page.locator(".form-row", has=worth).get_by_text(
        "Een bijprijs heeft één waarde: laat de puntkomma weg.")).to_be_visible()
    board.look("side-worth-refused")
    assert not Club.objects.get(pk=club.pk).rules.lowest_prize  # nothing half-saved
    worth.fill("€ 2,50")
    page.get_by_role("button", name="Regels opslaan").click()
    expect(page.get_by_text(re.compile("De clubregels zijn opgeslagen"))).to_be_visible()
    rules = Club.objects.get(pk=club.pk).rules
    assert (rules.lowest_prize, rules.lowest_prize_worth, rules.boom_prize,
            rules.boom_prize_worth, rules.one_prize_each) == (
        True, "€ 2,50", True, "fles wijn", True)

    # Eight players, one round at two tables, everyone paid € 2,50.
    members = [club.members.create(name=name) for name in NAMES]
    evening = make_evening(make_season(Club.objects.get(pk=club.pk)), round_count=1)
    check_in(evening, members)
    Attendance.objects.filter(evening=evening).update(paid=250)
    draw_round(evening, 1, seed=5)
    play_round(Round.objects.get(evening=evening, number=1), club.organisers.get().user)

    # 8 x € 2,50 = € 20,00 in; 40% + 25% = € 13,00 (after one round partners share the 1st,
    # which takes the 2nd's worth too) and € 2,50 for the lowest score: € 15,50 paid.
    board.open(f"/club/{club.slug}/avond/{evening.pk}/afsluiten/")
    expect(page.locator("#money-in")).to_have_text("€ 20,00")
    expect(page.locator("#money-paid")).to_have_text("€ 15,50")
    expect(page.locator("#money-left")).to_have_text("€ 4,50")
    page.get_by_role("button", name="Ja, avond afsluiten").click()

    places = page.locator("ul.prize-list:not([aria-labelledby])")
    side = page.locator('ul[aria-labelledby="side-prizes-title"]')
    expect(page.get_by_role("heading", name="Bijprijzen")).to_be_visible()
    board.look("side-prizes")
    winners = set(places.locator(".prize-name").all_inner_texts())
    assert len(winners) == 4  # the 1st shared by a pair, the second-to-last by a pair
    labels = [text for text in side.locator(".prize-place").all_inner_texts() if text]
    assert labels == ["Laagste score (poedelprijs)", "Hoogste boom"]
    side_names = side.locator(".prize-name").all_inner_texts()
    assert side_names and not winners & set(side_names)  # one prize per player
    assert side.locator(".prize-worth").all_inner_texts() == ["€ 2,50", "fles wijn"]

    href = page.get_by_role("link", name="Prijslijst (PDF)").get_attribute("href")
    pdf = board.context.request.get(board.base_url + href).body()
    pdf_text = PdfReader(io.BytesIO(pdf)).pages[0].extract_text()
    for text in ["Laagste score", "(poedelprijs)", "Hoogste boom", "fles wijn", *side_names]:
        assert text in pdf_text
