"""An evening of one round: partners always end equal, on the total and on every tie-break.
The prize list says what happened to a prize place their shared prize took, and the club
chooses how prizes fall to such a pair (a prize per pair, or the next place as before).
Through the HTTP stack: the totals typed by the organiser, the evening closed, the results
page, the PDF prize list and Excel read back; the setting chosen on the rules page."""

from __future__ import annotations

import re

import pytest
from django.test import Client
from django.urls import reverse

from clubs.models import ClubRules, EntryMode, PrizeTies
from scoring.results.prizes import prizes
from scoring.results.ranking import EveningLine, EveningPlayer, rank_evening
from tests.documents import pdf_strings, workbook_rows
from tests.factories import make_evening, make_season
from tests.forms import submit
from tournament.models import Evening, EveningStatus, Round, Seat

# Seats 1-4 of each table (A, B, A, B): pairs Ans+Bep, Cor+Dik, Eef+Fem, Gijs+Hans.
TABLES = {1: ("Ans", "Cor", "Bep", "Dik"), 2: ("Eef", "Gijs", "Fem", "Hans")}
TOTALS = {1: (1200, 744), 2: (1000, 944)}  # Ans+Bep 1200, Eef+Fem 1000, Gijs+Hans 944
BOOBY = "Poedelprijs (op één na laatste)"
NOTE = "Geen 2e prijs: de 1e prijs is gedeeld door spelers die gelijk staan."


def one_round(club, organiser_client: Client, prize_ties: str) -> Evening:
    season = make_season(club, entry_mode=EntryMode.TOTALS_ONLY, prize_ties=prize_ties)
    evening = make_evening(season, round_count=1, status=EveningStatus.PLAYING)
    round_ = Round.objects.create(evening=evening, number=1, seed=1)
    for table, names in TABLES.items():
        for offset, name in enumerate(names):
            Seat.objects.create(round=round_, member=club.members.create(name=name),
                                number=4 * (table - 1) + 1 + offset, table=table)
    for table, (total_a, total_b) in TOTALS.items():
        url = reverse("scoring:sheet", args=[club.slug, evening.pk, 1, table])
        response = submit(organiser_client, url,
                          {"version": 0, "total_a": total_a, "total_b": total_b})
        assert response.status_code == 302, response.content.decode()[:2000]
    assert organiser_client.post(reverse("scoring:close", args=[club.slug, evening.pk])
                                 ).status_code == 302
    return evening


def prize_block(client: Client, evening: Evening) -> tuple[list[str], list[str]]:
    """The prize lines and the notes under them, as text."""
    html = client.get(reverse("scoring:evening_results", args=[evening.club.slug, evening.pk])
                      ).content.decode()
    block = html[html.index('<ul class="prize-list">'):html.index("</section>")]
    lines, _, notes = block.partition("</ul>")

    def text(part: str) -> str:
        return " ".join(re.sub(r"<[^>]+>", " ", part).split())
    return ([text(item) for item in lines.split("<li>")[1:]],
            [text(note) for note in re.findall(r'<p class="prize-note">(.*?)</p>', notes)])


@pytest.mark.parametrize(("ties", "expected", "notes"), [
    (PrizeTies.NEXT_PLACE,
     ["1e prijs Ans 1.200 (gedeeld)", "Bep 1.200 (gedeeld)",
      f"{BOOBY} Cor 744 (gedeeld)", "Dik 744 (gedeeld)"], [NOTE]),
    (PrizeTies.PER_GROUP,
     ["1e prijs Ans 1.200 (gedeeld)", "Bep 1.200 (gedeeld)",
      "2e prijs Eef 1.000 (gedeeld)", "Fem 1.000 (gedeeld)",
      f"{BOOBY} Gijs 944 (gedeeld)", "Hans 944 (gedeeld)"], []),
])
def test_it_says_what_became_of_a_prize_a_pair_took(ties, expected, notes, club,
                                                     organiser_client, client):
    evening = one_round(club, organiser_client, ties)
    assert prize_block(client, evening) == (expected, notes)

    pdf = " | ".join(pdf_strings(client.get(
        reverse("scoring:evening_pdf", args=[club.slug, evening.pk])).content))
    assert (NOTE in pdf) is bool(notes)
    assert ("Eef" in pdf.split("Pl.")[0]) is (ties == PrizeTies.PER_GROUP)

    rows = workbook_rows(client.get(reverse("scoring:evening_xlsx", args=[club.slug, evening.pk])
                                    ).content, "Prijzen")
    winners = [re.findall(r"(\w+) [\d.]+ \(gedeeld\)$", line)[0] for line in expected]
    assert [row[1] for row in rows[1:] if row[1]] == winners
    assert [row[0] for row in rows if row[0] and row[0] == NOTE] == notes


def test_the_rules_page_offers_the_choice_with_its_help(club, organiser_client):
    html = organiser_client.get(reverse("clubs:rules", args=[club.slug])).content.decode()
    assert "Gelijk geëindigde spelers en de prijzen" in html
    assert "zoals de twee maten na een avond van één boom" in html
    assert ClubRules.objects.get(club=club).prize_ties == PrizeTies.NEXT_PLACE


def _pairs(*totals: int) -> list[EveningLine]:
    """Two players (partners) per total, ranked without tie-breaks."""
    players = [EveningPlayer(2 * i + k, f"P{2 * i + k:02d}", (total,), (False,))
               for i, total in enumerate(totals) for k in (0, 1)]
    return rank_evening(players, tie_breaks=[])


@pytest.mark.parametrize(("ties", "places", "per", "expected"), [
    # Places counted over lines: the shared 1st takes the 2nd; -1 is the last pair.
    ("NEXT_PLACE", [1, 2, -1], 0, {1: ["P00", "P01"], -1: ["P06", "P07"]}),
    # Over groups: the next pair gets the 2nd.
    ("PER_GROUP", [1, 2, -1], 0, {1: ["P00", "P01"], 2: ["P02", "P03"], -1: ["P06", "P07"]}),
    # One prize per 4 players: 2 prizes, to the first two pairs.
    ("PER_GROUP", [], 4, {1: ["P00", "P01"], 2: ["P02", "P03"]}),
    # More places than pairs: a pair wins one prize at most.
    ("PER_GROUP", [1, 2, 3, 4, 5, -1], 0, {1: ["P00", "P01"], 2: ["P02", "P03"],
                                            3: ["P04", "P05"], 4: ["P06", "P07"]}),
])
def test_it_hands_out_prizes_over_places_or_groups(ties, places, per, expected):
    got = prizes(_pairs(400, 300, 200, 100), places=places, players_per_prize=per, ties=ties)
    assert {p.place: [w.line.player.name for w in p.winners] for p in got} == expected
    assert [p.covers for p in got if p.covers] == ([(2,)] if ties == "NEXT_PLACE" else [])
