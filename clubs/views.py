from django.db.models import Q
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_safe

from clubs.access import club_for_visitor, is_board, is_organiser
from clubs.models import Club


@require_safe
def home(request: HttpRequest) -> HttpResponse:
    visible = Q(standings_public=True)
    if request.user.is_authenticated:
        visible |= Q(organisers__user=request.user)
    clubs = Club.objects.filter(visible).distinct()
    return render(request, "clubs/home.html", {"clubs": clubs})


@require_safe
def club_detail(request: HttpRequest, slug: str) -> HttpResponse:
    club = club_for_visitor(request, slug)
    seasons = club.seasons.all()
    return render(
        request,
        "clubs/club_detail.html",
        {"club": club, "seasons": seasons, "can_manage": is_organiser(request, club),
         "is_board": is_board(request, club)},
    )
