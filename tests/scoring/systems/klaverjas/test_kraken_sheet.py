"""Kraken sheets through the real HTTP stack: trump and doubling per game (seed 000).

Seed 000, section "Kraken":
K1 "Wenn eine oder mehrere kraak angesagt wurden, dann muss die Seite, die als letzte
   kontriert hat, mehr Punkte als die Gegenseite gewinnen."
K2 "Welches Team auch immer von den beiden Teams gewinnt, bekommt alle Punkte in diesem
   Spiel, und die Gegenseite bekommt überhaupt keine Punkte."
K3 "Diese Punkte werden verdoppelt, vervierfacht usw. je nachdem wie oft vor dem Spiel
   kontriert wurde."
K4 "Wenn Pik zum Trumpf ernannt wurde, dann werden die erzielten Punkte am Ende eines Spiels
   automatisch noch einmal verdoppelt."
K5 "Das Spiel wird nach den gleichen Regeln wie das normale Klaverjassen gespielt."

Forced declarer (004): game 1 is played by pair B, game 2 by pair A, and so on.
"""

from __future__ import annotations

from typing import Any

import pytest
from django.test import Client
from django.urls import reverse

from clubs.games import KrakenTie
from clubs.models import Club, EntryMode, GameSystem, RevokePolicy
from scoring.models import Game, ScoreSheet, SheetChange, SheetStatus
from scoring.sheets.tokens import table_token
from tests.factories import check_in, make_evening, make_members, make_season
from tests.forms import submit
from tests.scoring.sheets.helpers import sheet_url
from tests.scoring.systems.klaverjas.helpers import kraken_game
from tournament.models import Evening, Round
from tournament.seating.store import draw_round

X = "\u00d7"  # the multiplication sign of the doubling


@pytest.fixture
def evening(club: Club) -> Evening:
    evening = make_evening(make_season(club, game_system=GameSystem.KRAKEN), round_count=1)
    check_in(evening, make_members(club, 8))
    draw_round(evening, 1, seed=5)
    return evening


def post(client: Client, evening: Evening, *games: dict[str, str], **kwargs: Any) -> Any:
    data: dict[str, str] = {}
    for game in games:
        data.update(game)
    return submit(client, sheet_url(evening), data, **kwargs)


@pytest.mark.parametrize(
    ("game", "expected"),
    [
        # K5: an undoubled game in hearts is ordinary klaverjas. B plays game 1 with 72 of
        # 162 and is nat: A gets 162.
        (kraken_game(1, 90), (162, 0)),
        # A plays game 2: 90 + 72 as typed.
        (kraken_game(2, 90), (90, 72)),
        # K4: spades double an undoubled game: (90, 72) x 2.
        (kraken_game(2, 90, "S"), (180, 144)),
        # K1/K2/K3: B plays game 1, A says kraak (x2) and has more: A gets all 162 x 2.
        (kraken_game(1, 100, "H", 2), (324, 0)),
        # K1: after A's kraak, A has less: B (the declarers) get all 162 x 2.
        (kraken_game(1, 60, "C", 2), (0, 324)),
        # K1/K3/K4: A plays game 2, B kraakt, A herkraakt (x4) and wins with 20 roem, in
        # spades: (162 + 20) x 4 x 2 = 1456 to A.
        (kraken_game(2, 100, "S", 4, roem_a=20), (1456, 0)),
        # K1: A herkraakte and has less: B gets 162 x 4 = 648.
        (kraken_game(2, 70, "D", 4), (0, 648)),
        # K1/K3: B plays game 1, A superkraakt (x8) and loses: B gets 162 x 8 = 1296.
        (kraken_game(1, 70, "D", 8), (0, 1296)),
        # K1/K3/K4: superkraak in spades won by A with B's 50 roem: (162 + 50) x 8 x 2.
        (kraken_game(1, 110, "S", 8, roem_b=50), (3392, 0)),
        # Equal points after A's kraak: A doubled last and needs more (K1), so the
        # declarers B take it: 162 x 2.
        (kraken_game(1, 81, "H", 2), (0, 324)),
    ],
)
def test_kraken_games_are_scored_by_the_seed(evening, organiser_client, game, expected):
    response = post(organiser_client, evening, game)
    assert response.status_code == 302, response.content.decode()[-2000:]
    stored = Game.objects.get()
    assert (stored.score_a, stored.score_b) == expected
    sheet = ScoreSheet.objects.get()
    assert (sheet.total_a, sheet.total_b) == expected


def test_a_club_may_give_equal_points_after_a_kraak_to_the_defenders(evening, organiser_client):
    evening.season.kraken_tie_goes_to = KrakenTie.DEFENDERS
    evening.season.save()
    post(organiser_client, evening, kraken_game(1, 81, "H", 2))  # B plays, A kraakt, 81/81
    assert (Game.objects.get().score_a, Game.objects.get().score_b) == (324, 0)


def test_without_the_spades_rule_spades_count_once_and_trump_may_stay_empty(
    evening, organiser_client
):
    evening.season.kraken_spades_double = False
    evening.season.save()
    post(organiser_client, evening, kraken_game(2, 90, "S"), kraken_game(4, 90, ""))
    assert list(Game.objects.values_list("score_a", "score_b", "detail")) == [
        (90, 72, {"trump": "S"}), (90, 72, {})]


def test_the_trump_is_needed_when_spades_count_double(evening, organiser_client):
    html = post(organiser_client, evening, kraken_game(1, 90, ""),
                kraken_game(2, 90)).content.decode()
    assert "Spel 1: Kies de troefkleur: bij kraken telt schoppen dubbel." in html
    assert not ScoreSheet.objects.exists()


@pytest.mark.parametrize(("field", "value"), [
    ("doubling", "3"), ("doubling", "16"), ("doubling", "x"), ("trump", "Z"), ("trump", "SS"),
])
def test_a_doubling_or_trump_that_does_not_exist_is_refused(evening, organiser_client, field,
                                                           value):
    data = kraken_game(1, 90)
    data[f"g1-{field}"] = value
    html = post(organiser_client, evening, data).content.decode()
    assert "Spel 1: Selecteer een geldige keuze." in html
    assert not ScoreSheet.objects.exists()


def test_a_klaverjas_season_shows_no_kraken_columns_and_ignores_them(club, organiser_client):
    evening = make_evening(make_season(club), round_count=1)
    check_in(evening, make_members(club, 4))
    draw_round(evening, 1, seed=5)
    html = organiser_client.get(sheet_url(evening)).content.decode()
    assert 'name="g1-trump"' not in html and 'name="g1-doubling"' not in html
    assert ">Troef<" not in html and "Kraak" not in html
    post(organiser_client, evening, kraken_game(1, 90, "S", 8))
    assert list(Game.objects.values_list("score_a", "score_b", "detail")) == [(162, 0, {})]


def test_the_kraken_sheet_has_trump_and_doubling_per_game(evening, organiser_client):
    html = organiser_client.get(sheet_url(evening)).content.decode()
    assert html.count('name="g12-trump"') == 1 and 'name="g13-trump"' not in html
    assert '<option value="S">S ♠</option>' in html and '<option value="C">K ♣</option>' in html
    # The digit first: typing 8 on the keyboard chooses a superkraak.
    assert f'<option value="8">8{X}</option>' in html
    assert 'data-first="trump"' in html
    assert f"Kraak: typ 2, 4 of 8 (2{X} kraak, 4{X} herkraak, 8{X} superkraak)" in html


@pytest.mark.parametrize(
    ("policy", "scores", "penalty"),
    [
        # B plays game 1, A kraakt (x2), and B revokes with 20 roem on A's side.
        # 004: the other team gets 162; doubled: 324.
        (RevokePolicy.AWARD_162, (324, 0), 0),
        # 003: 262 + all roem to the other team; doubled: (262 + 20) x 2 = 564.
        (RevokePolicy.AWARD_262_ALL_ROEM, (564, 0), 0),
        # Orvelte: the row holds the replay, a doubled game A wins: (162 + 20) x 2.
        (RevokePolicy.REPLAY, (364, 0), 0),
        # Personal penalty: the game stands doubled, the offender loses 100, not doubled.
        (RevokePolicy.PENALTY, (364, 0), -100),
    ],
)
def test_every_revoke_policy_works_with_a_doubled_game(
    evening, organiser_client, policy, scores, penalty
):
    evening.season.revoke_policy = policy
    evening.season.save()
    game = kraken_game(1, 100, "H", 2, roem_a=20, revoke="B", points_b=62)
    if policy == RevokePolicy.PENALTY:
        game["g1-revoke_seat"] = "2"
    response = post(organiser_client, evening, game)
    assert response.status_code == 302, response.content.decode()[-2000:]
    stored = Game.objects.get()
    assert (stored.score_a, stored.score_b, stored.penalty) == (*scores, penalty)


def test_the_preview_shows_the_doubled_score(evening, organiser_client):
    data = {**kraken_game(1, 110, "S", 8, roem_b=50), "preview": "1"}
    html = post(organiser_client, evening, data, HTTP_HX_REQUEST="true").content.decode()
    assert 'id="score-a-1" hx-swap-oob="true">3.392' in html
    assert not ScoreSheet.objects.exists()


def test_the_stored_sheet_shows_its_trump_and_doubling_again(evening, organiser_client):
    post(organiser_client, evening, kraken_game(2, 100, "S", 4, roem_a=20))
    html = organiser_client.get(sheet_url(evening)).content.decode()
    assert '<option value="S" selected>S ♠</option>' in html
    assert f'<option value="4" selected>4{X}</option>' in html


def test_the_history_keeps_trump_and_doubling(evening, organiser_client):
    post(organiser_client, evening, kraken_game(2, 100, "S", 4))
    post(organiser_client, evening, kraken_game(2, 100, "H", 2), {"version": "1"})
    change = SheetChange.objects.first()
    assert change is not None and change.old is not None
    assert (change.old["games"][0]["trump"], change.old["games"][0]["doubling"]) == ("S", 4)
    assert (change.new["games"][0]["trump"], change.new["games"][0]["doubling"]) == ("H", 2)
    html = organiser_client.get(
        f"/club/{evening.club.slug}/avond/{evening.pk}/scores/geschiedenis/").content.decode()
    assert f"Spel 2: Speelt A · Troef ♠ · Kraak {X}4 · Punten A 100 · Punten B 62" in html
    assert f"Spel 2: Speelt A · Troef ♥ · Kraak {X}2 · Punten A 100 · Punten B 62" in html


def test_a_stale_kraken_form_shows_the_other_trump_and_doubling(
    evening, organiser, organiser_client
):
    post(organiser_client, evening, kraken_game(2, 100, "S", 4))
    other = Client()
    other.force_login(organiser)
    post(organiser_client, evening, kraken_game(2, 100, "D", 8), {"version": "1"})
    html = post(other, evening, kraken_game(2, 90), {"version": "1"}).content.decode()
    assert "Iemand anders heeft deze kaart intussen opgeslagen" in html
    assert f"<td>♦</td><td>{X}8</td>" in html


def test_a_table_enters_a_kraken_game_by_its_code(evening):
    evening.season.table_entry = True
    evening.season.save()
    url = reverse("scoring:table_sheet",
                  args=[table_token(Round.objects.get(evening=evening), 1)])
    data = {**kraken_game(1, 100, "H", 2)}
    response = submit(Client(), url, data)
    assert response.status_code == 302
    assert (Game.objects.get().score_a, Game.objects.get().detail) == (
        324, {"trump": "H", "doubling": 2})


@pytest.mark.parametrize(
    ("total_a", "total_b", "saved"),
    [
        # 12 ordinary games hand out 1944; one x2 game hands out 162 more: 2106.
        (1206, 900, True),
        # Under klaverjas 2106 would be refused (the 2 above 1944 is no roem); under
        # Kraken an odd total is still impossible.
        (1207, 900, False),
        # Fewer than 12 x 162 is never possible.
        (1000, 900, False),
        # One superkraak in spades with 700 roem and a pit: (162 + 100 + 700) x 16 = 15392
        # is the most one game gives; 12 of them 184704.
        (99_000, 1944, True),
    ],
)
def test_totals_only_accepts_what_kraken_games_can_give(
    evening, organiser_client, total_a, total_b, saved
):
    evening.season.entry_mode = EntryMode.TOTALS_ONLY
    evening.season.save()
    data = {"version": "0", "total_a": str(total_a), "total_b": str(total_b)}
    submit(organiser_client, sheet_url(evening), data)
    assert ScoreSheet.objects.filter(status=SheetStatus.COMPLETE).exists() == saved


def test_the_same_totals_are_refused_in_a_klaverjas_season(club, organiser_client):
    evening = make_evening(make_season(club, entry_mode=EntryMode.TOTALS_ONLY), round_count=1)
    check_in(evening, make_members(club, 4))
    draw_round(evening, 1, seed=5)
    html = submit(organiser_client, sheet_url(evening),
                  {"version": "0", "total_a": "1206", "total_b": "900"}).content.decode()
    assert "tiental" in html
    assert not ScoreSheet.objects.exists()


def test_the_plays_column_names_the_pair_in_words(evening, organiser_client):
    """A newcomer read "Speelt: B" as a mistake: the forced declarer is written out."""
    html = organiser_client.get(sheet_url(evening)).content.decode()
    assert '<td class="f-plays" data-label="Speelt">paar B</td>' in html
    assert '<td class="f-plays" data-label="Speelt">paar A</td>' in html


def test_a_game_without_its_declarer_is_named_under_that_game_after_saving(
        club, organiser_client):
    """Free choice: a game typed without who played is refused, and the line right under
    that game says so, not only the message at the top of the page."""
    evening = make_evening(make_season(club, game_system=GameSystem.KRAKEN,
                                       declarer_rule="FREE"), round_count=1)
    check_in(evening, make_members(club, 4))
    draw_round(evening, 1, seed=5)
    html = post(organiser_client, evening, kraken_game(1, 90)).content.decode()
    line = html[html.index('id="errors-1"'):]
    line = line[:line.index("</tr>")]
    assert "Spel 1: Wie speelde spel 1?" in line
    assert not ScoreSheet.objects.exists()
    assert 'data-first="declarer"' in html and 'data-stops="declarer trump doubling"' in html
