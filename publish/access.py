"""What this app may show: only a club that publishes its standings, to everybody alike.

The other public pages let a private club's organisers in (``clubs.access.visible_to``);
these answers are read by other sites, calendars and caches shared between visitors, so a
private club is missing for everyone, its organisers too, with the answer a club that does
not exist gets.
"""

from __future__ import annotations

from datetime import date

from django.http import Http404

from clubs.access import club_by_slug
from clubs.models import Club
from tournament.models import Evening, EveningStatus, Season

NOT_FOUND = "Not found."  # one message for every refusal: a refusal tells nothing


def published_club(slug: str) -> Club:
    club = club_by_slug(slug)
    if not club.standings_public:
        raise Http404(NOT_FOUND)
    return club


def published_season(slug: str, pk: int) -> Season:
    club = published_club(slug)
    season = Season.objects.filter(club=club, pk=pk).first()
    if season is None:
        raise Http404(NOT_FOUND)
    season.club = club
    return season


def closed_evening(slug: str, pk: int) -> Evening:
    """A closed evening: its results are final until it is reopened. An evening still being
    played has no published results (the scores are not checked and approved yet)."""
    club = published_club(slug)
    evening = (Evening.objects.select_related("season")
               .filter(season__club=club, pk=pk, status=EveningStatus.CLOSED).first())
    if evening is None:
        raise Http404(NOT_FOUND)
    evening.season.club = club
    return evening


def running_season(club: Club, *, today: date) -> Season | None:
    """The club's season that is on now: the latest one that has started (its standings
    stay the running ones until the next season begins, as ``season_over`` says)."""
    return club.seasons.filter(start_date__lte=today).order_by("-start_date", "-pk").first()
