"""A whole club evening in the club house, as people run it: the board makes the season and
lets the tables enter their own sheets; the organiser adds a member, plans the evening,
checks the players in (a guest, one who comes for the second round), draws, swaps, draws
again and prints the score sheets on the laptop; five tables open the QR codes read from
the printed PDF on their phones, over the club house's network address, and type their
sheets (the first with a mistake that is shown next to its game within seconds and then
corrected); the other pairs check them with the numbers on their slips; the organiser
approves, runs late and takes only the totals of round 2, closes, reads the prize list,
reopens for a correction and closes again, and opens every download; then the board switches
on variety across the season, the one rule a season with scores still lets change."""

from __future__ import annotations

import io
import re
import subprocess
from datetime import date
from pathlib import Path
from xml.etree import ElementTree

import pytest
from openpyxl import load_workbook
from playwright.sync_api import expect

from clubs.downloads import XLSX
from clubs.models import Role
from scoring.models import Confirmation, ScoreSheet
from tests.documents import pdf_text_blocks, poppler_ready
from tests.e2e.helpers import boxes
from tests.e2e.journeys.person import MISTAKE_SHOWN
from tests.e2e.journeys.registry import covers
from tests.factories import make_club, make_members, make_organiser
from tournament.models import Evening, EveningStatus, Round, Seat

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True),
              pytest.mark.skipif(not poppler_ready(), reason="apt-get install poppler-utils "
                                 "zbar-tools")]

NEW_MEMBER = "Petronella Wilhelmina de Haan-Scholten"
# Pair A's card points per game; game 3 is first typed as 172, which cannot be.
POINTS = [90, 100, 62, 81, 120, 45, 100, 91, 70, 82, 110, 60]
MISTAKE_GAME, MISTAKE = 3, "172"


def drawn_pages(pdf: bytes, folder: Path, *, dpi: int) -> list[Path]:
    """The pages drawn by poppler (a renderer other than the one that wrote them), in page
    order, in grey (PGM): compressing A4 pages at 200 dpi to PNG took the journey seconds,
    and zbar reads the same pixels from either."""
    source = folder / "document.pdf"
    source.write_bytes(pdf)
    subprocess.run(["pdftoppm", "-r", str(dpi), "-gray", str(source), str(folder / "page")],
                   check=True)
    return sorted(folder.glob("page*.pgm"))


def qr_codes_per_page(pdf: bytes, folder: Path) -> list[list[str]]:
    """What a phone reads from the QR codes of each page, drawn at 200 dpi: one zbar run for
    all pages, its XML naming the page of each code."""
    pages = drawn_pages(pdf, folder, dpi=200)
    scanned = subprocess.run(["zbarimg", "--quiet", "--xml", *map(str, pages)],
                             capture_output=True, text=True, check=False)
    zbar = "{http://zbar.sourceforge.net/2008/barcode}"
    read: dict[str, list[str]] = {}
    for image in ElementTree.fromstring(scanned.stdout).iter(f"{zbar}source"):
        read[Path(image.get("href", "")).name] = [
            data.text or "" for data in image.iter(f"{zbar}data")]
    return [read.get(page.name, []) for page in pages]


def sheets_and_slips(pdf: bytes, folder: Path) -> tuple[dict[int, str], dict[int, str]]:
    """Per table, the address of its QR code for the scorekeeper and the six digits printed
    on the other pair's slip, as read from the drawn pages."""
    codes: dict[int, str] = {}
    for table, read in enumerate(qr_codes_per_page(pdf, folder), start=1):
        (codes[table],) = [url for url in read if "/kaart/" in url]
    slips: dict[int, str] = {}
    for page in pdf_text_blocks(pdf, folder):
        text = " ".join(page)
        found = re.search(r"tafel (\d+): controleer de kaart.*?(\d{3} \d{3})", text)
        assert found, text
        slips[int(found.group(1))] = found.group(2).replace(" ", "")
    return codes, slips


def type_the_sheet(phone, url: str, slip: str, *, mistake: bool) -> None:
    """One table's sheet on the scorekeeper's phone: a number and Enter per game, with
    ``mistake`` one mistake seen at its game and corrected; then the other pair's six
    digits."""
    page = phone.page
    page.goto(url)
    expect(page.get_by_role("heading", level=1)).to_contain_text("Boom 1")
    for game, points in enumerate(POINTS, start=1):
        field = page.locator(f'[name="g{game}-points_a"]')
        expect(field).to_be_focused()
        if mistake and game == MISTAKE_GAME:
            page.keyboard.type(MISTAKE)
            problem = page.locator(f"#errors-{game}")
            expect(problem).to_be_visible(timeout=MISTAKE_SHOWN)
            expect(problem).to_contain_text(f"Spel {game}")
            expect(field).to_have_attribute("aria-invalid", "true")
            (box,) = boxes(page, f"#errors-{game}")
            assert box["y"] < page.viewport_size["height"]
            phone.look("mistake")
            field.fill("")
            page.keyboard.type(str(points))
            expect(problem).to_be_hidden(timeout=MISTAKE_SHOWN)
        else:
            page.keyboard.type(str(points))
        page.keyboard.press("Enter")  # in game 12 this sends the sheet
    expect(page.get_by_role("heading", level=1)).to_contain_text("verstuurd")
    phone.look("sent")
    page.get_by_label(re.compile("zes cijfers")).fill(slip)
    page.get_by_role("button", name="Kaart controleren").click()
    page.get_by_role("button", name="Ja, elk spel klopt").click()
    # The thanks of the page after the check, not the check's own heading: the next table
    # starts once this one's check is stored.
    expect(page.get_by_role("heading", level=1)).to_have_text("Dank u")
    phone.look("checked")


@pytest.mark.parametrize("device", ["laptop", "phone"])
@covers("tournament:season_create", "tournament:season_rules", "clubs:member_add",
        "tournament:evening_create", "tournament:evening_status", "tournament:checkin_toggle",
        "tournament:add_guest", "tournament:attendance_update", "tournament:draw",
        "tournament:swap", "scoring:table_sheet", "scoring:table_check_number",
        "scoring:table_check", "scoring:approve", "scoring:round_entry", "scoring:sheet",
        "scoring:close", "scoring:reopen")
def test_a_club_evening_in_the_club_house(club_house, people, tmp_path, device):
    """The board and the organiser on ``device``; the tables on the other kind (a phone, or
    a laptop or tablet brought to the table)."""
    at_the_tables = "laptop" if device == "phone" else "phone"
    club = make_club("De Troefboer", place="Orvelte")
    make_organiser(club, "voorzitter")
    make_organiser(club, "annie", role=Role.ORGANISER)
    members = make_members(club, 19, prefix="Klaver")

    # The board: a new season whose tables enter their own sheets.
    board = people(device, "evening-board", address=club_house.laptop)
    board.log_in("voorzitter", "secret-pass-123")
    board.open(f"/club/{club.slug}/seizoen/nieuw/")
    board.page.get_by_label("Naam").fill("Seizoen 2026-2027")
    board.page.get_by_label("Begindatum").fill("2026-09-01")
    board.page.get_by_role("button", name="Seizoen aanmaken").click()
    board.page.get_by_role("link", name=re.compile("Regels van dit seizoen")).click()
    board.page.get_by_label("Tafels vullen zelf hun scorekaart in (QR-code)").check()
    board.page.get_by_role("button", name="Regels opslaan").click()
    expect(board.page.locator(".message.success")).to_be_visible()
    board.look("season-rules")
    season = club.seasons.get()
    assert season.table_entry

    # The organiser on the laptop: a new member, the evening, the check-in.
    annie = people(device, "evening-organiser", address=club_house.laptop)
    page = annie.page
    annie.log_in("annie", "secret-pass-123")
    page.get_by_role("link", name="Leden").first.click()
    page.get_by_role("link", name="Lid toevoegen").click()
    page.get_by_label("Naam").fill(NEW_MEMBER)
    page.get_by_role("button", name="Opslaan", exact=True).click()
    expect(page.get_by_text(f"{NEW_MEMBER} is toegevoegd.")).to_be_visible()

    annie.open(season.get_absolute_url())
    page.get_by_role("link", name="Speelavond plannen").click()
    page.get_by_label("Datum").fill(str(date(2026, 10, 7)))
    page.get_by_label(re.compile("Bomen")).fill("2")
    page.get_by_role("button", name="Speelavond plannen").click()
    evening = Evening.objects.get(season=season)
    page.get_by_role("button", name="Aanmelden starten").click()
    page.wait_for_load_state()
    for name in [m.name for m in members] + [NEW_MEMBER]:
        page.get_by_role("button", name=f"{name} aanmelden").click()
        expect(page.get_by_role("button", name=re.compile(f"{re.escape(name)} is aanwezig"))
               ).to_be_visible()
    page.get_by_label("Naam van de gast").fill("Gerrit Gast")
    page.get_by_role("button", name="Gast toevoegen").click()
    late = page.locator("li", has_text=members[-1].name)
    late.locator("summary").click()
    late.get_by_label("vanaf boom").select_option("2")
    late.get_by_role("button", name=re.compile("Opslaan voor")).click()
    expect(page.locator("#present-count")).to_contain_text("21")
    annie.look("checked-in")

    # The draw: drawn, two players swapped, then drawn once more.
    page.get_by_role("link", name="Klaar: naar de loting").click()
    page.get_by_role("button", name="Boom 1 loten").click()
    expect(page.get_by_text("Boom 1 is geloot")).to_be_visible()
    page.locator("summary", has_text="Twee spelers wisselen").click()
    page.get_by_label(re.compile(r"^Speler:?$")).select_option(label=NEW_MEMBER)
    page.get_by_label("wisselt van plaats met").select_option(label="Gerrit Gast")
    page.get_by_role("button", name="Plaatsen wisselen").click()
    # The page after each step shows its own message (the draw's is on the page before).
    expect(page.locator(".message.success")).to_contain_text(
        re.compile("Plaatsen gewisseld in boom 1", re.I))
    page.locator("summary", has_text="Twee spelers wisselen").click()
    with page.expect_navigation():  # the new draw's message reads as the first one's
        page.get_by_role("button", name="Boom 1 opnieuw loten").click()
    expect(page.locator(".message.success")).to_be_visible()
    round1 = Round.objects.get(evening=evening, number=1)
    assert Seat.objects.filter(round=round1, table__isnull=False).count() == 20
    assert not Seat.objects.filter(round=round1, member=members[-1]).exists()
    annie.look("drawn")

    # The score sheets, printed on the laptop: their codes carry the phones' address.
    pdf = annie.download(page.get_by_role("link", name="Scorekaarten afdrukken (PDF)").first)
    codes, slips = sheets_and_slips(pdf, tmp_path)
    assert sorted(codes) == [1, 2, 3, 4, 5]
    assert all(url.startswith(club_house.phones + "/kaart/") for url in codes.values())

    # Five tables type their sheets on their phones; the other pairs check them. The
    # mistake and how it shows are the same at every table of one width: table 1 makes it.
    for table, url in codes.items():
        phone = people(at_the_tables, f"evening-table-{table}", address=club_house.phones)
        type_the_sheet(phone, url, slips[table], mistake=table == 1)
    stored = ScoreSheet.objects.filter(round=round1)
    assert stored.count() == 5
    assert {s.confirmation for s in stored} == {Confirmation.CONFIRMED}

    # The organiser approves round 1, draws round 2 and, running late, takes its totals only.
    annie.open(f"/club/{club.slug}/avond/{evening.pk}/scores/")
    page.get_by_role("button", name="Boom 1 goedkeuren").click()
    expect(page.locator(".message.success")).to_be_visible()
    annie.open(evening.get_absolute_url())
    page.get_by_role("button", name="Boom 2 loten").click()
    expect(page.get_by_text("Boom 2 is geloot")).to_be_visible()
    annie.open(f"/club/{club.slug}/avond/{evening.pk}/scores/")
    page.get_by_role("link", name=re.compile("Alleen de totalen voor boom 2")).click()
    page.get_by_role("button", name=re.compile("totalen")).click()
    for table in range(1, 6):
        page.locator(f"#cell-2-{table}").click()
        # 12 games of 162 card points, and roem in tens on top.
        page.get_by_label(re.compile("totaal paar A", re.I)).fill(str(1000 + 20 * table))
        page.get_by_label(re.compile("totaal paar B", re.I)).fill("944")
        page.get_by_role("button", name="Totalen opslaan").click()
        expect(page.locator(".message.success")).to_contain_text(f"Tafel {table} van boom 2")
    annie.look("boom-2-totals")

    # Closing, the prize list, a reopening for a correction, closing again.
    page.get_by_role("link", name="Avond afsluiten…").first.click()
    page.get_by_role("button", name="Ja, avond afsluiten").click()
    expect(page.get_by_role("heading", name="Prijzen")).to_be_visible()
    prizes = page.locator(".prize-list li").all_inner_texts()
    assert len(prizes) >= 3  # 1st, 2nd and second-to-last; partners share their place
    winners = page.locator(".prize-list .prize-name").all_inner_texts()
    annie.look("prizes")
    annie.open(evening.get_absolute_url())
    page.locator("summary", has_text="Avond heropenen").click()
    page.get_by_label("Waarom?").fill("Tafel 5 verkeerd overgenomen")
    page.get_by_role("button", name="Avond heropenen").click()
    expect(page.locator(".message.success")).to_be_visible()
    assert Evening.objects.get(pk=evening.pk).status == EveningStatus.PLAYING
    page.get_by_role("link", name="Avond afsluiten…").first.click()
    page.get_by_role("button", name="Ja, avond afsluiten").click()
    expect(page.get_by_role("heading", name="Prijzen")).to_be_visible()
    assert page.locator(".prize-list li").all_inner_texts() == prizes

    # Every download of the evening and the season opens.
    prize_pdf = annie.download(page.get_by_role("link", name="Prijslijst (PDF)").first)
    (tmp_path / "prizes").mkdir()
    assert drawn_pages(prize_pdf, tmp_path / "prizes", dpi=150), "poppler drew no page"
    workbook = load_workbook(io.BytesIO(
        annie.download(page.get_by_role("link", name="Excel").first, XLSX)))
    cells = {str(cell.value) for sheet in workbook.worksheets for row in sheet.iter_rows()
             for cell in row}
    assert set(winners) <= cells
    annie.open(season.get_absolute_url() + "stand/")
    assert annie.download(page.get_by_role("link", name="Stand (PDF)").first).startswith(b"%PDF")
    load_workbook(io.BytesIO(annie.download(page.get_by_role("link", name="Excel").first,
                                            XLSX)))
    annie.look("standings")

    # With scores the season's rules are fixed, all but the draw's variety across the
    # season, which only steers the next draws: the board switches it on.
    board.open(f"/club/{club.slug}/seizoen/{season.pk}/regels/")
    expect(board.page.get_by_text(re.compile("Alleen de afwisseling van de loting"))
           ).to_be_visible()
    expect(board.page.get_by_label(re.compile("Vaste punten staand nummer"))).to_be_disabled()
    board.page.get_by_label(re.compile("Afwisseling: eerdere speelavonden")).fill("2")
    board.look("season-rules-fixed")
    board.page.get_by_role("button", name="Regels opslaan").click()
    expect(board.page.locator(".message.success")).to_be_visible()
    season.refresh_from_db()
    assert season.variety_evenings == 2
    assert not season.play_to_target and season.table_entry  # the rest as it was
