"""PostgreSQL for the test suite: the same backend, but a test that commits (a browser test,
a race between threads) is cleaned up by DELETE instead of TRUNCATE.

Django empties every table after such a test (``flush``). PostgreSQL's TRUNCATE gives each
of the 35 tables a new file on disk, about a second per test on the 2-core machine; DELETE
of the few rows a test made takes milliseconds. Django's foreign keys on PostgreSQL are
checked at commit (DEFERRABLE INITIALLY DEFERRED), so the order of the tables does not
matter inside the one transaction ``execute_sql_flush`` runs them in.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from django.db.backends.postgresql import base, operations


class DatabaseOperations(operations.DatabaseOperations):
    def sql_flush(self, style: Any, tables: Iterable[str], *, reset_sequences: bool = False,
                  allow_cascade: bool = False) -> list[str]:
        if reset_sequences or allow_cascade:
            # A test that asks for its keys from 1 again, or a flush of only some apps
            # (which must follow foreign keys into the others): Django's own TRUNCATE.
            return super().sql_flush(style, tables, reset_sequences=reset_sequences,
                                     allow_cascade=allow_cascade)
        return ["SET CONSTRAINTS ALL DEFERRED", *(
            f"{style.SQL_KEYWORD('DELETE FROM')} {style.SQL_FIELD(self.quote_name(table))};"
            for table in tables)]


class DatabaseWrapper(base.DatabaseWrapper):
    ops_class = DatabaseOperations
