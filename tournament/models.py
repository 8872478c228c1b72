"""Seasons, evenings, attendance, bomen (rounds) and the drawn seats."""

from __future__ import annotations

from django.core.validators import MaxValueValidator, MinValueValidator
from django.db import models
from django.db.models import Q
from django.urls import reverse
from django.utils.translation import gettext_lazy as _

from clubs.models import Club, GameSystem, Member, RuleFields
from clubs.models.rules import TARGET_SCORES


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
        """The rules are fixed once any boom of the season holds a score sheet."""
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
    rounds = models.PositiveSmallIntegerField(
        _("bomen"), default=4, validators=[MinValueValidator(1), MaxValueValidator(8)]
    )
    status = models.CharField(
        _("status"), max_length=10, choices=EveningStatus.choices, default=EveningStatus.PLANNED
    )
    # Raised by every reopening: table links (QR codes) printed before it stop working.
    link_generation = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["date"]
        verbose_name = _("evening")
        verbose_name_plural = _("evenings")
        constraints = [
            models.UniqueConstraint("season", "date", name="evening_date_unique_per_season"),
            models.CheckConstraint(
                condition=Q(rounds__gte=1) & Q(rounds__lte=8), name="evening_rounds_1_8"
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


class Round(models.Model):
    """A boom: the games played between two draws."""

    evening = models.ForeignKey(Evening, on_delete=models.CASCADE, related_name="round_set")
    number = models.PositiveSmallIntegerField(_("boom"))
    seed = models.BigIntegerField(_("draw seed"))
    mode = models.CharField(max_length=12, choices=DrawMode.choices, default=DrawMode.RANDOM)
    drawn_at = models.DateTimeField(auto_now=True)
    approved = models.BooleanField(
        _("approved"), default=False,
        help_text=_("An approved boom's sheets can no longer be entered at the table."),
    )
    # The organisers' choice for this boom when the evening runs late: its sheets not yet
    # stored are entered as boom totals only (scoring.sheets.entry_mode).
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
    """One drawn number in a boom: a seat at a table, or a bye when table is empty."""

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
