"""A Klammern sheet speaks the game's words (seed 002): teams and melds (Meldungen), not the
pairs and roem of klaverjas; its totals-only fields say they are big points."""

from __future__ import annotations

import re
from typing import Any

import pytest

from clubs.models import Club
from scoring.models import ScoreSheet
from tests.forms import submit
from tests.scoring.sheets.helpers import sheet_url
from tests.scoring.systems.klammern.helpers import played_evening
from tournament.models import Round

pytestmark = pytest.mark.django_db

KLAVERJAS_WORDS = re.compile(r"\b(paar|roem)\b", re.IGNORECASE)


def main_text(html: str) -> str:
    """The words of the page's content, without its tags."""
    main = html.split("<main", 1)[1].split("</main>", 1)[0]
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", main))


def test_the_sheet_and_its_messages_say_team_and_melds(club: Club, organiser_client: Any):
    evening = played_evening(club, organiser_client)
    text = main_text(organiser_client.get(sheet_url(evening, 1)).content.decode())
    assert "Team A: " in text and "Team B: " in text
    assert "Meldingen A" in text and "Meldingen B" in text
    assert KLAVERJAS_WORDS.findall(text) == [], text

    # A mistake names the field in the same words.
    response = submit(organiser_client, sheet_url(evening, 1),
                      {"g1-roem_a": "2000", "g2-declarer": "A", "g2-points_a": "161",
                       "g2-points_b": "1"})
    text = main_text(response.content.decode())
    assert "Meldingen team A kan hoogstens 1000 zijn." in text
    assert "161 kaartpunten voor team A kunnen niet met echte slagen." in text, text
    assert KLAVERJAS_WORDS.findall(text) == [], text


def test_the_totals_only_fields_say_they_are_big_points(club: Club, organiser_client: Any):
    evening = played_evening(club, organiser_client)
    ScoreSheet.objects.filter(round__evening=evening, table=2).delete()
    Round.objects.filter(evening=evening, number=1).update(totals_only=True)
    html = organiser_client.get(sheet_url(evening, 2)).content.decode()
    assert re.search(r'<label for="id_total_a">\s*Grote punten team A', html), html
    assert re.search(r'<label for="id_total_b">\s*Grote punten team B', html)
    assert KLAVERJAS_WORDS.findall(main_text(html)) == []
