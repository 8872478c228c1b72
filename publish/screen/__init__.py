"""The club house screen: a full-screen page for a TV or beamer that follows the evening.

Before a round it shows the seating, during the round which tables have handed in their
sheet, after the round the evening's ranking so far and after closing the prize list
(``state``). The TV opens it by a secret link the board makes and can withdraw
(``links``), so it needs no login; it shows what the public pages would show and no
more. The page asks every few seconds whether anything changed (``facts``: a fingerprint
of a few small reads) and gets the new content only when something did (``views``).
"""
