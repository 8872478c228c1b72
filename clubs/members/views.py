"""The member list and the add, edit, archive and delete pages (organisers only)."""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db import IntegrityError, transaction
from django.db.models import Count, ProtectedError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST, require_safe
from django_tables2 import RequestConfig

from clubs.access import club_for_organiser
from clubs.constraints import violated
from clubs.log import record
from clubs.members.filters import MemberFilter
from clubs.members.forms import MemberForm, duplicate_name
from clubs.members.tables import MemberTable
from clubs.models import Action, Club, Member
from clubs.versions import Difference, Logged, save_if_current


def _member(club: Club, pk: int) -> Member:
    return get_object_or_404(Member, club=club, pk=pk)


@login_required
@require_safe
def member_list(request: HttpRequest, slug: str) -> HttpResponse:
    club = club_for_organiser(request, slug)
    members = club.members.select_related("club").annotate(
        # An evening counts when the member had a seat or a bye in one of its rounds.
        evenings=Count("seats__round__evening", distinct=True)
    )
    member_filter = MemberFilter(request.GET, queryset=members)
    # The archived column only tells something when archived members are shown.
    show_archived = member_filter.form.is_valid() and member_filter.form.cleaned_data.get(
        "show_archived"
    )
    table = MemberTable(member_filter.qs, exclude=() if show_archived else ("archived",))
    RequestConfig(request, paginate={"per_page": 50}).configure(table)
    return render(
        request, "clubs/member_list.html",
        {"club": club, "filter": member_filter, "table": table, "total": members.count()},
    )


@login_required
def member_add(request: HttpRequest, slug: str) -> HttpResponse:
    club = club_for_organiser(request, slug)
    form = MemberForm(request.POST or None, club=club)
    if (request.method == "POST" and form.is_valid()
            and save_member(request, form, Action.MEMBER_ADDED) == (True, None)):
        messages.success(request, _("%(name)s is added.") % {"name": form.instance.name})
        if "another" in request.POST:
            return redirect("clubs:member_add", slug=club.slug)
        return redirect("clubs:members", slug=club.slug)
    return render(request, "clubs/member_form.html", {"club": club, "form": form})


@login_required
def member_edit(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    club = club_for_organiser(request, slug)
    member = _member(club, pk)
    form = MemberForm(request.POST or None, instance=member, club=club)
    stale = None
    if request.method == "POST" and form.is_valid():
        saved, stale = save_member(request, form, Action.MEMBER_CHANGED)
        if saved:
            messages.success(request, _("%(name)s is saved.") % {"name": member.name})
            return redirect("clubs:members", slug=club.slug)
    has_played = member.attendances.exists()
    return render(
        request, "clubs/member_form.html",
        {"club": club, "form": form, "member": member, "has_played": has_played,
         "stale": stale},
    )


def save_member(request: HttpRequest, form: MemberForm, action: Action
          ) -> tuple[bool, list[Difference] | None]:
    """Saved or not, and what another organiser saved in the meantime (see clubs.versions)."""
    # The form checks for a duplicate name; a second organiser may add it at the same time.
    log = Logged(form.club.pk, request.user, action, form.cleaned_data["name"])
    try:
        with transaction.atomic():
            stale = save_if_current(form, log)
    except IntegrityError as error:
        if violated(error) != "member_name_unique_per_club":
            raise
        form.add_error("name", duplicate_name(form.cleaned_data["name"]))
        return False, None
    return stale is None, stale


@login_required
@require_POST
def member_archive(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    club = club_for_organiser(request, slug)
    member = _member(club, pk)
    with transaction.atomic():
        member.archived = True
        member.save(update_fields=["archived"])
        record(club.pk, request.user, Action.MEMBER_ARCHIVED, member.name)
    messages.success(
        request, _("%(name)s is archived: the results stay, the name leaves the lists.")
        % {"name": member.name},
    )
    return redirect("clubs:members", slug=club.slug)


@login_required
@require_POST
def member_delete(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    club = club_for_organiser(request, slug)
    member = _member(club, pk)
    refused = _(
        "%(name)s has played and cannot be deleted, so the results stay correct. "
        "Archive the member instead."
    ) % {"name": member.name}
    if member.attendances.exists():
        messages.error(request, refused)
        return redirect("clubs:member_edit", slug=club.slug, pk=member.pk)
    if member.pair_places.exists():
        messages.error(request, _("%(name)s is in a pair of a season and cannot be deleted. "
                                  "Archive the member instead.") % {"name": member.name})
        return redirect("clubs:member_edit", slug=club.slug, pk=member.pk)
    try:
        with transaction.atomic():
            member.delete()
            record(club.pk, request.user, Action.MEMBER_DELETED, member.name)
    except ProtectedError:
        messages.error(request, refused)
        return redirect("clubs:member_edit", slug=club.slug, pk=member.pk)
    messages.success(request, _("%(name)s is deleted.") % {"name": member.name})
    return redirect("clubs:members", slug=club.slug)
