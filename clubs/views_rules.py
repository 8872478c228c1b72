"""The club's rules page and its settings page (organisers only)."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _

from clubs.access import club_for_organiser
from clubs.forms import ClubRulesForm, ClubSettingsForm


@login_required
def club_rules(request: HttpRequest, slug: str) -> HttpResponse:
    club = club_for_organiser(request, slug)
    form = ClubRulesForm(request.POST or None, instance=club.current_rules())
    if request.method == "POST" and form.is_valid():
        form.save()
        messages.success(
            request, _("The club rules are saved. New seasons take a copy of these rules.")
        )
        if hint := form.bye_score_hint():
            messages.warning(request, hint)
        return redirect("clubs:rules", slug=club.slug)
    return render(request, "clubs/club_rules.html", {"club": club, "form": form})


@login_required
def club_settings(request: HttpRequest, slug: str) -> HttpResponse:
    club = club_for_organiser(request, slug)
    form = ClubSettingsForm(request.POST or None, instance=club)
    if request.method == "POST" and form.is_valid():
        form.save()
        messages.success(request, _("The club settings are saved."))
        return redirect("clubs:detail", slug=club.slug)
    return render(request, "clubs/club_settings.html", {"club": club, "form": form})
