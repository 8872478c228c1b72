"""The forms of the pairs page: a new pair, a pair's name."""

from __future__ import annotations

from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from clubs.fields import NameField
from clubs.models import Member
from tournament.models import Pair, PairMember, Season

NAME_HELP = _("Optional, for example the name the pair plays under.")


class PairForm(forms.Form):
    first = forms.ModelChoiceField(Member.objects.none(), label=_("First partner"))
    second = forms.ModelChoiceField(Member.objects.none(), label=_("Second partner"))
    name = NameField(label=_("Pair name"), max_length=60, required=False, help_text=NAME_HELP)

    def __init__(self, *args: Any, season: Season, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.season = season
        members = Member.objects.filter(club=season.club).active().order_by("name")
        for field in ("first", "second"):
            self.fields[field].queryset = members  # type: ignore[attr-defined]

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        first, second = data.get("first"), data.get("second")
        if first and second and first == second:
            self.add_error("second", _("Choose two different members."))
        for field in ("first", "second"):
            member = data.get(field)
            place = PairMember.objects.filter(season=self.season, active=True, member=member
                                              ).select_related("pair").first()
            if member and place:
                self.add_error(field, _("%(member)s is already in pair %(number)s of this "
                                        "season.") % {"member": member.name,
                                                      "number": place.pair.number})
        return data


class PairNameForm(forms.Form):
    name = NameField(label=_("Pair name"), max_length=60, required=False)


class SubstituteForm(forms.Form):
    """A partner of a pair is away tonight: the other plays with a substitute, a member in no
    pair of the season (chosen) or a new guest (typed). ``away`` offers the partners of the
    season's active pairs as "Piet (paar 4, met Jan)"."""

    away = forms.TypedChoiceField(label=_("Substitute for"), coerce=int)
    substitute = forms.ModelChoiceField(Member.objects.none(), label=_("Substitute"),
                                        required=False, empty_label=_("(choose a member)"))
    guest = NameField(label=_("Or a guest's name"), max_length=100, required=False)

    def __init__(self, *args: Any, season: Season, pairs: list[Pair], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.places: dict[int, tuple[Pair, Member, Member]] = {}
        choices: list[tuple[object, object]] = [("", _("(choose the partner who is away)"))]
        for pair in pairs:
            first, second = (place.member for place in pair.members.all())
            for away, partner in ((first, second), (second, first)):
                self.places[away.pk] = (pair, away, partner)
                choices.append((away.pk, _("%(away)s (pair %(number)s, with %(partner)s)") % {
                    "away": away.name, "number": pair.number, "partner": partner.name}))
        self.fields["away"].choices = choices  # type: ignore[attr-defined]
        club_members = Member.objects.filter(club=season.club).active().order_by("name")
        field = self.fields["substitute"]
        field.queryset = club_members  # type: ignore[attr-defined]
        # Offered: the members in no pair of the season; any other is refused with a reason.
        paired = PairMember.objects.filter(season=season, active=True).values("member")
        field.widget.choices = [("", field.empty_label)] + [  # type: ignore[attr-defined]
            (m.pk, m.name) for m in club_members.exclude(pk__in=paired)]

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        if data.get("substitute") and data.get("guest"):
            self.add_error("guest", _("Choose a member or type a guest's name, not both."))
        elif not data.get("substitute") and not data.get("guest") and not self.has_error(
                "substitute"):
            self.add_error("substitute", _("Choose the substitute, or type a guest's name "
                                           "below."))
        return data
