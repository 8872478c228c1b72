"""Klammern: players equal in big points are separated by their team's card points when the
season's tie-break says so (issue 17: "a player's round score is the team's big points, with
... card points as a documented tie-break"). Through the HTTP stack, for an evening in
progress (from the sheets) and after closing (the stored results), and in the season
standings. Where card points decide, everybody can check them: the evening results and
the standings show each player's card points and name the tie-break that decided a place,
in the club's words, on the page, in the PDF and in Excel; the standings' shared places
(1, 1, 3, 3, 5, 5, 7, 7: partners are equal in everything) are the competition style of
every ranking on the site."""

from __future__ import annotations

import re
from typing import Any

import pytest

from clubs.models import Club
from tests.documents import pdf_strings, workbook_rows
from tests.scoring.systems.klammern.helpers import played_evening
from tournament.models import Evening, EveningStatus, Season, Seat


@pytest.fixture
def evening(club: Club, organiser_client: Any) -> Evening:
    return played_evening(club, organiser_client)


def pair_a(evening: Evening, table: int) -> set[str]:
    return {seat.member.name for seat in Seat.objects.filter(
        round__evening=evening, table=table).select_related("member") if seat.number % 2 == 1}


def prize_winners(html: str, place: str) -> set[str]:
    items = re.findall(r'<span class="prize-place">([^<]*)</span>\s*'
                       r'<span class="prize-name">([^<]*)</span>', html)
    winners: dict[str, set[str]] = {}
    current = ""
    for shown, name in items:  # a shared prize names its place on its first line only
        current = shown or current
        winners.setdefault(current, set()).add(name)
    return winners.get(place, set())


def test_card_points_decide_between_equal_big_points(evening, organiser_client, client):
    winners, runners_up = pair_a(evening, 1), pair_a(evening, 2)
    url = f"/club/{evening.club.slug}/avond/{evening.pk}/uitslag/"
    for closed in (False, True):
        if closed:
            organiser_client.post(f"/club/{evening.club.slug}/avond/{evening.pk}/afsluiten/")
            evening.refresh_from_db()
            assert evening.status == EveningStatus.CLOSED
        html = organiser_client.get(url).content.decode()
        assert prize_winners(html, "1e prijs") == winners
        assert prize_winners(html, "2e prijs") == set()  # the shared first prize took it
        assert not runners_up & prize_winners(html, "1e prijs")
        assert "(gedeeld \u00b7 beslist op: meeste kaartpunten)" in html


def standings_ranks(html: str) -> dict[str, int]:
    rows = re.findall(r'<td class="number place">(\d*)</td><th scope="row" class="name">'
                      r'<a [^>]*>([^<]*)</a>', html)
    return {name: int(rank) for rank, name in rows}


def test_card_points_decide_between_equal_season_scores(evening, organiser_client, client):
    """The season standings take the same tie-break: over the evening, pair A of table 1
    took 500 card points, of table 2 450 (both 2 big points); pair B of table 2 took
    5 x 72 = 360, of table 1 5 x 62 = 310 (both 0 big points)."""
    Season.objects.filter(pk=evening.season_id).update(season_counting="BEST_N",
                                                       season_count_n=1)
    organiser_client.post(f"/club/{evening.club.slug}/avond/{evening.pk}/afsluiten/")
    html = client.get(f"/club/{evening.club.slug}/seizoen/{evening.season_id}/stand/"
                      ).content.decode()
    ranks = standings_ranks(html)
    everyone = {s.member.name: (s.table, s.number % 2) for s in Seat.objects.filter(
        round__evening=evening).select_related("member")}
    # (table, pair A?) -> place; the two partners share theirs, the next pair's comes after
    # both (1, 1, 3, 3, ...)
    expected: dict[tuple[int | None, int], int] = {(1, 1): 1, (2, 1): 3, (2, 0): 5, (1, 0): 7}
    assert ranks == {name: expected[seat] for name, seat in everyone.items()}


# Over the evening (test_card_points.evening): pair A of table 1 took 5 x 100 card points,
# of table 2 5 x 90; pair B of table 2 5 x 72, of table 1 5 x 62.
CARDS: dict[tuple[int | None, int], int] = {(1, 1): 500, (2, 1): 450, (2, 0): 360, (1, 0): 310}
PLACES: dict[tuple[int | None, int], int] = {(1, 1): 1, (2, 1): 3, (2, 0): 5, (1, 0): 7}


def _players(evening: Evening) -> dict[str, tuple[int | None, int]]:
    return {s.member.name: (s.table, s.number % 2) for s in Seat.objects.filter(
        round__evening=evening).select_related("member")}


def _rows(html: str) -> dict[str, list[str]]:
    """Player -> the cells after the name, as text."""
    rows = re.findall(r'<th scope="row" class="name"><a [^>]*>([^<]*)</a></th>(.*?)</tr>', html)
    return {name: [re.sub(r"<[^>]+>", "", cell) for cell in re.findall(r"<td[^>]*>(.*?)</td>",
                                                                        rest)]
            for name, rest in rows}


def _places(html: str) -> dict[str, int]:
    return {name: int(place) for place, name in re.findall(
        r'<td class="number place">(\d+)</td><th scope="row" class="name"><a [^>]*>([^<]*)<',
        html)}


def test_it_shows_the_card_points_that_decide_the_evening(evening, organiser_client, client):
    slug = evening.club.slug
    organiser_client.post(f"/club/{slug}/avond/{evening.pk}/afsluiten/")
    evening.refresh_from_db()
    assert evening.status == EveningStatus.CLOSED
    players = _players(evening)
    html = client.get(f"/club/{slug}/avond/{evening.pk}/uitslag/").content.decode()
    heads = re.findall(r'<th scope="col"[^>]*>(?:<a [^>]*>)?([^<]*)<', html)
    assert heads[:5] == ["Plaats", "Speler", "Totaal", "Kaartpunten", "Beslist op"]
    rows = _rows(html)
    for name, seat in players.items():
        _total, cards, decided = rows[name][:3]
        assert cards == f"{CARDS[seat]}"
        assert decided == "meeste kaartpunten"
    assert _places(html) == {name: PLACES[seat] for name, seat in players.items()}
    # Both winners of each shared prize (1st, booby) say what decided it.
    assert html.count("(gedeeld \u00b7 beslist op: meeste kaartpunten)") == 4

    pdf = pdf_strings(client.get(f"/club/{slug}/avond/{evening.pk}/uitslag/prijslijst.pdf")
                      .content)
    assert "Kaartpunten" in pdf and "Beslist op" in pdf
    assert any(text.endswith(" beslist op: meeste kaartpunten") for text in pdf)
    for name, seat in players.items():
        at = pdf.index(name, pdf.index("Kaartpunten"))
        assert f"{CARDS[seat]}" in pdf[at:at + 6]

    rows_x = workbook_rows(client.get(f"/club/{slug}/avond/{evening.pk}/uitslag/uitslag.xlsx")
                           .content, "Uitslag")
    header = rows_x[0]
    assert header[-2:] == ["Kaartpunten", "Beslist op"]
    for row in rows_x[1:]:
        seat = players[str(row[1])]
        assert row[0] == PLACES[seat]
        assert row[-2:] == [CARDS[seat], "meeste kaartpunten"]


def test_it_shows_the_card_points_that_decide_the_standings(evening, organiser_client,
                                                           client):
    slug = evening.club.slug
    organiser_client.post(f"/club/{slug}/avond/{evening.pk}/afsluiten/")
    players = _players(evening)
    url = f"/club/{slug}/seizoen/{evening.season_id}/stand"
    html = client.get(url + "/").content.decode()
    rows = _rows(html)
    for name, seat in players.items():
        _score, _played, cards, decided = rows[name][:4]
        assert (cards, decided) == (f"{CARDS[seat]}", "meeste kaartpunten")
    assert _places(html) == {name: PLACES[seat] for name, seat in players.items()}
    assert sorted(_places(html).values()) == [1, 1, 3, 3, 5, 5, 7, 7]

    pdf = pdf_strings(client.get(url + ".pdf").content)
    assert "Kaartpunten" in pdf and "meeste kaartpunten" in pdf
    for name, seat in players.items():
        at = pdf.index(name)
        assert f"{CARDS[seat]}" in pdf[at:at + 6]

    rows_x = workbook_rows(client.get(url + ".xlsx").content, "Stand")
    assert rows_x[0][-2:] == ["Kaartpunten", "Beslist op"]
    for row in rows_x[1:]:
        if row[1] in players:
            assert row[-2:] == [CARDS[players[str(row[1])]], "meeste kaartpunten"]
