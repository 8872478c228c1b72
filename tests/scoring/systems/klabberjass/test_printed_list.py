"""The printed list per table (seed 001's running columns), one page per table."""

from __future__ import annotations

from django.test import Client
from django.urls import reverse

from clubs.models import Club
from scoring.systems.klabberjass.printed import ListWords, filled_lists, klabberjass_lists_pdf
from tests.scoring.systems.klabberjass.helpers import klabberjass_evening
from tests.scoring.systems.klabberjass.play import Played, post_list
from tournament.models import Round
from tournament.seating import store
from tournament.seating.overview import round_seating_for_print


def test_it_prints_a_page_per_table_with_the_entered_rows(
        club: Club, organiser_client: Client) -> None:
    evening, _members = klabberjass_evening(club, 7)  # tables of 3 and 4
    store.draw_round(evening, 1, seed=2)
    url = reverse("scoring:sheet", args=[club.slug, evening.pk, 1, 1])
    post_list(organiser_client, url, [Played(1, True, "C", False), Played(2, True, "S", True),
                                      Played(3, False, "D", True)])
    round_ = Round.objects.get(evening=evening, number=1)
    # The seed's example, as the list's first three rows.
    assert filled_lists(round_) == {1: [("-16", "+2", "+2", "-16"), ("-", "+9", "-", "+7"),
                                        ("-", "-", "+3", "+1")]}
    seating = round_seating_for_print(evening, 1)
    assert seating is not None
    pdf = klabberjass_lists_pdf(seating, words=ListWords(), filled=filled_lists(round_),
                                compress=False)
    assert pdf.count(b"/Type /Page\n") == 2 or pdf.count(b"/Type /Page") - pdf.count(
        b"/Type /Pages") == 2
    assert b"Tafel 2" in pdf and b"(+9)" in pdf
    response = organiser_client.get(reverse("scoring:score_sheets_pdf",
                                            args=[club.slug, evening.pk, 1]))
    assert response.status_code == 200 and response["Content-Type"] == "application/pdf"
