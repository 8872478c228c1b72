"""The club's rules: the choices that change draws, scores, prizes and standings.

The rules of play every game has and the choices of every rule are ``clubs.rule_choices``;
each game's own rules are its row in ``clubs.games``, and the rules page is built from both.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

from django.core.validators import MaxValueValidator
from django.db import models
from django.utils.translation import gettext_lazy as _
from django_stubs_ext import StrOrPromise

from clubs.games import GAME_SPECS, GameRules, OwnRule
from clubs.rule_choices import (
    MAX_VARIETY_EVENINGS,
    AbsentScore,
    PlayFormat,
    PlayRules,
    PrizeTies,
    SeasonAggregate,
    SeasonCounting,
    TieBreak,
)


class RuleFields(GameRules):
    """The club's choices that change draws, scores, prizes and standings: the rules of play
    every game has and each game's own (``clubs.games.GameRules``), and these.

    A club keeps one set (ClubRules); each season takes a copy when it is created, so a
    later change of the club's rules never rewrites earlier results.
    """

    prize_places = models.CharField(
        _("prize places"), max_length=40, default="1,2,-2",
        help_text=_(
            "Places that win a prize, separated by commas. A minus counts from the bottom: "
            "-1 is the last, -2 the second-to-last."
        ),
    )
    prize_ties = models.CharField(
        _("equal players and prizes"), max_length=12, choices=PrizeTies.choices,
        default=PrizeTies.NEXT_PLACE,
    )
    players_per_prize = models.PositiveSmallIntegerField(
        _("one prize per N players"), default=0, validators=[MaxValueValidator(100)],
        help_text=_("0 means: use the prize places above."),
    )
    # The inleg each player pays per evening, in cents (clubs.money); 0: none.
    inleg_member = models.PositiveIntegerField(
        _("inleg per evening for a member"), default=0, validators=[MaxValueValidator(1_000_000)]
    )
    inleg_guest = models.PositiveIntegerField(
        _("inleg per evening for a guest"), default=0, validators=[MaxValueValidator(1_000_000)]
    )
    # What each prize place is worth, in the order of the prize places (clubs.money.Worth):
    # "40%; 25%; rollade". Empty: the prize list names no worth.
    prize_worth = models.CharField(_("what the prizes are worth"), max_length=200, blank=True,
                                   default="")
    # Side prizes beside the places (scoring.results.side_prizes): each on or off, with its
    # worth as one entry of prize_worth's syntax (clubs.money.Worth; empty: not said).
    lowest_prize = models.BooleanField(_("prize for the lowest score (poedelprijs)"),
                                       default=False)
    lowest_prize_worth = models.CharField(_("worth of the poedelprijs"), max_length=60,
                                          blank=True, default="")
    pits_prize = models.BooleanField(_("prize for the most pits (marsenprijs)"), default=False)
    pits_prize_worth = models.CharField(_("worth of the marsenprijs"), max_length=60,
                                        blank=True, default="")
    boom_prize = models.BooleanField(_("prize for the highest boom"), default=False)
    boom_prize_worth = models.CharField(_("worth of the prize for the highest boom"),
                                        max_length=60, blank=True, default="")
    one_prize_each = models.BooleanField(_("one prize per player per evening"), default=False)
    season_counting = models.CharField(
        _("season counting"), max_length=12, choices=SeasonCounting.choices,
        default=SeasonCounting.DROP_LOWEST,
    )
    season_count_n = models.PositiveSmallIntegerField(
        _("N evenings"), default=2, validators=[MaxValueValidator(100)],
        help_text=_("How many lowest evenings are dropped, or how many best evenings count."),
    )
    season_aggregate = models.CharField(
        _("season score"), max_length=8, choices=SeasonAggregate.choices,
        default=SeasonAggregate.TOTAL,
    )
    absent_score = models.CharField(
        _("an evening a player missed counts as"), max_length=8, choices=AbsentScore.choices,
        default=AbsentScore.ZERO,
    )
    min_evenings = models.PositiveSmallIntegerField(
        _("minimum evenings for the standings"), default=0, validators=[MaxValueValidator(100)]
    )
    # What the season's places 1, 2, 3 ... win at its end (clubs.money.Worth: an amount or a
    # thing, no share); empty: the standings name no season prizes.
    season_prize_worth = models.CharField(_("season prizes"), max_length=200, blank=True,
                                          default="")
    tie_break_1 = models.CharField(
        _("first tie-break"), max_length=16, choices=TieBreak.choices, blank=True,
        default=TieBreak.BEST_ROUND,
    )
    tie_break_2 = models.CharField(
        _("second tie-break"), max_length=16, choices=TieBreak.choices, blank=True,
        default=TieBreak.LAST_ROUND,
    )
    table_entry = models.BooleanField(
        _("tables enter their own score sheet (QR code)"), default=False
    )
    table_confirmation = models.BooleanField(
        _("the other pair confirms a sheet before its boom is approved"), default=True,
        help_text=_("Only for sheets a table enters itself; the organisers' own need none."),
    )
    # The format (spelvorm): who sits where round after round (tournament.formats).
    format = models.CharField(
        _("format"), max_length=16, choices=PlayFormat.choices,
        default=PlayFormat.INDIVIDUAL_DRAW,
    )
    # Fixed pairs: only the first round is drawn; then the paper clubs' movement
    # (schuifsysteem, ``tournament.draw.movement``).
    pair_movement = models.BooleanField(
        _("fixed pairs: schuifsysteem (only the first boom is drawn)"), default=False,
    )
    # Fixed pairs: whether an evening played as a pair's invaller also stands, with the pair's
    # score, on the substitute's own player page (tournament.models.Substitute).
    substitute_counts = models.BooleanField(
        _("an evening as a substitute counts on his own player page"), default=True,
    )
    # Variety across the season: the draw seats players as little as possible with the
    # partners and opponents of this many earlier evenings (tournament.seating.variety).
    variety_evenings = models.PositiveSmallIntegerField(
        _("variety: earlier evenings the draw looks at"), default=0,
        validators=[MaxValueValidator(MAX_VARIETY_EVENINGS)],
    )
    # Raised by every save through a form (clubs.versions): a stale form is refused.
    version = models.PositiveIntegerField(default=1)

    class Meta:
        abstract = True

    # Every rule (``version`` is none): see below the class.
    RULE_FIELD_NAMES: ClassVar[tuple[str, ...]]

    # The rules that are amounts in cents (clubs.money): shown and logged as "€ 2,50".
    MONEY_FIELD_NAMES = ("inleg_member", "inleg_guest")

    def rule_values(self) -> dict[str, object]:
        return {name: getattr(self, name) for name in self.RULE_FIELD_NAMES}

    def prize_place_list(self) -> list[int]:
        return [int(p) for p in self.prize_places.split(",") if p.strip()]


# Each game's own rules, in the order of the rows (``clubs.games.OwnRule``).
OWN_RULES: tuple[OwnRule, ...] = tuple(rule for spec in GAME_SPECS.values()
                                       for rule in spec.own_rules)
# The rules of play, each game's own, then the others (as the activity log lists them).
RuleFields.RULE_FIELD_NAMES = (
    *(field.name for field in PlayRules._meta.local_fields),
    *(rule.name for rule in OWN_RULES),
    "prize_places", "prize_ties", "players_per_prize", "inleg_member", "inleg_guest",
    "prize_worth", "lowest_prize", "lowest_prize_worth", "pits_prize", "pits_prize_worth",
    "boom_prize", "boom_prize_worth", "one_prize_each",
    "season_counting", "season_count_n", "season_aggregate", "absent_score",
    "min_evenings", "season_prize_worth", "tie_break_1", "tie_break_2", "table_entry",
    "table_confirmation", "variety_evenings", "format", "pair_movement",
    "substitute_counts",
)


# Rules that only steer later draws and never change a score: a season's copy keeps them open
# after its first scores, when the other rules are fixed (tournament.seasons).
DRAW_ONLY_RULES = ("variety_evenings",)

# How the rules page groups and explains these fields (clubs.board.forms); which game uses
# which field is its row in clubs.games. The fieldsets of the game and its round, then each
# game's own (``GameSpec.rules_heading``), then the others; a game's own rule that follows a
# rule every game has (``OwnRule.after``) is shown right after it, in its fieldset.
PLAY_FIELDSETS: list[tuple[StrOrPromise, tuple[str, ...]]] = [
    (_("Game"), (
        "game_system", "rounds_per_evening", "entry_mode", "table_entry", "table_confirmation",
    )),
    (_("Trumping and who plays"), ("variant", "declarer_rule")),
    (_("Length of a boom"), ("games_per_round", "play_to_target", "target_score")),
]
OTHER_FIELDSETS: list[tuple[StrOrPromise, tuple[str, ...]]] = [
    (_("The draw"), ("format", "pair_movement", "substitute_counts", "variety_evenings")),
    (_("Byes"), ("bye_score_rule", "bye_score", "max_byes_per_evening")),
    (_("Revoke and pit"), ("revoke_policy", "revoke_penalty", "pit_bonus", "defenders_can_pit")),
    (_("Prizes"), ("prize_places", "prize_ties", "players_per_prize")),
    (_("Inleg and prize money"), ("inleg_member", "inleg_guest", "prize_worth")),
    (_("Side prizes"), (
        "lowest_prize", "lowest_prize_worth", "pits_prize", "pits_prize_worth", "boom_prize",
        "boom_prize_worth", "one_prize_each")),
    (_("Season"), (
        "season_counting", "season_count_n", "season_aggregate", "absent_score",
        "min_evenings", "season_prize_worth", "tie_break_1", "tie_break_2",
    )),
]


def _with_own_rules(fieldsets: Iterable[tuple[StrOrPromise, tuple[str, ...]]]
                    ) -> list[tuple[StrOrPromise, tuple[str, ...]]]:
    """The fieldsets with each game's own rules that follow one of their fields."""
    return [(title, tuple(shown for name in names for shown in
                          (name, *(rule.name for rule in OWN_RULES if rule.after == name))))
            for title, names in fieldsets]


RULE_FIELDSETS: list[tuple[StrOrPromise, tuple[str, ...]]] = [
    *_with_own_rules(PLAY_FIELDSETS),
    *((spec.rules_heading, names) for spec in GAME_SPECS.values()
      if (names := tuple(rule.name for rule in spec.own_rules if not rule.after))),
    *_with_own_rules(OTHER_FIELDSETS),
]

# The help under each rule; the game's (clubs.games.games_description) and each game's own
# rules (``OwnRule.help_text``) are added below.
RULE_HELP_TEXTS: dict[str, StrOrPromise] = {
    "variant": _("Amsterdam: you need not trump when your partner already wins the trick."),
    "declarer_rule": _("Who has to choose trump and play in each game."),
    "games_per_round": _("How many games a boom lasts before the next draw."),
    "play_to_target": _("The boom ends in the game in which a pair reaches the target score "
                        "(usually 1,500); the number of games above is then not used."),
    "target_score": _("Used only when bomen are played to a target score."),
    "rounds_per_evening": _("How many bomen are played on a normal evening."),
    "entry_mode": _("What the organiser types in from each score sheet."),
    "table_entry": _("Each table types in its own sheet on a phone."),
    "bye_score_rule": _("What a player gets for a boom with a bye (staand nummer)."),
    "bye_score": _("The score of a bye when it is a fixed score."),
    "max_byes_per_evening": _("The draw gives nobody more byes in one evening, if possible."),
    "format": _("Individual draw: before every boom a new draw, as in the rule texts. Fixed "
                "tables, partners rotate (the tournament form): the first boom draws the "
                "tables; in every next boom each table keeps its four players and the "
                "partners change, so that in three bomen everyone partners each table-mate "
                "once. A fourth boom keeps the tables and starts again with the partners of "
                "the first. The staand nummer rotates: whoever sat out takes the chair of "
                "the one who sits out next, so nobody sits out twice while another has not "
                "sat out yet. For a boom with other players present, or for new partners, "
                "the organiser can still choose a new draw. Fixed pairs (koppelklaverjassen): "
                "the board or an organiser makes the season's pairs, each pair plays every boom "
                "together against another pair, drawn before every boom so that no pair meets the "
                "same pair twice in an evening while that can be avoided; with an odd "
                "number of pairs one pair sits out the boom with the bye score (staand paar), "
                "at most once per evening while avoidable; the evening's ranking, prizes and "
                "the season's standings are per pair."),
    "pair_movement": _("Only with fixed pairs: only boom 1 is drawn; after every boom the "
                       "pair on 1 and 3 stays and the pair on 2 and 4 moves one table up (the "
                       "last to table 1, the staand paar along). For example at 8 tables the "
                       "pair on 2 and 4 of table 3 plays boom 2 at table 4."),
    "substitute_counts": _("Fixed pairs only. A substitute (invaller) plays for an absent "
                           "partner; the score is the pair's. On: the evening also stands "
                           "on the substitute's own player page. For example Kees plays "
                           "for pair 4, which makes 4.812: Kees's page shows 4.812 as "
                           "substitute for pair 4."),
    "variety_evenings": _("The draw never gives anyone the same partner twice in one evening. "
                          "With a number here it also seats players as little as possible "
                          "with the partners and opponents they had in that many earlier "
                          "evenings of the season. 0 means off."),
    "revoke_policy": _("What happens when a player revokes (verzaakt)."),
    "pit_bonus": _("Extra points for a team that takes all tricks."),
    "defenders_can_pit": _("If not, only the playing team can earn the pit bonus."),
    "prize_ties": _("Players with the same total whom no tie-break separates, such as the "
                    "two partners after an evening of one boom: do they use up the prize "
                    "places below theirs, or does the next player get the next prize?"),
    "inleg_member": _("What a member pays per evening, for example 2,50 or € 2,50; 0 means "
                      "no inleg."),
    "inleg_guest": _("What a guest pays per evening, for example 3,00; 0 means no inleg."),
    "prize_worth": _("What each prize place is worth, in the order of the prize places, "
                     "separated by semicolons: an amount, a share of the evening's inleg or a "
                     "thing. For example 40%; 25%; rollade: 23 players at € 3,00 bring "
                     "€ 69,00; the 1st gets € 27,50 and the 2nd € 17,00 (a share is rounded "
                     "down to 50 cents; the rest is the club's)."),
    "lowest_prize": _("The lowest total of the evening wins it. Equal lowest totals: the "
                      "tie-breaks above decide (the last of the list wins); still equal, "
                      "they share it. For example 3.980 and 4.105: 3.980 wins it."),
    "lowest_prize_worth": _("An amount, a share of the inleg or a thing, as above; for "
                            "example € 2,50, 5% or rookworst."),
    "pits_prize": _("The most pits of the evening win it (only in a game that counts pits); "
                    "nobody wins it without a pit. Equal pits: the higher total wins; still "
                    "equal, they share it. For example 3 pits against 2: 3 wins it."),
    "pits_prize_worth": _("As for the poedelprijs; for example € 2,50."),
    "boom_prize": _("The highest score of one boom (a bye is no boom) wins it. Equal: the "
                    "higher total of the evening wins; still equal, they share it. For "
                    "example partners with 2.104 in the third boom: the one with the higher "
                    "total wins it."),
    "boom_prize_worth": _("As for the poedelprijs; for example fles wijn."),
    "one_prize_each": _("A player who wins a prize place wins no side prize: it goes to the "
                        "next in line. For example the 1st has the highest boom too: the "
                        "player with the next highest boom gets that prize. The side prizes "
                        "are given in the order above, so no player wins two of them either."),
    "season_counting": _("Which evenings count for the season standings."),
    "season_aggregate": _("Add up the counted evenings or take their average."),
    "absent_score": _("For example: the lowest score of an evening was 4.210; a player who "
                      "was not there gets 4.210 for it instead of 0 (it can still be dropped "
                      "as one of the lowest)."),
    "min_evenings": _("Players with fewer evenings are listed below the standings, marked as "
                      "not ranked. For example 5: a player with 4 evenings has no place yet. "
                      "0 means: everybody is ranked."),
    "players_per_prize": _("One prize per so many players present, from the top: with 4 and "
                           "23 players, places 1 to 5 win a prize. 0 means: use the prize "
                           "places above."),
    "season_prize_worth": _("What the places 1, 2, 3 ... of the season standings win, "
                            "separated by semicolons: an amount or a thing. For example "
                            "€ 25,00; € 15,00; taart."),
    "tie_break_1": _("Decides between players with the same score."),
    "tie_break_2": _("Used when the first tie-break is equal too. Leave empty if not needed."),
}

RULE_HELP_TEXTS.update((rule.name, rule.help_text) for rule in OWN_RULES)

# The rules whose choices are radio buttons, each with its words, instead of a list.
RADIO_FIELDS = (
    "game_system", "format", "variant", "declarer_rule", "games_per_round", "entry_mode",
    "bye_score_rule", "revoke_policy", "prize_ties", "season_counting", "season_aggregate",
    "absent_score", *(rule.name for rule in OWN_RULES if rule.radio),
)
