"""Clubs, their members and who runs them."""

from __future__ import annotations

from datetime import time

from django.conf import settings
from django.db import models
from django.db.models.functions import Lower
from django.urls import reverse
from django.utils.translation import gettext_lazy as _

from clubs.models.rules import RuleFields


class Club(models.Model):
    name = models.CharField(_("name"), max_length=100)
    slug = models.SlugField(_("short name in web addresses"), unique=True)
    place = models.CharField(_("place"), max_length=100, blank=True)
    standings_public = models.BooleanField(
        _("standings are public"), default=True,
        help_text=_("Anyone with the link can see the standings and evening results."),
    )
    # An evening has a date only; the players' calendar (publish.calendar) needs the hour.
    evening_start = models.TimeField(
        _("evenings start at"), default=time(19, 30),
        help_text=_("For the calendar of planned evenings that players put on their phone."),
    )
    # The club house screen (publish.screen): a TV follows the evening by this secret link;
    # None while the board has made none, or after it withdrew it.
    screen_token = models.CharField(max_length=43, unique=True, null=True, blank=True,
                                    editable=False)
    screen_table_scores = models.BooleanField(
        _("the screen shows a table's scores during the boom"), default=False,
        help_text=_("Off: during a boom the club house screen shows only which tables have "
                    "handed in their sheet, and the scores come after the boom."),
    )
    # Raised by every save through a form (clubs.versions): a stale form is refused.
    version = models.PositiveIntegerField(default=1)

    class Meta:
        ordering = ["name"]
        verbose_name = _("club")
        verbose_name_plural = _("clubs")

    def __str__(self) -> str:
        return self.name

    def get_absolute_url(self) -> str:
        return reverse("clubs:detail", args=[self.slug])

    def current_rules(self) -> ClubRules:
        """The club's rules, made with the defaults if the club has none yet (a club added
        in the admin without its rules)."""
        rules, _created = ClubRules.objects.get_or_create(club=self)
        return rules


class ClubRules(RuleFields):
    club = models.OneToOneField(Club, on_delete=models.CASCADE, related_name="rules")

    class Meta:
        verbose_name = _("club rules")
        verbose_name_plural = _("club rules")

    def __str__(self) -> str:
        return f"{self.club}"


class MemberQuerySet(models.QuerySet["Member"]):
    def active(self) -> MemberQuerySet:
        return self.filter(archived=False)


class Member(models.Model):
    """A player of the club; guests are members too, marked as such."""

    club = models.ForeignKey(Club, on_delete=models.CASCADE, related_name="members")
    name = models.CharField(_("name"), max_length=100)
    is_guest = models.BooleanField(_("guest"), default=False)
    archived = models.BooleanField(
        _("archived"), default=False,
        help_text=_("Archived members no longer play but keep their results."),
    )
    created = models.DateTimeField(auto_now_add=True)
    # Raised by every save through a form (clubs.versions): a stale form is refused.
    version = models.PositiveIntegerField(default=1)

    objects = MemberQuerySet.as_manager()

    class Meta:
        ordering = ["name"]
        verbose_name = _("member")
        verbose_name_plural = _("members")
        constraints = [
            models.UniqueConstraint(Lower("name"), "club", name="member_name_unique_per_club"),
        ]

    def __str__(self) -> str:
        return self.name


class Role(models.TextChoices):
    """What an account may do in a club. The board manages who organises, the club's
    settings and its rules (and seasons, which copy them); organisers run evenings and
    keep the member list. A board member may do everything an organiser may."""

    ORGANISER = "ORGANISER", _("Organiser")
    BOARD = "BOARD", _("Board member")


class Organiser(models.Model):
    """An account's role in a club: it may run the club's evenings, or also manage it."""

    club = models.ForeignKey(Club, on_delete=models.CASCADE, related_name="organisers")
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="organiser_roles"
    )
    role = models.CharField(_("role"), max_length=10, choices=Role.choices, default=Role.ORGANISER)

    class Meta:
        verbose_name = _("organiser")
        verbose_name_plural = _("organisers")
        constraints = [
            models.UniqueConstraint("club", "user", name="organiser_unique_per_club"),
        ]

    def __str__(self) -> str:
        return f"{self.user} ({self.club})"


class Invitation(models.Model):
    """A role offered by the board, taken only by the account that accepts it.

    The board never types an account's name: it gets a link to pass on, and whoever opens
    it logs in (or makes a new account) and accepts. So no account joins a club without its
    own consent, and the board cannot find out which user names exist."""

    club = models.ForeignKey(Club, on_delete=models.CASCADE, related_name="invitations")
    role = models.CharField(_("role"), max_length=10, choices=Role.choices, default=Role.ORGANISER)
    note = models.CharField(_("for whom"), max_length=100,
                            help_text=_("A name or a word, so you know who the link is for."))
    token = models.CharField(max_length=64, unique=True)
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL,
                                   null=True, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)
    expires_at = models.DateTimeField()
    accepted_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL,
                                    null=True, blank=True, related_name="+")
    accepted_at = models.DateTimeField(null=True, blank=True)
    revoked = models.BooleanField(default=False)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"{self.note} ({self.club})"

    def get_absolute_url(self) -> str:
        return reverse("invitation", args=[self.token])
