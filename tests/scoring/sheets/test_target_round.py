"""A round played to a target score, through the real HTTP stack.

Seed 000, "Boom": "16 Spiele, die eine Partie sind (oder, wenn man diese Variante spielt,
die Anzahl der Spiele, die nötig war, bis ein Team 1500 Punkte erreicht)".

The sheet below types 90 for pair A in every game. Forced declarer (004): pair B plays the
odd games and is nat with 72 (A gets 162), pair A plays the even games (A 90, B 72). Game 2
also has 100 roem for A. Running total of A: 162, 352, 514, 604, 766, 856, 1018, 1108, 1270,
1360, 1522: A reaches 1500 in game 11. B: 72 in each of the five even games, 360.
"""

from __future__ import annotations

import pytest

from clubs.models import Club, EntryMode
from scoring.models import Game, ScoreSheet, SheetStatus
from tests.factories import check_in, make_evening, make_members, make_season
from tests.forms import submit
from tests.scoring.sheets.helpers import games, sheet_url
from tournament.models import Evening
from tournament.seating.store import draw_round


@pytest.fixture
def evening(club: Club) -> Evening:
    season = make_season(club, play_to_target=True, target_score=1500)
    evening = make_evening(season, round_count=1)
    check_in(evening, make_members(club, 4))
    draw_round(evening, 1, seed=5)
    return evening


def to_game(last: int) -> dict[str, str]:
    return games(dict.fromkeys(range(1, last + 1), 90), extra={"g2-roem_a": "100"})


def test_the_sheet_offers_the_most_games_a_round_to_1500_can_last(evening, organiser_client):
    # Every game hands out at least 162; after 18 games both pairs can still be below 1500
    # (18 x 162 = 2916 <= 2 x 1499), after 19 not (3078): 19 rows.
    html = organiser_client.get(sheet_url(evening)).content.decode()
    assert 'name="g19-points_a"' in html and 'name="g20-points_a"' not in html
    assert "Deze boom gaat tot 1.500: hij is uit in het spel waarin een paar dat haalt." in html


def test_the_sheet_is_complete_in_the_game_that_reaches_the_target(evening, organiser_client):
    response = submit(organiser_client, sheet_url(evening), to_game(11))
    assert response.status_code == 302
    sheet = ScoreSheet.objects.get()
    assert (sheet.status, sheet.total_a, sheet.total_b) == (SheetStatus.COMPLETE, 1522, 360)
    html = organiser_client.get(sheet_url(evening)).content.decode()
    assert "Boom uit: paar A heeft 1.500 gehaald na spel 11." in html


def test_a_game_after_the_target_is_refused(evening, organiser_client):
    html = submit(organiser_client, sheet_url(evening), to_game(12)).content.decode()
    assert ("Spel 12: De boom was uit na spel 11 (1.500 gehaald): daarna kan geen spel meer "
            "volgen.") in html
    assert not ScoreSheet.objects.exists()


def test_the_preview_says_when_the_round_is_over(evening, organiser_client):
    data = {**to_game(11), "preview": "1"}
    html = submit(organiser_client, sheet_url(evening), data,
                  HTTP_HX_REQUEST="true").content.decode()
    assert 'id="boom-state" role="status" data-over="11" hx-swap-oob="true">' in html
    assert "Boom uit: paar A heeft 1.500 gehaald na spel 11." in html
    assert 'id="run-a-11" hx-swap-oob="true">1.522' in html


def test_a_round_short_of_the_target_is_saved_as_incomplete(evening, organiser_client):
    response = submit(organiser_client, sheet_url(evening), to_game(10), follow=True)
    # What is missing, in words: the games that reach the target; and the totals so far.
    assert ("Tafel 1 van boom 1 is opgeslagen als onvolledig. De boom is nog niet uit: 1.360 "
            "en 360, terwijl een paar 1.500 moet halen. Tot nu toe: paar A 1.360, paar B 360. "
            "Open de kaart opnieuw om de rest in te vullen.") in response.content.decode()
    assert ScoreSheet.objects.get().status == SheetStatus.DRAFT
    assert Game.objects.count() == 10


@pytest.mark.parametrize(
    ("total_a", "total_b", "message"),
    [
        (1522, 360, ""),
        # Nobody has 1500: the round is not over.
        (1400, 900, "De boom is nog niet uit: 1.400 en 900, terwijl een paar 1.500 moet halen."),
        # Before its last game a pair had at most 1499; one game gives at most
        # 162 + 100 pit + 700 roem = 962 more: 2461.
        (2462, 0, "meer dan de spellen kunnen opleveren (hoogstens 2.461)"),
        (2461, 91, ""),
    ],
)
def test_totals_only_follows_the_target(evening, organiser_client, total_a, total_b, message):
    evening.season.entry_mode = EntryMode.TOTALS_ONLY
    evening.season.save()
    response = submit(organiser_client, sheet_url(evening),
                      {"version": "0", "total_a": str(total_a), "total_b": str(total_b)})
    if message:
        assert message in response.content.decode()
        assert not ScoreSheet.objects.exists()
    else:
        assert response.status_code == 302
        assert ScoreSheet.objects.get().status == SheetStatus.COMPLETE
