"""The board's forms: the club rules (also used for a season's copy), settings, organisers."""

from __future__ import annotations

from typing import Any

from django import forms
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _
from django_stubs_ext import StrOrPromise

from clubs.fields import AmountField, NameField, number_formfield
from clubs.games import (
    GAME_SPECS,
    ONLY_SOME_GAMES,
    GameSpec,
    game_spec,
    games_description,
    games_using,
)
from clubs.models import ByeScoreRule, Club, ClubRules, EntryMode, Invitation, Role, RuleFields
from clubs.models.rules import RADIO_FIELDS, RULE_FIELDSETS, RULE_HELP_TEXTS
from clubs.money import parse_worths, prize_worths_without_shares, worths_text
from clubs.numbers import local_number
from clubs.versions import VersionedForm

# A field on the rules page: the bound field, the games it is shown for (see ``_shown_for``)
# and each game's own note on it with the game it is shown for.
Shown = tuple[forms.BoundField, str, list[tuple[StrOrPromise, str]]]


def _shown_for(games: tuple[str, ...], within: tuple[str, ...]) -> str:
    """``game_system=CODE,CODE`` for the page's script when ``games`` are fewer than those
    of the ``within`` (the fieldset's, or every game); "" when it is the same."""
    return "" if games == within else f"game_system={','.join(games)}"


# The entry modes in words that fit every game (the model's label says "per pair").
ENTRY_MODES = [(EntryMode.PER_GAME, EntryMode.PER_GAME.label),
               (EntryMode.TOTALS_ONLY, _("Only the totals of each table's sheet"))]


class ClubRulesForm(VersionedForm[ClubRules]):
    inleg_member = AmountField(label=_("Inleg per evening for a member"),
                               help_text=RULE_HELP_TEXTS["inleg_member"])
    inleg_guest = AmountField(label=_("Inleg per evening for a guest"),
                              help_text=RULE_HELP_TEXTS["inleg_guest"])

    class Meta:
        model = ClubRules
        fields = RuleFields.RULE_FIELD_NAMES
        help_texts = {**RULE_HELP_TEXTS, "game_system": games_description()}
        widgets = {name: forms.RadioSelect for name in RADIO_FIELDS}
        formfield_callback = number_formfield

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.fields["entry_mode"].choices = ENTRY_MODES  # type: ignore[attr-defined]

    def fieldsets(self) -> list[tuple[StrOrPromise, list[Shown], str]]:
        """Title, fields and, for a fieldset that only some games use (``clubs.games``),
        those games as ``game_system=CODE,CODE`` for the page's script; each field whose
        games are fewer than its fieldset's likewise, or "", with what it means in a game
        that says so (``GameSpec.help_texts``), shown while that game is chosen. Without the
        script every fieldset stays visible, titled clearly, and every game's note too."""
        every = tuple(GAME_SPECS)
        shown = []
        for title, names in RULE_FIELDSETS:
            games = games_using(names)
            fields = [(self[name], _shown_for(games_using([name]), games), [
                (spec.help_texts[name], _shown_for((code,), ()))
                for code, spec in GAME_SPECS.items() if name in spec.help_texts])
                for name in names]
            shown.append((title, fields, _shown_for(games, every)))
        return shown

    def clean_prize_places(self) -> str:
        text: str = self.cleaned_data["prize_places"]
        places: list[int] = []
        for part in text.split(","):
            try:
                place = int(part.strip())
            except ValueError:
                place = 0
            if place == 0:
                raise forms.ValidationError(
                    _("Write whole numbers separated by commas, for example 1,2,-2 "
                      "(0 is not a place)."),
                    code="invalid",
                )
            if place in places:
                raise forms.ValidationError(
                    _("Place %(place)s appears twice."), code="twice", params={"place": place}
                )
            places.append(place)
        return ",".join(str(p) for p in places)

    def clean_prize_worth(self) -> str:
        text: str = self.cleaned_data["prize_worth"]
        return worths_text(parse_worths(text))

    def clean_season_prize_worth(self) -> str:
        return prize_worths_without_shares(self.cleaned_data["season_prize_worth"])

    def _one_worth(self, name: str) -> str:
        text: str = self.cleaned_data[name]
        if ";" in text:
            raise forms.ValidationError(
                _("A side prize has one worth: leave out the semicolon."), code="several")
        return worths_text(parse_worths(text))

    def clean_lowest_prize_worth(self) -> str:
        return self._one_worth("lowest_prize_worth")

    def clean_pits_prize_worth(self) -> str:
        return self._one_worth("pits_prize_worth")

    def clean_boom_prize_worth(self) -> str:
        return self._one_worth("boom_prize_worth")

    def clean(self) -> dict[str, Any]:
        cleaned = super().clean()
        self._check_shares(cleaned)
        worths, places = cleaned.get("prize_worth"), cleaned.get("prize_places")
        if worths and places and not cleaned.get("players_per_prize"):
            given, named = len(worths.split(";")), len(places.split(","))
            if given > named:
                self.add_error("prize_worth", gettext(
                    "%(given)s worths for %(named)s prize places: give one per place.")
                    % {"given": given, "named": named})
        first, second = cleaned.get("tie_break_1"), cleaned.get("tie_break_2")
        if second and not first:
            self.add_error("tie_break_2", _("Choose the first tie-break first."))
        elif second and second == first:
            self.add_error("tie_break_2", _("Choose a different tie-break than the first."))
        game = cleaned.get("game_system")
        if game in GAME_SPECS:
            self._check_game(GAME_SPECS[game], cleaned)
            # A box the chosen game does not use is hidden on the page: it must not stay
            # ticked unseen (a round to 1500 switched to a game without targets kept it).
            for name, field in self.fields.items():
                if isinstance(field, forms.BooleanField) and game not in games_using([name]):
                    cleaned[name] = False
        return cleaned

    def _check_shares(self, cleaned: dict[str, Any]) -> None:
        """The shares of the places and of the side prizes that are on, together, are at
        most the whole inleg."""
        texts = [cleaned.get("prize_worth") or ""] + [
            cleaned.get(f"{side}_prize_worth") or "" for side in ("lowest", "pits", "boom")
            if cleaned.get(f"{side}_prize")]
        try:
            percent = sum(worth.percent for text in texts for worth in parse_worths(text))
        except forms.ValidationError:
            return  # a worth that does not read has its own message
        if percent > 100:
            self.add_error("prize_worth", _(
                "The shares of the prizes and the side prizes add up to more than 100%."))

    def _check_game(self, spec: GameSpec, cleaned: dict[str, Any]) -> None:
        """What the chosen game allows: its own tie-breaks only, a fixed bye score no higher
        than its round scores go (a game of big points) and a target a sheet can hold."""
        chosen = [(field, cleaned.get(field)) for field in ("tie_break_1", "tie_break_2")]
        refused = [(field, key) for field, key in chosen
                   if key in ONLY_SOME_GAMES and key not in spec.tie_breaks]
        if refused:
            field, key = refused[0]
            self.add_error(field, ONLY_SOME_GAMES[key])
        most = spec.most_bye_score
        if (most is not None and spec.bye_score_too_high is not None
                and cleaned.get("bye_score_rule") == ByeScoreRule.FIXED
                and (cleaned.get("bye_score") or 0) > most):
            self.add_error("bye_score", str(spec.bye_score_too_high) % {"most": most})
        most = spec.most_target
        if (most is not None and spec.target_too_high is not None
                and cleaned.get("play_to_target") and (cleaned.get("target_score") or 0) > most):
            self.add_error("target_score", str(spec.target_too_high) % {"most": most})

    def bye_score_hint(self) -> str:
        """A hint (never an error) when the fixed bye score looks meant for another length of
        round: 1200 for 12 games, 1600 for 16, the target for a round to a target (what a pair
        that wins the round scores, as 1200 is about that in 12 games)."""
        rules = self.instance
        usual = {12: 1200, 16: 1600}
        if rules.bye_score_rule != ByeScoreRule.FIXED or rules.bye_score not in usual.values():
            return ""
        spec = game_spec(rules)
        if rules.play_to_target and spec.partners and "target_score" in spec.rule_fields:
            if rules.bye_score == rules.target_score:
                return ""
            return gettext(
                "The fixed bye score is %(score)s, but a boom goes to %(target)s: usually "
                "the bye score is the target."
            ) % {"score": local_number(rules.bye_score),
                 "target": local_number(rules.target_score)}
        if rules.play_to_target:
            return ""
        if usual.get(rules.games_per_round) == rules.bye_score:
            return ""
        return gettext(
            "The fixed bye score is %(score)s, but a boom has %(games)s games: "
            "usually that is %(usual)s."
        ) % {
            "score": rules.bye_score, "games": rules.games_per_round,
            "usual": usual[rules.games_per_round],
        }


class ClubSettingsForm(VersionedForm[Club]):
    class Meta:
        model = Club
        fields = ("name", "place", "standings_public", "evening_start", "screen_table_scores")
        field_classes = {"name": NameField, "place": NameField}
        widgets = {"evening_start": forms.TimeInput(attrs={"type": "time"}, format="%H:%M")}

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        if self.is_bound and "evening_start" not in self.data:
            # Sent from a page opened before the hour was a setting: the hour stays.
            self.fields["evening_start"].disabled = True


class InvitationForm(forms.ModelForm[Invitation]):
    class Meta:
        model = Invitation
        fields = ("note", "role")
        field_classes = {"note": NameField}
        widgets = {"role": forms.RadioSelect}


class RoleForm(forms.Form):
    role = forms.ChoiceField(label=_("Role"), choices=Role.choices)
