"""``python manage.py benchmark_draw``: the benchmark itself is ``bench/draw.py``."""

from bench.draw import Command

__all__ = ["Command"]
