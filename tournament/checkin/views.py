"""Check-in: tick who is present, add a guest, mark late arrivals and early leavers."""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import urlencode

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db import IntegrityError, transaction
from django.db.models import Exists, OuterRef, Subquery
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST, require_safe

from clubs.constraints import violated
from clubs.errors import UserError, form_errors
from clubs.fields import clean_name
from clubs.log import record
from clubs.models import Action, Member
from tournament.access import evening_for_organiser
from tournament.checkin.attendance import (
    check_in,
    inleg_for,
    inleg_in,
    save_attendance,
    tick_paid,
)
from tournament.checkin.forms import AttendanceForm, GuestForm
from tournament.formats import format_of
from tournament.models import Attendance, Evening, EveningStatus


def _members(evening: Evening, query: str, pk: int | None = None) -> list[Member]:
    """Active members (and anyone already present), each with their attendance, if any."""
    attendance = Attendance.objects.filter(evening=evening, member=OuterRef("pk"))
    members = (
        Member.objects.filter(club=evening.club)
        .annotate(
            present=Exists(attendance),
            first_round=Subquery(attendance.values("first_round")[:1]),
            last_round=Subquery(attendance.values("last_round")[:1]),
            attendance_version=Subquery(attendance.values("version")[:1]),
            paid=Subquery(attendance.values("paid")[:1]),
        )
        .order_by("name")
    )
    members = members.filter(archived=False) | members.filter(present=True)
    if query:
        members = members.filter(name__icontains=query)
    if pk is not None:
        members = members.filter(pk=pk)
    found = list(members)
    for member in found:  # the inleg this player owes tonight (0: none)
        member.owed = inleg_for(evening.season, member)  # type: ignore[attr-defined]
    return found


@dataclass(frozen=True)
class Feedback:
    """What the page says after a tick: who, present or not, or why it was refused. An
    untick offers an Undo button, so an accidental one costs one tap."""

    member: Member
    present: bool
    error: str = ""


def _context(evening: Evening, query: str) -> dict[str, object]:
    # A closed evening's check-in is shown, not offered: its buttons would only be refused.
    return {"club": evening.club, "evening": evening, "query": query,
            "present_count": evening.attendances.count(),
            "inleg_in": inleg_in(evening),
            "rounds": range(1, evening.round_count + 1),
            "closed": evening.status == EveningStatus.CLOSED,
            "has_pairs": format_of(evening.season).has_pairs}


@login_required
@require_safe
def checkin(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    evening = evening_for_organiser(request, slug, pk)
    query = clean_name(request.GET.get("q", ""))  # no NUL or invisible characters
    context = {**_context(evening, query), "members": _members(evening, query),
               "guest_form": GuestForm()}
    undone = request.GET.get("undo", "")
    if undone.isdigit():  # after an untick without JavaScript: offer the Undo button
        member = next(iter(_members(evening, "", int(undone))), None)
        if member is not None and not member.present:  # type: ignore[attr-defined]
            context["feedback"] = Feedback(member, present=False)
    template = "tournament/checkin_list.html" if request.headers.get("HX-Request") else (
        "tournament/checkin.html")
    return render(request, template, context)


@login_required
@require_POST
def checkin_toggle(request: HttpRequest, slug: str, pk: int, member: int) -> HttpResponse:
    evening = evening_for_organiser(request, slug, pk)
    member_obj = get_object_or_404(Member, club=evening.club, pk=member)
    present = request.POST.get("present") == "1"
    error = ""
    try:
        check_in(evening, member_obj.pk, present, user=request.user)
    except UserError as refused:
        error = str(refused.message)
    if request.headers.get("HX-Request"):
        # The row, the count and the feedback are swapped in place: the page keeps its
        # scroll position and the count stays one live region.
        query = clean_name(request.POST.get("q", ""))
        row = _members(evening, "", member_obj.pk)
        context = {**_context(evening, query), "member": row[0] if row else None,
                   "feedback": Feedback(member_obj, present, error)}
        response = render(request, "tournament/checkin_toggled.html", context)
        if present and not error:
            response["HX-Trigger"] = "checked-in"
        return response
    if error:
        messages.error(request, error)
    elif not present:
        return redirect(_back(request, evening, undo=member_obj.pk))
    return redirect(_back(request, evening))


@login_required
@require_POST
def checkin_paid(request: HttpRequest, slug: str, pk: int, member: int) -> HttpResponse:
    """Tick that a player paid the inleg (``paid`` 1), or undo it (0): one tap each way."""
    evening = evening_for_organiser(request, slug, pk)
    member_obj = get_object_or_404(Member, club=evening.club, pk=member)
    choice = request.POST.get("paid")
    error = ""
    if choice not in ("0", "1"):
        error = _("Unknown choice: nothing is changed.")
    else:
        try:
            tick_paid(evening, member_obj, choice == "1", user=request.user)
        except UserError as refused:
            error = str(refused.message)
    if request.headers.get("HX-Request"):
        query = clean_name(request.POST.get("q", ""))
        row = _members(evening, "", member_obj.pk)
        return render(request, "tournament/checkin_paid.html", {
            **_context(evening, query), "member": row[0] if row else None, "error": error})
    if error:
        messages.error(request, error)
    return redirect(_back(request, evening))


@login_required
@require_POST
def attendance_update(request: HttpRequest, slug: str, pk: int, member: int) -> HttpResponse:
    evening = evening_for_organiser(request, slug, pk)
    attendance = get_object_or_404(Attendance, evening=evening, member_id=member)
    form = AttendanceForm(request.POST, instance=attendance)
    if form.is_valid():
        try:
            stale = save_attendance(evening, form, user=request.user)
        except UserError as error:
            messages.error(request, error.message)
        else:
            if stale is None:
                messages.success(request, _("Saved for %(name)s.")
                                 % {"name": attendance.member.name})
            else:
                messages.error(request, _(
                    "Not saved: someone else changed the bomen of %(name)s in the meantime. "
                    "Look at them below and save again if needed.")
                    % {"name": attendance.member.name})
    else:
        for text in form_errors(form):
            messages.error(request, text)
    return redirect(_back(request, evening))


@login_required
@require_POST
def add_guest(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    evening = evening_for_organiser(request, slug, pk)
    form = GuestForm(request.POST)
    if not form.is_valid():
        messages.error(request, _("Fill in the name of the guest."))
        return redirect(_back(request, evening))
    name = form.cleaned_data["name"].strip()
    try:
        with transaction.atomic():
            guest = Member.objects.create(club=evening.club, name=name, is_guest=True)
            record(evening.club.pk, request.user, Action.GUEST, name, evening_id=evening.pk)
            check_in(evening, guest.pk, present=True, user=request.user)
    except IntegrityError as error:
        if violated(error) != "member_name_unique_per_club":
            raise
        messages.error(
            request, _("There is already a member called %(name)s: tick them in the list.")
            % {"name": name},
        )
    except UserError as error:
        messages.error(request, error.message)
    else:
        messages.success(request, _("Guest %(name)s is present.") % {"name": name})
    return redirect(_back(request, evening))


def _back(request: HttpRequest, evening: Evening, *, undo: int | None = None) -> str:
    url = f"{evening.get_absolute_url()}aanmelden/"
    params = {"q": clean_name(request.POST.get("q", "")), "undo": undo or ""}
    query = urlencode({k: v for k, v in params.items() if v})
    return f"{url}?{query}" if query else url
