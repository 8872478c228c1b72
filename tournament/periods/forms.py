"""The form of a period of a season: its name and dates, its counting rule and prizes."""

from __future__ import annotations

from datetime import date
from typing import Any

from django import forms
from django.utils import formats
from django.utils.translation import gettext_lazy as _

from clubs.fields import NameField, number_formfield
from clubs.money import prize_worths_without_shares
from tournament.models import Period, Season
from tournament.seasons.forms import DATE_PICKER

BEST_EVENINGS_HELP = _("For example 4: the best 4 evenings of the period count; a player "
                       "who was absent gets for that evening what the season's rule says. "
                       "0 means: every evening counts.")
PRIZES_HELP = _("What the places 1, 2, 3 ... of the period standings win, separated by "
                "semicolons: an amount or a thing. For example € 10,00; € 5,00; rollade.")


def _day(day: date) -> str:
    return formats.date_format(day, "j F Y")


class PeriodForm(forms.ModelForm[Period]):
    class Meta:
        model = Period
        fields = ["name", "first_date", "last_date", "best_evenings", "prize_worth"]
        widgets = {"first_date": DATE_PICKER, "last_date": DATE_PICKER}
        field_classes = {"name": NameField}
        formfield_callback = number_formfield
        help_texts = {"best_evenings": BEST_EVENINGS_HELP, "prize_worth": PRIZES_HELP}

    def __init__(self, *args: Any, season: Season, next_start: date | None,
                 **kwargs: Any) -> None:
        """``next_start``: the start of the club's next season, where this one ends."""
        super().__init__(*args, **kwargs)
        self.season = season
        self.next_start = next_start

    def clean_prize_worth(self) -> str:
        return prize_worths_without_shares(self.cleaned_data["prize_worth"])

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        first, last = data.get("first_date"), data.get("last_date")
        if first and first < self.season.start_date:
            self.add_error("first_date", _(
                "The season starts on %(start)s: a period cannot start before it."
            ) % {"start": _day(self.season.start_date)})
        if last and self.next_start and last >= self.next_start:
            self.add_error("last_date", _(
                "The next season starts on %(start)s: a period of this season must end "
                "before it.") % {"start": _day(self.next_start)})
        if first and last and last < first:
            self.add_error("last_date", _("The last date is before the first date."))
        elif first and last:
            other = (Period.objects.filter(season=self.season, first_date__lte=last,
                                           last_date__gte=first)
                     .exclude(pk=self.instance.pk).first())
            if other is not None:
                self.add_error("first_date", _(
                    "These dates overlap period %(name)s (%(first)s to %(last)s).") % {
                    "name": other.name, "first": _day(other.first_date),
                    "last": _day(other.last_date)})
        return data
