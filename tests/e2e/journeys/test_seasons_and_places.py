"""What a club reads around the numbers, on a laptop and on a 360 px phone.

- Two seasons run side by side: a player clicks his name on one season's results and
  standings and lands on his page of that season, whose "Seizoensstand" leads back there.
- The board starts a new season: the page shows the rules it will copy (the game, its
  rounds, a round's length, the bye); the board sees the wrong game, changes the club's rules
  (and how prizes fall to a pair that ties), comes back and reads the new game; the
  season's page shows what it plays.
- An evening of one round: the prize list says which prize the winning pair's shared prize
  took. A Klammern evening: the card points and the tie-break that decided are on the
  results and the standings.
"""

from __future__ import annotations

import re
from datetime import date

import pytest
from django.test import Client
from playwright.sync_api import expect

from clubs.models import EntryMode, PrizeTies
from tests.e2e.journeys.registry import covers
from tests.factories import make_club, make_evening, make_members, make_organiser, make_season
from tests.forms import submit
from tests.scoring.results.helpers import play_evening
from tests.scoring.systems.klammern.helpers import played_evening
from tournament.models import EveningStatus, Round, Seat

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize("device", ["laptop", "phone"])
def test_a_name_opens_the_player_page_of_the_season_shown(people, device):
    club = make_club("Twee Avonden")
    organiser = make_organiser(club, "annie")
    members = make_members(club, 8)
    wednesday = make_season(club, name="Woensdagcompetitie", start_date=date(2026, 9, 1))
    friday = make_season(club, name="Vrijdagcompetitie", start_date=date(2026, 9, 4))
    play_evening(wednesday, members, 1, organiser)
    play_evening(friday, members, 2, organiser)
    player = people(device, "season-links")
    page = player.page
    for start in (f"/club/{club.slug}/seizoen/{wednesday.pk}/stand/",
                  f"/club/{club.slug}/avond/{wednesday.evenings.get().pk}/uitslag/"):
        player.open(start)
        page.get_by_role("link", name=members[3].name, exact=True).click()
        expect(page.get_by_role("heading", level=1)).to_have_text(members[3].name)
        expect(page.locator(".lead")).to_contain_text("Woensdagcompetitie")
        expect(page.get_by_text("Nog geen uitslagen voor deze speler")).to_have_count(0)
        player.look("player-page")
        page.get_by_role("link", name="Seizoensstand").first.click()
        expect(page).to_have_url(re.compile(f"/seizoen/{wednesday.pk}/stand/$"))


def _facts(page) -> dict[str, str]:
    summary = page.locator("dl.rules-summary")
    return dict(zip(summary.locator("dt").all_inner_texts(),
                    summary.locator("dd").all_inner_texts(), strict=True))


@pytest.mark.parametrize("device", ["laptop", "phone"])
@covers("tournament:season_create", "clubs:rules")
def test_a_new_season_shows_the_rules_it_copies(people, device):
    club = make_club("De Nieuwe Ronde")
    make_organiser(club, "voorzitter")
    chair = people(device, "new-season")
    page = chair.page
    chair.log_in("voorzitter", "secret-pass-123")
    chair.open(f"/club/{club.slug}/seizoen/nieuw/")
    assert _facts(page)["Spelsysteem"] == "Klaverjassen"
    chair.look("new-season-klaverjas")
    # Not the game the club plays this season: change the club's rules first.
    page.get_by_role("link", name="Clubregels aanpassen").click()
    page.get_by_label("Klammern", exact=True).check()
    page.get_by_label("Het gemiddelde van die boom").check()
    page.get_by_label(re.compile("de volgende speler krijgt de volgende prijs")).check()
    page.get_by_role("button", name="Regels opslaan").click()
    expect(page.get_by_text(re.compile("De clubregels zijn opgeslagen"))).to_be_visible()
    assert club.rules.__class__.objects.get(club=club).prize_ties == PrizeTies.PER_GROUP
    chair.open(f"/club/{club.slug}/seizoen/nieuw/")
    assert _facts(page) == {"Spelsysteem": "Klammern", "Bomen per avond": "4",
                            "Een boom": "12 spellen",
                            "Een staand nummer": "Het gemiddelde van die boom"}
    chair.look("new-season-klammern")
    page.get_by_label("Naam").fill("Klammern 2026")
    page.get_by_label("Begindatum").fill("2026-09-01")
    page.get_by_role("button", name="Seizoen aanmaken").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Klammern 2026")
    assert _facts(page)["Spelsysteem"] == "Klammern"
    chair.look("season-page")
    season = club.seasons.get()
    assert (season.game_system, season.prize_ties) == ("KLAMMERN", PrizeTies.PER_GROUP)


def _one_round(club, organiser_client: Client) -> int:
    """An evening of one round, totals typed by the organiser, closed: Ans+Bep won."""
    season = make_season(club, entry_mode=EntryMode.TOTALS_ONLY)
    evening = make_evening(season, round_count=1, status=EveningStatus.PLAYING)
    round_ = Round.objects.create(evening=evening, number=1, seed=1)
    tables = {1: ("Ans", "Cor", "Bep", "Dik"), 2: ("Eef", "Gijs", "Fem", "Hans")}
    for table, names in tables.items():
        for offset, name in enumerate(names):
            Seat.objects.create(round=round_, member=club.members.create(name=name),
                                number=4 * (table - 1) + 1 + offset, table=table)
    for table, (total_a, total_b) in {1: (1200, 744), 2: (1000, 944)}.items():
        url = f"/club/{club.slug}/avond/{evening.pk}/boom/1/tafel/{table}/"
        assert submit(organiser_client, url, {"version": 0, "total_a": total_a,
                                              "total_b": total_b}).status_code == 302
    assert organiser_client.post(f"/club/{club.slug}/avond/{evening.pk}/afsluiten/"
                                 ).status_code == 302
    return evening.pk


@pytest.mark.parametrize("device", ["laptop", "phone"])
def test_the_results_say_what_decided(people, device):
    club = make_club("De Gelijke Stand")
    organiser = make_organiser(club, "annie")
    organiser_client = Client()
    organiser_client.force_login(organiser)
    one_round = _one_round(club, organiser_client)
    klammern = played_evening(club, organiser_client)
    assert organiser_client.post(f"/club/{club.slug}/avond/{klammern.pk}/afsluiten/"
                                 ).status_code == 302
    reader = people(device, "what-decided")
    page = reader.page

    reader.open(f"/club/{club.slug}/avond/{one_round}/uitslag/")
    expect(page.locator(".prize-note")).to_have_text(
        "Geen 2e prijs: de 1e prijs is gedeeld door spelers die gelijk staan.")
    reader.look("one-boom-prizes")

    for path in (f"/club/{club.slug}/avond/{klammern.pk}/uitslag/",
                 f"/club/{club.slug}/seizoen/{klammern.season_id}/stand/"):
        reader.open(path)
        table = page.locator("table.results")
        for heading in ("Kaartpunten", "Beslist op"):
            cell = table.get_by_role("columnheader", name=heading, exact=True)
            cell.scroll_into_view_if_needed()
            expect(cell).to_be_in_viewport()
        first = table.locator("tbody tr").first
        expect(first).to_contain_text("500")
        expect(first).to_contain_text("meeste kaartpunten")
        reader.look("card-points")
