"""Search and filters for the member list."""

from __future__ import annotations

import django_filters
from django import forms
from django.db.models import QuerySet
from django.utils.translation import gettext_lazy as _

from clubs.models import Member

GUEST_CHOICES = [("members", _("Only members")), ("guests", _("Only guests"))]


class MemberFilter(django_filters.FilterSet):  # type: ignore[misc]
    name = django_filters.CharFilter(
        label=_("Name contains"), lookup_expr="icontains",
        widget=forms.TextInput(attrs={"type": "search", "autocomplete": "off"}),
    )
    show_archived = django_filters.BooleanFilter(
        label=_("Show archived members"), method="filter_archived",
        widget=forms.CheckboxInput,
    )
    guests = django_filters.ChoiceFilter(
        label=_("Guests"), choices=GUEST_CHOICES, empty_label=_("Members and guests"),
        method="filter_guests",
    )

    class Meta:
        model = Member
        fields = ("name",)

    def filter_archived(
        self, queryset: QuerySet[Member], name: str, value: bool | None
    ) -> QuerySet[Member]:
        # An unticked box arrives as False: archived members stay hidden unless asked for.
        return queryset if value else queryset.filter(archived=False)

    def filter_guests(
        self, queryset: QuerySet[Member], name: str, value: str
    ) -> QuerySet[Member]:
        return queryset.filter(is_guest=(value == "guests"))
