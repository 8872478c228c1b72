"""Check-in forms: late arrival / early leaving, and a guest."""

from __future__ import annotations

from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from clubs.fields import NameField
from clubs.versions import VersionedForm
from tournament.models import Attendance


class AttendanceForm(VersionedForm[Attendance]):
    class Meta:
        model = Attendance
        fields = ["first_round", "last_round"]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        rounds = range(1, self.instance.evening.round_count + 1)
        self.fields["first_round"] = forms.TypedChoiceField(
            label=_("plays from boom"), coerce=int, choices=[(n, n) for n in rounds]
        )
        self.fields["last_round"] = forms.TypedChoiceField(
            label=_("plays until boom"), coerce=int, required=False, empty_value=None,
            choices=[("", _("the end"))] + [(n, n) for n in rounds],
        )

    def clean(self) -> dict[str, Any]:
        data = super().clean()
        first, last = data.get("first_round"), data.get("last_round")
        if first and last and last < first:
            raise forms.ValidationError(_("A player cannot leave before arriving."))
        return data


class GuestForm(forms.Form):
    name = NameField(label=_("Name of the guest"), max_length=100)
