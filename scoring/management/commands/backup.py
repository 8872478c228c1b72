"""Write a club (or the whole site) to a backup file; see scoring.backup."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from django.core.management.base import BaseCommand, CommandError, CommandParser

from clubs.models import Club
from scoring import backup


class Command(BaseCommand):
    help = "Write one club (--club) or the whole site to FILE (.json, or .json.gz)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("file", type=Path)
        parser.add_argument("--club", help="the club's short name (as in its web address)")

    def handle(self, *args: Any, **options: Any) -> None:
        club_id = None
        if options["club"]:
            club = Club.objects.filter(slug=options["club"]).first()
            if club is None:
                raise CommandError(f"There is no club '{options['club']}'.")
            club_id = club.pk
        rows = backup.write(options["file"], club_id)
        self.stdout.write(self.style.SUCCESS(f"{rows} rows written to {options['file']}."))
