"""Load the demo club and its two accounts (board and organiser), once: a database that
holds the demo club already (``python3 dev.py run`` after an update) keeps it as it is, and
one that holds another club gets no demo (the fixture's rows have fixed keys)."""

from typing import Any

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.core.management.base import BaseCommand
from django.db import transaction
from django.utils.translation import gettext as _

from clubs.models import Club, Organiser, Role
from scoring.demo.pairs import build_pairs_season
from scoring.demo.season import DEMO_SEASON, build_game_seasons, build_season
from tournament.models import EveningStatus

DEMO_USERNAME = "organisator"
DEMO_PASSWORD = "klaverjas-demo"
BOARD_USERNAME = "bestuur"  # same password: manages organisers, settings and rules too
FIXTURE = settings.BASE_DIR / "fixtures" / "demo_club.json"
DEMO_SLUG = "troefboer"  # the fixture's club


class Command(BaseCommand):
    help = ("Load the demo club, its seasons and organiser logins, unless it is there "
            "already. Idempotent.")

    @transaction.atomic
    def handle(self, *args: Any, **options: Any) -> None:
        club = Club.objects.filter(slug=DEMO_SLUG).first()
        if club is None and Club.objects.exists():  # the fixture's keys would overwrite it
            self.stdout.write(_("The database holds a club's data: the demo is not loaded."))
            return
        if club is None:
            club = self.load()
        else:  # loaded before (an earlier release's demo, perhaps changed since): kept as it is
            self.stdout.write(_("The demo club is there already: it is left as it is."))
        season = (club.seasons.filter(name=DEMO_SEASON).first()
                  or club.seasons.order_by("-start_date", "-pk").first())
        if season is None:
            return
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

    def load(self) -> Club:
        """The demo club of the fixture with its accounts and simulated seasons."""
        call_command("loaddata", str(FIXTURE), verbosity=0)
        club = Club.objects.get(slug=DEMO_SLUG)
        for username, role in ((BOARD_USERNAME, Role.BOARD), (DEMO_USERNAME, Role.ORGANISER)):
            user, created = get_user_model().objects.get_or_create(
                username=username, defaults={"first_name": "Demo", "last_name": username})
            if created:
                user.set_password(DEMO_PASSWORD)
                user.save()
            Organiser.objects.get_or_create(club=club, user=user, defaults={"role": role})
        build_season(club, user)
        build_game_seasons(club, user)
        build_pairs_season(club, user)
        return club
