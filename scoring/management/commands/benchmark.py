"""``python manage.py benchmark``: the benchmark itself is ``bench/pages.py``."""

from bench.pages import Command

__all__ = ["Command"]
