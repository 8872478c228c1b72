"""The activity log: every change an organiser, a board member or a table made.

One append-only list per club: who (an account, or a table by its link), when, what, about
what, and the values before and after. The code only ever adds lines; the admin shows them
read-only. Lines of an evening carry its id (the clubs app sits below the tournament app,
so it is a plain number rather than a foreign key).
"""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.core.serializers.json import DjangoJSONEncoder
from django.db import models
from django.utils.translation import gettext_lazy as _

from clubs.models.club import Club


class Action(models.TextChoices):
    SETTINGS = "SETTINGS", _("club settings changed")
    CLUB_RULES = "CLUB_RULES", _("club rules changed")
    SEASON_CREATED = "SEASON_CREATED", _("season created")
    SEASON_RULES = "SEASON_RULES", _("season rules changed")
    MEMBER_ADDED = "MEMBER_ADDED", _("member added")
    MEMBER_CHANGED = "MEMBER_CHANGED", _("member changed")
    MEMBER_ARCHIVED = "MEMBER_ARCHIVED", _("member archived")
    MEMBER_DELETED = "MEMBER_DELETED", _("member deleted")
    MEMBERS_IMPORTED = "MEMBERS_IMPORTED", _("members imported")
    INVITED = "INVITED", _("invitation made")
    INVITATION_REVOKED = "INVITATION_REVOKED", _("invitation withdrawn")
    ROLE_ACCEPTED = "ROLE_ACCEPTED", _("role accepted")
    ROLE_CHANGED = "ROLE_CHANGED", _("role changed")
    ROLE_REMOVED = "ROLE_REMOVED", _("role taken back")
    EVENING_PLANNED = "EVENING_PLANNED", _("evening planned")
    EVENING_STATUS = "EVENING_STATUS", _("evening status changed")
    EVENING_DELETED = "EVENING_DELETED", _("evening deleted")
    CHECKED_IN = "CHECKED_IN", _("checked in")
    CHECKED_OUT = "CHECKED_OUT", _("check-in undone")
    PAID = "PAID", _("inleg paid")
    UNPAID = "UNPAID", _("inleg payment undone")
    ATTENDANCE = "ATTENDANCE", _("bomen of a player changed")
    GUEST = "GUEST", _("guest added")
    PAIR_MADE = "PAIR_MADE", _("pair made")
    PAIR_RENAMED = "PAIR_RENAMED", _("pair renamed")
    PAIR_RETIRED = "PAIR_RETIRED", _("pair retired")
    PAIR_DELETED = "PAIR_DELETED", _("pair deleted")
    PAIR_CHECKED_IN = "PAIR_CHECKED_IN", _("pair checked in")
    SUBSTITUTE = "SUBSTITUTE", _("substitute checked in")
    SUBSTITUTE_REMOVED = "SUBSTITUTE_REMOVED", _("substitute taken back")
    DRAW = "DRAW", _("boom drawn")
    SWAP = "SWAP", _("seats swapped")
    SHEET = "SHEET", _("score sheet saved")
    CONFIRMED = "CONFIRMED", _("score sheet confirmed by the other pair")
    DISPUTED = "DISPUTED", _("score sheet disputed by the other pair")
    APPROVED = "APPROVED", _("boom approved")
    UNAPPROVED = "UNAPPROVED", _("approval taken back")
    ROUND_TOTALS_ONLY = "ROUND_TOTALS_ONLY", _("boom switched to only the totals")
    ROUND_PER_GAME = "ROUND_PER_GAME", _("boom back to every game")
    CLOSED = "CLOSED", _("evening closed")
    REPORT_NOTE = "REPORT_NOTE", _("words for the evening's report changed")
    REOPENED = "REOPENED", _("evening reopened")
    SCREEN_LINK = "SCREEN_LINK", _("screen link made")
    SCREEN_WITHDRAWN = "SCREEN_WITHDRAWN", _("screen link withdrawn")


class AppendOnly(models.QuerySet["Activity"]):
    def update(self, **kwargs: Any) -> int:
        raise TypeError("The activity log is append-only.")

    def delete(self) -> tuple[int, dict[str, int]]:
        raise TypeError("The activity log is append-only.")


class Activity(models.Model):
    club = models.ForeignKey(Club, on_delete=models.CASCADE, related_name="activities")
    evening_id = models.PositiveBigIntegerField(null=True, blank=True, db_index=True)
    at = models.DateTimeField(auto_now_add=True, db_index=True)
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True,
                             blank=True, related_name="+")
    by_table = models.CharField(_("table"), max_length=40, blank=True,
                                help_text=_("Set when a table did it through its link."))
    action = models.CharField(max_length=20, choices=Action.choices)
    subject = models.CharField(max_length=200, blank=True)
    old = models.JSONField(null=True, blank=True, encoder=DjangoJSONEncoder)
    new = models.JSONField(null=True, blank=True, encoder=DjangoJSONEncoder)

    objects = AppendOnly.as_manager()

    class Meta:
        ordering = ["-at", "-pk"]
        verbose_name = _("activity")
        verbose_name_plural = _("activity log")

    def __str__(self) -> str:
        return f"{self.at:%Y-%m-%d %H:%M} {self.get_action_display()} {self.subject}"

    def save(self, *args: Any, **kwargs: Any) -> None:
        if self.pk is not None:
            raise TypeError("The activity log is append-only.")
        super().save(*args, **kwargs)

    def delete(self, *args: Any, **kwargs: Any) -> tuple[int, dict[str, int]]:
        raise TypeError("The activity log is append-only.")
