"""One table of one evening of each game, run by the organiser on a phone at 360 px and on
a laptop at 1280 px, reading back the words the game uses: a Klabberjass tournament plays
rounds ("Ronde", seed 001's Durchgang), the other games "bomen"; a game without pairs is never
told about "the other pair". The round is drawn with the evening page's button, table 1's
sheet (its games dealt and played by the game's simulator, as the demo does) is opened and
saved through its own page, the scores page, "Waar zit ik?", the closing, the results and a
player's page are read."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from clubs.games import GAME_SPECS
from clubs.models import GameSystem
from scoring.systems import SYSTEMS
from tests.e2e.journeys.registry import covers
from tests.factories import (
    check_in,
    make_club,
    make_evening,
    make_members,
    make_organiser,
    make_season,
)
from tournament.models import Round
from tournament.seating.finder import finder_url

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

# The word for a round on each game's pages, and the one it must never show.
WORDS: dict[str, tuple[str, str]] = {
    GameSystem.KLAVERJAS: ("boom", "ronde"), GameSystem.KRAKEN: ("boom", "ronde"),
    GameSystem.KLABBERJASS: ("ronde", "boom"), GameSystem.KLAMMERN: ("boom", "ronde"),
    GameSystem.THREE_PLAYER: ("boom", "ronde"),
}
OTHER_PAIR = "het andere paar"


@pytest.mark.parametrize("device", ["phone", "laptop"])
@pytest.mark.parametrize("code", list(WORDS))
@covers("tournament:draw", "scoring:sheet", "scoring:close")
def test_an_evening_in_the_games_own_words(people, code: str, device: str) -> None:
    word, never = WORDS[code]
    title = word.capitalize()
    spec = GAME_SPECS[code]
    club = make_club("De Eigen Woorden")
    organiser = make_organiser(club, "wedstrijdleider")
    season = make_season(club, game_system=code, play_to_target=False,
                         bye_score_rule="ROUND_AVERAGE", tie_break_1="", tie_break_2="")
    evening = make_evening(season, round_count=1)
    check_in(evening, make_members(club, 2 * spec.table_sizes[0], prefix="Woord"))
    person = people(device, f"words-{code.lower()}")
    page = person.page
    person.log_in("wedstrijdleider", "secret-pass-123")

    def says_no(text: str) -> None:
        main = page.locator("main").inner_text().lower()
        assert text not in main, f"{text!r} on {page.url}"

    # The evening page: the draw's button and the drawn round in the game's word.
    person.open(evening.get_absolute_url())
    page.get_by_role("button", name=f"{title} 1 loten").click()
    expect(page.locator(".message.success")).to_contain_text(f"{title} 1 is geloot")
    expect(page.get_by_role("heading", name=f"{title} 1", exact=True)).to_be_visible()
    says_no(f"{never} 1")
    person.look("drawn")

    # "Waar zit ik?" on a player's phone names the round the same way.
    person.open(finder_url(evening))
    expect(page.locator(".finder-boom")).to_have_text(f"{title} 1")
    person.look("finder")

    # Table 1 plays its games (the simulator deals them); the organiser opens its sheet and
    # saves it through the page; the other table's sheet comes in.
    round_ = Round.objects.get(evening=evening, number=1)
    for table in (1, 2):
        SYSTEMS[code].play_table(round_, table, seed=table, user=organiser)
    person.open(f"/club/{club.slug}/avond/{evening.pk}/boom/1/tafel/1/")
    expect(page.get_by_role("heading", level=1)).to_contain_text(f"{title} 1, tafel 1")
    person.look("sheet")
    page.locator('#sheet-form button[type="submit"].primary').click()
    expect(page.locator(".message.success")).to_contain_text(
        f"Tafel 1 van {word} 1 is opgeslagen")

    # The scores page: the round, its approval, and the colours in the game's terms.
    person.open(f"/club/{club.slug}/avond/{evening.pk}/scores/")
    expect(page.get_by_role("heading", name=f"{title} 1", exact=True)).to_be_visible()
    expect(page.get_by_role("button", name=f"{title} 1 goedkeuren")).to_be_visible()
    if not spec.partners:
        says_no(OTHER_PAIR)
    says_no(f"{never} 1")
    person.look("scores")

    # Closing, the results (a column per round) and a player's page.
    page.get_by_role("link", name="Avond afsluiten…").first.click()
    expect(page.get_by_text(f"Elke {word} is gespeeld")).to_be_visible()
    page.get_by_role("button", name="Ja, avond afsluiten").click()
    results = page.locator("table.results")
    expect(results.locator("thead")).to_contain_text(f"{title} 1")
    says_no(f"{never} 1")
    person.look("results")
    results.locator("tbody a").first.click()
    expect(page.get_by_text(f"Gemiddeld per {word}")).to_be_visible()
    says_no(never)
    person.look("player")
