"""Print and download: the prize list and standings as PDF (``pdf``, laid out by
``pdf_table``) and Excel (``excel``), and the views that serve them with the blank score
sheets. The seat list and score sheet PDFs are drawn in ``tournament.printing``."""
