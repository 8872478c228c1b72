"""Two people acting at the same moment: real threads, each with its own database
connection, started together by a barrier.

Only PostgreSQL shows these races: SQLite takes its write lock at the start of every
transaction (``transaction_mode`` IMMEDIATE in the settings), which serialises them, and
its in-memory test database shares one cache between threads with locking of its own.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

import pytest
from django.db import connection, connections

from clubs.errors import UserError

ROUNDS = 25

needs_postgresql = pytest.mark.skipif(
    connection.vendor != "postgresql",
    reason="SQLite's write lock already serialises these transactions (BEGIN IMMEDIATE); "
    "the races are run on PostgreSQL (DATABASE_URL=postgres://...)",
)


def race(*actions: Callable[[], object]) -> list[str]:
    """Run the actions at the same moment; each outcome is "ok" or the UserError's code."""
    barrier = threading.Barrier(len(actions))
    outcomes = [""] * len(actions)

    def run(index: int, action: Callable[[], object]) -> None:
        try:
            barrier.wait()
            action()
            outcomes[index] = "ok"
        except UserError as error:
            outcomes[index] = error.code
        except Exception as error:
            outcomes[index] = f"crash: {error!r}"
        finally:
            connections.close_all()

    threads = [threading.Thread(target=run, args=(i, a)) for i, a in enumerate(actions)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    return outcomes
