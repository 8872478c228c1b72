"""From sheets to standings.

``scores`` gives each player's boom scores and byes (plain Python), ``ranking`` ranks an
evening, ``prizes`` decides the prize list and its tie-breaks, ``counting`` and ``season``
make the season standings; ``loaders`` reads and caches what they need, ``reports`` applies a
season's rules, ``labels`` and ``numbers`` write it all the one way every output uses;
``tables``, ``grid``, ``chart`` and ``views`` are the pages.
"""
