"""The board's pages: club settings, club rules, and who organises the club."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db import IntegrityError, transaction
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from clubs.access import club_for_organiser
from clubs.board.forms import ClubRulesForm, ClubSettingsForm, OrganiserForm
from clubs.models import Organiser
from clubs.versions import save_if_current


@login_required
def club_rules(request: HttpRequest, slug: str) -> HttpResponse:
    club = club_for_organiser(request, slug)
    form = ClubRulesForm(request.POST or None, instance=club.current_rules())
    stale = None
    if request.method == "POST" and form.is_valid():
        stale = save_if_current(form)
        if stale is None:
            messages.success(
                request, _("The club rules are saved. New seasons take a copy of these rules.")
            )
            if hint := form.bye_score_hint():
                messages.warning(request, hint)
            return redirect("clubs:rules", slug=club.slug)
    return render(request, "clubs/club_rules.html", {"club": club, "form": form, "stale": stale})


@login_required
def club_settings(request: HttpRequest, slug: str) -> HttpResponse:
    club = club_for_organiser(request, slug)
    form = ClubSettingsForm(request.POST or None, instance=club)
    stale = None
    if request.method == "POST" and form.is_valid():
        stale = save_if_current(form)
        if stale is None:
            messages.success(request, _("The club settings are saved."))
            return redirect("clubs:detail", slug=club.slug)
    return render(request, "clubs/club_settings.html",
                  {"club": club, "form": form, "stale": stale})


@login_required
def organisers(request: HttpRequest, slug: str) -> HttpResponse:
    club = club_for_organiser(request, slug)
    form = OrganiserForm(request.POST or None, club=club)
    if request.method == "POST" and form.is_valid():
        try:
            with transaction.atomic():
                organiser = form.save()
        except IntegrityError:  # the same form sent twice: the first one made the account
            messages.info(request, _("This account already has a role in the club."))
            return redirect("clubs:organisers", slug=club.slug)
        messages.success(request, _("%(name)s can now run the club's evenings.")
                         % {"name": organiser.user.get_username()})
        return redirect("clubs:organisers", slug=club.slug)
    return render(request, "clubs/organisers.html", {
        "club": club, "form": form,
        "organisers": club.organisers.select_related("user").order_by("user__username"),
    })


@login_required
@require_POST
def organiser_remove(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    club = club_for_organiser(request, slug)
    organiser = get_object_or_404(Organiser, club=club, pk=pk)
    if club.organisers.count() == 1:
        messages.error(request, _("A club needs at least one organiser."))
    else:
        organiser.delete()
        messages.success(request, _("%(name)s no longer has a role in the club.")
                         % {"name": organiser.user.get_username()})
    return redirect("clubs:organisers", slug=club.slug)
