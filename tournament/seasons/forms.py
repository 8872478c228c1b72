"""Forms for a season, its rules and its evenings."""

from __future__ import annotations

from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from clubs.board.forms import ClubRulesForm
from clubs.fields import NameField, number_formfield
from clubs.models import GameSystem
from tournament.models import Evening, Season

BOMEN = _("An evening has 1 to 8 bomen.")


class SeasonForm(forms.ModelForm[Season]):
    class Meta:
        model = Season
        fields = ["name", "start_date"]
        widgets = {"start_date": forms.DateInput(attrs={"type": "date"})}
        field_classes = {"name": NameField}


class EveningForm(forms.ModelForm[Evening]):
    class Meta:
        model = Evening
        fields = ["date", "rounds"]
        widgets = {"date": forms.DateInput(attrs={"type": "date"})}
        formfield_callback = number_formfield
        error_messages = {"rounds": {"min_value": BOMEN, "max_value": BOMEN}}

    def __init__(self, *args: Any, season: Season, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.season = season
        self.fields["rounds"].initial = season.rounds_per_evening
        if season.game_system == GameSystem.KLABBERJASS:  # issue 16: "zwei Durchgänge"
            self.fields["rounds"].initial = 2


class SeasonRulesForm(ClubRulesForm):
    """The club's rules form, over a season's own copy of the rules."""

    class Meta(ClubRulesForm.Meta):
        model = Season  # type: ignore[assignment]

    def __init__(self, *args: Any, frozen: bool = False, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        if frozen:
            for field in self.fields.values():
                field.disabled = True
