from __future__ import annotations

from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from clubs.forms import ClubRulesForm
from tournament.models import Attendance, DrawMode, Evening, Season


class SeasonForm(forms.ModelForm[Season]):
    class Meta:
        model = Season
        fields = ["name", "start_date"]
        widgets = {"start_date": forms.DateInput(attrs={"type": "date"})}


class EveningForm(forms.ModelForm[Evening]):
    class Meta:
        model = Evening
        fields = ["date", "rounds"]
        widgets = {"date": forms.DateInput(attrs={"type": "date"})}

    def __init__(self, *args: Any, season: Season, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.season = season
        self.fields["rounds"].initial = season.rounds_per_evening

    def clean_date(self) -> Any:
        date = self.cleaned_data["date"]
        if Evening.objects.filter(season=self.season, date=date).exclude(pk=self.instance.pk):
            raise forms.ValidationError(_("This season already has an evening on that date."))
        return date


class AttendanceForm(forms.ModelForm[Attendance]):
    class Meta:
        model = Attendance
        fields = ["first_round", "last_round"]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        rounds = range(1, self.instance.evening.rounds + 1)
        self.fields["first_round"] = forms.TypedChoiceField(
            label=_("plays from boom"), coerce=int, choices=[(n, n) for n in rounds]
        )
        self.fields["last_round"] = forms.TypedChoiceField(
            label=_("plays until boom"), coerce=int, required=False, empty_value=None,
            choices=[("", _("the end"))] + [(n, n) for n in rounds],
        )

    def clean(self) -> dict[str, Any] | None:
        data = super().clean() or {}
        first, last = data.get("first_round"), data.get("last_round")
        if first and last and last < first:
            raise forms.ValidationError(_("A player cannot leave before arriving."))
        return data


class GuestForm(forms.Form):
    name = forms.CharField(label=_("Name of the guest"), max_length=100)


class DrawForm(forms.Form):
    mode = forms.ChoiceField(
        label=_("Kind of draw"), choices=DrawMode.choices, initial=DrawMode.RANDOM
    )
    seed = forms.IntegerField(
        label=_("Draw seed (optional)"), required=False, min_value=0, max_value=2**62,
        help_text=_("Leave empty for a new random draw; fill in a seed to repeat a draw."),
    )


class SwapForm(forms.Form):
    def __init__(self, *args: Any, players: list[tuple[int, str]], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["member_a"] = forms.TypedChoiceField(
            label=_("Player"), coerce=int, choices=players)
        self.fields["member_b"] = forms.TypedChoiceField(
            label=_("swaps seats with"), coerce=int, choices=players)

    def clean(self) -> dict[str, Any] | None:
        data = super().clean() or {}
        if data.get("member_a") is not None and data.get("member_a") == data.get("member_b"):
            raise forms.ValidationError(_("Choose two different players to swap."))
        return data


class SeasonRulesForm(ClubRulesForm):
    """The club's rules form, over a season's own copy of the rules."""

    class Meta(ClubRulesForm.Meta):
        model = Season  # type: ignore[assignment]

    def __init__(self, *args: Any, frozen: bool = False, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        if frozen:
            for field in self.fields.values():
                field.disabled = True
