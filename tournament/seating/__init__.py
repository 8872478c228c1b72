"""Drawn seats in the database: ``store`` loads and saves draws through the tables of the
game (``fours`` with byes, ``threes`` without, as its row in ``clubs.games`` says),
``overview`` names them (``named``) for the page and for print, ``views`` are the draw and
swap buttons."""
