"""Printable PDFs of a round: the seat list for the wall, and what every game's printed score
sheet shares (``sheet_page``; each game draws its grid in ``scoring.systems``).

The builders take plain data (``RoundSeating``) that the view assembles from the draw, and
``Labels`` with every printed word, so the PDFs follow the site language.
"""

from tournament.printing.base import Labels
from tournament.printing.seat_list import seat_list_pdf
from tournament.seating.named import RoundSeating, SeatLine, TableSeating

__all__ = [
    "Labels",
    "RoundSeating",
    "SeatLine",
    "TableSeating",
    "seat_list_pdf",
]
