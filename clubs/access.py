"""Who may see and change a club's data. Every view goes through these helpers."""

from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest
from django.shortcuts import get_object_or_404

from clubs.models import Club


def is_organiser(request: HttpRequest, club: Club) -> bool:
    user = request.user
    if not user.is_authenticated:
        return False
    if user.is_superuser:
        return True
    return club.organisers.filter(user=user).exists()


def club_for_visitor(request: HttpRequest, slug: str) -> Club:
    """The club, if it publishes its standings or the visitor organises it; otherwise 404."""
    club = get_object_or_404(Club, slug=slug)
    visible_to(request, club)
    return club


def visible_to(request: HttpRequest, club: Club) -> None:
    """404 unless the club publishes its standings or the visitor organises it."""
    if not club.standings_public and not is_organiser(request, club):
        raise Http404("This club does not publish its results.")


def club_for_organiser(request: HttpRequest, slug: str) -> Club:
    """The club, if the logged-in user organises it; otherwise PermissionDenied."""
    club = get_object_or_404(Club, slug=slug)
    if not is_organiser(request, club):
        raise PermissionDenied
    return club
