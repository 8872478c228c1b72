"""An evening of klaverjas for three (seed 000, "Das Spiel für drei Spieler"), run by the
organiser on a phone at 360 px and on a laptop at 1280 px: the season's rules switched to
the game (its own settings and notes appear), the round drawn into tables of three and a bye,
table 1's sheet typed game by game through the rendered fields (a wrong game is shown next
to its game within seconds and corrected), the other tables' sheets come in, the
evening closed and the prize list read; table 1's players stand there with the totals
worked out from the rule text. And a sheet its keeper typed on the table's own device,
checked by a table-mate who disagrees, settled by the organiser."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from clubs.actors import Actor
from clubs.games import LeftoverPlayers
from clubs.models import GameSystem
from clubs.numbers import local_number
from scoring.models import Confirmation, ScoreSheet
from scoring.sheets.tokens import check_number, table_token
from scoring.systems import SYSTEMS
from tests.e2e.journeys.person import MISTAKE_SHOWN, Person
from tests.e2e.journeys.registry import covers
from tests.factories import (
    check_in,
    make_club,
    make_evening,
    make_members,
    make_organiser,
    make_season,
)
from tests.scoring.systems.three_player.helpers import Played, rule_text_scores
from tournament.models import Round, Seat
from tournament.seating import store

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

SHOWN = MISTAKE_SHOWN
# Table 1's twelve games (table seats 1, 2, 3): who played, the points typed (the empty one
# is 162 minus the others), roem, all ten tricks. Game 3 is first typed as 90 and 90.
GAMES = [
    Played(1, {1: 90, 2: 40, 3: 32}, {}, leave_empty=3),
    Played(2, {1: 32, 2: 100, 3: 30}, {}, leave_empty=1),
    Played(3, {1: 60, 2: 40, 3: 62}, {}, leave_empty=3),  # nat: 62 of 162
    Played(1, {1: 82, 2: 50, 3: 30}, {1: 20}, leave_empty=3),
    Played(2, {1: 42, 2: 70, 3: 50}, {2: 20, 3: 20}, leave_empty=1),  # nat: 90 of 202
    Played(3, {1: 0, 2: 0, 3: 162}, {3: 40}, pit=3, leave_empty=3),
    Played(1, {1: 100, 2: 31, 3: 31}, {}, leave_empty=3),
    Played(2, {1: 27, 2: 95, 3: 40}, {}, leave_empty=1),
    Played(3, {1: 44, 2: 30, 3: 88}, {}, leave_empty=2),
    Played(1, {1: 70, 2: 46, 3: 46}, {}, leave_empty=3),  # nat: 70 of 162
    Played(2, {1: 20, 2: 120, 3: 22}, {}, leave_empty=1),
    Played(3, {1: 41, 2: 30, 3: 91}, {}, leave_empty=2),
]
MISTAKE_GAME = 3


def type_game(person: Person, n: int, game: Played, *, points: dict[int, int] | None = None
              ) -> None:
    """Choose who played, tap each player's points field and type, as on the paper sheet."""
    page = person.page
    page.locator(f'[name="g{n}-declarer"]').select_option(str(game.declarer))
    for seat, value in (points or game.points).items():
        if seat == game.leave_empty and points is None:
            continue
        person.tap_field(page.locator(f'[name="g{n}-points_{seat}"]'))
        page.keyboard.press("ControlOrMeta+A")
        page.keyboard.type(str(value))
    for seat, roem in game.roem.items():
        page.locator(f'[name="g{n}-roem_{seat}"]').fill(str(roem))
    if game.pit is not None:
        page.locator(f'[name="g{n}-pit"]').select_option(str(game.pit))
    page.locator(f'[name="g{n}-declarer"]').focus()  # leaving the last field: the preview


@pytest.mark.parametrize("device", ["phone", "laptop"])
@covers("tournament:season_rules", "tournament:draw", "scoring:sheet", "scoring:close")
def test_an_evening_of_klaverjas_for_three(people, device) -> None:
    club = make_club("De Drie Troeven")
    organiser = make_organiser(club, "wedstrijdleider")
    season = make_season(club, rounds_per_evening=1, tie_break_1="", tie_break_2="")
    evening = make_evening(season, round_count=1)
    check_in(evening, make_members(club, 10, prefix="Drie"))
    person = people(device, "three-player")
    page = person.page
    person.log_in("wedstrijdleider", "secret-pass-123")

    # The season's rules: klaverjas for three, its settings shown only while it is chosen.
    person.open(f"/club/{club.slug}/seizoen/{season.pk}/regels/")
    own = page.locator('fieldset[data-shown-for="game_system=THREE_PLAYER"]')
    note = page.locator('.helptext[data-shown-for="game_system=THREE_PLAYER"]',
                        has_text="de kant van wie verzaakte verliest het spel")
    expect(own).to_be_hidden()
    page.get_by_role("radio", name="Klaverjassen met drie").check()
    expect(own).to_be_visible()
    expect(note).to_be_visible()
    expect(own.get_by_role("radio", name=re.compile("slaan de boom over"))).to_be_checked()
    page.get_by_label("Vaste punten staand nummer").fill("650")
    person.look("rules")
    page.get_by_role("button", name="Regels opslaan").click()
    expect(page.locator(".message.success")).to_be_visible()
    season.refresh_from_db()
    assert (season.game_system, season.three_player_leftovers, season.bye_score) == (
        GameSystem.THREE_PLAYER, LeftoverPlayers.BYES, 650)

    # The draw: three tables of three and a bye.
    person.open(evening.get_absolute_url())
    page.get_by_role("button", name="Boom 1 loten").click()
    expect(page.get_by_text("Boom 1 is geloot")).to_be_visible()
    expect(page.locator("#boom-1 .table-card")).to_have_count(3)
    person.look("drawn")
    round_ = Round.objects.get(evening=evening, number=1)
    assert Seat.objects.filter(round=round_, table__isnull=True).count() == 1

    # Table 1, game by game; game 3 first with 90 and 90.
    person.open(f"/club/{club.slug}/avond/{evening.pk}/boom/1/tafel/1/")
    expect(page.get_by_role("heading", level=1)).to_contain_text("Boom 1, tafel 1")
    for n, game in enumerate(GAMES, start=1):
        if n != MISTAKE_GAME:
            type_game(person, n, game)
            continue
        type_game(person, n, game, points={1: 90, 2: 90})
        line = page.locator(f"#errors-{n}")
        expect(line).to_be_visible(timeout=SHOWN)
        expect(line).to_contain_text(f"Spel {n}: De punten tellen op tot 180 in plaats van 162.",
                                     timeout=SHOWN)
        expect(line).to_be_in_viewport()
        expect(page.locator(f"#game-{n}")).to_have_class("game has-error")
        person.look("mistake")
        type_game(person, n, game, points={1: 60, 2: 40})
        expect(line).to_be_hidden(timeout=SHOWN)
    expected = {seat: 0 for seat in (1, 2, 3)}
    for game in GAMES:
        for seat, score in rule_text_scores(game).items():
            expected[seat] += score
    for seat, total in expected.items():  # the last game's running totals, before saving
        expect(page.locator(f"#tp-12-{seat} strong")).to_have_text(local_number(total),
                                                                   timeout=SHOWN)
    person.look("typed")
    page.get_by_role("button", name="Kaart opslaan").click()
    expect(page.locator(".message.success")).to_contain_text("Tafel 1 van boom 1 is opgeslagen")

    # The other tables' sheets come in (typed elsewhere); the evening is closed.
    user: Actor = organiser
    for table in (2, 3):
        SYSTEMS[GameSystem.THREE_PLAYER].play_table(round_, table, seed=table, user=user)
    person.open(evening.get_absolute_url())
    page.get_by_role("link", name="Avond afsluiten…").first.click()
    page.get_by_role("button", name="Ja, avond afsluiten").click()
    expect(page.get_by_role("heading", name="Prijzen")).to_be_visible()
    expect(page.locator(".prize-list li").first).to_be_visible()
    person.look("prizes")
    names = [s.member.name for s in Seat.objects.filter(round=round_, table=1)
             .select_related("member").order_by("number")]
    results = page.locator("table.results tbody")
    for seat, name in enumerate(names, start=1):
        expect(results.locator("tr", has_text=name)).to_contain_text(
            local_number(expected[seat]))


@pytest.mark.parametrize("device", ["phone", "laptop"])
@covers("scoring:table_sheet", "scoring:table_check_number", "scoring:table_check",
        "scoring:sheet")
def test_another_player_of_the_table_checks_the_sheet_its_keeper_typed(people, device
                                                                       ) -> None:
    club = make_club("De Drie Troeven")
    make_organiser(club, "wedstrijdleider")
    season = make_season(club, game_system=GameSystem.THREE_PLAYER, rounds_per_evening=1,
                         table_entry=True, table_confirmation=True)
    evening = make_evening(season, round_count=1)
    check_in(evening, make_members(club, 3, prefix="Drie"))
    store.draw_round(evening, 1, seed=3)
    round_ = Round.objects.get(evening=evening, number=1)

    # The keeper types the twelve games on the table's own device and sends the sheet.
    keeper = people(device, "three-keeper")
    page = keeper.page
    keeper.open(f"/kaart/{table_token(round_, 1)}/")
    for n, game in enumerate(GAMES, start=1):
        type_game(keeper, n, game)
    page.get_by_role("button", name="Kaart opslaan").click()
    expect(page.get_by_role("heading", name="Dank u, de kaart is verstuurd")).to_be_visible()
    expect(page.get_by_role("heading", name="Nu controleert een andere speler van de tafel het")
           ).to_be_visible()
    keeper.look("sent")

    # He hands the device to a table-mate, who types the digits from the slip: first wrong.
    right = check_number(round_, 1)
    digits = page.get_by_label("De zes cijfers op het strookje")
    digits.fill(right[:-1] + str((int(right[-1]) + 1) % 10))
    page.get_by_role("button", name="Kaart controleren").click()
    expect(page.get_by_text("Dat is niet het nummer op het strookje.")).to_be_visible()
    digits.fill(right)
    page.get_by_role("button", name="Kaart controleren").click()
    expect(page.get_by_role("heading", name="Controle boom 1, tafel 1")).to_be_visible()
    entered = page.locator("table.values")
    expected = {seat: 0 for seat in (1, 2, 3)}
    for game in GAMES:
        for seat, score in rule_text_scores(game).items():
            expected[seat] += score
    for seat, total in expected.items():
        expect(entered.locator("tfoot td").nth(seat - 1)).to_have_text(local_number(total))
    keeper.look("check")

    # Game 1 was the other way round: he says so and types the game as he has it.
    page.get_by_text("Nee, er klopt iets niet").click()
    page.get_by_label("Wat klopt er niet?").fill("Spel 1: 40 en 90 andersom")
    type_game(keeper, 1, GAMES[0], points={1: 40, 2: 90})
    keeper.look("disputing")
    page.get_by_role("button", name="Mijn versie naar de wedstrijdleiding sturen").click()
    expect(page.get_by_text("de wedstrijdleiding ziet beide versies")).to_be_visible()

    # The organiser sees both versions beside the sheet and saves the one that counts.
    organiser = people("laptop", "three-organiser")
    organiser.log_in("wedstrijdleider", "secret-pass-123")
    organiser.open(f"/club/{club.slug}/avond/{evening.pk}/boom/1/tafel/1/")
    dispute = organiser.page.locator("section.dispute")
    expect(dispute).to_contain_text("Betwist door een andere speler van de tafel")
    expect(dispute).to_contain_text("Spel 1: 40 en 90 andersom")
    expect(dispute.locator("table.values")).to_have_count(2)
    organiser.look("dispute")
    organiser.page.get_by_role("button", name="Kaart opslaan").click()
    expect(organiser.page.locator(".message.success")).to_contain_text("Tafel 1 van boom 1")
    sheet = ScoreSheet.objects.get(round=round_, table=1)
    assert (sheet.source, sheet.confirmation) == ("ORGANISER", Confirmation.NOT_NEEDED)
