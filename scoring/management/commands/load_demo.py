"""Load the demo club and its two accounts (board and organiser); safe to run again."""

from typing import Any

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.core.management.base import BaseCommand
from django.db import transaction
from django.utils.translation import gettext as _

from clubs.models import Club, Organiser, Role
from scoring.demo.season import build_game_seasons, build_season
from tournament.models import EveningStatus

DEMO_USERNAME = "organisator"
DEMO_PASSWORD = "klaverjas-demo"
BOARD_USERNAME = "bestuur"  # same password: manages organisers, settings and rules too
FIXTURE = settings.BASE_DIR / "fixtures" / "demo_club.json"


class Command(BaseCommand):
    help = "Load the demo club, its season and organiser login. Idempotent."

    @transaction.atomic
    def handle(self, *args: Any, **options: Any) -> None:
        call_command("loaddata", str(FIXTURE), verbosity=0)
        club = Club.objects.get(slug="troefboer")
        for username, role in ((BOARD_USERNAME, Role.BOARD), (DEMO_USERNAME, Role.ORGANISER)):
            user, created = get_user_model().objects.get_or_create(
                username=username, defaults={"first_name": "Demo", "last_name": username})
            if created:
                user.set_password(DEMO_PASSWORD)
                user.save()
            Organiser.objects.get_or_create(club=club, user=user, defaults={"role": role})
        season = build_season(club, user)
        build_game_seasons(club, user)
        # Said in the site's language, with the address the organiser's browser on this
        # computer opens (dev.py run and dev.py clubhouse both serve it on 127.0.0.1:8000).
        site = "http://127.0.0.1:8000"
        lines = [
            _("Demo club {club} is ready. Logins (password {password}): {organiser} "
              "(organiser: evenings and members), {board} (board: also organisers, settings "
              "and rules).").format(club=club.name, password=DEMO_PASSWORD,
                                   organiser=DEMO_USERNAME, board=BOARD_USERNAME),
            _("Season: {address}").format(address=site + season.get_absolute_url()),
        ]
        # Run again after a user closed it, the demo has no evening in play any more.
        if tonight := season.evenings.filter(status=EveningStatus.PLAYING).first():
            lines.append(_(
                "Evening in play, boom 2 half entered (print its score sheets and scan a "
                "table's code to enter that sheet on a phone): {address}").format(
                    address=site + tonight.get_absolute_url()))
        self.stdout.write(self.style.SUCCESS("\n".join(lines)))
