"""Ties for a prize, shown the same on the results page, the PDF prize list and in Excel.

Each evening is built as a club would play it: eight players, two rounds of two tables, the
pairs' round totals typed into the totals form by the organiser, the evening closed. The
seats are placed by hand (not drawn) so that the totals below give exactly one tie:

    round 1: table 1 Ans+Bep (A) against Cor+Dik (B), table 2 Eef+Fem against Gijs+Hans
    round 2: table 1 Ans+Cor (A) against Bep+Eef (B), table 2 Dik+Gijs against Fem+Hans

so Ans scores a+e, Bep a+f, Cor b+e, Dik b+g, Eef c+f, Fem c+h, Gijs d+g, Hans d+h, where
a..h are the pair totals (round 1: a, b | c, d; round 2: e, f | g, h). The season's
tie-breaks are the defaults: highest round, then the last round (shared/seeds/004: prizes for
1st, 2nd and second-to-last).
"""

from __future__ import annotations

import pytest
from django.test import Client
from django.urls import reverse

from tests.documents import pdf_strings, workbook_rows
from tests.scoring.results.tied_evening import pair_totals, play, strip_tags
from tournament.models import Evening

BOOBY = "Poedelprijs (op één na laatste)"
def prize_lines(client: Client, evening: Evening) -> list[str]:
    """The prize block of the results page, one line of text per winner."""
    url = reverse("scoring:evening_results", args=[evening.club.slug, evening.pk])
    html = client.get(url).content.decode()
    block = html[html.index('<ul class="prize-list">'):html.index("</ul>")]
    items = block.split("<li>")[1:]
    return [" ".join(strip_tags(item).split()) for item in items]


def pdf_text(client: Client, evening: Evening) -> str:
    url = reverse("scoring:evening_pdf", args=[evening.club.slug, evening.pk])
    response = client.get(url)
    assert response["Content-Type"] == "application/pdf"
    return " | ".join(pdf_strings(response.content))


def prize_rows(client: Client, evening: Evening) -> list[list[object]]:
    url = reverse("scoring:evening_xlsx", args=[evening.club.slug, evening.pk])
    return workbook_rows(client.get(url).content, "Prijzen")[1:]


# Each case: the pair totals, then the prize lines as a Dutch visitor reads them. Worked out
# by hand from the table in the module docstring; "decided" marks a tie-break note.
CASES = {
    # Dik 1438+1302 and Eef 1390+1350 both 2740; Dik's highest round is higher: 1st prize.
    # Both places were decided by the tie: Eef's 2nd prize too.
    "tie-for-1st": (
        pair_totals(806, 1438, 1390, 934, 704, 1350, 1302, 1232),
        [("1e prijs", "Dik", "2.740", "hoogste boom"), ("2e prijs", "Eef", "2.740", "hoogste boom"),
         (BOOBY, "Cor", "2.142", None)],
    ),
    # The bug: Cor 1332+1408 and Eef 1404+1336 tie on 2740 for 2nd place behind Dik
    # (2814); Cor's highest round (1408) wins the 2nd prize. Only the line below Cor was
    # separated by the tie-break, yet Cor's prize was decided by it.
    "tie-for-2nd": (
        pair_totals(1182, 1332, 1404, 720, 1408, 1336, 1482, 762),
        [("1e prijs", "Dik", "2.814", None), ("2e prijs", "Cor", "2.740", "hoogste boom"),
         (BOOBY, "Fem", "2.166", None)],
    ),
    # Cor 870+1246 and Hans 806+1310 share the last two places on 2116; Hans's highest round
    # (1310) puts him second-to-last: the booby prize, decided by the tie-break.
    "tie-for-second-to-last": (
        pair_totals(1194, 870, 1308, 806, 1246, 1458, 1484, 1310),
        [("1e prijs", "Eef", "2.766", None), ("2e prijs", "Bep", "2.652", None),
         (BOOBY, "Hans", "2.116", "hoogste boom")],
    ),
    # Gijs and Hans: both 1386+1162, equal on every tie-break: they share the 2nd prize.
    "unbroken-tie": (
        pair_totals(1120, 1244, 728, 1386, 1290, 1434, 1162, 1162),
        [("1e prijs", "Bep", "2.554", None), ("2e prijs", "Gijs", "2.548", "gedeeld"),
         ("", "Hans", "2.548", "gedeeld"), (BOOBY, "Eef", "2.162", None)],
    ),
}


@pytest.mark.parametrize("case", list(CASES))
def test_a_tie_for_a_prize_shows_what_decided_it_on_the_page_the_pdf_and_in_excel(
    case, club, organiser_client, client
):
    totals, expected = CASES[case]
    evening = play(club, organiser_client, totals)

    page = prize_lines(client, evening)
    pdf = pdf_text(client, evening)
    excel = prize_rows(client, evening)

    assert len(page) == len(excel) == len(expected)
    for line, row, (place, name, total, note) in zip(page, excel, expected, strict=True):
        words = {"hoogste boom": "beslist op: hoogste boom", "gedeeld": "gedeeld"}
        shown = f"{place} {name} {total}".strip()
        assert line == (f"{shown} ({words[note]})" if note else shown)
        assert row[:3] == [place or None, name, int(total.replace(".", ""))]
        assert row[3:] == {"hoogste boom": ["hoogste boom", None], "gedeeld": [None, "gedeeld"],
                           None: [None, None]}[note]
        assert name in pdf and total in pdf
    decided = sum(note == "hoogste boom" for *_, note in expected)
    shared = sum(note == "gedeeld" for *_, note in expected)
    assert pdf.count("beslist op: hoogste boom") == decided
    assert pdf.count("gedeeld") == shared
