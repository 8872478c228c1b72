"""Each game names its rounds in its own word, everywhere shared code writes one: a
Klabberjass tournament plays rounds ("Ronde", seed 001: "zwei Durchgänge"), the other games
rounds. Read back from the evening page, the draw's message, "Waar zit ik?", the seat list,
the scores page, the results (page, PDF, Excel) and a player's page; and a game without
pairs is not told about "the other pair"."""

from __future__ import annotations

import re

import pytest
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse
from django.utils import translation

from clubs.games import GAME_SPECS
from clubs.models import Club, GameSystem
from scoring.closing.service import close_evening
from scoring.systems import SYSTEMS
from tests.documents import pdf_strings, workbook_rows
from tests.factories import check_in, make_evening, make_members, make_season
from tournament.models import Evening, Round
from tournament.seating.finder import finder_url
from tournament.seating.store import draw_round

pytestmark = pytest.mark.django_db

# The word each game's pages use for a round, as the club reads it.
WORDS: dict[str, str] = {GameSystem.KLAVERJAS: "Boom", GameSystem.KRAKEN: "Boom",
         GameSystem.KLABBERJASS: "Ronde", GameSystem.KLAMMERN: "Boom",
         GameSystem.THREE_PLAYER: "Boom"}
OTHER = {"Boom": "Ronde", "Ronde": "Boom"}


def nl(text: str) -> str:
    with translation.override("nl"):
        return translation.gettext(text)


def main(html: str) -> str:
    """The page's own content (the menu and footer left out)."""
    return html[html.index("<main"):html.index("</main>")]


def an_evening(club: Club, code: str) -> Evening:
    season = make_season(club, game_system=code, play_to_target=False, rounds_per_evening=2,
                         bye_score_rule="ROUND_AVERAGE")
    evening = make_evening(season, round_count=2)
    check_in(evening, make_members(club, 2 * max(GAME_SPECS[code].table_sizes)))
    return evening


@pytest.mark.parametrize("code", list(WORDS))
def test_the_evening_names_its_rounds_in_the_games_word(
        organiser_client: Client, organiser: User, club: Club, code: str):
    word, other = WORDS[code], OTHER[WORDS[code]]
    evening = an_evening(club, code)
    page = main(organiser_client.get(evening.get_absolute_url()).content.decode())
    assert f"{word} 1 loten" in page and f"{other} 1" not in page

    url = reverse("tournament:draw", args=[club.slug, evening.pk, 1])
    shown = organiser_client.post(url, {"seed": "7", "seating": "", "mode": "RANDOM"},
                                  follow=True).content.decode()
    assert f"{word} 1 is geloot" in shown
    page = main(shown)
    assert f">{word} 1<" in page and f"{other} 1" not in page
    finder = main(Client().get(finder_url(evening)).content.decode())
    assert f">{word} 1<" in finder and other not in finder

    seats = organiser_client.get(reverse("tournament:seat_list_pdf",
                                         args=[club.slug, evening.pk, 1])).content
    assert any(s.startswith(f"{word} 1 - ") for s in pdf_strings(seats))

    round_ = Round.objects.get(evening=evening, number=1)
    for table in sorted({s.table for s in round_.seats.all() if s.table}):
        SYSTEMS[code].play_table(round_, table, seed=table, user=organiser)
    scores = main(organiser_client.get(reverse("scoring:dashboard", args=[club.slug, evening.pk])
                                       ).content.decode())
    assert f">{word} 1" in scores and f"{other} 1" not in scores
    assert f"{word.lower()} 1 goedkeuren" in scores.lower()
    checked = nl("Green: complete or confirmed at the table. Yellow: incomplete. Blue: entered "
                 "by the table, waiting for its check. Red: disputed. Dashed: not entered yet. "
                 "This page refreshes by itself.")
    assert (checked in scores) == GAME_SPECS[code].checked_at_table

    organiser_client.post(reverse("tournament:draw", args=[club.slug, evening.pk, 2]),
                          {"seed": "8", "seating": "", "mode": "RANDOM"})
    round_ = Round.objects.get(evening=evening, number=2)
    for table in sorted({s.table for s in round_.seats.all() if s.table}):
        SYSTEMS[code].play_table(round_, table, seed=table, user=organiser)
    close_evening(evening, organiser)
    results = main(organiser_client.get(
        reverse("scoring:evening_results", args=[club.slug, evening.pk])).content.decode())
    assert f"{word} 1" in results and f"{word} 2" in results and f"{other} 1" not in results
    pdf = pdf_strings(organiser_client.get(
        reverse("scoring:evening_pdf", args=[club.slug, evening.pk])).content)
    assert f"{word} 1" in pdf and f"{word} 2" in pdf and f"{other} 1" not in pdf
    rows = workbook_rows(organiser_client.get(
        reverse("scoring:evening_xlsx", args=[club.slug, evening.pk])).content, nl("Results"))
    header = next(row for row in rows if f"{word} 1" in row)
    assert f"{word} 2" in header

    member = round_.seats.filter(table__isnull=False)[0].member
    player = main(organiser_client.get(reverse("scoring:player", args=[club.slug, member.pk])
                                       ).content.decode())
    assert f"Gemiddeld per {word.lower()}" in player


def test_a_klammern_players_chart_fits_big_points(organiser_client: Client, organiser: User,
                                                  club: Club):
    """A Klammern evening gives a few big points: the chart's scale runs near them, not
    from 0 to 50 (the scale of a game of card points)."""
    evening = an_evening(club, GameSystem.KLAMMERN)
    for number in (1, 2):
        draw_round(evening, number, seed=number)
        round_ = Round.objects.get(evening=evening, number=number)
        for table in sorted({s.table for s in round_.seats.all() if s.table}):
            SYSTEMS[GameSystem.KLAMMERN].play_table(round_, table, seed=table, user=organiser)
    close_evening(evening, organiser)
    member = Round.objects.get(evening=evening, number=1).seats.all()[0].member
    html = organiser_client.get(reverse("scoring:player", args=[club.slug, member.pk])
                                ).content.decode()
    chart = html[html.index("<svg"):html.index("</svg>")]
    ticks = [int(t) for t in re.findall(r'text-anchor="end">(-?\d+)</text>', chart)]
    assert ticks and max(ticks) <= 32, ticks  # two rounds give at most 2 x 16 big points
    assert max(ticks) - min(ticks) < 50


def test_one_word_per_concept_in_the_dutch_catalogue():
    """GLOSSARY: a score sheet is a "scorekaart", the season standings the "(seizoens)stand";
    the site does not also say "scorelijst" or "klassement" for them."""
    import polib
    from django.conf import settings

    catalogue = polib.pofile(str(settings.BASE_DIR / "locale/nl/LC_MESSAGES/django.po"))
    texts = [t for e in catalogue if not e.obsolete
             for t in (e.msgstr, *e.msgstr_plural.values())]
    assert [t for t in texts if re.search(r"scorelijst|klassement", t, re.I)] == []


def test_the_seat_list_writes_what_a_bye_gets_mid_sentence(organiser_client: Client,
                                                         club: Club):
    season = make_season(club, bye_score_rule="ROUND_AVERAGE")
    evening = make_evening(season, round_count=1)
    check_in(evening, make_members(club, 9))
    draw_round(evening, 1, seed=1)
    seats = organiser_client.get(reverse("tournament:seat_list_pdf",
                                         args=[club.slug, evening.pk, 1])).content
    assert "Krijgt het gemiddelde van die boom" in " ".join(pdf_strings(seats))
