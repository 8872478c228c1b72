"""The quick widget renderer writes exactly what Django's widget templates write."""

from __future__ import annotations

import datetime

import pytest
from django import forms
from django.forms.renderers import DjangoTemplates
from django.utils.safestring import mark_safe
from django.utils.translation import gettext_lazy, override

from clubs.form_renderer import QuickWidgets
from scoring.sheets.entry import (
    DECLARER,
    PIT,
    POINTS_A,
    POINTS_B,
    REVOKE,
    REVOKE_SEAT,
    ROEM_A,
    ROEM_B,
)
from scoring.sheets.forms import SheetForm


class EveryWidget(forms.Form):
    name = forms.CharField(max_length=20, widget=forms.TextInput(attrs={
        "autofocus": True, "hidden": False, "data-x": '"<&>', "aria-label": gettext_lazy(
            "Name")}))
    number = forms.IntegerField(min_value=0, max_value=1000, required=False,
                                widget=forms.NumberInput(attrs={"inputmode": "numeric"}))
    secret = forms.CharField(widget=forms.HiddenInput)
    mail = forms.EmailField(required=False)
    when = forms.DateField(widget=forms.DateInput(attrs={"type": "date"}))
    search = forms.CharField(widget=forms.TextInput(attrs={"type": "search"}))
    choice = forms.ChoiceField(choices=[("", "-"), ("A", "A <pair>"), (3, 1234)])
    seat = forms.TypedChoiceField(coerce=int, choices=[
        ("", "-"), ("Tafel 1", [(1, "1 Jan"), (2, mark_safe("2 <b>Piet</b>"))])])
    many = forms.MultipleChoiceField(choices=[("a", "a"), ("b", "b")])
    radio = forms.ChoiceField(choices=[("a", "a")], widget=forms.RadioSelect)
    tick = forms.BooleanField(required=False)
    text = forms.CharField(widget=forms.Textarea)


@pytest.mark.parametrize("data", [
    None,
    {"name": 'Jan "de" <Vries>', "number": "12x", "secret": "s&", "choice": "A", "seat": "2",
     "when": "2026-11-28", "many": ["a", "b"], "tick": "on"},
    {"name": "", "number": "1000", "choice": "3", "seat": ""},
])
def test_it_writes_what_djangos_templates_write(data: dict[str, object] | None) -> None:
    initial = {"when": datetime.date(2026, 1, 7), "number": 1500}
    with override("nl"):
        quick = EveryWidget(data, initial=initial, renderer=QuickWidgets())
        django = EveryWidget(data, initial=initial, renderer=DjangoTemplates())
        for name in EveryWidget.base_fields:
            assert str(quick[name]) == str(django[name]), name


def test_a_score_sheet_is_written_as_before() -> None:
    columns = [DECLARER, POINTS_A, POINTS_B, ROEM_A, ROEM_B, PIT, REVOKE, REVOKE_SEAT]
    seats = [(1, "1 Jan"), (2, "2 Piet"), (3, "3 Kees"), (4, "4 Marie")]
    typed = {"g1-points_a": "80", "g2-points_a": "200", "g1-revoke_seat": "3"}
    forms_ = [SheetForm(typed, games=12, columns=columns, first="declarer", seats=seats,
                        renderer=renderer) for renderer in (QuickWidgets(), DjangoTemplates())]
    for form in forms_:
        form.is_valid()
        form.focus(set())
    quick, django = forms_
    assert len(quick.fields) == 2 + 12 * len(columns)
    for name in quick.fields:
        assert str(quick[name]) == str(django[name]), name
