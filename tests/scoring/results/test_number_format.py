"""One way to write a score everywhere: thousands grouped with a dot, also four-digit scores.

Issue 9 found three formats: "4.818" on most pages, "1305" and "gemiddeld 5169" on the player
page, "4893" next to "36.767" in the standings PDF. Every page and PDF of a played season is
read back here and every number written in it is checked.
"""

from __future__ import annotations

import re

import pytest
from django.test import Client
from django.urls import reverse

from scoring.results.numbers import format_number
from tests.documents import pdf_strings
from tests.factories import make_members, make_season
from tests.scoring.results.helpers import play_evening

# A number as a score is written: digits in groups of three after the first group, and an
# optional decimal comma. Four or more digits in a row is the mistake looked for.
GROUPED = re.compile(r"^-?\d{1,3}(\.\d{3})*(,\d)?$")
UNGROUPED = re.compile(r"(?<![\d.,/-])\d{4,}(?![\d.,/-])")


@pytest.mark.parametrize(
    ("value", "decimals", "text"),
    [
        (0, 0, "0"),
        (999, 0, "999"),
        (1305, 0, "1.305"),
        (6543, 0, "6.543"),
        (36767, 0, "36.767"),
        (246562, 0, "246.562"),
        (-100, 0, "-100"),
        (-1250, 0, "-1.250"),
        (5169.5, 0, "5.170"),  # rounded half up, as clubs round
        (6543.25, 1, "6.543,3"),
        (123456.75, 1, "123.456,8"),
        (-0.04, 1, "0,0"),
    ],
)
def test_it_writes_scores_the_dutch_way(value, decimals, text):
    assert format_number(value, decimals=decimals) == text


@pytest.fixture
def played(club, organiser):
    # A name without a number: the default one counts the seasons made before ("Seizoen
    # 1731" after enough tests in one worker), which is no score to group.
    season = make_season(club, name="Seizoen najaar")
    members = make_members(club, 9)
    evenings = [play_evening(season, members, day, organiser, round_count=3) for day in (1, 2, 3)]
    return season, evenings, members


def page_numbers(html: str) -> list[str]:
    """The numbers a visitor reads in the page's cells, facts, prizes and chart labels."""
    main = html[html.index('<main'):html.index("</main>")]
    cells = re.findall(r'class="number[^"]*"[^>]*>(.*?)</t[dh]>', main, re.S)
    cells += re.findall(r'<span class="number">(.*?)</span>', main)
    cells += re.findall(r"[AB] ([\d.]+)(?= ·|</span>)", main)  # the dashboard's pair totals
    cells += re.findall(r"<dd>(.*?)</dd>", main, re.S)
    cells += re.findall(r"<text[^>]*>(.*?)</text>", main)
    text = " ".join(re.sub(r"<[^>]+>", " ", cell) for cell in cells)
    return re.findall(r"-?[\d.,]*\d", text)


def test_every_page_groups_the_thousands(played, organiser_client: Client):
    season, evenings, members = played
    slug = season.club.slug
    urls = [
        reverse("scoring:evening_results", args=[slug, evenings[0].pk]),
        reverse("scoring:standings", args=[slug, season.pk]),
        reverse("scoring:player", args=[slug, members[0].pk]),
        reverse("scoring:dashboard", args=[slug, evenings[0].pk]),
        reverse("scoring:sheet", args=[slug, evenings[0].pk, 1, 1]),
    ]
    for url in urls:
        numbers = page_numbers(organiser_client.get(url).content.decode())
        big = [n for n in numbers if len(n.replace(".", "").replace(",", "").lstrip("-")) >= 4]
        assert big, f"{url} shows no score of a thousand or more"
        assert all(GROUPED.match(n) for n in big), (url, [n for n in big if not GROUPED.match(n)])


def test_every_pdf_groups_the_thousands(played, client: Client):
    season, evenings, _ = played
    slug = season.club.slug
    for url in (reverse("scoring:evening_pdf", args=[slug, evenings[0].pk]),
                reverse("scoring:standings_pdf", args=[slug, season.pk])):
        strings = pdf_strings(client.get(url).content)
        grouped = [s for s in strings if GROUPED.match(s) and "." in s]
        assert grouped, f"{url} shows no score of a thousand or more"
        assert not [s for s in strings if UNGROUPED.search(s) and not re.search(r"\d-\d", s)]
