"""An evening of one round at two tables with the inleg ticked at check-in: the money
tests' shared evening (the prize worths, the evening's report)."""

from __future__ import annotations

from collections.abc import Mapping

from django.test import Client
from django.urls import reverse

from clubs.models import EntryMode
from tests.factories import make_evening, make_season
from tests.forms import submit
from tournament.models import Attendance, Evening, EveningStatus, Round, Season, Seat

HTMX = {"HX-Request": "true"}
# Seats 1-4 of each table (A, B, A, B): pairs Ans+Bep, Cor+Dik, Eef+Fem, Gijs+Hans.
TABLES = {1: ("Ans", "Cor", "Bep", "Dik"), 2: ("Eef", "Gijs", "Fem", "Hans")}
TOTALS = {1: (1200, 744), 2: (1000, 944)}  # Ans+Bep 1200, Eef+Fem 1000, Gijs+Hans 944


def paid_url(evening: Evening, member_pk: int) -> str:
    return reverse("tournament:checkin_paid", args=[evening.club.slug, evening.pk, member_pk])


def evening_with_inleg(club, organiser_client: Client, ties: str, *, pay: tuple[str, ...],
                       season: Season | None = None, day: int = 1,
                       totals: dict[int, tuple[int, int]] = TOTALS,
                       tables: Mapping[int, tuple[str, ...]] = TABLES) -> Evening:
    """One round at two tables; € 2,50 for a member, € 3,00 for a guest (Hans); prizes 1, 2,
    -2 worth 40%, 25% and a bottle of wine. ``pay``: who pays at the check-in (by a tap)."""
    season = season or make_season(
        club, entry_mode=EntryMode.TOTALS_ONLY, prize_ties=ties, inleg_member=250,
        inleg_guest=300, prize_worth="40%; 25%; fles wijn")
    evening = make_evening(season, round_count=1, status=EveningStatus.PLAYING, day=day)
    round_ = Round.objects.create(evening=evening, number=1, seed=1)
    for table, names in tables.items():
        for offset, name in enumerate(names):
            member, _new = club.members.get_or_create(name=name, is_guest=name == "Hans")
            Attendance.objects.create(evening=evening, member=member)
            Seat.objects.create(round=round_, member=member,
                                number=4 * (table - 1) + 1 + offset, table=table)
    for name in pay:
        member = club.members.get(name=name)
        assert organiser_client.post(paid_url(evening, member.pk), {"paid": "1"},
                                     headers=HTMX).status_code == 200
    for table, (total_a, total_b) in totals.items():
        url = reverse("scoring:sheet", args=[club.slug, evening.pk, 1, table])
        response = submit(organiser_client, url,
                          {"version": 0, "total_a": total_a, "total_b": total_b})
        assert response.status_code == 302, response.content.decode()[:2000]
    return evening


def close(client: Client, evening: Evening) -> None:
    assert client.post(reverse("scoring:close", args=[evening.club.slug, evening.pk])
                       ).status_code == 302


EVERYONE = ("Ans", "Bep", "Cor", "Dik", "Eef", "Fem", "Gijs", "Hans")
