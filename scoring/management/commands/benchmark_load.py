"""``python manage.py benchmark_load``: the benchmark itself is ``bench/public_load.py``."""

from bench.public_load import Command

__all__ = ["Command"]
