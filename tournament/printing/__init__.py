"""Printable PDFs of a boom: the seat list for the wall and the score sheets per table.

The builders take plain data (``RoundSeating``) that the view assembles from the draw, and
``Labels`` with every printed word, so the PDFs follow the site language.
"""

from tournament.printing.base import Labels
from tournament.printing.score_sheets import score_sheets_pdf
from tournament.printing.seat_list import seat_list_pdf
from tournament.seating.named import RoundSeating, SeatLine, TableSeating

__all__ = [
    "Labels",
    "RoundSeating",
    "SeatLine",
    "TableSeating",
    "score_sheets_pdf",
    "seat_list_pdf",
]
