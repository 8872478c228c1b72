"""Klammern sheets through the real HTTP stack (seed 002, "Wertung in Klammern").

S1 "Das Team mit den meisten Punkten am Ende einer Runde gewinnt die Runde. Bei Gleichstand
   gewinnt das gegnerische Team (die Nicht-Reizenden)."
S2 "Wurde weder 'Contra' noch 'Re(contra)' angesagt, erhält das Gewinnerteam 1 kleinen
   Punkt. Bei 'Contra' erhält das Gewinnerteam 2 kleine Punkte. Bei 'Re(contra)' ... 4".
S3 "Das Team, das zuerst 5 kleine Punkte erreicht, erhält 1 großen Punkt. Steht es dabei
   5:0, erhält das Team zusätzlich einen Bonuspunkt und somit 2 große Punkte."
S4 "Nach jedem großen Punkt starten beide Teams wieder bei 0 kleinen Punkten."
S5 "Nur das Team mit der höchsten Meldung erhält Punkte für die Meldungen."
The pages speak Dutch; new texts are looked up in Dutch (``nl``) rather than written out,
so the tests hold before and after the lead compiles their translations.
"""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse
from django.utils import translation

from clubs.models import Club, EntryMode, GameSystem
from scoring.models import Confirmation, Game, ScoreSheet, SheetChange, SheetStatus
from scoring.sheets.tokens import check_token, table_token
from tests.factories import check_in, make_evening, make_members, make_season
from tests.forms import hidden_inputs, submit
from tests.scoring.sheets.helpers import sheet_url
from tournament.models import Evening, Round
from tournament.seating.store import draw_round


def nl(text: str, **values: Any) -> str:
    """``text`` as the Dutch page shows it (the msgid itself while not yet translated)."""
    with translation.override("nl"):
        return translation.gettext(text) % values if values else translation.gettext(text)


def klammern_evening(club: Club, **rules: Any) -> Evening:
    season = make_season(club, game_system=GameSystem.KLAMMERN, **rules)
    evening = make_evening(season, round_count=1)
    check_in(evening, make_members(club, 8))
    draw_round(evening, 1, seed=3)
    return evening


@pytest.fixture
def evening(club: Club) -> Evening:
    return klammern_evening(club, play_to_target=True, klammern_big_points=2)


def game(n: int, bidder: str, points_a: int, *, contra: int = 1, melds_a: int = 0,
         melds_b: int = 0, bella: str = "") -> dict[str, str]:
    """One game as typed: the bidding team, contra (2) or re (4), team A's card points."""
    return {f"g{n}-declarer": bidder, f"g{n}-contra": "" if contra == 1 else str(contra),
            f"g{n}-points_a": str(points_a), f"g{n}-roem_a": str(melds_a or ""),
            f"g{n}-roem_b": str(melds_b or ""), f"g{n}-bella": bella}


def post(client: Client, evening: Evening, *games: dict[str, str], **kwargs: Any) -> Any:
    data: dict[str, str] = {}
    for typed in games:
        data.update(typed)
    return submit(client, sheet_url(evening), data, **kwargs)


def test_the_sheet_has_the_klammern_columns(organiser_client: Client, evening: Evening):
    html = organiser_client.get(sheet_url(evening)).content.decode()
    for name in ("g1-declarer", "g1-contra", "g1-points_a", "g1-roem_a", "g1-bella"):
        assert f'name="{name}"' in html
    assert 'name="g1-pit"' not in html and 'name="g1-trump"' not in html
    assert nl("Small points A") in html and nl("Big points B") in html
    # To two big points: at most (2 x 2 - 1) x 9 = 27 games (a big point takes <= 9).
    assert 'name="g27-points_a"' in html and 'name="g28-points_a"' not in html


def test_a_round_to_two_big_points_is_saved_with_small_and_big_points(
    organiser_client: Client, evening: Evening
):
    games = [
        game(1, "A", 100),  # S1: A 100 > 62: A wins, S2: 1 small point. 1:0
        game(2, "A", 72, melds_b=20),  # A bids, 72 vs 90 + 20: B wins. 1:1
        game(3, "B", 81, contra=4),  # 81:81, tie to the defenders A (S1); re: 4 (S2). 5:1
        # S3: A reached 5 against 1: one big point; S4: both at 0 again.
        game(4, "B", 60, contra=2, melds_a=20),  # 80 vs 102: B, contra: 2. 0:2
        game(5, "A", 40, bella="A"),  # 40 + 20 vs 122: B. 0:3
        game(6, "B", 0, contra=2),  # B 162, contra: 0:5, and 5:0 gives B two big points.
    ]
    response = post(organiser_client, evening, *games, follow=True)
    assert response.status_code == 200
    sheet = ScoreSheet.objects.get()
    rows = [(g.number, g.declarer, g.detail.get("doubling", 1), g.detail.get("bella", ""),
             g.score_a, g.score_b) for g in Game.objects.order_by("number")]
    # The stored score of a game is the small points after it, as on the paper.
    assert rows == [(1, "A", 1, "", 1, 0), (2, "A", 1, "", 1, 1), (3, "B", 4, "", 0, 0),
                    (4, "B", 2, "", 0, 2), (5, "A", 1, "A", 0, 3), (6, "B", 2, "", 0, 0)]
    # Big points: A 1 (game 3, 5:1), B 2 (game 6, 5:0): B reached 2 and the round is over.
    assert (sheet.total_a, sheet.total_b, sheet.status) == (1, 2, SheetStatus.COMPLETE)
    assert SheetChange.objects.filter(sheet=sheet).count() == 1


def test_a_game_after_the_round_is_over_is_refused(organiser_client: Client, evening: Evening):
    games = [game(1, "A", 100, contra=4), game(2, "A", 100), game(3, "A", 100)]
    # 4:0 then 5:0: A has two big points (S3) and the round to 2 is over after game 2.
    response = post(organiser_client, evening, *games)
    html = response.content.decode()
    assert nl("The boom was over after game %(reached)s (%(target)s reached): no game can "
              "follow.", reached=2, target=nl("%(target)s big points", target=2)) in html
    assert not ScoreSheet.objects.exists()


@pytest.mark.parametrize(
    ("typed", "message"),
    [
        ({"g1-declarer": "A", "g1-points_a": "100", "g1-points_b": "70"},
         nl("The points add up to %(total)s instead of 162.", total=170)),
        (game(1, "A", 100, melds_a=20, melds_b=50),
         nl("Only one team scores its sequences: the team with the highest meld. Fill in "
            "melds for one team only.")),
        (game(1, "A", 100, melds_a=30),
         nl("Melds of %(melds)s for team %(team)s cannot exist in one game (Terz 20, Fifty "
            "50).", melds=30, team="A")),
        ({"g1-points_a": "100"}, nl("Who played game %(n)s?", n=1)),
    ],
)
def test_wrong_games_are_named_and_nothing_is_saved(
    organiser_client: Client, evening: Evening, typed: dict[str, str], message: str
):
    html = post(organiser_client, evening, typed).content.decode()
    assert message in html
    assert not ScoreSheet.objects.exists()


def test_the_preview_shows_small_and_big_points(organiser_client: Client, evening: Evening):
    data = {**game(1, "A", 100, contra=4), **game(2, "B", 30), "preview": "1"}
    html = organiser_client.post(sheet_url(evening), data).content.decode()
    # Game 1: A re, 4 small points; game 2: B has 132 of 162, 1 small point; no big one yet.
    assert 'id="score-a-1" hx-swap-oob="true">4<' in html
    assert 'id="score-b-2" hx-swap-oob="true">1<' in html
    assert 'id="run-a-2" hx-swap-oob="true">0<' in html
    assert nl("Big points so far: team A %(a)s, team B %(b)s", a=0, b=0) in html


def test_a_fixed_number_of_games(organiser_client: Client, club: Club):
    evening = klammern_evening(club, play_to_target=False, games_per_round=12)
    games = [game(n, "A", 100) for n in range(1, 13)]
    post(organiser_client, evening, *games)
    sheet = ScoreSheet.objects.get()
    # 12 wins for A: a big point after every fifth (5:0, two each), 2 small points left.
    assert (sheet.total_a, sheet.total_b, sheet.status) == (4, 0, SheetStatus.COMPLETE)


def test_totals_only_entry_takes_big_points_per_team(organiser_client: Client, club: Club):
    evening = klammern_evening(club, play_to_target=True, klammern_big_points=2,
                               entry_mode=EntryMode.TOTALS_ONLY)
    html = post(organiser_client, evening, {"total_a": "3", "total_b": "2"}).content.decode()
    # One team reached 2 (3 after a 5:0), the other stayed below: 3 and 2 cannot end it.
    assert nl("%(total_a)s and %(total_b)s big points cannot end a boom to %(target)s: one "
              "team reaches it (at most one more after 5:0), the other stays below.",
              total_a=3, total_b=2, target=2) in html
    assert not ScoreSheet.objects.exists()
    post(organiser_client, evening, {"total_a": "1", "total_b": "3"})
    sheet = ScoreSheet.objects.get()
    assert (sheet.totals_only, sheet.total_a, sheet.total_b) == (True, 1, 3)


def test_a_fixed_bye_score_of_1200_is_refused_for_klammern(organiser_client: Client,
                                                          club: Club):
    data = {name: value for name, value in club.rules.rule_values().items()
            if value is not False}
    data.update(game_system=GameSystem.KLAMMERN, bye_score_rule="FIXED", bye_score=1200,
                play_to_target="on" if data.get("play_to_target") else "")
    html = submit(organiser_client, f"/club/{club.slug}/regels/", data).content.decode()
    assert nl("In Klammern a boom score is the team's big points: a fixed bye score is at "
              "most %(most)s, or choose the boom average.", most=16).replace("'", "&#x27;") in html


def test_no_standing_after_a_wrong_or_missing_game(organiser_client: Client, evening: Evening):
    """A game's small points depend on every game before it (S3, S4)."""
    data = {**game(1, "A", 100), "g2-declarer": "A", "g2-points_a": "170",
            **game(3, "A", 100), "preview": "1"}
    html = organiser_client.post(sheet_url(evening), data).content.decode()
    assert 'id="score-a-1" hx-swap-oob="true">1<' in html
    assert 'id="score-a-3" hx-swap-oob="true"><' in html  # no standing shown
    assert nl("Game %(missing)s is not filled in or has a mistake: the small points of the "
              "games after it depend on it.", missing=2) in html
    # Saving game 1 and 3 without game 2 is refused.
    post(organiser_client, evening, game(1, "A", 100), game(3, "A", 100))
    assert not ScoreSheet.objects.exists()


def test_a_table_enters_and_the_other_pair_disputes_a_klammern_sheet(
    organiser_client: Client, club: Club
):
    """The table's own sheet (QR code) and the other pair's check use the Klammern sheet."""
    evening = klammern_evening(club, play_to_target=True, klammern_big_points=1,
                               table_entry=True, table_confirmation=True)
    round_ = Round.objects.select_related("evening").get(evening=evening)
    entry = reverse("scoring:table_sheet", args=[table_token(round_, 1)])
    # Re and one more game: A 5:0, two big points (S3).
    typed = {**game(1, "A", 100, contra=4), **game(2, "B", 90, bella="A")}
    assert submit(Client(), entry, typed).status_code == 302
    sheet = ScoreSheet.objects.get()
    assert (sheet.total_a, sheet.total_b, sheet.status) == (2, 0, SheetStatus.COMPLETE)

    check = reverse("scoring:table_check", args=[check_token(round_, 1)])
    page = Client().get(check).content.decode()
    assert 'name="g1-contra"' in page and 'name="g2-bella"' in page
    assert nl("Bella") in page  # the entered values, read-only, name the Bella
    # Their version: game 2 went to B (the Bella was B's): 4:1 after two games, no big point.
    theirs = {**game(1, "A", 100, contra=4), **game(2, "B", 90, bella="B"),
              **hidden_inputs(page, form_id="sheet-form"), "action": "dispute",
              "reason": "De Bella was van ons"}
    assert Client().post(check, theirs).status_code == 302
    sheet.refresh_from_db()
    assert sheet.confirmation == Confirmation.DISPUTED
    assert sheet.counter_version is not None
    assert [(g["bella"], g["score_a"], g["score_b"]) for g in sheet.counter_version["games"]
            ] == [("", 4, 0), ("B", 4, 1)]
    assert (sheet.counter_version["total_a"], sheet.counter_version["total_b"]) == (0, 0)
