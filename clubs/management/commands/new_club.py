"""Make a new club and an invitation link for its first board member."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser
from django.db import IntegrityError, transaction
from django.utils.text import slugify
from django.utils.translation import gettext as _

from clubs.board import roles
from clubs.constraints import unique_field, violated
from clubs.models import Club, ClubRules, Role


class Command(BaseCommand):
    help = "Make a club; prints the link its first board member opens to accept the role."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("name", help='The name of the club, e.g. "De Troefboer"')
        parser.add_argument("--slug", help="Short name in web addresses (default: from name)")
        parser.add_argument("--place", default="")
        parser.add_argument("--board", default="first board member",
                            help="Who the invitation is for (a name, for the list)")
        parser.add_argument("--site", default=settings.SITE_URL or "http://127.0.0.1:8000",
                            help="The site's address, to print a whole link (default: "
                                 "SITE_URL)")

    @transaction.atomic
    def handle(self, *args: Any, **options: Any) -> None:
        slug = options["slug"] or slugify(options["name"])
        try:
            with transaction.atomic():  # PostgreSQL can still answer violated() after it
                club = Club.objects.create(name=options["name"], slug=slug,
                                           place=options["place"])
        except IntegrityError as error:
            if violated(error) != unique_field(Club, "slug"):
                raise
            raise CommandError(_("There is a club with the short name '{slug}' already: give "
                                 "another one with --slug.").format(slug=slug)) from error
        ClubRules.objects.create(club=club)
        invitation = roles.invite(club, role=Role.BOARD, note=options["board"], user=None)
        self.stdout.write(self.style.SUCCESS(_(
            "Club '{club}' made. The first board member accepts with this link (once, "
            "within {days} days):").format(club=club.name, days=roles.INVITATION_DAYS)
            + f"\n{options['site'].rstrip('/')}{invitation.get_absolute_url()}"))
