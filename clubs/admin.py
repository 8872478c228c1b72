"""Club data in the Django admin: to look at, never to change.

Every change of a club's data goes through the pages and their services, which check it
(roles, versions, the evening's lock, the rules module) and write the activity log. The
admin would bypass all of that, so for club data it only shows; a site administrator makes
a new club with ``manage.py new_club``, which invites its first board member. Accounts
(django.contrib.auth) stay editable here: that is site administration.
"""

from __future__ import annotations

from typing import Any, TypeVar

from django.contrib import admin
from django.db.models import Model
from django.http import HttpRequest

from clubs.models import Activity, Club, ClubRules, Invitation, Member, Organiser

M = TypeVar("M", bound=Model)
P = TypeVar("P", bound=Model)


class ReadOnlyAdmin(admin.ModelAdmin[M]):
    """Shows the rows; adds, changes and deletes nothing."""

    def has_add_permission(self, request: HttpRequest) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False


class ReadOnlyInline(admin.TabularInline[M, P]):
    extra = 0

    def has_add_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_change_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False

    def has_delete_permission(self, request: HttpRequest, obj: Any = None) -> bool:
        return False



class ClubRulesInline(ReadOnlyInline[ClubRules, Club]):
    model = ClubRules


class OrganiserInline(ReadOnlyInline[Organiser, Club]):
    model = Organiser


@admin.register(Club)
class ClubAdmin(ReadOnlyAdmin[Club]):
    list_display = ["name", "place", "standings_public"]
    inlines = [ClubRulesInline, OrganiserInline]


@admin.register(Member)
class MemberAdmin(ReadOnlyAdmin[Member]):
    list_display = ["name", "club", "is_guest", "archived"]
    list_filter = ["club", "is_guest", "archived"]
    search_fields = ["name"]


@admin.register(Invitation)
class InvitationAdmin(ReadOnlyAdmin[Invitation]):
    list_display = ["club", "note", "role", "created_at", "expires_at", "accepted_by", "revoked"]
    exclude = ["token"]


@admin.register(Activity)
class ActivityAdmin(ReadOnlyAdmin[Activity]):
    list_display = ["at", "club", "user", "by_table", "action", "subject"]
    list_filter = ["club", "action"]
