"""The inleg ticked at check-in, what the prizes are worth and where the money goes.
Through the HTTP stack: the rules page, the check-in taps, the dashboard, the closing page,
the results page, the PDF prize list, Excel and the JSON interface; hand-computed amounts."""

from __future__ import annotations

import json
import re

import pytest
from django.urls import reverse
from django.utils import timezone

from clubs.models import Action, Activity, PrizeTies
from clubs.screen_link import make_link
from tests.documents import pdf_first_page_text, workbook_rows
from tests.factories import make_evening, make_season
from tests.scoring.results.money_helpers import (
    EVERYONE,
    HTMX,
    close,
    evening_with_inleg,
    paid_url,
)
from tournament.models import Attendance, Evening


def text(html: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", html).split())


def money_block(html: str) -> str:
    return text(html[html.index('<section class="evening-money"'):].split("</section>")[0])




@pytest.mark.parametrize(("ties", "prize_lines", "worths"), [
    # 7 members x € 2,50 + Hans (guest) € 3,00 = € 20,50. 40% = 8,20 -> 8,00; 25% = 5,125
    # -> 5,00. The 1st prize, shared by Ans and Bep, took the 2nd place: both shares, 13,00.
    (PrizeTies.NEXT_PLACE,
     ["1e prijs Ans 1.200 € 13,00 (gedeeld)", "Bep 1.200 (gedeeld)",
      "Poedelprijs (op één na laatste) Cor 744 fles wijn (gedeeld)", "Dik 744 (gedeeld)"],
     [(1, "€ 13,00"), (-2, "fles wijn")]),
    (PrizeTies.PER_GROUP,
     ["1e prijs Ans 1.200 € 8,00 (gedeeld)", "Bep 1.200 (gedeeld)",
      "2e prijs Eef 1.000 € 5,00 (gedeeld)", "Fem 1.000 (gedeeld)",
      "Poedelprijs (op één na laatste) Gijs 944 fles wijn (gedeeld)", "Hans 944 (gedeeld)"],
     [(1, "€ 8,00"), (2, "€ 5,00"), (-2, "fles wijn")]),
])
def test_the_prizes_are_worth_their_share_of_the_inleg(ties, prize_lines, worths, club,
                                                       organiser_client, client):
    evening = evening_with_inleg(club, organiser_client, ties, pay=EVERYONE)
    confirm = organiser_client.get(reverse("scoring:close", args=[club.slug, evening.pk]))
    # Paid out 13,00 either way; the club keeps 20,50 - 13,00 = 7,50.
    assert money_block(confirm.content.decode()) == (
        "Het geld van de avond Inleg binnen € 20,50 Prijzen uitbetaald € 13,00 "
        "Over voor de club € 7,50")
    close(organiser_client, evening)

    html = client.get(reverse("scoring:evening_results", args=[club.slug, evening.pk])
                      ).content.decode()
    block = html[html.index('<ul class="prize-list">'):html.index("</ul>")]
    assert [text(item) for item in block.split("<li>")[1:]] == prize_lines

    pdf_url = reverse("scoring:evening_pdf", args=[club.slug, evening.pk])
    pdf = pdf_first_page_text(client.get(pdf_url).content)
    for _place, worth in worths:
        assert worth in pdf

    rows = workbook_rows(client.get(reverse("scoring:evening_xlsx", args=[club.slug, evening.pk])
                                    ).content, "Prijzen")
    assert rows[0][-1] == "Waarde"
    assert [row[-1] for row in rows[1:] if row[-1]] == [worth for _place, worth in worths]

    answer = json.loads(client.get(
        f"/api/v1/clubs/{club.slug}/evenings/{evening.pk}/results/").content)
    assert [(p["place"], p["worth"]) for p in answer["prizes"]] == worths


def test_the_check_in_ticks_who_paid_and_the_dashboard_says_who_did_not(club, organiser_client):
    evening = evening_with_inleg(club, organiser_client, PrizeTies.NEXT_PLACE,
                                 pay=("Ans", "Hans"))
    dashboard = organiser_client.get(reverse("scoring:dashboard", args=[club.slug, evening.pk]))
    assert ("6 spelers hebben de inleg nog niet betaald: Bep, Cor, Dik, Eef, Fem, Gijs."
            in text(dashboard.content.decode()))
    # Ans € 2,50 and Hans, a guest, € 3,00: € 5,50 in.
    checkin = organiser_client.get(reverse("tournament:checkin", args=[club.slug, evening.pk]))
    assert "8 spelers aanwezig · inleg binnen: € 5,50" in text(checkin.content.decode())
    assert "inleg binnen: € 5,50" in text(organiser_client.get(
        evening.get_absolute_url()).content.decode())
    assert dict(Attendance.objects.filter(evening=evening, paid__isnull=False)
                .values_list("member__name", "paid")) == {"Ans": 250, "Hans": 300}

    # A tap undoes it (a mistaken tick), another ticks it again; each is in the log.
    ans = club.members.get(name="Ans")
    html = organiser_client.post(paid_url(evening, ans.pk), {"paid": "0"}, headers=HTMX
                                 ).content.decode()
    assert "Betaalt € 2,50" in html and "inleg binnen: € 3,00" in text(html)
    assert Attendance.objects.get(evening=evening, member=ans).paid is None
    log = list(Activity.objects.filter(evening_id=evening.pk, action__in=[Action.PAID,
                                                                          Action.UNPAID])
               .order_by("pk").values_list("action", "subject", "old", "new"))
    assert log == [("PAID", "Ans", {"paid": ""}, {"paid": "€ 2,50"}),
                   ("PAID", "Hans", {"paid": ""}, {"paid": "€ 3,00"}),
                   ("UNPAID", "Ans", {"paid": "€ 2,50"}, {"paid": ""})]
    # The evening's history reads them in words.
    history = text(organiser_client.get(reverse("scoring:history", args=[club.slug,
                                                                         evening.pk])
                                        ).content.decode())
    assert "Betaling inleg ongedaan gemaakt: Ans" in history
    assert "Inleg betaald: Hans" in history and "€ 3,00" in history


def test_a_player_keeps_what_they_paid_when_the_inleg_changes(club, organiser_client):
    evening = evening_with_inleg(club, organiser_client, PrizeTies.NEXT_PLACE, pay=("Ans",))
    evening.season.inleg_member = 400
    evening.season.save()
    bep = club.members.get(name="Bep")
    organiser_client.post(paid_url(evening, bep.pk), {"paid": "1"}, headers=HTMX)
    assert dict(Attendance.objects.filter(evening=evening, paid__isnull=False)
                .values_list("member__name", "paid")) == {"Ans": 250, "Bep": 400}


def test_a_paid_player_cannot_be_checked_out_before_the_payment_is_undone(club,
                                                                          organiser_client):
    season = make_season(club, inleg_member=250)
    evening = make_evening(season)
    ans = club.members.create(name="Ans")
    Attendance.objects.create(evening=evening, member=ans)
    organiser_client.post(paid_url(evening, ans.pk), {"paid": "1"}, headers=HTMX)
    html = organiser_client.post(
        reverse("tournament:checkin_toggle", args=[club.slug, evening.pk, ans.pk]),
        {"present": "0"}, headers=HTMX).content.decode()
    assert "Deze speler heeft de inleg betaald: maak eerst de betaling ongedaan." in html
    assert Attendance.objects.get(evening=evening, member=ans).paid == 250


def test_a_season_without_inleg_shows_no_money(club, organiser_client):
    season = make_season(club)
    evening = make_evening(season)
    ans = club.members.create(name="Ans")
    Attendance.objects.create(evening=evening, member=ans)
    html = organiser_client.get(reverse("tournament:checkin", args=[club.slug, evening.pk])
                                ).content.decode()
    assert "inleg" not in html.lower() and "Betaalt" not in html
    response = organiser_client.post(paid_url(evening, ans.pk), {"paid": "1"}, headers=HTMX)
    assert "Het seizoen heeft geen inleg voor deze speler." in response.content.decode()
    assert Attendance.objects.get(evening=evening, member=ans).paid is None


def test_the_club_house_screen_shows_what_the_prizes_are_worth(club, organiser_client, client):
    evening = evening_with_inleg(club, organiser_client, PrizeTies.NEXT_PLACE, pay=EVERYONE)
    Evening.objects.filter(pk=evening.pk).update(date=timezone.localdate())  # tonight
    close(organiser_client, evening)
    make_link(club, user=None)  # type: ignore[arg-type]
    club.refresh_from_db()
    page = client.get(reverse("screen", args=[club.screen_token])).content.decode()
    assert "<h1>Prijslijst</h1>" in page
    # As on the prize list page: the shared 1st € 13,00, the booby prize a bottle of wine.
    assert re.findall(r'<span class="screen-worth">([^<]*)</span>', page) == [
        "€ 13,00", "fles wijn"]
