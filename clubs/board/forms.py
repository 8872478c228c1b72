"""The board's forms: the club rules (also used for a season's copy), settings, organisers."""

from __future__ import annotations

from typing import Any

from django import forms
from django.utils.functional import Promise
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from clubs.fields import NameField, number_formfield
from clubs.models import (
    ByeScoreRule,
    Club,
    ClubRules,
    GameSystem,
    Invitation,
    Role,
    RuleFields,
    TieBreak,
)
from clubs.versions import VersionedForm

# The most big points a team can hold after a Klammern boom: 16 games give at most 16 (a
# game gives at most 4 small points, so two big points take two games at least).
KLAMMERN_MOST_BIG_POINTS = 16

RULE_FIELDSETS: list[tuple[Promise, tuple[str, ...]]] = [
    (_("Game"), (
        "game_system", "rounds_per_evening", "entry_mode", "table_entry", "table_confirmation",
    )),
    (_("Trumping and who plays"), ("variant", "declarer_rule")),
    (_("Length of a boom"), (
        "games_per_round", "play_to_target", "target_score", "klammern_big_points")),
    (_("Kraken (wilde boom)"), ("kraken_tie_goes_to", "kraken_spades_double")),
    (_("Byes"), ("bye_score_rule", "bye_score", "max_byes_per_evening")),
    (_("Revoke and pit"), ("revoke_policy", "revoke_penalty", "pit_bonus", "defenders_can_pit")),
    (_("Prizes"), ("prize_places", "players_per_prize")),
    (_("Season"), (
        "season_counting", "season_count_n", "season_aggregate", "min_evenings",
        "tie_break_1", "tie_break_2",
    )),
]


# A fieldset that matters only for some choices: shown while one of them is made (the
# page's script hides it otherwise; without the script it stays visible, titled clearly).
# Klabberjass has no byes (tables of four instead), and neither it nor Klammern has a pit
# bonus or a revoke policy (their rules decide a revoked game themselves); neither follows
# the klaverjas variants or declarer rule (Klabberjass: the seed's own play and a soloist;
# Klammern: bidding), and a Klabberjass round's length follows from its table size.
KLAVERJAS_GAMES = (GameSystem.KLAVERJAS, GameSystem.KRAKEN)
ShownFor = dict[str, tuple[str, tuple[str, ...]]]
FIELDSET_SHOWN_FOR: ShownFor = {  # by the fieldset's first field
    "variant": ("game_system", KLAVERJAS_GAMES),
    "games_per_round": ("game_system", (*KLAVERJAS_GAMES, GameSystem.KLAMMERN)),
    "kraken_tie_goes_to": ("game_system", (GameSystem.KRAKEN,)),
    "bye_score_rule": ("game_system", (*KLAVERJAS_GAMES, GameSystem.KLAMMERN)),
    "revoke_policy": ("game_system", KLAVERJAS_GAMES),
}
# The same for single settings within a fieldset: a boom to a target is a score in
# klaverjas, a number of big points in Klammern.
FIELD_SHOWN_FOR: ShownFor = {
    "target_score": ("game_system", KLAVERJAS_GAMES),
    "klammern_big_points": ("game_system", (GameSystem.KLAMMERN,)),
}


def _shown_for(name: str, table: ShownFor) -> str:
    """``field=value,value`` for the page's script, or "" when ``name`` is always shown."""
    if name not in table:
        return ""
    field, values = table[name]
    return f"{field}={','.join(values)}"


RULE_HELP_TEXTS: dict[str, Promise] = {
    "game_system": _("Klaverjas: pairs play bomen of a fixed number of games or to a "
                     "target. Kraken: the defenders may double a game (kraak), the players "
                     "double again (herkraak), and so on; the sheet gets the trump and the "
                     "doubling. Klabberjass: tables of three (some of four), each player for "
                     "himself, one list per table. Klammern: pairs, bomen played to big "
                     "points or a number of games."),
    "variant": _("Amsterdam: you need not trump when your partner already wins the trick."),
    "declarer_rule": _("Who has to choose trump and play in each game."),
    "games_per_round": _("How many games a boom lasts before the next draw."),
    "play_to_target": _("The boom ends in the game in which a pair reaches the target score "
                        "(seed: 1500); the number of games above is then not used."),
    "target_score": _("Used only when bomen are played to a target score."),
    "kraken_tie_goes_to": _("After a kraak the side that doubled last must score more. When "
                            "both sides have the same points, who wins the game?"),
    "kraken_spades_double": _("The scores of a game with spades as trump are doubled once "
                              "more."),
    "klammern_big_points": _("Klammern with \"play each boom to a target\": the boom ends "
                             "in the game in which a team reaches this many big points."),
    "rounds_per_evening": _("How many bomen are played on a normal evening."),
    "entry_mode": _("What the organiser types in from each score sheet."),
    "table_entry": _("Each table types in its own sheet on a phone."),
    "bye_score_rule": _("What a player gets for a boom with a bye (staand nummer)."),
    "max_byes_per_evening": _("The draw gives nobody more byes in one evening, if possible."),
    "revoke_policy": _("What happens when a player revokes (verzaakt)."),
    "pit_bonus": _("Extra points for a team that takes all tricks."),
    "defenders_can_pit": _("If not, only the playing team can earn the pit bonus."),
    "season_counting": _("Which evenings count for the season standings."),
    "season_aggregate": _("Add up the counted evenings or take their average."),
    "min_evenings": _("Players with fewer evenings are listed below the standings."),
    "tie_break_1": _("Decides between players with the same score."),
    "tie_break_2": _("Used when the first tie-break is equal too. Leave empty if not needed."),
}


RADIO_FIELDS = (
    "game_system", "variant", "declarer_rule", "games_per_round", "entry_mode",
    "bye_score_rule", "revoke_policy", "kraken_tie_goes_to", "season_counting",
    "season_aggregate",
)



class ClubRulesForm(VersionedForm[ClubRules]):
    class Meta:
        model = ClubRules
        fields = RuleFields.RULE_FIELD_NAMES
        help_texts = RULE_HELP_TEXTS
        widgets = {name: forms.RadioSelect for name in RADIO_FIELDS}
        formfield_callback = number_formfield

    def fieldsets(self) -> list[tuple[Promise, list[tuple[forms.BoundField, str]], str]]:
        """Title, fields and, for a fieldset that matters for some choices only, those
        choices as ``field=value,value`` (for the page's script); each field with its own
        choices likewise, or ""."""
        return [(title, [(self[name], _shown_for(name, FIELD_SHOWN_FOR)) for name in names],
                 _shown_for(names[0], FIELDSET_SHOWN_FOR))
                for title, names in RULE_FIELDSETS]

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

    def clean(self) -> dict[str, Any]:
        cleaned = super().clean()
        first, second = cleaned.get("tie_break_1"), cleaned.get("tie_break_2")
        if second and not first:
            self.add_error("tie_break_2", _("Choose the first tie-break first."))
        elif second and second == first:
            self.add_error("tie_break_2", _("Choose a different tie-break than the first."))
        self._check_klammern_bye(cleaned)
        if (TieBreak.CARD_POINTS in (first, second)
                and cleaned.get("game_system") != GameSystem.KLAMMERN):
            field = "tie_break_1" if first == TieBreak.CARD_POINTS else "tie_break_2"
            self.add_error(field, _("Card points break ties in Klammern only."))
        return cleaned

    def _check_klammern_bye(self, cleaned: dict[str, Any]) -> None:
        """Klammern (issue 17): a boom score is big points, so a fixed bye score of 1200
        would outweigh every game played."""
        most = KLAMMERN_MOST_BIG_POINTS
        if (cleaned.get("game_system") == GameSystem.KLAMMERN
                and cleaned.get("bye_score_rule") == ByeScoreRule.FIXED
                and (cleaned.get("bye_score") or 0) > most):
            self.add_error("bye_score", _(
                "In Klammern a boom score is the team's big points: a fixed bye score is at "
                "most %(most)s, or choose the boom average.") % {"most": most})

    def bye_score_hint(self) -> str:
        """A hint (never an error) when the fixed bye score looks meant for the other length."""
        rules = self.instance
        usual = {12: 1200, 16: 1600}
        if rules.bye_score_rule != ByeScoreRule.FIXED or rules.bye_score not in usual.values():
            return ""
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
        fields = ("name", "place", "standings_public", "evening_start")
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
