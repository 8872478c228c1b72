"""Forms for a season, its rules and its evenings."""

from __future__ import annotations

from datetime import date
from typing import Any

from django import forms
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from clubs.board.forms import ClubRulesForm
from clubs.fields import NameField, number_formfield
from clubs.games import game_spec
from clubs.models.rules import DRAW_ONLY_RULES
from tournament.models import Evening, Season
from tournament.seasons.planning import next_evening_day

ROUND_COUNT_RANGE = _("An evening has 1 to 8 bomen.")
# A date picker takes its value as 2026-09-08 only, whatever the language writes dates as.
DATE_PICKER = forms.DateInput(attrs={"type": "date"}, format="%Y-%m-%d")


class SeasonForm(forms.ModelForm[Season]):
    """A new season's name and start; ``rules_version`` is the version of the club's rules
    the page showed, so that the season never copies rules changed after that."""

    rules_version = forms.IntegerField(widget=forms.HiddenInput)

    class Meta:
        model = Season
        fields = ["name", "start_date"]
        widgets = {"start_date": DATE_PICKER}
        field_classes = {"name": NameField}


class EveningForm(forms.ModelForm[Evening]):
    class Meta:
        model = Evening
        fields = ["date", "round_count"]
        widgets = {"date": DATE_PICKER}
        formfield_callback = number_formfield
        error_messages = {"round_count": {"min_value": ROUND_COUNT_RANGE,
                                          "max_value": ROUND_COUNT_RANGE}}

    def __init__(self, *args: Any, season: Season, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.season = season
        if not self.is_bound:
            self.fields["date"].initial = next_evening_day(_known_days(season),
                                                           today=timezone.localdate())
        self.fields["round_count"].initial = (game_spec(season).round_count
                                              or season.rounds_per_evening)


def _known_days(season: Season) -> list[date]:
    """The season's evenings; for a season without any yet, the club's latest ones."""
    days = list(season.evenings.values_list("date", flat=True))
    return days or list(Evening.objects.filter(season__club_id=season.club_id)
                        .order_by("-date").values_list("date", flat=True)[:12])


class SeasonRulesForm(ClubRulesForm):
    """The club's rules form, over a season's own copy of the rules."""

    class Meta(ClubRulesForm.Meta):
        model = Season  # type: ignore[assignment]

    def __init__(self, *args: Any, frozen: bool = False, **kwargs: Any) -> None:
        """``frozen``: the season has scores; only the rules that steer later draws alone
        (``DRAW_ONLY_RULES``) can still change, the others are shown disabled and a post
        cannot change them."""
        super().__init__(*args, **kwargs)
        if frozen:
            for name, field in self.fields.items():
                field.disabled = name not in (*DRAW_ONLY_RULES, "version")
