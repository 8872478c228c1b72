"""The evening page and its status (planned, check-in, playing, closed)."""
