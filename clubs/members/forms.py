"""Forms for a club's members: one member, and a file to import."""

from __future__ import annotations

from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from clubs.fields import NameField
from clubs.members.imports import normalise_name
from clubs.models import Club, Member
from clubs.versions import VersionedForm


class MemberForm(VersionedForm[Member]):
    class Meta:
        model = Member
        fields = ("name", "is_guest", "archived")
        field_classes = {"name": NameField}

    def __init__(self, *args: Any, club: Club, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.club = club
        self.fields["name"].widget.attrs.update({"autocomplete": "off", "autofocus": True})

    def clean_name(self) -> str:
        # The database refuses the same name twice (case-insensitive); say so in the form.
        name = normalise_name(self.cleaned_data["name"])
        others = Member.objects.filter(club=self.club, name__iexact=name)
        if self.instance.pk:
            others = others.exclude(pk=self.instance.pk)
        if others.exists():
            raise duplicate_name(name)
        return name

    def save(self, commit: bool = True) -> Member:
        self.instance.club = self.club
        return super().save(commit=commit)


def duplicate_name(name: str) -> forms.ValidationError:
    return forms.ValidationError(_("The club already has a member called %(name)s."),
                                 code="duplicate", params={"name": name})


class MemberImportForm(forms.Form):
    file = forms.FileField(
        label=_("Excel or CSV file"),
        help_text=_(
            'The first row holds the column names: "naam" (required) and "gast" '
            "(optional: ja or nee). At most 1 MB."
        ),
        widget=forms.ClearableFileInput(attrs={"accept": ".xlsx,.csv"}),
    )


# Fieldsets of the rules page: a title and the rule fields under it, in order.

# Rule fields without a help text on the model get one here.







