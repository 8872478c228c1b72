"""Issue 12: the other pair confirms (or disputes) a sheet its table entered, and the sheet
page itself: corrections of pair A alone, hints, totals that never count a broken game."""

from __future__ import annotations

import re

import pytest
from django.test import Client
from django.urls import resolve, reverse

from clubs.models import Action, Activity, Club
from scoring.models import Confirmation, ScoreSheet
from scoring.sheets.confirm import MAX_CHECK_ATTEMPTS
from scoring.sheets.tokens import check_number, check_token, read_check_token, table_token
from tests.documents import pdf_strings
from tests.factories import check_in, make_evening, make_members, make_season
from tests.forms import hidden_inputs, submit
from tests.scoring.sheets.helpers import FULL, games, sheet_url
from tournament.models import Evening, Round
from tournament.seating.store import draw_round


@pytest.fixture
def evening(club: Club) -> Evening:
    evening = make_evening(make_season(club, table_entry=True, table_confirmation=True),
                           round_count=1)
    check_in(evening, make_members(club, 8))
    draw_round(evening, 1, seed=5)
    return evening


def round_of(evening: Evening) -> Round:
    return Round.objects.select_related("evening").get(evening=evening)


def entry_url(evening: Evening, table: int = 1) -> str:
    return reverse("scoring:table_sheet", args=[table_token(round_of(evening), table)])


def check_url(evening: Evening, table: int = 1) -> str:
    return reverse("scoring:table_check", args=[check_token(round_of(evening), table)])


def enter(evening: Evening, table: int = 1) -> None:
    assert submit(Client(), entry_url(evening, table), games(FULL)).status_code == 302


def test_one_pair_alone_never_sees_the_other_pairs_code(evening):
    enter(evening)
    scorer = Client()
    pages = scorer.get(entry_url(evening)).content.decode()
    pages += scorer.get(entry_url(evening) + "klaar/").content.decode()
    # No link to the check page at all (its code is signed with the time, so no one code
    # can be looked for), and not the slip's number.
    check_path = check_url(evening).rsplit("/", 2)[0] + "/"  # "/controle/" before the code
    assert check_path == "/controle/"
    assert not re.search(f"[\"']{check_path}[^\"'/]+/", pages)
    assert check_number(round_of(evening), 1) not in pages


def test_the_other_pair_confirms_with_the_number_from_their_slip(evening, organiser_client):
    enter(evening)
    phone = Client()  # the scorekeeper's phone, handed to the other pair
    done = entry_url(evening) + "klaar/"
    assert "zes cijfers" in phone.get(done).content.decode()
    response = phone.post(entry_url(evening) + "controle/",
                          {"number": check_number(round_of(evening), 1)}, follow=True)
    page = response.content.decode()
    # The codes carry the second they were signed: compare what they open, not the text.
    landed = resolve(response.redirect_chain[-1][0])
    assert landed.url_name == "table_check"
    assert read_check_token(landed.kwargs["token"])[:2] == (round_of(evening), 1)
    assert "Klopt elk spel?" in page
    version = hidden_inputs(page)["version"]
    response = phone.post(check_url(evening), {"action": "confirm", "version": version},
                          follow=True)
    assert "u hebt de kaart bevestigd" in response.content.decode()
    assert ScoreSheet.objects.get(table=1).confirmation == Confirmation.CONFIRMED
    line = Activity.objects.get(action=Action.CONFIRMED)
    assert line.by_table == "tafel 1" and line.user is None
    grid = organiser_client.get(f"/club/{evening.club.slug}/avond/{evening.pk}/scores/")
    assert 'class="cell confirmed" id="cell-1-1"' in grid.content.decode()


def test_wrong_numbers_are_limited(evening):
    enter(evening)
    phone = Client()
    right = check_number(round_of(evening), 1)
    wrong = f"{(int(right) + 1) % 1_000_000:06d}"
    for _ in range(MAX_CHECK_ATTEMPTS):
        html = phone.post(entry_url(evening) + "controle/", {"number": wrong},
                          follow=True).content.decode()
        assert "niet het nummer" in html
    html = phone.post(entry_url(evening) + "controle/", {"number": right},
                      follow=True).content.decode()
    assert "Te veel verkeerde nummers" in html
    # The slip's own code still works.
    assert Client().get(check_url(evening)).status_code == 200


def test_a_dispute_shows_both_versions_to_the_organiser(evening, organiser_client):
    enter(evening)
    page = Client().get(check_url(evening)).content.decode()
    opened = hidden_inputs(page, form_id="sheet-form")
    theirs = {**games({**FULL, 3: 100}), **opened, "action": "dispute",
              "reason": "Spel 3 hadden wij 100"}
    response = Client().post(check_url(evening), theirs, follow=True)
    assert "de wedstrijdleiding ziet beide versies en beslist" in response.content.decode(), (
        response.content.decode()[-3000:])
    sheet = ScoreSheet.objects.get(table=1)
    assert sheet.confirmation == Confirmation.DISPUTED
    assert sheet.counter_version is not None
    assert sheet.counter_version["games"][2]["points_a"] == 100
    html = organiser_client.get(sheet_url(evening)).content.decode()
    assert "Spel 3 hadden wij 100" in html
    assert "Zoals de tafel het invoerde" in html and "Zoals het andere paar het heeft" in html
    # The organisers' correction settles it.
    assert submit(organiser_client, sheet_url(evening), games({**FULL, 3: 100},
                                                              version=1)).status_code == 302
    assert ScoreSheet.objects.get(table=1).confirmation == Confirmation.NOT_NEEDED


def test_a_dispute_needs_a_reason_and_a_correct_version(evening):
    enter(evening)
    page = Client().get(check_url(evening)).content.decode()
    base = {**hidden_inputs(page, form_id="sheet-form"), "action": "dispute"}
    html = Client().post(check_url(evening), {**games({**FULL, 3: 170}), **base,
                                              "reason": "fout"}).content.decode()
    assert "Uw versie bevat fouten" in html
    html = Client().post(check_url(evening), {**games(FULL), **base, "reason": " "}
                         ).content.decode()
    assert "wat er niet klopt" in html
    assert ScoreSheet.objects.get(table=1).confirmation == Confirmation.AWAITING


def test_the_check_is_required_before_approving_and_closing(evening, organiser_client):
    enter(evening, 1)
    enter(evening, 2)
    night = f"/club/{evening.club.slug}/avond/{evening.pk}/"
    html = organiser_client.post(night + "boom/1/goedkeuren/", {"approved": "1"},
                                 follow=True).content.decode()
    assert "kan nog niet worden goedgekeurd" in html
    assert not round_of(evening).approved
    html = organiser_client.post(night + "afsluiten/", follow=True).content.decode()
    assert "nog niet bevestigd aan hun tafel" in html
    for table in (1, 2):
        page = Client().get(check_url(evening, table)).content.decode()
        Client().post(check_url(evening, table),
                      {"action": "confirm", "version": hidden_inputs(page)["version"]})
    organiser_client.post(night + "boom/1/goedkeuren/", {"approved": "1"})
    assert round_of(evening).approved


def test_a_new_save_by_the_table_needs_a_new_check(evening):
    enter(evening)
    page = Client().get(check_url(evening)).content.decode()
    Client().post(check_url(evening), {"action": "confirm",
                                       "version": hidden_inputs(page)["version"]})
    assert submit(Client(), entry_url(evening), games({**FULL, 1: 100}, version=1)
                  ).status_code == 302
    assert ScoreSheet.objects.get(table=1).confirmation == Confirmation.AWAITING


def test_the_printed_sheet_has_a_slip_for_the_other_pair(evening, organiser_client):
    pdf = organiser_client.get(f"/club/{evening.club.slug}/avond/{evening.pk}/boom/1/"
                               "scorekaarten.pdf").content
    text = " ".join(pdf_strings(pdf))
    for table in (1, 2):
        digits = check_number(round_of(evening), table)
        assert f"{digits[:3]} {digits[3:]}" in text
    assert "tafel 1: controleer de kaart" in text


# The sheet page itself ------------------------------------------------------------------


def test_correcting_only_pair_a_of_a_saved_game_works(evening, organiser_client):
    """Issue 12: the stored B value stayed, and 'adds up to 172' refused the correction."""
    submit(organiser_client, sheet_url(evening), games(FULL))
    page = organiser_client.get(sheet_url(evening)).content.decode()
    assert re.search(r'name="g1-points_b"[^>]*>', page)
    assert not re.search(r'name="g1-points_b"[^>]*value=', page)
    response = organiser_client.post(sheet_url(evening), {
        **hidden_inputs(page), **{k: v for k, v in _values(page).items()}, "g1-points_a": "100"})
    assert response.status_code == 302, response.content.decode()[-1500:]
    game = ScoreSheet.objects.get(table=1).games.get(number=1)
    assert (game.points_a, game.points_b) == (100, 62)


def _values(html: str) -> dict[str, str]:
    return dict(re.findall(r'name="(g\d+-\w+)"[^>]*value="([^"]*)"', html))


def test_all_points_without_a_pit_gives_a_hint_not_a_refusal(evening, organiser_client):
    response = submit(organiser_client, sheet_url(evening), {
        **games({1: 162}), "preview": "1"}, HTTP_HX_REQUEST="true")
    assert "alle 162 punten maar er staat geen pit" in response.content.decode()
    assert submit(organiser_client, sheet_url(evening), games({1: 162})).status_code == 302


def test_totals_never_count_a_broken_game_as_zero(evening, organiser_client):
    html = submit(organiser_client, sheet_url(evening), {
        **games({1: 90, 2: 100, 3: 170, 4: 90}), "preview": "1"},
        HTTP_HX_REQUEST="true").content.decode()
    # Game 1: B plays (the player after the dealer) with 72 and is nat: A gets 162.
    assert re.search(r'id="run-a-1"[^>]*>162<', html)
    assert re.search(r'id="run-a-2"[^>]*>262<', html)
    assert re.search(r'id="run-a-3"[^>]*></td>', html)
    assert re.search(r'id="run-a-4"[^>]*></td>', html)
    assert re.search(r'id="total-a"[^>]*>\?<', html)
    assert "De totalen wachten tot het gemarkeerde spel klopt" in html


def test_focus_starts_on_the_first_game_to_enter_and_goes_to_a_mistake(evening,
                                                                      organiser_client):
    page = organiser_client.get(sheet_url(evening)).content.decode()
    assert re.search(r'name="g1-points_a"[^>]*autofocus', page)
    submit(organiser_client, sheet_url(evening), games({1: 90, 2: 90}))
    page = organiser_client.get(sheet_url(evening)).content.decode()
    assert re.search(r'name="g3-points_a"[^>]*autofocus', page)
    page = submit(organiser_client, sheet_url(evening), games({1: 90, 2: 90, 3: 90, 4: 170},
                                                              version=1)).content.decode()
    assert re.search(r'name="g4-points_a"[^>]*autofocus', page)
    assert page.count("autofocus") == 1
