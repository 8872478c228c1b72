"""Read a backup file back into the database (all rows or none); see scoring.backup."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from scoring import backup


class Command(BaseCommand):
    help = "Restore a backup written by 'backup' into a database that does not hold it yet."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("file", type=Path)

    def handle(self, *args: Any, **options: Any) -> None:
        try:
            rows = backup.restore(backup.read(options["file"]))
        except backup.BackupError as error:
            raise CommandError(str(error)) from error
        self.stdout.write(self.style.SUCCESS(f"{rows} rows restored from {options['file']}."))
