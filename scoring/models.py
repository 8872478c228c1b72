"""Score sheets: what each table of a round scored, game by game, and who changed what."""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.db.models import Q
from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext_lazy

from clubs.models import Member
from tournament.models import Evening, Round

MAX_GAMES = 40
"""The most rows a score sheet has (``Game.number``): a round to 3000 takes at most 38 games,
a round of 32 games at a table of four (seed 001) 32."""

TEAM_CHOICES = [("A", "A"), ("B", "B")]
# scoring.rules.Suit values; the names begin with the letter typed to choose them.
SUIT_CHOICES = [("C", pgettext_lazy("suit", "clubs")), ("S", pgettext_lazy("suit", "spades")),
                ("H", pgettext_lazy("suit", "hearts")), ("D", pgettext_lazy("suit", "diamonds"))]
SUIT_SYMBOLS = {"C": "\u2663", "S": "\u2660", "H": "\u2665", "D": "\u2666"}


class SheetStatus(models.TextChoices):
    DRAFT = "DRAFT", _("Incomplete")
    COMPLETE = "COMPLETE", _("Complete")


class SheetSource(models.TextChoices):
    ORGANISER = "ORGANISER", _("Entered by the organisers")
    TABLE = "TABLE", _("Entered by the table")


class Confirmation(models.TextChoices):
    """The other pair's check of a sheet a table entered itself (scoring.sheets.confirm).
    A sheet the organisers entered or corrected needs none: they run the evening."""

    NOT_NEEDED = "", _("Not needed")
    AWAITING = "AWAITING", _("Waiting for the other pair")
    CONFIRMED = "CONFIRMED", _("Confirmed by the other pair")
    DISPUTED = "DISPUTED", _("Disputed by the other pair")


class ScoreSheet(models.Model):
    """The score sheet of one table in one round.

    ``version`` goes up with every save, so a second organiser's stale form is refused
    instead of silently overwriting the first one's work.
    """

    round = models.ForeignKey(Round, on_delete=models.PROTECT, related_name="sheets")
    table = models.PositiveSmallIntegerField(_("table"))
    status = models.CharField(
        _("status"), max_length=10, choices=SheetStatus.choices, default=SheetStatus.DRAFT
    )
    source = models.CharField(
        _("entered by"), max_length=10, choices=SheetSource.choices,
        default=SheetSource.ORGANISER,
    )
    version = models.PositiveIntegerField(default=1)
    # The pairs' round totals: typed for a totals-only sheet, else the sum of the games'
    # scores, stored when the sheet is saved so standings read one row per table.
    totals_only = models.BooleanField(default=False)
    total_a = models.PositiveIntegerField(_("total pair A"), default=0)
    total_b = models.PositiveIntegerField(_("total pair B"), default=0)
    # A game of single players (seed 001): each seat's total of the round, table seat 1
    # first (the lowest number); None for a sheet of two sides, which has pair totals.
    seat_totals = models.JSONField(null=True, blank=True)
    updated_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True,
        related_name="+",
    )
    updated_at = models.DateTimeField(auto_now=True)
    confirmation = models.CharField(
        _("check by the other pair"), max_length=10, choices=Confirmation.choices,
        blank=True, default=Confirmation.NOT_NEEDED,
    )
    # When disputed: why, and the values the other pair says are right (a snapshot).
    dispute_reason = models.CharField(_("reason"), max_length=200, blank=True)
    counter_version = models.JSONField(null=True, blank=True)
    # Wrong six-digit check numbers typed for this version of the sheet (see tokens).
    check_attempts = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["round", "table"]
        constraints = [
            models.UniqueConstraint("round", "table", name="sheet_unique_per_round_table"),
        ]

    def __str__(self) -> str:
        return f"{self.round} tafel {self.table}"


class Game(models.Model):
    """One row of a score sheet, as typed, with the score the rules module gave it."""

    sheet = models.ForeignKey(ScoreSheet, on_delete=models.CASCADE, related_name="games")
    number = models.PositiveSmallIntegerField(_("game"))
    declarer = models.CharField(_("plays"), max_length=1, choices=TEAM_CHOICES)
    points_a = models.PositiveSmallIntegerField(_("points A"))
    points_b = models.PositiveSmallIntegerField(_("points B"))
    roem_a = models.PositiveSmallIntegerField(_("roem A"), default=0)
    roem_b = models.PositiveSmallIntegerField(_("roem B"), default=0)
    pit = models.CharField(_("pit"), max_length=1, choices=TEAM_CHOICES, blank=True)
    revoke = models.CharField(_("revoked"), max_length=1, choices=TEAM_CHOICES, blank=True)
    revoke_seat = models.PositiveSmallIntegerField(_("revoking player"), null=True, blank=True)
    replayed = models.BooleanField(_("replayed after a revoke"), default=False)
    # What the season's game stores of this game beyond the shared columns, declared and
    # checked by the game's own package (``System.detail``); shared code never reads it.
    detail = models.JSONField(default=dict, blank=True)
    # Computed by scoring.rules when the sheet is saved; kept for fast totals and standings.
    score_a = models.IntegerField()
    score_b = models.IntegerField()
    nat = models.BooleanField(default=False)
    penalty = models.IntegerField(default=0)

    class Meta:
        ordering = ["sheet", "number"]
        constraints = [
            models.UniqueConstraint("sheet", "number", name="game_number_unique_per_sheet"),
            models.CheckConstraint(condition=Q(number__gte=1) & Q(number__lte=MAX_GAMES),
                                   name="game_number_in_boom"),
            models.CheckConstraint(condition=Q(penalty__lte=0), name="game_penalty_not_positive"),
        ]
        # Penalties are rare: the results read them through this small index instead of
        # every game of the evening.
        indexes = [models.Index(fields=["sheet"], condition=~Q(penalty=0),
                                name="game_with_penalty")]

    def __str__(self) -> str:
        return f"{self.sheet} spel {self.number}"


class SheetChange(models.Model):
    """Who changed a saved sheet, when, and the values before and after."""

    sheet = models.ForeignKey(ScoreSheet, on_delete=models.CASCADE, related_name="changes")
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True,
        related_name="+",
    )
    by_table = models.BooleanField(default=False)
    at = models.DateTimeField(auto_now_add=True)
    old = models.JSONField(null=True, blank=True)
    new = models.JSONField()
    # The phone's key of one press of "save" (static/js/draft.js): a save that is sent again
    # after its answer was lost is recognised and stored once. Empty for a save without one.
    attempt = models.CharField(max_length=40, blank=True, default="")

    class Meta:
        ordering = ["-at", "-pk"]
        constraints = [
            models.UniqueConstraint(fields=["sheet", "attempt"], condition=~Q(attempt=""),
                                    name="sheet_change_attempt_once"),
        ]

    def __str__(self) -> str:
        return f"{self.sheet} @ {self.at:%Y-%m-%d %H:%M}"


class EveningEvent(models.Model):
    """A recorded step of an evening that matters afterwards: closing and reopening."""

    class Kind(models.TextChoices):
        CLOSED = "CLOSED", _("Closed")
        REOPENED = "REOPENED", _("Reopened")
        APPROVED = "APPROVED", _("Boom approved")

    evening = models.ForeignKey(Evening, on_delete=models.CASCADE, related_name="events")
    kind = models.CharField(max_length=10, choices=Kind.choices)
    detail = models.CharField(max_length=200, blank=True)
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, related_name="+"
    )
    at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-at", "-pk"]

    def __str__(self) -> str:
        return f"{self.evening}: {self.kind}"


class EveningResult(models.Model):
    """One player's result of a closed evening: round scores, byes and penalty.

    A closed evening's results are facts until it is reopened, so they are written once
    (at closing, or by the first request that finds them missing) and read instead of
    recomputed from every seat and sheet. ``closing`` is the CLOSED event they belong to:
    rows of an earlier closing are never read (see ``scoring.results.stored``).
    """

    evening = models.ForeignKey(Evening, on_delete=models.CASCADE, related_name="+")
    closing = models.ForeignKey(EveningEvent, on_delete=models.CASCADE, related_name="+")
    member = models.ForeignKey(Member, on_delete=models.PROTECT, related_name="+")
    rounds = models.JSONField()  # a score per round, None when not played
    byes = models.JSONField()  # per round: was that score a bye
    penalty = models.IntegerField(default=0)
    # What the standings and a player's page read, so they never decode the lists above
    # for a whole season: the total, the best round played (0: none), the byes, the place
    # (shared places alike) and the prize won (1, 2, -2 from the bottom; None: none).
    total = models.IntegerField()
    best_round = models.IntegerField()
    bye_count = models.PositiveSmallIntegerField()
    rank = models.PositiveSmallIntegerField()
    prize = models.SmallIntegerField(null=True)
    card_points = models.IntegerField(default=0)  # the CARD_POINTS tie-break (clubs.games)
    # What the player's games of the evening say (``scoring.results.figures``): named
    # counts from the game system, and per round at a table the partner and the round score.
    # None for rows stored before the figures were.
    figures = models.JSONField(null=True)
    partners = models.JSONField(null=True)
    # The way of counting the figures were counted by (``figures.COUNTING``); 0: before
    # there were ways. Lower than today's: counted again at the next ``migrate``.
    figures_counting = models.PositiveSmallIntegerField(default=0)

    class Meta:
        constraints = [
            models.UniqueConstraint("evening", "member", name="evening_result_unique"),
        ]

    def __str__(self) -> str:
        return f"{self.evening}: {self.member_id}"
