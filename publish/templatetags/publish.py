"""The pieces of the season page and the club page that point at what this app publishes."""

from __future__ import annotations

from django import template
from django.urls import reverse
from django.utils.html import escape
from django.utils.translation import gettext as _

from clubs.links import absolute_url
from clubs.models import Club
from tournament.models import Evening, EveningStatus, Season

register = template.Library()


@register.inclusion_tag("publish/calendar_link.html", takes_context=True)
def season_calendar_link(context: template.Context, club: Club, season: Season) -> dict[str, str]:
    """The calendar to subscribe to, for a club that publishes (a phone is never logged in);
    webcal:// makes a phone offer to subscribe rather than to import once."""
    if not club.standings_public:
        return {}
    url = absolute_url(context["request"], reverse("publish:calendar", args=[club.slug, season.pk]))
    return {"url": url, "webcal": "webcal://" + url.split("://", 1)[1]}


@register.inclusion_tag("publish/embed_snippet.html", takes_context=True)
def embed_snippet(context: template.Context, club: Club) -> dict[str, str]:
    """The HTML a club's board copies into its own web site: a frame with the standings."""
    if not club.standings_public:
        return {}
    request = context["request"]
    embed_url = absolute_url(request, reverse("publish:embedded_standings", args=[club.slug]))
    title = _("Standings of %(club)s") % {"club": club.name}
    # Plain text, escaped inside (the attributes) and again by the template (to show it).
    snippet = (f'<iframe src="{escape(embed_url)}" title="{escape(title)}" width="100%" '
               'height="600" style="border: 0" loading="lazy"></iframe>')
    return {"snippet": snippet, "embed_url": embed_url,
            "docs_url": absolute_url(request, reverse("api-v1:openapi-view"))}


@register.inclusion_tag("publish/latest_links.html")
def latest_links(club: Club) -> dict[str, object]:
    """On the club's page, one tap from what a player looks up at home: the results of the
    latest evening played (tonight's while it is played) and its season's standings."""
    evening = (Evening.objects.filter(season__club=club,
                                      status__in=[EveningStatus.PLAYING, EveningStatus.CLOSED])
               .select_related("season").order_by("-date", "-pk").first())
    if evening is None:
        return {}
    return {"club": club, "evening": evening, "season": evening.season}
