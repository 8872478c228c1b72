"""``python manage.py benchmark_sqlite``: the benchmark itself is ``bench/sqlite_reads.py``."""

from bench.sqlite_reads import Command

__all__ = ["Command"]
