"""Simulated data: the demo club's seasons (``season``; each game plays its own tables and
adds its own seasons, ``scoring.systems``) and the benchmark's large season (``benchmark``),
played through the same services as the pages."""
