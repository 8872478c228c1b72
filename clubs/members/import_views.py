"""Importing members from a file: upload, preview, then confirm (organisers only).

The checked rows wait in the session between the preview and the confirmation; the
confirmation saves all new members in one transaction, or nothing.
"""

from __future__ import annotations

from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db import IntegrityError, transaction
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext as _
from django.utils.translation import ngettext
from django.views.decorators.http import require_POST, require_safe

from clubs.access import club_for_organiser
from clubs.constraints import violated
from clubs.errors import UserError
from clubs.log import record
from clubs.members.forms import MemberImportForm
from clubs.members.imports import MAX_BYTES, ImportRow, RowStatus, parse_member_file
from clubs.models import Action, Club, Member


def _session_key(club: Club) -> str:
    return f"member_import_{club.pk}"


def _stored_rows(request: HttpRequest, club: Club) -> tuple[str, list[ImportRow]] | None:
    stored: dict[str, Any] | None = request.session.get(_session_key(club))
    if not stored:
        return None
    return stored["filename"], [ImportRow.from_dict(row) for row in stored["rows"]]


def _existing_names(club: Club) -> list[str]:
    return list(club.members.values_list("name", flat=True))


@login_required
def member_import(request: HttpRequest, slug: str) -> HttpResponse:
    club = club_for_organiser(request, slug)
    form = MemberImportForm(request.POST or None, request.FILES or None)
    if request.method == "POST" and form.is_valid():
        upload = form.cleaned_data["file"]
        try:
            if upload.size > MAX_BYTES:  # refuse before reading a large file into memory
                raise UserError("too_large", _("The file is larger than 1 MB."))
            rows = parse_member_file(
                data=upload.read(), filename=upload.name,
                existing_names=_existing_names(club),
                max_name_length=Member._meta.get_field("name").max_length or 100,
            )
        except UserError as error:
            form.add_error("file", str(error.message))
        else:
            request.session[_session_key(club)] = {
                "filename": upload.name, "rows": [row.to_dict() for row in rows],
            }
            return redirect("clubs:member_import_preview", slug=club.slug)
    return render(request, "clubs/member_import.html", {"club": club, "form": form})


@login_required
@require_safe
def member_import_preview(request: HttpRequest, slug: str) -> HttpResponse:
    club = club_for_organiser(request, slug)
    stored = _stored_rows(request, club)
    if stored is None:
        messages.warning(request, _("There is no import waiting. Upload the file first."))
        return redirect("clubs:member_import", slug=club.slug)
    filename, rows = stored
    counts = {status: sum(1 for r in rows if r.status == status) for status in RowStatus}
    return render(
        request, "clubs/member_import_preview.html",
        {
            "club": club, "filename": filename, "rows": rows,
            "new_count": counts[RowStatus.NEW], "existing_count": counts[RowStatus.EXISTING],
            "error_count": counts[RowStatus.ERROR],
        },
    )


@login_required
@require_POST
def member_import_confirm(request: HttpRequest, slug: str) -> HttpResponse:
    club = club_for_organiser(request, slug)
    stored = _stored_rows(request, club)
    if stored is None:
        messages.warning(request, _("There is no import waiting. Upload the file first."))
        return redirect("clubs:member_import", slug=club.slug)
    _filename, rows = stored
    if any(row.status == RowStatus.ERROR for row in rows):
        messages.error(
            request, _("Nothing is imported: correct the rows with an error and upload again.")
        )
        return redirect("clubs:member_import_preview", slug=club.slug)
    try:
        with transaction.atomic():
            # Check again: members may have been added since the preview.
            existing = {name.lower() for name in _existing_names(club)}
            new = [
                Member(club=club, name=row.name, is_guest=row.is_guest)
                for row in rows
                if row.status == RowStatus.NEW and row.name.lower() not in existing
            ]
            Member.objects.bulk_create(new)
            record(club.pk, request.user, Action.MEMBERS_IMPORTED, _filename,
                   new={"added": [m.name for m in new]})
    except IntegrityError as error:  # a name added by someone else at the same moment
        if violated(error) != "member_name_unique_per_club":
            raise
        messages.error(request, _("Nothing is imported: a name already exists. Try again."))
        return redirect("clubs:member_import", slug=club.slug)
    del request.session[_session_key(club)]
    skipped = len(rows) - len(new)
    messages.success(
        request,
        ngettext(
            "%(new)d member added, %(skipped)d skipped.",
            "%(new)d members added, %(skipped)d skipped.",
            len(new),
        ) % {"new": len(new), "skipped": skipped},
    )
    return redirect("clubs:members", slug=club.slug)


@login_required
@require_POST
def member_import_cancel(request: HttpRequest, slug: str) -> HttpResponse:
    club = club_for_organiser(request, slug)
    request.session.pop(_session_key(club), None)
    messages.info(request, _("The import is cancelled; nothing is saved."))
    return redirect("clubs:members", slug=club.slug)
