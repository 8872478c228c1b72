"""The evening's money and report, as people use them: the board types the inleg and the
prizes' worth on the rules page (first a form that could be misread, refused at its field);
the organiser ticks at check-in who paid (one mistaken tick undone), the dashboard names who
has not paid; the closing page shows inleg in, prizes paid and what is left for the club;
the prize list page and its PDF show what each prize is worth; the organiser adds a line to
the evening's report and copies it with one tap (read back from the clipboard)."""

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
@covers("clubs:rules", "tournament:checkin_paid", "scoring:close", "scoring:report_note")
def test_the_inleg_is_ticked_the_prizes_paid_and_the_report_copied(people, device):
    club = make_club("De Troefboer", place="Orvelte")
    make_organiser(club, "voorzitter")
    board = people(device, "board")
    page = board.page
    board.log_in("voorzitter", "secret-pass-123")

    # The board: € 2,50 a member, typed first with a point (could be misread), then right.
    board.open(f"/club/{club.slug}/regels/")
    inleg = page.get_by_label(re.compile("Inleg per avond voor een lid"))
    inleg.fill("2.50")
    page.get_by_label(re.compile("Wat de prijzen waard zijn")).fill("40%; 25%; rollade")
    page.get_by_role("button", name="Regels opslaan").click()
    inleg = page.get_by_label(re.compile("Inleg per avond voor een lid"))
    expect(inleg).to_have_attribute("aria-invalid", "true")
    expect(page.locator(".form-row", has=inleg).get_by_text(
        "Schrijf de centen na een komma, bijvoorbeeld 12,50 (niet 12.50).")).to_be_visible()
    board.look("inleg-refused")
    assert Club.objects.get(pk=club.pk).rules.inleg_member == 0  # nothing half-saved
    inleg.fill("€ 2,50")
    page.get_by_role("button", name="Regels opslaan").click()
    expect(page.get_by_text(re.compile("De clubregels zijn opgeslagen"))).to_be_visible()
    rules = Club.objects.get(pk=club.pk).rules
    assert (rules.inleg_member, rules.inleg_guest, rules.prize_worth) == (
        250, 0, "40%; 25%; rollade")

    # The season copies the rules; eight players, one round played at two tables.
    members = [club.members.create(name=name) for name in NAMES]
    evening = make_evening(make_season(Club.objects.get(pk=club.pk)), round_count=1)
    check_in(evening, members)
    draw_round(evening, 1, seed=5)
    play_round(Round.objects.get(evening=evening, number=1), club.organisers.get().user)

    # Check-in: a tap per player who pays; one tap on the wrong row is undone.
    board.open(f"/club/{club.slug}/avond/{evening.pk}/aanmelden/")
    for name in NAMES[:6]:
        page.get_by_role("button", name=f"{name} betaalt € 2,50").click()
        expect(page.get_by_role("button", name=f"{name} betaalde € 2,50; klik om ongedaan te "
                                               "maken")).to_be_visible()
    page.get_by_role("button", name=f"{NAMES[6]} betaalt € 2,50").click()  # a mistake
    page.get_by_role("button", name=re.compile(f"{NAMES[6]} betaalde")).click()
    expect(page.get_by_role("button", name=f"{NAMES[6]} betaalt € 2,50")).to_be_visible()
    expect(page.locator("#present-count")).to_have_text(
        "8 spelers aanwezig · inleg binnen: € 15,00")
    board.look("checkin-paid")

    board.open(f"/club/{club.slug}/avond/{evening.pk}/scores/")
    expect(page.locator("#unpaid")).to_contain_text(
        "2 spelers hebben de inleg nog niet betaald: Gijs Kok, Hans Dijk.")
    board.look("dashboard-unpaid")
    board.open(f"/club/{club.slug}/avond/{evening.pk}/aanmelden/")
    for name in NAMES[6:]:
        page.get_by_role("button", name=f"{name} betaalt € 2,50").click()
        expect(page.get_by_role("button", name=re.compile(f"{name} betaalde"))).to_be_visible()
    assert list(Attendance.objects.filter(evening=evening).values_list("paid", flat=True)
                ) == [250] * 8

    # Closing: 8 x € 2,50 = € 20,00 in; 40% = € 8,00 and 25% = € 5,00 paid; € 7,00 left.
    board.open(f"/club/{club.slug}/avond/{evening.pk}/scores/")
    expect(page.locator("#unpaid")).to_have_count(0)
    page.get_by_role("link", name="Avond afsluiten…").click()
    expect(page.locator("#money-in")).to_have_text("€ 20,00")
    expect(page.locator("#money-paid")).to_have_text("€ 13,00")
    expect(page.locator("#money-left")).to_have_text("€ 7,00")
    board.look("closing-money")
    page.get_by_role("button", name="Ja, avond afsluiten").click()

    # The prize list shows each prize's worth; the PDF prize list says the same.
    worths = page.locator(".prize-list .prize-worth").all_inner_texts()
    assert worths[-1] == "rollade" and all(w.startswith("€ ") for w in worths[:-1])
    assert sum(int(w.removeprefix("€ ").replace(",", "")) for w in worths[:-1]) == 1300
    href = page.get_by_role("link", name="Prijslijst (PDF)").get_attribute("href")
    pdf = board.context.request.get(board.base_url + href).body()
    pdf_text = PdfReader(io.BytesIO(pdf)).pages[0].extract_text()
    for worth in worths:
        assert worth in pdf_text

    # The report: the organiser's own words, then one tap copies it.
    page.get_by_label(re.compile("Uw eigen woorden onder het verslag")).fill(
        "Volgende week de beker.")
    page.get_by_role("button", name="Woorden opslaan").click()
    expect(page.get_by_text("Uw woorden staan in het verslag.")).to_be_visible()
    board.context.grant_permissions(["clipboard-read", "clipboard-write"],
                                    origin=board.base_url)
    page.get_by_role("button", name="Verslag kopiëren").click()
    expect(page.locator(".copy-status")).to_have_text("Gekopieerd: plak het waar u wilt.")
    board.look("report-copied")
    copied = page.evaluate("navigator.clipboard.readText()")
    assert copied == page.locator("#report-text").input_value()
    assert copied.startswith("De Troefboer: de speelavond van ")
    assert "8 spelers deden mee." in copied and copied.endswith("Volgende week de beker.\n")
    # The report names the winners and the worth the prize list shows.
    for item in page.locator(".prize-list li").all():
        place = item.locator(".prize-place").inner_text()
        if place:
            name = item.locator(".prize-name").inner_text()
            worth = item.locator(".prize-worth").inner_text()
            assert re.search(rf"^{re.escape(place)}: {re.escape(name)}\b.*\({re.escape(worth)}\)$",
                             copied, re.M), (place, name, worth, copied)
