"""After entry: the evening's scores dashboard, approving a round, closing and reopening
the evening (``service``), and the history of changes."""
