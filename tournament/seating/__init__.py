"""Drawn seats in the database: ``store`` loads and saves draws through the tables of the
game, as its row in ``clubs.games`` says (``byes``: of one size with byes, ``threes``: of
three and four without), ``overview`` names them (``named``) for the page and for print,
``views`` are the draw and swap buttons."""
