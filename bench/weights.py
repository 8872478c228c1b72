"""What each public page of the benchmark club weighs on the club's WiFi.

Run from the project to measure (an older checkout too): ``cd <project> && python
/path/to/bench/weights.py``. Builds the benchmark club (100 players, 40 closed evenings and
tonight's evening in progress) in a throwaway SQLite file and asks every public page once as
a phone does (``Accept-Encoding: gzip``): the page's size, what was sent, and whether a
reload with its ETag came back without content.
"""

from __future__ import annotations

import gzip
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

from django.urls import NoReverseMatch, reverse

PAGES: dict[str, tuple[str, str]] = {  # label: (URL name, arguments)
    "standings": ("scoring:standings", "club season"),
    "evening results": ("scoring:evening_results", "club closed"),
    "evening page, closed": ("tournament:evening", "club closed"),
    "evening page, in progress": ("tournament:evening", "club tonight"),
    "where do I sit?": ("seat_finder", "finder"),
    "player": ("scoring:player", "club player"),
    "records": ("scoring:records", "club"),
    "screen": ("screen", "screen"),
    "standings in a frame": ("publish:embedded_standings", "club"),
    "JSON: standings": ("api-v1:standings", "club season"),
    "JSON: evening": ("api-v1:evening", "club closed"),
}


def public_pages(values: dict[str, object]) -> dict[str, str]:
    """The path of every public page this project has; ``values`` gives each argument
    (``club``: the slug, ``season``, ``closed``, ``tonight``, ``player``: primary keys,
    ``finder`` and ``screen``: the codes)."""
    found = {}
    for label, (name, arguments) in PAGES.items():
        try:
            found[label] = reverse(name, args=[values[a] for a in arguments.split()])
        except NoReverseMatch:
            continue  # an older checkout without this page
    return found


def club_pages(season: Any, tonight: Any, screen: str) -> dict[str, str]:
    """The path of every public page of ``season``'s club: its last closed evening,
    ``tonight`` (in progress), the season, its first player, the records, the screen (its
    code set to ``screen``) and the JSON interface."""
    from clubs.models import Club
    from tournament.models import EveningStatus
    from tournament.seating.finder import finder_token

    club = season.club
    if any(field.name == "screen_token" for field in Club._meta.get_fields()):
        Club.objects.filter(pk=club.pk).update(screen_token=screen)
    closed = season.evenings.filter(status=EveningStatus.CLOSED).order_by("date").last()
    player = club.members.order_by("pk").first()
    assert closed is not None and player is not None
    return public_pages({"club": club.slug, "season": season.pk, "closed": closed.pk,
                         "tonight": tonight.pk, "player": player.pk,
                         "finder": finder_token(tonight), "screen": screen})


def main() -> None:
    sys.path[:1] = [os.getcwd(), str(Path(__file__).resolve().parent.parent)]  # then bench
    folder = tempfile.mkdtemp()
    os.environ.update({
        "DJANGO_SETTINGS_MODULE": "config.settings", "DEBUG": "0", "LOG_LEVEL": "WARNING",
        "SECRET_KEY": "weights-only-" + "x" * 40, "ALLOWED_HOSTS": "testserver",
        "SECURE_SSL_REDIRECT": "0", "SECURE_COOKIES": "0", "STATIC_ROOT": f"{folder}/static",
        "DATABASE_URL": f"sqlite:///{folder}/weights.sqlite3"})
    import django

    django.setup()
    from django.core.management import call_command
    from django.test import Client

    from bench.room_setup import season_builders

    call_command("migrate", verbosity=0)
    call_command("collectstatic", interactive=False, verbosity=0)
    build_large_season, evening_in_progress = season_builders()
    season = build_large_season(players=100, evenings=40, present=90)
    paths = club_pages(season, evening_in_progress(season), "weights-screen")
    phone = Client()
    print(f"{'page':28} {'page size':>10} {'sent':>10}  reload with its ETag")
    for label, path in paths.items():
        first = phone.get(path, HTTP_ACCEPT_ENCODING="gzip")
        body = (gzip.decompress(first.content) if first.get("Content-Encoding") == "gzip"
                else first.content)
        etag = first.get("ETag")
        again = (phone.get(path, HTTP_ACCEPT_ENCODING="gzip", HTTP_IF_NONE_MATCH=etag)
                 if etag else None)
        reload = (f"{again.status_code}, {len(again.content):,} bytes" if again is not None
                  else "no ETag")
        print(f"{label:28} {len(body) / 1024:7.1f} KB {len(first.content) / 1024:7.1f} KB  "
              f"{reload}")


if __name__ == "__main__":
    main()
