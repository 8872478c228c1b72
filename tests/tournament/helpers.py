"""The evening page's forms as a browser posts them; plain seatings and ways to read the
printed PDFs back, for the seat list's tests and each game's printed score sheet."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from tests.documents import pdf_text_boxes
from tests.forms import hidden_inputs
from tournament.models import Evening
from tournament.printing import Labels, RoundSeating, SeatLine, TableSeating

NAMES = (
    "Wilhelmina van der Meer-Hoogendoorn",
    "Jan de Vries",
    "Piet Jansen",
    "Klaas Bakker",
    "Marie Smit",
    "Henk Visser",
    "Gerda Mulder",
    "Lukasz Nowak",
    "Senol Yilmaz",
)
# Names that fit a line of a block: the page count follows the number of tables alone.
SHORT_NAMES = NAMES[1:]
ENGLISH = Labels(
    date_format="%Y-%m-%d",
    round_title="Round {round} - Evening {date}",
    table="Table {table}",
    pairs="{a1} & {a2} against {b1} & {b2}",
    deals_first="Deals first: {number}",
    keeps_score="Keeps score: {number}",
    byes="Bye",
    bye_score="Scores {score}",
    score_sheet="Score sheet",
    points="Points",
    qr_caption="Scan to enter the scores",
)


def seating(players: int, *, names: tuple[str, ...] = NAMES) -> RoundSeating:
    """Numbers 1..players in order, tables of four, the rest byes, as the draw stores them."""
    seats = [SeatLine(n, names[(n - 1) % len(names)]) for n in range(1, players + 1)]
    tables = tuple(
        TableSeating(t + 1, tuple(seats[4 * t : 4 * t + 4])) for t in range(players // 4)
    )
    return RoundSeating(
        club_name="KV De Troefboer",
        evening_date=date(2026, 11, 22),
        round_number=2,
        rounds_total=4,
        tables=tables,
        byes=tuple(seats[4 * len(tables) :]),
        bye_score_text="1.200 punten",
    )


def page_count(pdf: bytes) -> int:
    return len(re.findall(rb"/Type /Page\b(?!s)", pdf))


def shown(pdf: bytes, text: str) -> int:
    """How often ``text`` is drawn as one string on the pages."""
    return pdf.count(b"(" + text.encode() + b") Tj")


def check_pdf(pdf: bytes, pages: int) -> None:
    assert pdf.startswith(b"%PDF-")
    assert pdf.rstrip().endswith(b"%%EOF")
    assert page_count(pdf) == pages
    assert f"/Count {pages}".encode() in pdf


LONG_NAMES = (
    "Petronella Wilhelmina de Haan-Scholten",
    "Henk van der Veen-Vredenburg",
    "Bartholomeus Johannes van Oldenbarnevelt",
    "Aleksandrapetronellavanderheijdenbroek",  # no space: it must break somewhere
    "Maria Magdalena ter Horst-Wijnbergen",
    "Gerrit-Jan Hooghiemstra",
    "Jan Bos",
)
BLOCK_HEAD = re.compile(r"^(Tafel \d+|Staand nummer)$")
BLOCK_LINE = re.compile(r"^(\d+ & \d+ tegen \d+ & \d+|Deelt eerst: \d+|Noteert: \d+|Krijgt .*)$")


@dataclass
class ReadSeat:
    page: int
    block: str  # the heading of its block: "Tafel 3" or "Staand nummer"
    pieces: list[str]  # the name as drawn, line by line
    sizes: list[float]  # of the number and of every line of the name


def read_seats(pdf: bytes) -> dict[int, ReadSeat]:
    """The list as a player reads it: in every block each number, then its name up to the
    next number or the block's own lines (pairs, dealer, scorer, bye score)."""
    seats: dict[int, ReadSeat] = {}
    for page_number, (_size, boxes) in enumerate(pdf_text_boxes(pdf), start=1):
        block, seat = "", None
        for box in boxes:
            if BLOCK_HEAD.match(box.text):
                block, seat = box.text, None
            elif BLOCK_LINE.match(box.text):
                seat = None
            elif block and box.text.isdigit():
                seat = seats[int(box.text)] = ReadSeat(page_number, block, [], [box.size])
            elif seat is not None:
                seat.pieces.append(box.text)
                seat.sizes.append(box.size)
    return seats


def url(evening: Evening, rest: str = "") -> str:
    return f"/club/{evening.season.club.slug}/avond/{evening.pk}/{rest}"


def post_seats(client, evening: Evening, rest: str, data: dict[str, object], **kwargs):
    """Post a draw or swap form as the evening page offers it (with the seating it shows);
    a round the page offers no form for is posted as not drawn."""
    page = client.get(url(evening)).content.decode()
    hidden = hidden_inputs(page, url(evening, rest)) or {"seating": ""}
    hidden.pop("csrfmiddlewaretoken", None)
    return client.post(url(evening, rest), {**hidden, **data}, **kwargs)
