"""Score entry: what every game's sheet shares, game by game or as round totals. It knows no
game: the season's game is handed in (``system``: what this code asks of it).

``entry`` reads typed games (one parser for the form and the live preview), ``forms`` is the
paper-shaped form, ``save`` stores a sheet atomically with its history (the evening's lock,
the version), ``entry_mode`` says whether a round takes every game or only the totals,
``saved`` what a saved sheet says, ``tokens`` are the table links behind the QR codes,
``confirm`` the other pair's check, ``messages`` word the rules' problems, ``fragments``
the live parts of a page. ``team`` and ``pages`` are the team sheet (two sides, a row per
game) that most games fill in (``scoring.systems``); ``rows`` holds its types.
"""
