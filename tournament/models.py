"""Seasons, evenings, attendance, rounds (bomen) and the drawn seats."""

from __future__ import annotations

from datetime import date

from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from django.db.models import Q
from django.urls import reverse
from django.utils.translation import gettext_lazy as _

from clubs.models import Club, GameSystem, Member, RuleFields
from clubs.rule_choices import TARGET_SCORES


class Season(RuleFields):
    """A club's season, with its own frozen copy of the club's rules."""

    club = models.ForeignKey(Club, on_delete=models.CASCADE, related_name="seasons")
    name = models.CharField(_("name"), max_length=100)
    start_date = models.DateField(_("start date"))

    class Meta:
        ordering = ["-start_date"]
        verbose_name = _("season")
        verbose_name_plural = _("seasons")
        constraints = [
            models.UniqueConstraint("club", "name", name="season_name_unique_per_club"),
            models.CheckConstraint(
                condition=Q(games_per_round__in=[12, 16]), name="season_games_per_round_12_16"
            ),
            # The game systems the site can run (scoring.systems); a new one widens this.
            models.CheckConstraint(
                condition=Q(game_system__in=GameSystem.values), name="season_game_system_known"
            ),
            models.CheckConstraint(
                condition=Q(target_score__gte=TARGET_SCORES[0])
                & Q(target_score__lte=TARGET_SCORES[1]),
                name="season_target_score_range",
            ),
        ]

    def __str__(self) -> str:
        return self.name

    def get_absolute_url(self) -> str:
        return reverse("tournament:season", args=[self.club.slug, self.pk])

    def rules_frozen(self) -> bool:
        """The rules are fixed once any round of the season holds a score sheet."""
        return Round.objects.filter(evening__season=self, sheets__isnull=False).exists()


class EveningStatus(models.TextChoices):
    PLANNED = "PLANNED", _("Planned")
    CHECK_IN = "CHECK_IN", _("Check-in")
    PLAYING = "PLAYING", _("Playing")
    CLOSED = "CLOSED", _("Closed")


# The one place that says which status may follow which; reopening is CLOSED -> PLAYING.
EVENING_TRANSITIONS: dict[str, set[str]] = {
    EveningStatus.PLANNED: {EveningStatus.CHECK_IN},
    EveningStatus.CHECK_IN: {EveningStatus.PLAYING, EveningStatus.PLANNED},
    EveningStatus.PLAYING: {EveningStatus.CLOSED, EveningStatus.CHECK_IN},
    EveningStatus.CLOSED: {EveningStatus.PLAYING},
}


def can_move(current: str, new: str) -> bool:
    return new in EVENING_TRANSITIONS.get(current, set())


class Evening(models.Model):
    season = models.ForeignKey(Season, on_delete=models.CASCADE, related_name="evenings")
    date = models.DateField(_("date"))
    round_count = models.PositiveSmallIntegerField(
        _("bomen"), default=4, validators=[MinValueValidator(1), MaxValueValidator(8)]
    )
    status = models.CharField(
        _("status"), max_length=10, choices=EveningStatus.choices, default=EveningStatus.PLANNED
    )
    # The organiser's own words at the end of the evening's report (scoring.results.evening_text).
    report_note = models.TextField(_("your own words for the report"), max_length=500,
                                   blank=True, default="")
    # Raised by every reopening: table links (QR codes) printed before it stop working.
    link_generation = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["date"]
        verbose_name = _("evening")
        verbose_name_plural = _("evenings")
        constraints = [
            models.UniqueConstraint("season", "date", name="evening_date_unique_per_season"),
            models.CheckConstraint(
                condition=Q(round_count__gte=1) & Q(round_count__lte=8),
                name="evening_round_count_1_8",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.date:%d-%m-%Y}"

    def get_absolute_url(self) -> str:
        return reverse("tournament:evening", args=[self.season.club.slug, self.pk])

    @property
    def club(self) -> Club:
        return self.season.club


class Attendance(models.Model):
    """A member present at an evening, possibly arriving late or leaving early."""

    evening = models.ForeignKey(Evening, on_delete=models.CASCADE, related_name="attendances")
    member = models.ForeignKey(Member, on_delete=models.PROTECT, related_name="attendances")
    first_round = models.PositiveSmallIntegerField(_("plays from boom"), default=1)
    last_round = models.PositiveSmallIntegerField(
        _("plays until boom"), null=True, blank=True,
        help_text=_("Empty: stays until the end."),
    )
    # The inleg this player paid tonight, in cents, as it was when ticked (a later change of
    # the season's inleg leaves it); empty: not paid.
    paid = models.PositiveIntegerField(_("inleg paid"), null=True, blank=True)
    # Raised by every save through a form (clubs.versions): a stale form is refused.
    version = models.PositiveIntegerField(default=1)

    class Meta:
        ordering = ["member__name"]
        constraints = [
            models.UniqueConstraint("evening", "member", name="attendance_unique"),
            models.CheckConstraint(
                condition=Q(last_round__isnull=True) | Q(last_round__gte=models.F("first_round")),
                name="attendance_rounds_ordered",
            ),
        ]

    def __str__(self) -> str:
        return f"{self.member} @ {self.evening}"

    def plays_in(self, round_number: int) -> bool:
        return self.first_round <= round_number and (
            self.last_round is None or round_number <= self.last_round
        )


class DrawMode(models.TextChoices):
    RANDOM = "RANDOM", _("New random seats")
    FIXED_TABLES = "FIXED_TABLES", _("Same tables, partners rotate")
    FIXED_PAIRS = "FIXED_PAIRS", _("Pairs against pairs")
    # Fixed pairs' schuifsysteem: the seats follow from the round before (``moved``), no draw.
    PAIR_MOVEMENT = "PAIRS_MOVE", _("Pairs move on (schuifsysteem)")


class Round(models.Model):
    """A round: the games played between two draws."""

    evening = models.ForeignKey(Evening, on_delete=models.CASCADE, related_name="rounds")
    number = models.PositiveSmallIntegerField(_("boom"))
    seed = models.BigIntegerField(_("draw seed"))
    mode = models.CharField(max_length=12, choices=DrawMode.choices, default=DrawMode.RANDOM)
    drawn_at = models.DateTimeField(auto_now=True)
    approved = models.BooleanField(
        _("approved"), default=False,
        help_text=_("An approved boom's sheets can no longer be entered at the table."),
    )
    # The organisers' choice for this round when the evening runs late: its sheets not yet
    # stored are entered as round totals only (scoring.sheets.entry_mode).
    totals_only = models.BooleanField(
        _("only the boom totals"), default=False,
        help_text=_("New sheets of this boom take only the totals; a sheet already stored "
                    "game by game stays that way."),
    )

    class Meta:
        ordering = ["evening", "number"]
        verbose_name = _("boom")
        verbose_name_plural = _("bomen")
        constraints = [
            models.UniqueConstraint("evening", "number", name="round_number_unique_per_evening"),
        ]

    def __str__(self) -> str:
        return f"{self.evening} boom {self.number}"


class Seat(models.Model):
    """One drawn number in a round: a seat at a table, or a bye when table is empty."""

    round = models.ForeignKey(Round, on_delete=models.CASCADE, related_name="seats")
    member = models.ForeignKey(Member, on_delete=models.PROTECT, related_name="seats")
    number = models.PositiveSmallIntegerField(_("number"))
    table = models.PositiveSmallIntegerField(_("table"), null=True, blank=True)

    class Meta:
        ordering = ["round", "number"]
        constraints = [
            models.UniqueConstraint("round", "number", name="seat_number_unique_per_round"),
            models.UniqueConstraint("round", "member", name="seat_member_unique_per_round"),
        ]

    def __str__(self) -> str:
        return f"{self.number}: {self.member}"

    @property
    def is_bye(self) -> bool:
        return self.table is None


class Pair(models.Model):
    """Two members who play every round of a season together (fixed pairs, koppelklaverjassen:
    ``tournament.formats.fixed_pairs``), numbered in the season. A retired pair keeps its
    number and its evenings; its members may join another pair."""

    season = models.ForeignKey(Season, on_delete=models.CASCADE, related_name="pairs")
    number = models.PositiveSmallIntegerField(_("number"))
    name = models.CharField(_("pair name"), max_length=60, blank=True)
    retired = models.BooleanField(_("retired"), default=False)

    class Meta:
        ordering = ["season", "number"]
        verbose_name = _("pair")
        verbose_name_plural = _("pairs")
        constraints = [
            models.UniqueConstraint("season", "number", name="pair_number_unique_per_season"),
        ]

    def __str__(self) -> str:
        return f"{self.number}"


class PairMember(models.Model):
    """One of a pair's two members. ``season`` and ``active`` copy the pair's season and
    "not retired", so that the database itself keeps a member in one active pair."""

    pair = models.ForeignKey(Pair, on_delete=models.CASCADE, related_name="members")
    season = models.ForeignKey(Season, on_delete=models.CASCADE, related_name="+")
    member = models.ForeignKey(Member, on_delete=models.PROTECT, related_name="pair_places")
    active = models.BooleanField(default=True)

    class Meta:
        ordering = ["pair", "pk"]
        constraints = [
            models.UniqueConstraint("season", "member", condition=Q(active=True),
                                    name="pair_member_one_active_pair_per_season"),
            models.UniqueConstraint("pair", "member", name="pair_member_once_per_pair"),
        ]

    def __str__(self) -> str:
        return f"{self.pair}: {self.member}"


class Period(models.Model):
    """A part of a season the board names by dates (for example six weeks), with its own
    standings: the best ``best_evenings`` evenings of the period count (0: every evening),
    an absence as the season's rule says; and its own prizes (``prize_worth``, as the
    season prizes: ``clubs.money.Worth`` entries for the places 1, 2, 3 ...). The periods
    of a season never overlap (``tournament.periods.forms``); like the season's rules they
    are fixed once the season has a score sheet."""

    season = models.ForeignKey(Season, on_delete=models.CASCADE, related_name="periods")
    name = models.CharField(_("name"), max_length=60)
    first_date = models.DateField(_("first date"))
    last_date = models.DateField(_("last date"))
    best_evenings = models.PositiveSmallIntegerField(
        _("best evenings that count"), default=4, validators=[MaxValueValidator(100)])
    prize_worth = models.CharField(_("period prizes"), max_length=200, blank=True, default="")

    class Meta:
        ordering = ["season", "first_date"]
        verbose_name = _("period")
        verbose_name_plural = _("periods")
        constraints = [
            models.UniqueConstraint("season", "name", name="period_name_unique_per_season"),
            models.CheckConstraint(condition=Q(first_date__lte=models.F("last_date")),
                                   name="period_dates_ordered"),
        ]

    def __str__(self) -> str:
        return self.name

    def holds(self, day: date) -> bool:
        return self.first_date <= day <= self.last_date


class Substitute(models.Model):
    """One evening of a fixed pair with an invaller: ``partner`` plays, the other partner is
    away and ``substitute`` (a member in no pair of the season, or a guest) sits in his chair.
    The pair's score is the pair's whatever the substitute (``tournament.formats.fixed_pairs``);
    the season's rule ``substitute_counts`` says whether it counts on his own page too."""

    evening = models.ForeignKey(Evening, on_delete=models.CASCADE, related_name="substitutes")
    pair = models.ForeignKey(Pair, on_delete=models.CASCADE, related_name="substitutes")
    partner = models.ForeignKey(Member, on_delete=models.PROTECT, related_name="+")
    substitute = models.ForeignKey(Member, on_delete=models.PROTECT,
                                   related_name="substitute_evenings")

    class Meta:
        ordering = ["evening", "pair"]
        constraints = [
            models.UniqueConstraint("evening", "pair", name="substitute_one_per_pair"),
            models.UniqueConstraint("evening", "substitute", name="substitute_once_per_evening"),
        ]

    def __str__(self) -> str:
        return f"{self.pair}: {self.substitute}"
