"""From sheets to standings.

``scores`` gives each player's round scores and byes (plain Python), ``ranking`` ranks an
evening, ``prizes`` decides the prize list and its tie-breaks, ``counting`` and ``season``
make the season standings; ``ranked`` applies a season's rules to an evening; ``from_sheets``
computes an evening from its sheets, ``stored`` writes a closed evening's results once and
reads them back, ``loaders`` and ``reports`` put them together; ``labels`` and ``numbers``
write it all the one way every output uses; ``grid``, ``chart``, ``fragments`` and
``views`` are the pages (what each worker remembers of them: ``tournament.memo``).
"""
