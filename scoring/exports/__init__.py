"""Print and download: the prize list and standings as PDF (``pdf``, laid out by
``pdf_table``) and Excel (``excel``), and the views that serve them with the score sheets
to print. The seat list is drawn in ``tournament.printing``, a game's sheet by its package
(``scoring.systems``)."""
