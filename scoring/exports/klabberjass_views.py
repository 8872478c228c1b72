"""The printed Klabberjass lists of a round (``scoring.exports.klabberjass_list``): the
score-sheet button of a Klabberjass evening prints these instead of klaverjas sheets."""

from __future__ import annotations

from collections import defaultdict

from django.http import HttpRequest, HttpResponse
from django.urls import reverse
from django.utils.translation import gettext as _

from clubs.links import absolute_url
from scoring.exports.klabberjass_list import ListWords, klabberjass_lists_pdf
from scoring.models import Game
from scoring.rules import KlabberjassEntry, Suit, klabberjass_list
from scoring.sheets.tokens import table_token
from tournament.models import Evening, Round
from tournament.printing.views import pdf_response
from tournament.seating.named import RoundSeating


def list_words() -> ListWords:
    return ListWords(
        title=_("Klabberjass list"), table=_("Table {table}"),
        round=_("Round {round} of {total} · {date}"), game=_("Game"), value=_("Value"),
        values=_("Original: clubs +8, spades +7, hearts +6, diamonds +5 · Kleines: +4, "
                 "+3, +2, +1"),
        lost=_("Lost: the soloist gets twice the value as a minus, each opponent +2. A "
               "revoke loses the game at once for the side that made it."),
        example=_("Example: A loses Original clubs: -16 +2 +2 | -16"),
        sits_out=_("Shaded: the dealer sits out."), keeps=_("Keeps the list: {number} {name}"),
        qr_caption=_("Scan to enter the list"))


def filled_lists(round_: Round) -> dict[int, list[tuple[str, ...]]]:
    """The cells of each table's entered games (none for a totals-only sheet)."""
    entries: dict[int, list[KlabberjassEntry]] = defaultdict(list)
    sizes: dict[int, int] = {}
    for g in Game.objects.filter(sheet__round=round_, soloist__isnull=False).select_related(
            "sheet").order_by("sheet__table", "number"):
        if g.soloist is None or g.original is None or not g.trump:
            continue
        sizes[g.sheet.table] = len(g.seat_scores or ())
        entries[g.sheet.table].append(KlabberjassEntry(
            number=g.number, soloist=g.soloist, original=g.original, trump=Suit(g.trump),
            won=bool(g.won), turned=Suit(g.turned) if g.turned else None,
            revoke=g.revoke_seat))
    return {table: [row.cells() for row in klabberjass_list(games, table_size=sizes[table])]
            for table, games in entries.items()}


def klabberjass_lists(request: HttpRequest, evening: Evening, round_: Round,
                      seating: RoundSeating) -> HttpResponse:
    qr_urls = None
    if evening.season.table_entry:
        qr_urls = {t.table: absolute_url(request,
            reverse("scoring:table_sheet", args=[table_token(round_, t.table)]))
            for t in seating.tables}
    content = klabberjass_lists_pdf(seating, words=list_words(), filled=filled_lists(round_),
                                    qr_urls=qr_urls)
    name = f"klabberjass-{evening.date:%Y-%m-%d}-ronde-{round_.number}.pdf"
    return pdf_response(content, name)
