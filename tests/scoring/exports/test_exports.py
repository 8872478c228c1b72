"""Prize list and standings as PDF and Excel: hand-built lines in, bytes out, no database.

The PDFs are built with ``compress=False`` so that the page text (ASCII names, headings,
labels) can be found in the bytes.
"""

from __future__ import annotations

import io
import re
from dataclasses import replace
from datetime import date, timedelta

import pytest
from openpyxl import load_workbook
from openpyxl.worksheet.worksheet import Worksheet

from scoring.exports.excel import evening_workbook, standings_workbook
from scoring.exports.pdf import ResultLabels, prize_list_pdf, standings_pdf
from scoring.results.prizes import Prize, PrizeWinner, prizes
from scoring.results.ranking import BEST_ROUND, EveningLine, EveningPlayer
from scoring.results.season import SeasonLine, SeasonPlayer

EVENING = date(2026, 11, 25)
NAMES = (
    "Wilhelmina van der Meer-Hoogendoorn",
    "Jan de Vries",
    "Piet Jansen",
    "Klaas Bakker",
    "Marie Smit",
    "Henk Visser",
    "Gerda Mulder",
)
ENGLISH = ResultLabels(
    date_format="%Y-%m-%d",
    prize_title="Prize list - Evening {date}",
    prize_place="Prize {place}",
    place_names={-2: "Booby prize"},
    tie_breaks={BEST_ROUND: "best round"},
    decided_by="decided on: {tie_break}",
    round="Round {round}",
    total="Total",
    bye_legend="S = bye (fixed score)",
    standings_title="Standings - {season}",
    unqualified="Not ranked: too few evenings",
)


def name(number: int) -> str:
    return f"{NAMES[number % len(NAMES)]} {number}"


def evening_lines(players: int, rounds: int = 4) -> list[EveningLine]:
    """Totals falling by 10 per place; player 2 ties player 1 and loses on the best round;
    player 3 has a bye in round 2 and a penalty; the last one left after two rounds."""
    lines = []
    for number in range(1, players + 1):
        tied = number == 2
        base = 2000 - 10 * number + (15 if tied else 0)
        scores: list[int | None] = [base, 1500, 1400 - (5 if tied else 0), 1300]
        byes = [False] * rounds
        if number == 3:
            scores[1], byes[1] = 1200, True
        if number == players and players > 3:
            scores[2:] = [None, None]
        player = EveningPlayer(
            number, name(number), tuple(scores[:rounds]), tuple(byes), -20 if number == 3 else 0
        )
        rank = 1 if number == 2 else number
        lines.append(EveningLine(player, rank, number, BEST_ROUND if number == 2 else ""))
    return lines


def evening_prizes(lines: list[EveningLine]) -> list[Prize]:
    return prizes(lines, places=[1, 2, -2])


def prize_pdf(players: int, labels: ResultLabels | None = None) -> bytes:
    lines = evening_lines(players)
    return prize_list_pdf(
        club_name="KV De Troefboer",
        evening_date=EVENING,
        prizes=evening_prizes(lines),
        lines=lines,
        rounds=4,
        labels=labels or ResultLabels(),
        compress=False,
    )


def evening_dates(count: int) -> list[date]:
    return [date(2026, 9, 2) + timedelta(weeks=week) for week in range(count)]


def season_lines(players: int, evenings: int) -> list[SeasonLine]:
    """Everyone plays every evening except player 2 (absent on evening 1); the two lowest
    evenings of each player are dropped; the last player is unqualified."""
    lines = []
    for number in range(1, players + 1):
        scores: list[int | None] = [
            6000 - number + 37 * ((number + e) % 11) for e in range(evenings)
        ]
        if number == 2:
            scores[0] = None
        lowest = sorted(range(evenings), key=lambda e: scores[e] or 0)[:2]
        counted = tuple(e not in lowest for e in range(evenings))
        score = sum(s or 0 for s, c in zip(scores, counted, strict=True) if c)
        qualified = number < players
        player = SeasonPlayer(number, name(number), tuple(scores))
        played = sum(s is not None for s in scores)
        lines.append(
            SeasonLine(player, counted, float(score), played, number if qualified else 0, qualified)
        )
    return lines


def season_pdf(players: int, evenings: int, labels: ResultLabels | None = None) -> bytes:
    return standings_pdf(
        club_name="KV De Troefboer",
        season_name="Seizoen 2026-2027",
        evening_dates=evening_dates(evenings),
        lines=season_lines(players, evenings),
        labels=labels or ResultLabels(),
        compress=False,
    )


def page_count(pdf: bytes) -> int:
    return len(re.findall(rb"/Type /Page\b(?!s)", pdf))


def shown(pdf: bytes, text: str) -> int:
    """How often ``text`` is drawn as one string on the pages."""
    escaped = text.replace("(", "\\(").replace(")", "\\)")
    return pdf.count(b"(" + escaped.encode() + b") Tj")


def drawn(pdf: bytes, text: str) -> int:
    """How often ``text`` is part of a string drawn on the pages."""
    return pdf.count(text.encode())


def check_pdf(pdf: bytes, pages: int) -> None:
    assert pdf.startswith(b"%PDF-")
    assert pdf.rstrip().endswith(b"%%EOF")
    assert page_count(pdf) == pages
    assert f"/Count {pages}".encode() in pdf


# The prize list PDF


@pytest.mark.parametrize(("players", "pages"), [(10, 1), (60, 1), (100, 2)])
def test_it_fits_60_players_on_one_prize_list_page(players: int, pages: int) -> None:
    pdf = prize_pdf(players)

    check_pdf(pdf, pages)
    for number in range(1, players + 1):
        assert shown(pdf, name(number)) >= 1
    assert shown(pdf, "Boom 1") == pages  # the header row on every page
    assert (shown(pdf, f"Blad {pages} van {pages}") == 1) == (pages > 1)


def test_the_prize_list_reads_out_the_prizes_and_the_tie_break() -> None:
    pdf = prize_pdf(10)

    assert shown(pdf, "1e prijs") == 1
    assert shown(pdf, "2e prijs") == 1
    assert shown(pdf, "Poedelprijs") == 1
    # The winners are named in the prize block and again in the table.
    for number in (1, 2, 9):
        assert shown(pdf, name(number)) == 2
    # Players 1 and 2 tied on total; the best round decided both their places.
    assert shown(pdf, "beslist op: hoogste boom") == 2
    assert shown(pdf, "6.190") == 4  # equal totals in the block and the table


def test_the_prize_list_marks_byes_penalties_and_missed_rounds() -> None:
    pdf = prize_pdf(10)

    assert shown(pdf, "S") == 1
    assert shown(pdf, "S = staand nummer (vaste score)") == 1
    assert b"BitstreamVeraSans-Oblique" in pdf  # the bye score is italic
    assert shown(pdf, "1.200") == 1


def test_an_evening_without_byes_has_no_bye_legend() -> None:
    lines = evening_lines(2)
    pdf = prize_list_pdf(
        club_name="KV De Troefboer",
        evening_date=EVENING,
        prizes=[Prize(1, (PrizeWinner(lines[0]), PrizeWinner(lines[1])))],
        lines=lines,
        rounds=4,
        labels=ResultLabels(),
        compress=False,
    )

    check_pdf(pdf, 1)
    assert shown(pdf, "S = staand nummer (vaste score)") == 0
    assert shown(pdf, "1e prijs") == 1  # a shared prize names its place once
    assert b"gedeeld" in pdf


def test_the_prize_list_speaks_the_callers_language() -> None:
    pdf = prize_pdf(10, ENGLISH)

    assert shown(pdf, "Prize list - Evening 2026-11-25") == 1
    assert shown(pdf, "Prize 1") == 1
    assert shown(pdf, "Booby prize") == 1
    assert shown(pdf, "decided on: best round") == 2
    assert shown(pdf, "S = bye (fixed score)") == 1
    assert b"prijs" not in pdf and b"Boom" not in pdf


# The standings PDF


@pytest.mark.parametrize(
    ("players", "evenings", "pages"), [(10, 8, 1), (40, 20, 1), (100, 40, 2), (200, 40, 3)]
)
def test_it_paginates_the_standings(players: int, evenings: int, pages: int) -> None:
    pdf = season_pdf(players, evenings)

    check_pdf(pdf, pages)
    for number in range(1, players + 1):
        assert shown(pdf, name(number)) == 1
    assert shown(pdf, "Gesp.") == pages  # the header row on every page
    # The legend's middle dot and dash are outside ASCII, so only its start is plain.
    assert drawn(pdf, "(Getallen tussen haakjes tellen niet mee. ") == pages


def test_the_standings_name_the_champion_and_the_unqualified() -> None:
    pdf = season_pdf(10, 8)

    assert drawn(pdf, "   Kampioen: Jan de Vries 1) Tj") == 1
    assert shown(pdf, "Niet geklasseerd: te weinig avonden gespeeld") == 1
    assert drawn(pdf, "   stand na 8 speelavonden   ") == 1
    assert shown(pdf, "37.215") == 1  # the champion's season score, Dutch style


def test_the_standings_speak_the_callers_language() -> None:
    pdf = season_pdf(10, 8, replace(ENGLISH, champion="Leader", thousands_separator=","))

    assert shown(pdf, "Standings - Seizoen 2026-2027") == 1
    assert shown(pdf, "Not ranked: too few evenings") == 1
    assert drawn(pdf, "   Leader: Jan de Vries 1) Tj") == 1
    assert shown(pdf, "37,215") == 1


def test_the_pdfs_are_compressed_by_default() -> None:
    lines = season_lines(40, 20)
    packed = standings_pdf(
        club_name="KV De Troefboer",
        season_name="Seizoen 2026-2027",
        evening_dates=evening_dates(20),
        lines=lines,
        labels=ResultLabels(),
    )

    check_pdf(packed, 1)
    assert len(packed) < len(season_pdf(40, 20))
    assert name(1).encode() not in packed


# Excel


def load(data: bytes, sheet: str) -> Worksheet:
    workbook = load_workbook(io.BytesIO(data))
    return workbook[sheet]


def evening_xlsx(players: int) -> bytes:
    lines = evening_lines(players)
    return evening_workbook(
        club_name="KV De Troefboer",
        evening_date=EVENING,
        prizes=evening_prizes(lines),
        lines=lines,
        rounds=4,
        labels=ResultLabels(),
    )


def test_the_evening_workbook_holds_numbers_under_a_frozen_header() -> None:
    sheet = load(evening_xlsx(10), "Uitslag")

    header = [cell.value for cell in sheet[1]]
    assert header == ["Pl.", "Naam", "Boom 1", "Boom 2", "Boom 3", "Boom 4", "Straf", "Totaal"]
    assert all(cell.font.b for cell in sheet[1])
    assert sheet.freeze_panes == "C2"
    assert sheet.max_row == 11
    for row in sheet.iter_rows(min_row=2, max_row=9, values_only=True):
        assert all(isinstance(value, int) for value in (row[0], *row[2:]))
    # Equal totals, the best round decided: the place after the tie-break, as the prizes.
    assert [cell.value for cell in sheet[3]] == [2, name(2), 1995, 1500, 1395, 1300, 0, 6190]
    assert sheet["H3"].number_format == "#,##0"
    for letter in "ABCDEFGH":
        assert sheet.column_dimensions[letter].width >= 6
    assert sheet.column_dimensions["B"].width > sheet.column_dimensions["C"].width


def test_the_evening_workbook_marks_byes_and_missed_rounds() -> None:
    sheet = load(evening_xlsx(10), "Uitslag")

    bye = sheet["D4"]
    assert bye.value == 1200
    assert bye.font.i
    assert bye.comment is not None and bye.comment.text == "Staand nummer"
    assert sheet["G4"].value == -20
    assert not sheet["D5"].font.i
    assert sheet["E11"].value is None  # the last player left after two rounds
    assert sheet["H11"].value == 1900 + 1500


def test_the_evening_workbook_lists_the_prizes() -> None:
    sheet = load(evening_xlsx(10), "Prijzen")

    headings = ["Prijs", "Naam", "Totaal", "Beslist op", "Opmerking"]
    assert [cell.value for cell in sheet[1]] == headings
    assert sheet.freeze_panes == "A2"
    assert [cell.value for cell in sheet[2]] == ["1e prijs", name(1), 6190, "hoogste boom", None]
    assert [cell.value for cell in sheet[3]] == ["2e prijs", name(2), 6190, "hoogste boom", None]
    assert sheet["A4"].value == "Poedelprijs (op \u00e9\u00e9n na laatste)"
    assert sheet["D4"].value is None


def standings_xlsx(lines: list[SeasonLine], evenings: int = 8) -> Worksheet:
    data = standings_workbook(
        club_name="KV De Troefboer",
        season_name="Seizoen 2026-2027",
        evening_dates=evening_dates(evenings),
        lines=lines,
        labels=ResultLabels(),
    )
    return load(data, "Stand")


def test_the_standings_workbook_keeps_dropped_evenings_numeric() -> None:
    sheet = standings_xlsx(season_lines(10, 8))

    header = [cell.value for cell in sheet[1]]
    assert header[:3] == ["Pl.", "Naam", "02-09-2026"]
    assert header[-3:] == ["Gesp.", "Stand", "Opmerking"]
    assert sheet.freeze_panes == "C2"
    assert sheet.column_dimensions["B"].width >= len(name(1))
    first = season_lines(10, 8)[0]
    dropped = [i for i, counted in enumerate(first.counted) if not counted]
    for index in range(8):
        cell = sheet.cell(2, 3 + index)
        assert isinstance(cell.value, int)
        assert (cell.font.color.rgb == "00808080") == (index in dropped)  # grey
        assert cell.number_format.startswith('"("') == (index in dropped)
    assert sheet["K2"].value == 8
    assert sheet["L2"].value == 37215
    assert isinstance(sheet["L2"].value, int)
    assert sheet["M2"].value == "Kampioen"


def test_the_standings_workbook_leaves_absences_empty_and_ranks_only_the_qualified() -> None:
    sheet = standings_xlsx(season_lines(10, 8))

    assert sheet["C3"].value is None  # player 2 was absent on the first evening
    assert sheet["A11"].value is None
    assert sheet["M11"].value == "niet geklasseerd"


def test_an_average_keeps_its_decimal_in_the_workbook() -> None:
    lines = [replace(line, score=line.score / 6) for line in season_lines(3, 8)]

    sheet = standings_xlsx(lines)

    assert isinstance(sheet["L2"].value, float)
    assert sheet["L2"].number_format == "#,##0.0"


# Shared words and numbers


@pytest.mark.parametrize(
    ("place", "label"),
    [
        (1, "1e prijs"),
        (3, "3e prijs"),
        (-1, "Poedelprijs (laatste)"),
        (-2, "Poedelprijs (op \u00e9\u00e9n na laatste)"),
        (-5, "5e van onderen"),
    ],
)
def test_it_names_prize_places(place: int, label: str) -> None:
    assert ResultLabels().place_label(place) == label


def test_a_tie_break_decides_the_places_on_both_sides_of_the_tie() -> None:
    lines = evening_lines(4)

    first, second, third = (prize.winners[0] for prize in prizes(lines, places=[1, 2, 3]))

    assert first.decided_by == (BEST_ROUND,)
    assert second.decided_by == (BEST_ROUND,)
    assert third.decided_by == ()


def test_an_empty_evening_and_season_still_print_one_page() -> None:
    prize_list = prize_list_pdf(
        club_name="KV De Troefboer",
        evening_date=EVENING,
        prizes=[],
        lines=[],
        rounds=4,
        labels=ResultLabels(),
        compress=False,
    )
    standings = standings_pdf(
        club_name="KV De Troefboer",
        season_name="Seizoen 2026-2027",
        evening_dates=[],
        lines=[],
        labels=ResultLabels(),
        compress=False,
    )

    check_pdf(prize_list, 1)
    check_pdf(standings, 1)
    assert shown(prize_list, "Boom 4") == 1
    assert shown(standings, "Gesp.") == 1
