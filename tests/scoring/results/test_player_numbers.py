"""A player's numbers on the player page, counted by hand for a small season typed through
the sheet forms, and changed by a reopened evening whose sheet is corrected."""

from __future__ import annotations

import pytest
from django.test import Client

from clubs.models import Club, Member
from tests.factories import make_club, make_members, make_organiser, make_season
from tests.forms import submit
from tests.scoring.results.helpers import (
    EVENING_2,
    numbers,
    play_evening,
    queries,
    records,
    two_typed_evenings,
    typed,
)
from tests.scoring.sheets.helpers import sheet_url
from tournament.models import Evening, Season


@pytest.fixture
def season(club: Club, organiser_client: Client) -> tuple[Season, list[Member], Evening]:
    season, members, evenings = two_typed_evenings(club, organiser_client)
    return season, members, evenings[1]


def test_the_numbers_match_a_hand_count_over_two_evenings(season, client, club):
    _season, (p1, p2, *_rest), _evening = season
    lines = numbers(client, club, p1)
    expected = {
        "Avonden gespeeld": "2",
        "Gemiddelde avondscore": "1.158,0",  # (1066 + 1250) / 2
        "Beste avond": "1.250 (8-10-26)",
        "Slechtste avond": "1.066 (1-10-26)",
        "Prijzen gewonnen": "1; 1e prijs 8-10-26",
        # Every evening counts: P2 2348, P1 2316, P4 2298, P5 1944, P3 1810.
        "Plaats in de stand": "2",
        "Spellen aan tafel": "24",
        "Spellen als spelend paar": "16",  # 4 + 12
        "Gehaald": "15 (94%)",  # 15 of 16
        "Nat": "1 (6%)",
        "Pitten gehaald": "1",
        "Pitten tegen": "1",
        "Verzaakt": "0",
        "Roem per spel": "2,9",  # 70 / 24
        "Meeste roem in één spel": "50",
    }
    assert {label: lines[label][0] for label in expected} == expected
    # One season so far: every season says the same, but the standings are a season's.
    assert all(lines[label][1] == value for label, value in expected.items()
               if label != "Plaats in de stand")
    assert numbers(client, club, p2)["Verzaakt"] == ("1", "1")


def test_a_corrected_sheet_of_a_reopened_evening_changes_the_numbers(
        season, client, club, organiser_client):
    _season, (p1, *_rest), evening = season
    base = f"/club/{club.slug}/avond/{evening.pk}/"
    reopened = organiser_client.post(base + "heropenen/", {"reason": "Spel 2 was nat"})
    assert reopened.status_code == 302
    # Game 2 of evening 2 went nat after all: P1's pair scores 100 less (1150 < the bye).
    corrected = [EVENING_2[0], ("A", 70, 92, 0, "", ""), *EVENING_2[2:]]
    submit(organiser_client, sheet_url(evening), typed(corrected))
    organiser_client.post(base + "afsluiten/")
    lines = numbers(client, club, p1)
    assert lines["Gehaald"][0] == "14 (88%)"  # 14 of 16
    assert lines["Nat"][0] == "2 (13%)"  # 12,5 rounded half up
    assert lines["Beste avond"][0] == "1.150 (8-10-26)"
    assert lines["Prijzen gewonnen"][0] == "0"


def test_the_records_page_names_the_record_holders(season, client, club):
    season[0].name = "Seizoen 2026-2027"  # as clubs name them: the word is not said twice
    season[0].save()
    assert records(client, club) == {
        # Evening 2: P1 and P2 made 1250 in their one round (P4's bye of 1200 is no round played).
        "Hoogste avondscore": ("1.250", ["Speler 001 · speelavond van 8-10-2026",
                                         "Speler 002 · speelavond van 8-10-2026"]),
        "Hoogste boomscore": ("1.250", ["Speler 001 · speelavond van 8-10-2026",
                                        "Speler 002 · speelavond van 8-10-2026"]),
        # Evening 1: pair A (P1, P3) made a pit, pair B (P2, P4) too.
        "Meeste pitten op één avond": ("1", [f"Speler 00{n} · speelavond van 1-10-2026"
                                             for n in (1, 2, 3, 4)]),
        "Hoogste roem in één spel": ("50", ["Speler 001 · speelavond van 8-10-2026",
                                            "Speler 002 · speelavond van 8-10-2026"]),
        # One prize an evening: P5's bye won evening 1, partners P1 and P2 share evening 2's.
        "Meeste prijzen in één seizoen": ("1", [
            f"Speler 00{n} · seizoen 2026-2027" for n in (1, 2, 5)]),
        # A run of one evening is that evening, not "8-10-2026 tot en met 8-10-2026".
        "Langste reeks avonden met een prijs": ("1", [
            "Speler 001 · speelavond van 8-10-2026",
            "Speler 002 · speelavond van 8-10-2026",
            "Speler 005 · speelavond van 1-10-2026"]),
    }


def test_the_player_and_records_pages_take_a_fixed_number_of_queries(organiser, client):
    small_club, large_club = make_club(standings_public=True), make_club(standings_public=True)
    small = make_members(small_club, 8)
    play_evening(make_season(small_club), small, 1, make_organiser(small_club))
    large = make_members(large_club, 13)
    board = make_organiser(large_club)
    for season, days in ((make_season(large_club), (1, 8)), (make_season(large_club), (15, 22))):
        for day in days:
            play_evening(season, large, day, board, round_count=3)
    urls = [(f"/club/{c.slug}/speler/{m.pk}/", f"/club/{c.slug}/records/")
            for c, m in ((small_club, small[0]), (large_club, large[0]))]
    cold = [[queries(client, url) for url in pair] for pair in urls]
    warm = [[queries(client, url) for url in pair] for pair in urls]
    assert cold[0] == cold[1] and warm[0] == warm[1]
    assert warm[0][0] < cold[0][0] and warm[0][1] < cold[0][1]  # remembered: fewer
