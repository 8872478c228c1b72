"""Issue 10, finding 7: member names never become formulas in the public Excel files."""

from __future__ import annotations

import io
import zipfile

import pytest
from django.test import Client
from openpyxl import load_workbook

from clubs.models import Club
from scoring.closing.service import close_evening
from scoring.sheets.rows import Row, forced_declarer
from scoring.sheets.save import save_games
from scoring.systems.klaverjas import KLAVERJAS
from tests.factories import check_in, make_evening, make_members, make_season
from tournament.models import Round
from tournament.seating.store import draw_round

NAMES = ['=HYPERLINK("http://x.example","klik")', "=2+3", "+31 6 1234", "@SUM(A1)"]


@pytest.fixture
def closed(club: Club, organiser):
    season = make_season(club)
    evening = make_evening(season, round_count=1)
    members = make_members(club, 4)
    for member, name in zip(members, NAMES, strict=True):
        member.name = name
        member.save()
    check_in(evening, members)
    draw_round(evening, 1, seed=1)
    rows = [Row(number=n, declarer=forced_declarer(n), points_a=90, points_b=72)
            for n in range(1, 13)]
    save_games(Round.objects.get(evening=evening), 1, rows, sheet=KLAVERJAS, version=0,
               user=organiser)
    close_evening(evening, organiser)
    return season, evening


@pytest.mark.parametrize("which", ["uitslag", "stand"])
def test_names_stay_text_in_the_public_workbooks(closed, which):
    season, evening = closed
    club = season.club
    url = (f"/club/{club.slug}/avond/{evening.pk}/uitslag/uitslag.xlsx" if which == "uitslag"
           else f"/club/{club.slug}/seizoen/{season.pk}/stand.xlsx")
    response = Client().get(url)
    assert response.status_code == 200
    data = response.content
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        sheets = [n for n in archive.namelist() if n.startswith("xl/worksheets/sheet")]
        xml = b"".join(archive.read(n) for n in sheets)
    assert b"<f>" not in xml and b"<f " not in xml  # no formula anywhere
    workbook = load_workbook(io.BytesIO(data))
    texts = {c.value for ws in workbook.worksheets for row in ws.iter_rows() for c in row
             if c.data_type == "s"}
    assert set(NAMES) <= texts
