"""The choices of the club's rules (the choice of game among them), and the rules of play
that every game shares (``PlayRules``).

``clubs.games`` (each game's row, with the rule fields of the game's own) builds on this
module and ``clubs.models.rules`` (``RuleFields``, every rule) on both. That keeps the order
of the rules' fields (the columns of the admin, the keys of a backup): Django orders a
model's fields as they are made, so the rules of play here come first, each game's own
fields (made when ``clubs.games`` is imported, after this module) next and the rest of
``RuleFields`` last, whichever module is imported first.
"""

from __future__ import annotations

from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from django.utils.translation import gettext_lazy as _


class GameSystem(models.TextChoices):
    """The game a season plays (``scoring.systems``)."""

    KLAVERJAS = "KLAVERJAS", _("Klaverjassen")
    KRAKEN = "KRAKEN", _("Klaverjassen with kraken (wilde boom)")
    KLABBERJASS = "KLABBERJASS", _("Klabberjass for three (tournament)")
    KLAMMERN = "KLAMMERN", _("Klammern")
    THREE_PLAYER = "THREE_PLAYER", _("Klaverjassen for three")


class PlayFormat(models.TextChoices):
    """How players are seated, round after round (spelvorm): ``tournament.formats``."""

    INDIVIDUAL_DRAW = "INDIVIDUAL_DRAW", _("Individual draw: new seats before every boom")
    FIXED_TABLE = "FIXED_TABLE", _("Fixed tables, partners rotate")
    FIXED_PAIRS = "FIXED_PAIRS", _("Fixed pairs: pairs play against pairs")


# A round played to a target score: the bounds keep a score sheet to at most 38 rows.
TARGET_SCORES = (500, 3000)
# The most earlier evenings the draw looks at for variety across the season.
MAX_VARIETY_EVENINGS = 20


class Variant(models.TextChoices):
    AMSTERDAM = "AMSTERDAM", _("Amsterdam (no need to trump over your partner)")
    ROTTERDAM = "ROTTERDAM", _("Rotterdam (always trump and overtrump)")


class DeclarerRule(models.TextChoices):
    FORCED = "FORCED", _("The player after the dealer must play")
    FREE = "FREE", _("Free choice: whoever wants to play")


class ByeScoreRule(models.TextChoices):
    FIXED = "FIXED", _("A fixed score")
    ROUND_AVERAGE = "ROUND_AVERAGE", _("The average score of that boom")
    OWN_AVERAGE = "OWN_AVERAGE", _("The player's own average of the evening")


class RevokePolicy(models.TextChoices):
    AWARD_162 = "AWARD_162", _("The other team gets 162 (knife on the table)")
    AWARD_262_ALL_ROEM = "AWARD_262_ALL_ROEM", _("The other team gets 262 plus all roem")
    REPLAY = "REPLAY", _("The game is played again")
    PENALTY = "PENALTY", _("Only the offender loses a number of points")


class PrizeTies(models.TextChoices):
    """``scoring.results.prizes``: how prizes fall to players equal on the total and on every
    tie-break (partners after one round always are)."""

    NEXT_PLACE = "NEXT_PLACE", _(
        "They share the prize and take the places below it: after a shared 1st prize the "
        "next player gets the 3rd")
    PER_GROUP = "PER_GROUP", _(
        "They share the prize and the next player gets the next prize: after a shared 1st "
        "prize the next player gets the 2nd")


class SeasonCounting(models.TextChoices):
    DROP_LOWEST = "DROP_LOWEST", _("All evenings minus the lowest N")
    BEST_N = "BEST_N", _("Only the best N evenings")


class AbsentScore(models.TextChoices):
    """``scoring.results.season``: what an evening a player missed is worth in the season."""

    ZERO = "ZERO", _("Nothing: 0 points")
    LOWEST = "LOWEST", _("The lowest score of that evening")


class SeasonAggregate(models.TextChoices):
    TOTAL = "TOTAL", _("Total of the counted evenings")
    AVERAGE = "AVERAGE", _("Average of the counted evenings")


class TieBreak(models.TextChoices):
    BEST_ROUND = "BEST_ROUND", _("Highest single boom")
    LAST_ROUND = "LAST_ROUND", _("Highest last boom")
    FEWER_BYES = "FEWER_BYES", _("Fewest byes")
    MORE_EVENINGS = "MORE_EVENINGS", _("Most evenings played (season)")
    CARD_POINTS = "CARD_POINTS", _("Most card points (Klammern)")


class EntryMode(models.TextChoices):
    PER_GAME = "PER_GAME", _("Every game on the sheet")
    TOTALS_ONLY = "TOTALS_ONLY", _("Only the boom total per pair")


class PlayRules(models.Model):
    """The rules of play every game has (the first part of ``RuleFields``): which game, how
    a round is played, how long it lasts, byes, revokes and pits."""

    game_system = models.CharField(
        _("game system"), max_length=16, choices=GameSystem.choices, default=GameSystem.KLAVERJAS
    )
    variant = models.CharField(
        _("trumping rule"), max_length=16, choices=Variant.choices, default=Variant.AMSTERDAM
    )
    declarer_rule = models.CharField(
        _("who plays"), max_length=8, choices=DeclarerRule.choices, default=DeclarerRule.FORCED
    )
    games_per_round = models.PositiveSmallIntegerField(
        _("games per boom"), choices=[(12, "12"), (16, "16")], default=12
    )
    play_to_target = models.BooleanField(
        _("play each boom to a target score instead of a number of games"), default=False
    )
    target_score = models.PositiveSmallIntegerField(
        _("target score"), default=1500,
        validators=[MinValueValidator(TARGET_SCORES[0]), MaxValueValidator(TARGET_SCORES[1])],
    )
    rounds_per_evening = models.PositiveSmallIntegerField(
        _("bomen per evening"), default=4, validators=[MinValueValidator(1), MaxValueValidator(8)]
    )
    entry_mode = models.CharField(
        _("score sheet"), max_length=12, choices=EntryMode.choices, default=EntryMode.PER_GAME
    )
    bye_score_rule = models.CharField(
        _("score for a bye"), max_length=16, choices=ByeScoreRule.choices,
        default=ByeScoreRule.FIXED,
    )
    bye_score = models.PositiveIntegerField(
        _("fixed bye score"), default=1200, validators=[MaxValueValidator(10000)],
        help_text=_("Usually 1200 for a boom of 12 games and 1600 for 16 games."),
    )
    max_byes_per_evening = models.PositiveSmallIntegerField(
        _("byes per player per evening"), default=1,
        validators=[MinValueValidator(1), MaxValueValidator(8)],
    )
    revoke_policy = models.CharField(
        _("revoke (verzaken)"), max_length=20, choices=RevokePolicy.choices,
        default=RevokePolicy.AWARD_162,
    )
    revoke_penalty = models.PositiveIntegerField(
        _("revoke penalty"), default=100, validators=[MaxValueValidator(1000)],
        help_text=_("Points the offender loses when the policy is a personal penalty."),
    )
    pit_bonus = models.PositiveIntegerField(
        _("pit bonus"), default=100, validators=[MaxValueValidator(1000)]
    )
    defenders_can_pit = models.BooleanField(
        _("defenders can earn the pit bonus"), default=False
    )

    class Meta:
        abstract = True
