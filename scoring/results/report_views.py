"""The evening's report on the results page: the organiser's own words under it."""

from __future__ import annotations

from django import forms
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.db import transaction
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from django.views.decorators.http import require_POST

from clubs.errors import form_errors
from clubs.fields import clean_name
from clubs.log import record
from clubs.models import Action
from scoring.results.evening_text import evening_text
from tournament.access import evening_for_organiser
from tournament.models import Evening


class ReportNoteForm(forms.Form):
    note = forms.CharField(
        label=gettext_lazy("Your own words at the end of the report"), max_length=500,
        required=False, widget=forms.Textarea(attrs={"rows": 3}),
        help_text=gettext_lazy("For example: next week we play the cup; soup from 19:30."))

    def clean_note(self) -> str:
        # Lines kept, each without invisible characters (clubs.fields.clean_name).
        text: str = self.cleaned_data["note"]
        return "\n".join(clean_name(line) for line in text.splitlines()).strip()


def report_context(evening: Evening) -> dict[str, object]:
    """The report and the form for the organiser's words (a closed evening only)."""
    return {"report": evening_text(evening),
            "note_form": ReportNoteForm(initial={"note": evening.report_note})}


@login_required
@require_POST
def report_note(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    evening = evening_for_organiser(request, slug, pk)
    form = ReportNoteForm(request.POST)
    if not form.is_valid():
        for text in form_errors(form):
            messages.error(request, text)
        return redirect("scoring:evening_results", slug, pk)
    note = form.cleaned_data["note"]
    if note != evening.report_note:
        with transaction.atomic():
            record(evening.club.pk, request.user, Action.REPORT_NOTE, str(evening),
                   evening_id=evening.pk, old={"note": evening.report_note},
                   new={"note": note})
            Evening.objects.filter(pk=evening.pk).update(report_note=note)
    messages.success(request, _("Your words are in the report."))
    return redirect(f"{evening.get_absolute_url()}uitslag/#report")
