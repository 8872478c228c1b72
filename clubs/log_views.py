"""The club's activity log, for its organisers and board."""

from __future__ import annotations

from django.contrib.auth.decorators import login_required
from django.core.paginator import Paginator
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_safe

from clubs.access import club_for_organiser

PER_PAGE = 100


@login_required
@require_safe
def club_log(request: HttpRequest, slug: str) -> HttpResponse:
    club = club_for_organiser(request, slug)
    lines = club.activities.select_related("user")
    page = Paginator(lines, PER_PAGE).get_page(request.GET.get("pagina"))
    return render(request, "clubs/log.html", {"club": club, "page": page})
