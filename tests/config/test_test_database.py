"""The test suite's PostgreSQL backend (config.test_postgresql) empties the database after a
committing test with DELETE: every row goes, references or not, and Django's TRUNCATE is
still used where a test asks for its keys to start again."""

from __future__ import annotations

import pytest
from django.apps import apps
from django.core.management import call_command
from django.core.management.color import no_style
from django.db import connection

from tests.factories import check_in, make_evening, make_members, make_season

pytestmark = pytest.mark.skipif(connection.vendor != "postgresql",
                                reason="SQLite's own flush is DELETE already")


@pytest.mark.django_db(transaction=True)
def test_a_flush_deletes_every_row_of_every_table(club):
    evening = make_evening(make_season(club))
    check_in(evening, make_members(club, 8))  # rows that refer to rows of other tables
    tables = connection.introspection.django_table_names(only_existing=True)
    assert not any("TRUNCATE" in sql for sql in connection.ops.sql_flush(no_style(), tables))

    call_command("flush", verbosity=0, interactive=False, inhibit_post_migrate=True)

    assert {m._meta.label: m.objects.count() for m in apps.get_models()
            if m.objects.exists()} == {}


def test_keys_that_start_again_are_truncated():
    tables = ["clubs_club"]
    assert connection.ops.sql_flush(no_style(), tables, reset_sequences=True) == [
        'TRUNCATE "clubs_club" RESTART IDENTITY;']
