"""Write a club (or the whole site) to a backup file (``clubhouse.backup``), or, without a
file, a copy of the whole database into the club house's backup folder, as its automatic
backups are (``clubhouse.snapshots``: ``python3 dev.py update`` writes one first)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.utils.translation import gettext as _

from clubhouse import backup, snapshots
from clubs.models import Club


class Command(BaseCommand):
    help = ("Write one club (--club) or the whole site to FILE (.json, or .json.gz); without "
            "FILE, a copy of the whole database into the backup folder (BACKUP_DIR or "
            "backups/).")

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("file", type=Path, nargs="?")
        parser.add_argument("--club", help="the club's short name (as in its web address)")
        parser.add_argument("--occasion", default="by-hand",
                            help="the last word of the copy's name (without FILE)")

    def handle(self, *args: Any, **options: Any) -> None:
        if options["file"] is None:
            if options["club"]:
                raise CommandError("--club needs a FILE: the backup folder holds copies of "
                                   "the whole database.")
            path = snapshots.write(snapshots.folder(), options["occasion"])
            self.stdout.write(self.style.SUCCESS(_("Backup of all data: {path}").format(
                path=path)))
            return
        club_id = None
        if options["club"]:
            club = Club.objects.filter(slug=options["club"]).first()
            if club is None:
                raise CommandError(f"There is no club '{options['club']}'.")
            club_id = club.pk
        rows = backup.write(options["file"], club_id)
        self.stdout.write(self.style.SUCCESS(f"{rows} rows written to {options['file']}."))
