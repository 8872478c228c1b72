"""Read a backup back into the database: a club house's automatic backup (a copy of the
SQLite database, ``clubhouse.snapshots``) in place of the whole database, or a JSON backup
(``clubhouse.backup``) beside what the database holds."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.utils.translation import gettext as _

from clubhouse import backup, snapshots


class Command(BaseCommand):
    help = ("Restore a backup: an automatic backup of the club house (.sqlite3) replaces the "
            "whole database (stop the site first); a backup written by 'backup' (.json, "
            ".json.gz) is added to the database.")

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("file", type=Path)
        parser.add_argument("--backups", type=Path, default=snapshots.folder(),
                            help="where the data as it was before an automatic backup's "
                                 "restore is kept (default: BACKUP_DIR or backups/)")

    def handle(self, *args: Any, **options: Any) -> None:
        path: Path = options["file"]
        if not path.is_file():
            raise CommandError(_("There is no file {path}.").format(path=path))
        try:
            if snapshots.is_snapshot(path):
                before = snapshots.restore_snapshot(path, options["backups"])
                self.stdout.write(self.style.SUCCESS(_(
                    "The data is back as it was in {path}. The data as it was just now is "
                    "kept in {before}. Start the site again.").format(path=path, before=before)))
                return
            restored = backup.restore(backup.read(path))
        except backup.BackupError as error:
            raise CommandError(str(error)) from error
        self.stdout.write(self.style.SUCCESS(_("{rows} rows restored from {path}.").format(
            rows=restored.rows, path=path)))
        if restored.new_keys:
            self.stdout.write(_(
                "The site holds other clubs, so the restored rows have new keys: the club's "
                "links and printed codes are new (print its sheets and seat lists again)."))
        if restored.accounts_matched:
            self.stdout.write(_(
                "These accounts existed already and are used as they are (same user name, "
                "password unchanged): {names}. Check that they are the same people.").format(
                names=", ".join(restored.accounts_matched)))
