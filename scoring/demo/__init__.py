"""Simulated data: the demo club's season (``season``) and the benchmark's large season
(``benchmark``), played through the same services as the pages."""
