"""The board's pages: club settings, club rules, and who runs the club."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from clubs.access import club_for_board
from clubs.board import roles
from clubs.board.forms import ClubRulesForm, ClubSettingsForm, InvitationForm, RoleForm
from clubs.errors import UserError
from clubs.games import game_spec
from clubs.links import absolute_url, qr_data_uri
from clubs.models import Action, Invitation, Organiser
from clubs.screen_link import make_link, screen_link, withdraw_link
from clubs.versions import Logged, save_if_current


@login_required
def club_rules(request: HttpRequest, slug: str) -> HttpResponse:
    club = club_for_board(request, slug)
    form = ClubRulesForm(request.POST or None, instance=club.current_rules())
    stale = None
    if request.method == "POST" and form.is_valid():
        stale = save_if_current(form, Logged(club.pk, request.user, Action.CLUB_RULES))
        if stale is None:
            messages.success(request, _(
                "The club rules are saved. New seasons take a copy of these rules; a season "
                "already made keeps its own (change those on the season's rules page, until "
                "its first scores)."))
            if hint := form.bye_score_hint():
                messages.warning(request, hint)
            return redirect("clubs:rules", slug=club.slug)
    return render(request, "clubs/club_rules.html", {"club": club, "form": form, "stale": stale})


@login_required
def club_settings(request: HttpRequest, slug: str) -> HttpResponse:
    club = club_for_board(request, slug)
    form = ClubSettingsForm(request.POST or None, instance=club)
    stale = None
    if request.method == "POST" and form.is_valid():
        stale = save_if_current(form, Logged(club.pk, request.user, Action.SETTINGS))
        if stale is None:
            messages.success(request, _("The club settings are saved."))
            return redirect("clubs:detail", slug=club.slug)
    return render(request, "clubs/club_settings.html", {
        "club": club, "form": form, "stale": stale, "screen": screen_link(request, club),
        "game": game_spec(club.current_rules()), "is_board": True})


@login_required
@require_POST
def screen_link_make(request: HttpRequest, slug: str) -> HttpResponse:
    club = club_for_board(request, slug)
    replaced = club.screen_token is not None
    make_link(club, user=request.user)
    messages.success(request, _("The new screen link is ready; the old one no longer works.")
                     if replaced else _("The screen link is ready: open it on the club "
                                        "house's TV."))
    return redirect(reverse("clubs:settings", args=[club.slug]) + "#screen")


@login_required
@require_POST
def screen_link_withdraw(request: HttpRequest, slug: str) -> HttpResponse:
    club = club_for_board(request, slug)
    withdraw_link(club, user=request.user)
    messages.success(request, _("The screen link is withdrawn: a screen that shows it says "
                                "so within a few seconds."))
    return redirect(reverse("clubs:settings", args=[club.slug]) + "#screen")


@login_required
def organisers(request: HttpRequest, slug: str) -> HttpResponse:
    """The club's roles, the invitations waiting, and a form to invite someone."""
    club = club_for_board(request, slug)
    form = InvitationForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        invitation = roles.invite(club, role=form.cleaned_data["role"],
                                  note=form.cleaned_data["note"], user=request.user)
        messages.success(request, _("The invitation for %(note)s is ready: pass on the link "
                                    "below. It works once, for a week.")
                         % {"note": invitation.note})
        return redirect("clubs:organisers", slug=club.slug)
    # Each waiting invitation with its link and the link's QR code: the new organiser can
    # scan it from this screen, or from a print of this page.
    waiting = [(i, url, qr_data_uri(url))
               for i in club.invitations.filter(revoked=False, accepted_at__isnull=True)
               if roles.usable(i) and (url := absolute_url(request, i.get_absolute_url()))]
    return render(request, "clubs/organisers.html", {
        "club": club, "form": form, "waiting": waiting,
        "organisers": club.organisers.select_related("user").order_by("role", "user__username"),
        "role_form": RoleForm(),
    })


def _organiser(request: HttpRequest, slug: str, pk: int) -> Organiser:
    club = club_for_board(request, slug)
    return get_object_or_404(Organiser.objects.select_related("club", "user"), club=club,
                             pk=pk)


@login_required
@require_POST
def organiser_role(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    organiser = _organiser(request, slug, pk)
    form = RoleForm(request.POST)
    if not form.is_valid():
        messages.error(request, _("Choose a role."))
    else:
        try:
            roles.change_role(organiser, role=form.cleaned_data["role"], user=request.user)
        except UserError as error:
            messages.error(request, error.message)
        else:
            messages.success(request, _("The role of %(name)s is saved.")
                             % {"name": organiser.user.get_username()})
    return redirect("clubs:organisers", slug=slug)


@login_required
@require_POST
def organiser_remove(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    organiser = _organiser(request, slug, pk)
    try:
        roles.remove_role(organiser, user=request.user)
    except UserError as error:
        messages.error(request, error.message)
    else:
        messages.success(request, _("%(name)s no longer has a role in the club.")
                         % {"name": organiser.user.get_username()})
    return redirect("clubs:organisers", slug=slug)


@login_required
@require_POST
def invitation_revoke(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    club = club_for_board(request, slug)
    invitation = get_object_or_404(Invitation, club=club, pk=pk)
    try:
        roles.revoke(invitation, user=request.user)
    except UserError as error:
        messages.error(request, error.message)
    else:
        messages.success(request, _("The invitation is withdrawn; its link no longer works."))
    return redirect("clubs:organisers", slug=slug)
