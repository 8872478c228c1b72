"""Load the demo club and its organiser account; safe to run again."""

from typing import Any

from django.conf import settings
from django.contrib.auth import get_user_model
from django.core.management import call_command
from django.core.management.base import BaseCommand
from django.db import transaction

from clubs.models import Club, Organiser, Role
from scoring.demo.season import build_season

DEMO_USERNAME = "organisator"
DEMO_PASSWORD = "klaverjas-demo"
FIXTURE = settings.BASE_DIR / "fixtures" / "demo_club.json"


class Command(BaseCommand):
    help = "Load the demo club, its season and organiser login. Idempotent."

    @transaction.atomic
    def handle(self, *args: Any, **options: Any) -> None:
        call_command("loaddata", str(FIXTURE), verbosity=0)
        club = Club.objects.get(slug="troefboer")
        user, created = get_user_model().objects.get_or_create(
            username=DEMO_USERNAME, defaults={"first_name": "Demo", "last_name": "Organisator"}
        )
        if created:
            user.set_password(DEMO_PASSWORD)
            user.save()
        Organiser.objects.get_or_create(club=club, user=user, defaults={"role": Role.ORGANISER})
        season = build_season(club, user)
        self.stdout.write(
            self.style.SUCCESS(
                f"Demo club '{club.name}' ready. Organiser login: "
                f"{DEMO_USERNAME} / {DEMO_PASSWORD}\n"
                f"Season: http://127.0.0.1:8000{season.get_absolute_url()}"
            )
        )
