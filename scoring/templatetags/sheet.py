"""The sheet's live parts on the page, from the same code as the live preview. A team
sheet's page carries its game's words (``team_words``, ``words``) in the context."""

from __future__ import annotations

from typing import Any

from django import template
from django.utils.safestring import SafeString, mark_safe

from scoring.sheets import draft, fragments

register = template.Library()


@register.simple_tag(takes_context=True)
def sheet_cells(context: template.Context, line: Any) -> SafeString:
    return fragments.cells(line, context["team_words"])


@register.simple_tag(takes_context=True)
def sheet_problems(context: template.Context, line: Any, oob: bool = False) -> SafeString:
    return fragments.problems_row(line, int(context.get("width") or 1), oob=oob)


@register.simple_tag(takes_context=True)
def sheet_totals(context: template.Context) -> SafeString:
    return fragments.totals(context["result"], str(context.get("problem") or ""),
                            context["team_words"])


@register.simple_tag(takes_context=True)
def sheet_live(context: template.Context) -> str:
    return fragments.live(context["result"], str(context.get("problem") or ""),
                          context["team_words"])


@register.simple_tag
def sheet_live_oob(text: str) -> SafeString:
    return fragments.live_region(text)


@register.simple_tag(takes_context=True)
def sheet_round(context: template.Context) -> SafeString:
    return fragments.round_state(context["result"], context["words"].target,
                                 context["team_words"])


@register.simple_tag(takes_context=True)
def sheet_draft(context: template.Context) -> SafeString:
    """The data attributes of a sheet's form that keep its typed copy on the phone."""
    return draft.draft_attributes(context["request"], context["round"], int(context["table"]))


# When a sheet's form (and a check's) asks for its live preview: after a pause in typing, and
# 150 ms after a choice is made or a field left (choices that follow each other sooner, a
# quick hand's or a test's, make one preview, not one each: a person never notices the wait,
# the server answers a burst once). One trigger for every game's sheet: the room
# benchmark (``bench/room.py``) and the journeys are tuned for it.
PREVIEW = mark_safe(  # a constant: nothing a user typed
    'hx-post="" hx-trigger="input delay:400ms, change delay:150ms" hx-vals=\'{"preview": "1"}\' '
    'hx-swap="none"')


@register.simple_tag
def sheet_preview() -> SafeString:
    """The htmx attributes of a sheet's form that send it for the live preview."""
    return PREVIEW
