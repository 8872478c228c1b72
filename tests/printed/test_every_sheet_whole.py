"""Every system's printed sheets, fetched as the organiser does and drawn by poppler: every
heading and note is printed whole. A drawn string may end in "…" only where a name too long
for two lines is cut in the dealer's cell (the pairs' boxes above the grid print it whole); the
headings and notes each system means to print are read back whole from poppler's text."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from django.test import Client
from django.utils import translation

from clubs.models import Club, GameSystem
from clubs.numbers import local_number
from scoring.systems.klabberjass.printed import list_words
from scoring.systems.klammern.printed import klammern_print_labels
from scoring.systems.klaverjas.printed import kraken_print_labels
from tests.documents import pdf_pages_png, pdf_text_blocks, pdf_text_sizes, poppler_ready
from tests.factories import check_in, make_evening, make_season
from tournament.printing.labels import print_labels
from tournament.seating.overview import round_seating_for_print
from tournament.seating.store import draw_round

pytestmark = pytest.mark.skipif(not poppler_ready(), reason="apt-get install poppler-utils "
                                "zbar-tools")

ELLIPSIS = "\u2026"
LONG_NAMES = ["Petronella Wilhelmina de Haan-Scholten", "Henk van der Velde-Bakhuizen",
              "Geertruida Johanna van Oldenbarnevelt", "Maximiliaan Oosterhuis-Vanderbilt"]
TARGET = 1500
SYSTEMS: dict[str, dict[str, object]] = {
    "klaverjas": {"game_system": GameSystem.KLAVERJAS},
    "kraken": {"game_system": GameSystem.KRAKEN},
    "boom-to-1500": {"game_system": GameSystem.KRAKEN, "play_to_target": True,
                     "target_score": TARGET},
    "klabberjass": {"game_system": GameSystem.KLABBERJASS},
    "klammern": {"game_system": GameSystem.KLAMMERN},
    "three-player": {"game_system": GameSystem.THREE_PLAYER},
}


def printed(client: Client, club: Club, players: int, **rules: object
            ) -> tuple[bytes, list[tuple[int, int, int, int]]]:
    """The sheets of round 1 as the organiser downloads them (with the table codes and the
    other pair's slips), and per table its pairs' numbers."""
    evening = make_evening(make_season(club, table_entry=True, **rules), round_count=1)
    # Short names that start like no heading: a cut "Sp…" is not taken for "Speler".
    names = LONG_NAMES + [f"Lid {n:02d}" for n in range(len(LONG_NAMES), players)]
    check_in(evening, [club.members.create(name=name) for name in names])
    draw_round(evening, 1, seed=3)
    response = client.get(f"/club/{club.slug}/avond/{evening.pk}/boom/1/scorekaarten.pdf")
    assert response.status_code == 200
    seating = round_seating_for_print(evening, 1)
    assert seating is not None
    pairs = [(t.pair_a[0].number, t.pair_a[1].number, t.pair_b[0].number, t.pair_b[1].number)
             for t in seating.tables if not t.solo]
    return bytes(response.content), pairs


def meant(system: str, pairs: list[tuple[int, int, int, int]]) -> list[str]:
    """The headings and notes the system means to print, in Dutch."""
    with translation.override("nl"):
        labels = print_labels()
        if system == "klabberjass":
            words = list_words()
            return [words.game, words.value, words.values, words.lost, words.example,
                    words.sits_out, words.qr_caption]
        if system == "three-player":
            return []  # its sheet wraps every line already (tests/scoring/systems/three_player)
        shared = [labels.game, labels.dealer, labels.pair_a, labels.pair_b,
                  labels.slip_hint]
        if system == "klammern":  # its sides are teams
            klammern = klammern_print_labels()
            shared = [labels.game, labels.dealer, "Team A", "Team B", labels.slip_hint]
            return [*shared, klammern.bidder, klammern.contra, klammern.bella,
                    klammern.card_points, klammern.melds, klammern.small, klammern.big]
        numbered = [f"{labels.pair_a} ({a1} & {a2})" for a1, a2, _, _ in pairs] + [
            f"{labels.pair_b} ({b1} & {b2})" for _, _, b1, b2 in pairs]
        own = [*shared, *numbered, labels.plays, labels.points, labels.roem, labels.nat,
               labels.pit, labels.revoke, labels.total, labels.grand_total]
        if system != "klaverjas":
            kraken = kraken_print_labels()
            own += [kraken.trump, kraken.doubling, kraken.hint]
        if system == "boom-to-1500":
            target = local_number(TARGET)
            own += [labels.running, translation.gettext(
                "This boom is played to %(target)s: it is over in the game in which a pair "
                "reaches it.") % {"target": target}]
        return own


def squeeze(text: str) -> str:
    return " ".join(text.split())


@pytest.mark.parametrize("system", list(SYSTEMS))
def test_every_heading_and_note_is_printed_whole(
        system: str, club: Club, organiser_client: Client, tmp_path: Path) -> None:
    # 23 players: numbers of two digits, long names, tables of three and four where a
    # game has them, and a table of the names that are too long for a cell.
    pdf, pairs = printed(organiser_client, club, 23, **SYSTEMS[system])
    pngs = pdf_pages_png(pdf, tmp_path, dpi=100)
    if os.environ.get("KEEP_PRINTED"):  # to look at the pages
        folder = Path(os.environ["KEEP_PRINTED"]) / system
        folder.mkdir(parents=True, exist_ok=True)
        for png in pngs:
            shutil.copy(png, folder / png.name)
    pages = pdf_text_sizes(pdf)
    assert len(pngs) == len(pages) >= 5
    cut = [text for page in pages for text, _ in page if ELLIPSIS in text]
    for text in cut:  # only the end of a name in the dealer's cell
        start = text.removesuffix(ELLIPSIS).rstrip()
        assert start and any(start in name for name in LONG_NAMES), text
    read = " ".join(squeeze(" ".join(blocks)) for blocks in pdf_text_blocks(pdf, tmp_path))
    for phrase in meant(system, pairs):
        assert squeeze(phrase) in read, phrase
