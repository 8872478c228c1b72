from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render

from clubs.access import club_for_visitor, is_organiser
from tournament.models import Evening, Season


def season_detail(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    club = club_for_visitor(request, slug)
    season = get_object_or_404(Season, club=club, pk=pk)
    return render(
        request,
        "tournament/season_detail.html",
        {"club": club, "season": season, "evenings": season.evenings.all(),
         "can_manage": is_organiser(request, club)},
    )


def evening_detail(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    club = club_for_visitor(request, slug)
    evening = get_object_or_404(Evening, season__club=club, pk=pk)
    return render(
        request,
        "tournament/evening_detail.html",
        {"club": club, "evening": evening, "can_manage": is_organiser(request, club)},
    )
