"""Eight players at two tables for two rounds, each table's totals typed into the sheet form
and the evening closed: the evenings the prize ties are worked out on."""

from __future__ import annotations

import re

from django.test import Client
from django.urls import reverse

from clubs.models import EntryMode
from scoring.models import ScoreSheet
from tests.factories import make_evening, make_season
from tests.forms import submit
from tournament.models import EveningStatus, Round, Seat

NAMES = ("Ans", "Bep", "Cor", "Dik", "Eef", "Fem", "Gijs", "Hans")
# (round, table) -> the players on seats 1-4 of that table, in seat order (A, B, A, B).
TABLES = {
    (1, 1): ("Ans", "Cor", "Bep", "Dik"),
    (1, 2): ("Eef", "Gijs", "Fem", "Hans"),
    (2, 1): ("Ans", "Bep", "Cor", "Eef"),
    (2, 2): ("Dik", "Fem", "Gijs", "Hans"),
}


def play(club, organiser_client: Client, totals: dict[tuple[int, int], tuple[int, int]]):
    """Seat the players, type each table's totals into the sheet form, close the evening."""
    season = make_season(club, entry_mode=EntryMode.TOTALS_ONLY)
    evening = make_evening(season, round_count=2, status=EveningStatus.PLAYING)
    members = {name: club.members.create(name=name) for name in NAMES}
    for (number, table), names in TABLES.items():
        round_, _ = Round.objects.get_or_create(evening=evening, number=number, seed=number)
        first = 4 * (table - 1) + 1
        for offset, name in enumerate(names):
            Seat.objects.create(round=round_, member=members[name], number=first + offset,
                                table=table)
    for (number, table), (total_a, total_b) in totals.items():
        url = reverse("scoring:sheet", args=[club.slug, evening.pk, number, table])
        response = submit(
            organiser_client, url, {"version": 0, "total_a": total_a, "total_b": total_b})
        assert response.status_code == 302, response.content.decode()[:2000]
    assert ScoreSheet.objects.filter(round__evening=evening, status="COMPLETE").count() == 4
    response = organiser_client.post(reverse("scoring:close", args=[club.slug, evening.pk]))
    assert response.status_code == 302
    evening.refresh_from_db()
    assert evening.status == EveningStatus.CLOSED
    return evening


def pair_totals(a, b, c, d, e, f, g, h) -> dict[tuple[int, int], tuple[int, int]]:
    return {(1, 1): (a, b), (1, 2): (c, d), (2, 1): (e, f), (2, 2): (g, h)}


def strip_tags(html: str) -> str:
    return re.sub(r"<[^>]+>", " ", html)
