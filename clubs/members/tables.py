"""The member list as a django-tables2 table."""

from __future__ import annotations

import django_tables2 as tables
from django.utils.translation import gettext_lazy as _

from clubs.models import Member

NUMBER = {"td": {"class": "number"}, "th": {"class": "number"}}


class MemberTable(tables.Table):  # type: ignore[misc]
    name = tables.Column(
        verbose_name=_("Name"),
        linkify=("clubs:member_edit", {"slug": tables.A("club__slug"), "pk": tables.A("pk")}),
    )
    is_guest = tables.BooleanColumn(verbose_name=_("Guest"), yesno=(_("yes"), _("no")))
    archived = tables.BooleanColumn(verbose_name=_("Archived"), yesno=(_("yes"), _("no")))
    evenings = tables.Column(verbose_name=_("Evenings played"), attrs=NUMBER)

    class Meta:
        model = Member
        fields = ("name", "is_guest", "archived", "evenings")
        order_by = ("name",)
        attrs = {"class": "member-table"}
        empty_text = _("No members match the search.")
