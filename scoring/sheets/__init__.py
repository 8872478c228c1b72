"""Score entry: a table's sheet, game by game or as boom totals.

``rows`` evaluates a typed sheet with the rules module (plain Python), ``forms`` is the
paper-shaped form, ``save`` stores it atomically with its history, ``tokens`` are the table
links behind the QR codes, ``messages`` word the rules' problems, ``views`` are the pages.
"""
