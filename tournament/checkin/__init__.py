"""Check-in: who is present tonight (``attendance``), and its page."""
