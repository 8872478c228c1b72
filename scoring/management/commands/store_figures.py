"""Store the figures of closed evenings whose results were stored before figures were (a
player's numbers and the club records read them; see docs/decisions.md)."""

from typing import Any

from django.core.management.base import BaseCommand

from scoring.models import EveningResult
from scoring.results.stored import store_evening_results
from tournament.models import Evening, EveningStatus


class Command(BaseCommand):
    help = "Store the figures of closed evenings stored without them. Safe to run again."

    def handle(self, *args: Any, **options: Any) -> None:
        missing = EveningResult.objects.filter(
            figures__isnull=True, evening__status=EveningStatus.CLOSED).values("evening_id")
        evenings = Evening.objects.filter(pk__in=missing).select_related("season")
        count = 0
        for evening in evenings.order_by("date"):
            store_evening_results(evening)
            count += 1
        self.stdout.write(f"Stored the figures of {count} closed evening(s).")
