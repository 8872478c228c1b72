"""The draw settings and the swap of two players."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _
from django_stubs_ext import StrOrPromise

from clubs.fields import NumberField
from clubs.versions import PAGE_INCOMPLETE
from tournament.models import DrawMode


class SeatingForm(forms.Form):
    """Posts back the seating the page showed (``store.seating_key``), checked when saving.

    The page writes the hidden ``seating`` input itself, one per round, so it is read from
    the data here rather than declared as a field (which would render a second, empty one).
    """

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        seating = self.data.get("seating")
        if seating is None or len(seating) > 2000:
            raise forms.ValidationError(PAGE_INCOMPLETE, code="page_incomplete")
        data["seating"] = seating
        return data


class SeedField(NumberField):
    """A draw seed as the page writes it, in groups of three digits ("482 193"): the
    spaces between the groups are left out."""

    def to_python(self, value: Any) -> int | None:
        if isinstance(value, str):
            value = "".join(value.split())  # also the page's no-break spaces
        return super().to_python(value)


class DrawForm(SeatingForm):
    mode = forms.ChoiceField(
        label=_("Kind of draw"), choices=DrawMode.choices, initial=DrawMode.RANDOM
    )
    seed = SeedField(
        label=_("Draw seed (optional)"), required=False, min_value=0, max_value=10**18 - 1,
        help_text=_("Leave empty for a new random draw; fill in a seed to repeat a draw."),
        error_messages={"max_value": _("A draw seed has at most 18 digits."),
                        "min_value": _("A draw seed cannot be negative.")},
    )

    def __init__(self, *args: Any, modes: Sequence[DrawMode] = tuple(DrawMode),
                 help_text: StrOrPromise = "", **kwargs: Any) -> None:
        """``modes``: the draws the season's format offers, its usual one first
        (``tournament.formats``); with one there is nothing to choose."""
        super().__init__(*args, **kwargs)
        field = self.fields["mode"]
        assert isinstance(field, forms.ChoiceField)
        field.choices = [(mode.value, mode.label) for mode in modes]
        field.initial = modes[0]
        field.help_text = help_text
        if len(modes) == 1:
            field.widget = forms.HiddenInput()


class SwapForm(SeatingForm):
    def __init__(self, *args: Any, players: list[tuple[int, str]], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["member_a"] = forms.TypedChoiceField(
            label=_("Player"), coerce=int, choices=players)
        self.fields["member_b"] = forms.TypedChoiceField(
            label=_("swaps seats with"), coerce=int, choices=players)

    def clean(self) -> dict[str, Any]:
        data = super().clean()
        if data.get("member_a") is not None and data.get("member_a") == data.get("member_b"):
            raise forms.ValidationError(_("Choose two different players to swap."))
        return data
