"""What the standings say on the page, in the PDF and in Excel: the champion only once the
season is over, counts in singular and plural, and evenings that do not count marked and
explained the same way in all three."""

from __future__ import annotations

import html
import re
from datetime import date, timedelta

import pytest
from django.test import Client
from django.utils import timezone

from clubs.models import Club, SeasonCounting
from scoring.results.season import season_over
from tests.documents import pdf_strings, workbook_rows
from tests.factories import make_evening, make_members, make_season
from tests.scoring.results.helpers import play_evening
from tournament.models import Season

LONG_AGO = date(2000, 1, 1)


@pytest.mark.parametrize(
    ("evenings", "closed", "next_start", "over"),
    [
        pytest.param(0, 0, None, False, id="nothing-played"),
        pytest.param(1, 1, None, False, id="the-only-planned-evening-closed"),
        pytest.param(12, 12, None, False, id="every-evening-closed-no-next-season"),
        pytest.param(12, 12, date(2027, 9, 1), False, id="next-season-not-begun"),
        pytest.param(12, 12, date(2027, 6, 1), True, id="next-season-begins-today"),
        pytest.param(12, 12, date(2027, 1, 1), True, id="next-season-begun"),
        pytest.param(12, 11, date(2027, 1, 1), False, id="an-evening-still-open"),
        pytest.param(0, 0, date(2027, 1, 1), False, id="next-season-begun-nothing-played"),
    ],
)
def test_a_season_is_over_when_its_evenings_are_closed_and_the_next_has_begun(
        evenings, closed, next_start, over):
    assert season_over(evenings=evenings, closed=closed, next_start=next_start,
                       today=date(2027, 6, 1)) is over


def page_text(client: Client, season: Season) -> str:
    page = client.get(f"/club/{season.club.slug}/seizoen/{season.pk}/stand/").content.decode()
    main = page[page.index("<main"):page.index("</main>")]
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", main)).split())


def pdf_text(client: Client, season: Season) -> str:
    pdf = client.get(f"/club/{season.club.slug}/seizoen/{season.pk}/stand.pdf").content
    return " ".join(pdf_strings(pdf))


def workbook(client: Client, season: Season) -> list[list[object]]:
    data = client.get(f"/club/{season.club.slug}/seizoen/{season.pk}/stand.xlsx").content
    return workbook_rows(data, "Stand")


def remarks(rows: list[list[object]]) -> list[object]:
    return [row[-1] for row in rows[1:] if row[-1]]


@pytest.fixture
def one_evening(club: Club, organiser) -> Season:
    """A new season: its first evening planned, played and closed; no other planned yet."""
    season = make_season(club, name="Nieuw seizoen", start_date=LONG_AGO)
    play_evening(season, make_members(club, 8), 1, organiser)
    return season


def test_one_closed_evening_makes_a_leader_not_a_champion(one_evening, client):
    assert "Koploper:" in page_text(client, one_evening)
    assert "Koploper:" in pdf_text(client, one_evening)
    assert remarks(workbook(client, one_evening))[0] == "Koploper"
    for said in (page_text(client, one_evening), pdf_text(client, one_evening),
                 str(remarks(workbook(client, one_evening)))):
        assert "Kampioen" not in said


def test_the_champion_is_crowned_once_the_next_season_has_begun(one_evening, client):
    today = timezone.localdate()
    make_season(one_evening.club, name="Volgend seizoen", start_date=today + timedelta(days=30))
    assert "Koploper:" in page_text(client, one_evening)  # planned, not begun

    make_season(one_evening.club, name="Lopend seizoen", start_date=today)
    assert "Kampioen:" in page_text(client, one_evening)
    assert "Kampioen:" in pdf_text(client, one_evening)
    assert remarks(workbook(client, one_evening))[0] == "Kampioen"


def test_a_planned_evening_keeps_the_season_open(one_evening, client):
    make_season(one_evening.club, name="Lopend seizoen", start_date=timezone.localdate())
    make_evening(one_evening, day=8, status="PLANNED")
    assert "Koploper:" in page_text(client, one_evening)
    assert "Koploper:" in pdf_text(client, one_evening)


def test_one_evening_is_one_evening(club, organiser, client):
    season = make_season(club, start_date=LONG_AGO, season_counting=SeasonCounting.BEST_N,
                         season_count_n=1, min_evenings=1)
    play_evening(season, make_members(club, 8), 1, organiser)

    page, pdf = page_text(client, season), pdf_text(client, season)
    assert "stand na 1 speelavond " in page and "stand na 1 speelavond " in pdf
    assert "De beste avond telt." in page
    assert "Voor een plaats in de seizoensstand is minstens 1 avond nodig." in page
    assert not re.search(r"\b1 (speel)?avonden\b", page + pdf)


@pytest.fixture
def three_evenings(club: Club, organiser) -> Season:
    """Three evenings of which each player's two lowest do not count."""
    season = make_season(club, start_date=LONG_AGO)
    members = make_members(club, 8)
    for day in (1, 2, 3):
        play_evening(season, members, day, organiser)
    return season


LEGEND = "Getallen tussen haakjes tellen niet mee."


def test_evenings_that_do_not_count_are_in_brackets_everywhere(three_evenings, client):
    page, pdf = page_text(client, three_evenings), pdf_text(client, three_evenings)
    rows = workbook(client, three_evenings)

    bracketed = re.compile(r"\(-?\d{1,3}(?:\.\d{3})*\)")
    assert len(bracketed.findall(page)) == 2 * 8  # two dropped evenings per player
    assert len(bracketed.findall(pdf)) == 2 * 8
    assert LEGEND in page and LEGEND in pdf and any(LEGEND in str(row[0]) for row in rows)
    for said in (page, pdf):
        assert "doorgestreept" not in said


def test_the_workbook_brackets_the_numbers_that_do_not_count(three_evenings, client):
    from io import BytesIO

    from openpyxl import load_workbook

    data = client.get(
        f"/club/{three_evenings.club.slug}/seizoen/{three_evenings.pk}/stand.xlsx").content
    sheet = load_workbook(BytesIO(data))["Stand"]
    formats = [sheet.cell(row, column).number_format
               for row in range(2, 10) for column in range(3, 6)]
    bracketed = [f for f in formats if f.startswith('"("') and '")"' in f]
    assert len(bracketed) == 2 * 8  # two dropped evenings per player
    assert formats.count("#,##0") == 8
