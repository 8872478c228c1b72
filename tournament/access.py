"""Fetch an evening or season for the current visitor or organiser (404 / 403 otherwise)."""

from __future__ import annotations

from django.http import Http404, HttpRequest
from django.shortcuts import get_object_or_404

from clubs.access import club_for_board, club_for_organiser, organised_by, visible_to
from tournament.models import Evening, Period, Season


def season_for_visitor(request: HttpRequest, slug: str, pk: int) -> Season:
    """One query with its club: public pages are read by a room full of phones at once."""
    season = Season.objects.select_related("club").filter(club__slug=slug, pk=pk).first()
    if season is None:
        raise Http404("No such season.")
    visible_to(request, season.club)
    return season


def period_for_visitor(request: HttpRequest, slug: str, pk: int, period: int) -> Period:
    """The period of season ``pk`` with its season and club (1 query), as
    ``season_for_visitor``."""
    found = Period.objects.select_related("season__club").filter(
        season__club__slug=slug, season_id=pk, pk=period).first()
    if found is None:
        raise Http404("No such period.")
    visible_to(request, found.season.club)
    return found


def season_for_organiser(request: HttpRequest, slug: str, pk: int) -> Season:
    club = club_for_organiser(request, slug)
    return get_object_or_404(Season.objects.select_related("club"), club=club, pk=pk)


def season_for_board(request: HttpRequest, slug: str, pk: int) -> Season:
    club = club_for_board(request, slug)
    return get_object_or_404(Season.objects.select_related("club"), club=club, pk=pk)


def evening_for_visitor(request: HttpRequest, slug: str, pk: int) -> Evening:
    """One query with its season and club, as ``season_for_visitor``."""
    evening = Evening.objects.select_related("season__club").filter(
        season__club__slug=slug, pk=pk).first()
    if evening is None:
        raise Http404("No such evening.")
    visible_to(request, evening.club)
    return evening


def evening_for_organiser(request: HttpRequest, slug: str, pk: int) -> Evening:
    """One query with its season and club, then the organiser's role (a second)."""
    evening = get_object_or_404(
        Evening.objects.select_related("season__club"), season__club__slug=slug, pk=pk
    )
    organised_by(request, evening.club)
    return evening
