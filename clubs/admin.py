from django.contrib import admin

from clubs.models import Club, ClubRules, Member, Organiser


class ClubRulesInline(admin.StackedInline[ClubRules, Club]):
    model = ClubRules
    can_delete = False


class OrganiserInline(admin.TabularInline[Organiser, Club]):
    model = Organiser
    extra = 0
    autocomplete_fields = ["user"]


@admin.register(Club)
class ClubAdmin(admin.ModelAdmin[Club]):
    list_display = ["name", "place", "standings_public"]
    prepopulated_fields = {"slug": ["name"]}
    inlines = [ClubRulesInline, OrganiserInline]


@admin.register(Member)
class MemberAdmin(admin.ModelAdmin[Member]):
    list_display = ["name", "club", "is_guest", "archived"]
    list_filter = ["club", "is_guest", "archived"]
    search_fields = ["name"]
