"""The draw settings and the swap of two players."""

from __future__ import annotations

from typing import Any

from django import forms
from django.utils.translation import gettext_lazy as _

from tournament.models import DrawMode


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
